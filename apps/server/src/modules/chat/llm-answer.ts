import type { OpenAiEndpoint } from "./chat.config.js";
import { completeChat } from "./openai-chat.js";

/**
 * Words an answer with an LLM from items already retrieved for the person. The model sees
 * only those items and is told not to go beyond them; the local answer is the fallback.
 */

export interface AnswerItem {
  title: string;
  status: string;
  domain: string | null;
  /** Already in the person's zone, e.g. "Fri, Nov 27, 3:00 PM". */
  when: string | null;
  waiting_for: string | null;
}

export const ANSWER_SYSTEM_PROMPT = `You answer a person's question about their own notes in a note-taking app.
Use ONLY the notes listed in the message; they are everything that is known. Never invent notes, people, dates or numbers that are not there.
If the notes do not answer the question, say so plainly.
Cite every note you use by its exact title in square brackets, e.g. [Call the plumber].
Answer in one to three short sentences of plain text, without Markdown headings or lists.`;

const MAX_ANSWER = 2000;

export function buildAnswerMessage(question: string, summary: string, items: AnswerItem[], today: string): string {
  const lines = items.map((i) => {
    const parts = [`[${i.title}]`, `status ${i.status}`];
    if (i.domain) parts.push(`domain ${i.domain === "systems" ? "work" : i.domain}`);
    if (i.when) parts.push(`scheduled ${i.when}`);
    if (i.waiting_for) parts.push(`waiting for ${i.waiting_for}`);
    return `- ${parts.join(", ")}`;
  });
  return [`Today is ${today}.`, `Question: ${question}`, `What the app found: ${summary}`, "Notes:", ...(lines.length > 0 ? lines : ["(none)"])].join("\n");
}

/** The model's answer, with the titles appended when it cited none of the items it was given. */
export async function answerFromItems(
  question: string,
  summary: string,
  items: AnswerItem[],
  today: string,
  endpoint: OpenAiEndpoint,
  fetchImpl?: typeof fetch,
): Promise<string> {
  const content = await completeChat(
    endpoint,
    [
      { role: "system", content: ANSWER_SYSTEM_PROMPT },
      { role: "user", content: buildAnswerMessage(question, summary, items, today) },
    ],
    { maxTokens: 400, fetchImpl },
  );
  const answer = content.length > MAX_ANSWER ? `${content.slice(0, MAX_ANSWER - 3)}...` : content;
  const cited = items.some((i) => answer.includes(i.title));
  if (items.length === 0 || cited) return answer;
  return `${answer} (Sources: ${items.slice(0, 5).map((i) => i.title).join("; ")})`;
}
