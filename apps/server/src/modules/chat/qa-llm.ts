import type { OpenAiEndpoint } from "./chat.config.js";
import { completeChat } from "./openai-chat.js";
import type { QaNote } from "./qa/qa-note.js";

/**
 * Retrieval-augmented answers: the model sees only the notes retrieved for this question, each
 * under a short reference, and must cite the ones it uses. Its citations are checked against
 * what it was given; an answer citing anything else, or nothing, is rejected (null) so the
 * offline answer is used instead.
 */

export const QA_SYSTEM_PROMPT = `You answer a person's question about their own notes in a note-taking app.
Use ONLY the notes in the message; they are everything that is known. Never invent notes, people, dates, amounts or numbers.
Each note starts with a reference like [N3]. Cite every note you rely on with its reference in square brackets, e.g. "You spent $20 [N3][N7]."
If the notes do not answer the question, say so plainly and cite nothing.
Answer in one to three short sentences of plain text.`;

/** Notes the model is shown at most: the offline answer's own first, then the rest retrieved. */
export const LLM_NOTE_LIMIT = 40;
const MAX_ANSWER = 2000;
const REFERENCE = /\[N(\d+)\]/g;

export interface LlmQaAnswer {
  text: string;
  notes: QaNote[];
}

export function buildQaMessage(question: string, today: string, notes: QaNote[], offline: string): string {
  const lines = notes.map((n, i) => `[N${i + 1}] (${n.localDate}${n.scheduledFor ? `, scheduled ${n.scheduledFor}` : ""}) ${n.text.replace(/\s+/g, " ")}`);
  return [`Today is ${today}.`, `Question: ${question}`, `The app's own reading: ${offline}`, "Notes:", ...(lines.length > 0 ? lines : ["(none)"])].join("\n");
}

export async function answerWithLlm(question: string, today: string, notes: QaNote[], offline: string, endpoint: OpenAiEndpoint, fetchImpl?: typeof fetch): Promise<LlmQaAnswer | null> {
  const shown = notes.slice(0, LLM_NOTE_LIMIT);
  const content = await completeChat(
    endpoint,
    [
      { role: "system", content: QA_SYSTEM_PROMPT },
      { role: "user", content: buildQaMessage(question, today, shown, offline) },
    ],
    { maxTokens: 400, fetchImpl },
  );
  const cited: QaNote[] = [];
  for (const m of content.matchAll(REFERENCE)) {
    const note = shown[Number(m[1]) - 1];
    // A reference to a note it was not shown means the answer is not grounded: reject it whole.
    if (!note) return null;
    if (!cited.includes(note)) cited.push(note);
  }
  if (cited.length === 0 && shown.length > 0 && !/\b(no|not|nothing|none|couldn'?t|can'?t|don'?t)\b/i.test(content)) return null;
  const text = content.replace(REFERENCE, "").replace(/\s+([.,;:!?])/g, "$1").replace(/\s{2,}/g, " ").trim();
  return { text: text.length > MAX_ANSWER ? `${text.slice(0, MAX_ANSWER - 3)}...` : text, notes: cited };
}
