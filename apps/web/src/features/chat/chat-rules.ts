import { isClearQuestion } from "@life/contracts";

/** The chat bar's routing rules (spec 2.13 and 5), kept pure so they are tested on their own. */

export const PLACEHOLDER_DEFAULT = "What's on your mind?";
export const PLACEHOLDER_SELECTED = "Type a command or new thought...";
export const PLACEHOLDER_COMMAND = "Enter a command (e.g., 'change to personal/thoughts')";

/** With a thought selected, input starting with one of these words is a command. */
export const COMMAND_VERBS = ["change", "move", "tag", "schedule", "connect", "delete", "complete", "archive"] as const;

const VERB_START = new RegExp(`^\\s*(${COMMAND_VERBS.join("|")})\\b`, "i");

export function startsWithCommandVerb(text: string): boolean {
  return VERB_START.test(text);
}

/**
 * Command mode: a leading "/" (which the bar turns into the lightning indicator, `slashed`), or a
 * selected thought and input that starts with a command word.
 */
export function isCommandMode(text: string, { slashed, hasSelection }: { slashed: boolean; hasSelection: boolean }): boolean {
  if (slashed || text.trimStart().startsWith("/")) return true;
  return hasSelection && startsWithCommandVerb(text);
}

/**
 * Outside command mode, only a clear question goes to the assistant: it ends with "?" or starts
 * with a question word or "help". Anything else is captured, so a thought that merely contains
 * "how" or "what" is never lost. The server's POST /chat/respond applies the same rule.
 */
export function isQuestion(text: string): boolean {
  return isClearQuestion(text);
}

export function placeholderFor({ commandMode, hasSelection }: { commandMode: boolean; hasSelection: boolean }): string {
  if (commandMode) return PLACEHOLDER_COMMAND;
  return hasSelection ? PLACEHOLDER_SELECTED : PLACEHOLDER_DEFAULT;
}

/** "/move to Kitchen" → "move to Kitchen": the slash only says "this is a command". */
export function commandText(text: string): string {
  return text.trim().replace(/^\/+\s*/, "");
}

/** A single "?" typed into `before` to give `after`, wherever the caret was. */
export function insertedQuestionMark(before: string, after: string): boolean {
  if (after.length !== before.length + 1) return false;
  let i = 0;
  while (i < before.length && before[i] === after[i]) i++;
  return after[i] === "?" && after.slice(i + 1) === before.slice(i);
}
