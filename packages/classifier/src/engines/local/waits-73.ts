import type { WaitPattern } from "./waiting-owed.js";
import { pronounTarget } from "./waiting-parties.js";

/** The user sent, handed or invoiced something before `index` ("emailed Jens the invoice, he said he will pay monday"). */
const USER_SENT = /\b(?:emailed|sent|texted|messaged|whatsapped|gave|handed|invoiced)\b/i;
export const userSentBefore = (text: string, index: number): boolean => USER_SENT.test(text.slice(0, index));

/**
 * Round 73 (links73) wait cues, from the 69th and 70th read halves' misses, each checked against GUIDELINES 7.
 *
 * "emailed the wine bar the invoice for 60 bottles, they said they pay friday" (70th read): the promise to pay with a bare
 * day after it in the present tense, beside links72's "emailed Jens the invoice, he said he will pay monday" (68th read).
 * Only after the user sent, emailed, texted, handed or invoiced something (links72's guard: "Tom pays tomorrow for the
 * drinks" is no wait).
 */
export const PROMISE_PAY_PRESENT_PATTERNS: WaitPattern[] = [
  {
    re: /\b(?:they|he|she) (?:said|says|say|told (?:me|us)) (?:that )?(they|he|she) pays? (?=(?:on |by )?(?:(?:next|this) )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw)\b)/iu,
    build: (m, text, names) => {
      if (!userSentBefore(text, m.index)) return null;
      const who = pronounTarget(text, m.index, names);
      return who ? `${who}: payment` : "payment";
    },
  },
];
