import { GPT_MAX_ITEMS } from "@life/contracts";

/**
 * Splits a conversation into the distinct thoughts it holds, without a model: speaker turns,
 * then sentences and list items, then clauses joined by "also", "and then", ";" that each
 * start a new intent. A sentence that only continues the last one ("It is due Friday.") stays
 * with it; greetings and thanks are dropped. A model would do better; this keeps the local
 * engine useful on its own.
 */

const ASSISTANT_SPEAKER = /^\s*(assistant|chatgpt|gpt|ai|bot|claude)\s*:/i;
const USER_SPEAKER = /^\s*(user|me|human|you)\s*:/i;
const ANY_SPEAKER = /^\s*[A-Za-z][\w .'-]{0,30}:\s+/;
const LIST_MARKER = /^\s*(?:[-*•]|\d+[.)])\s+/;
/** Words that make a sentence a continuation of the previous one rather than a new thought. */
const CONTINUATION = /^(it|it's|its|that|that's|this|which|because|so|but|he|she|they|them|there|then it|also it)\b/i;
const FILLER = /^(hi|hello|hey|thanks|thank you|thx|ok|okay|sure|great|cool|yes|no|yep|nope|got it|sounds good|perfect|bye|goodbye)\b[\s!.,]*$/i;
/** Joiners after which a new intent starts, when both sides are long enough to stand alone. */
const INTENT_JOINERS = [";", " and also ", " also ", " and then ", " plus ", ", and i ", " and i need to ", " and i have to ", " and remind me to "];
const MIN_WORDS = 3;

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The user's side of the conversation: assistant turns are dropped when turns are labelled. */
function userLines(conversation: string): string[] {
  const lines = conversation.split(/\r?\n/);
  const labelled = lines.some((line) => USER_SPEAKER.test(line) || ASSISTANT_SPEAKER.test(line));
  const kept: string[] = [];
  let inAssistantTurn = false;
  for (const line of lines) {
    if (labelled && ASSISTANT_SPEAKER.test(line)) inAssistantTurn = true;
    else if (labelled && (USER_SPEAKER.test(line) || ANY_SPEAKER.test(line))) inAssistantTurn = false;
    if (inAssistantTurn) continue;
    kept.push(line.replace(USER_SPEAKER, "").replace(LIST_MARKER, "\n"));
  }
  return kept;
}

function sentences(block: string): string[] {
  // A full stop, ! or ? followed by a space and a capital or digit ends a sentence; "3.5" and "e.g. this" do not.
  return block
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9"'])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

function splitIntents(sentence: string): string[] {
  const lower = sentence.toLowerCase();
  for (const joiner of INTENT_JOINERS) {
    const at = lower.indexOf(joiner);
    if (at <= 0) continue;
    const left = sentence.slice(0, at).trim().replace(/[,;]$/, "");
    let right = sentence.slice(at + joiner.length).trim();
    if (joiner.startsWith(", and i") || joiner.includes(" i ")) right = `I ${joiner.trim().split(" ").slice(2).join(" ")} ${right}`.replace(/\s+/g, " ").trim();
    if (words(left) >= MIN_WORDS && words(right) >= MIN_WORDS) return [...splitIntents(left), ...splitIntents(right)];
  }
  return [sentence];
}

const LEADING_CONNECTOR = /^(?:also|and also|and|plus|then|oh and|oh)\b[,:]?\s+/i;

/** "also buy milk" → "Buy milk": the connector belonged to the conversation, not the thought. */
function tidy(text: string): string {
  const bare = text.replace(LEADING_CONNECTOR, "");
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

export function splitConversation(conversation: string): string[] {
  const pieces: string[] = [];
  for (const sentence of sentences(userLines(conversation).join("\n"))) {
    if (FILLER.test(sentence)) continue;
    for (const intent of splitIntents(sentence)) {
      const last = pieces.length - 1;
      if (last >= 0 && (CONTINUATION.test(intent) || words(intent) < MIN_WORDS)) pieces[last] = `${pieces[last]} ${intent}`;
      else if (words(intent) >= 2) pieces.push(tidy(intent));
    }
  }
  const seen = new Set<string>();
  return pieces
    .map((piece) => piece.replace(/\s+/g, " ").trim())
    .filter((piece) => {
      const key = piece.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, "");
      if (key.length === 0 || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, GPT_MAX_ITEMS);
}
