import type { WaitPattern } from "./waiting-owed.js";
import { PEOPLE_OR_PETS, pronounTarget, tidy } from "./waiting-parties.js";

/** A day as the whole answer: "tomorrow", "thursday", "next week", "the 12th" ("tomorrow by noon" keeps its hour). */
const DAY_ANSWER =
  "(?:tomorrow|tmrw|tmr|2moro|today|tonight|(?:on |by |next |this )?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|next week|the \\d{1,2}(?:st|nd|rd|th)?)";

/** The party who gave its word on when, and the thing of the clause before ("Vistaprint: business cards"). */
export function saidWhen(m: RegExpExecArray, text: string, names: string[]): string | null {
  const sayer = m[1]!;
  if (/^(?:i|we|you|me|us)$/i.test(sayer)) return null;
  const before = text.slice(0, m.index).replace(/[,;:\s—–-]+$/, "");
  const pronoun = /^(?:he|she|they|it)$/i.test(sayer);
  const who = pronoun ? pronounTarget(text, m.index, names) ?? atPlace(before) : sayer;
  if (who && PEOPLE_OR_PETS.test(who)) return null;
  const what = tidy(before.split(/[,;.!?]/).filter((s) => s.trim()).pop() ?? "") || null;
  // "asked Mum about lunch, she said sunday": with no party that holds the thing, the day is an answer, not a wait.
  if (!who) return null;
  return `${who}: ${what ?? "what was promised"}`;
}

/**
 * A party's word on when, given as a bare day that closes the clause ("Vistaprint says thursday", "they promised
 * monday", "the hospital said tomorrow"): the day says when an awaited thing comes (GUIDELINES 7, d020 "she said
 * Wednesday"; 4.6 makes that day the expected date, not the scheduled one). The user's own word ("I said friday") is
 * a plan, not a wait. Read halves of the 16th, 29th, 30th, 33rd, 40th, 44th, 47th and 64th sets all label it a wait.
 */
export const SAID_DAY_PATTERNS: WaitPattern[] = [
  {
    re: new RegExp(`\\b([\\p{L}'’-]+)\\s+(?:says|said|reckons|promised|promises)\\s+${DAY_ANSWER}(?=\\s*(?:[,.;!?)]|$|by\\s+\\S+\\s*(?:[,.;!?]|$)))`, "iu"),
    build: saidWhen,
  },
];

/** "trail maps still at the printer": the place that holds the thing answers for it. */
function atPlace(before: string): string | null {
  const m = /\b(?:at|with) (?:the |my |our )?([\p{L}-]+)\s*$/iu.exec(before.split(/[,;]/)[0]!.trim());
  return m ? m[1]! : null;
}
