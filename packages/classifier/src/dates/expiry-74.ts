/**
 * Round 74 (sched74): a thing's expiry told as a fact.
 */
import { IMPERATIVE_VERBS } from "../text/verbs.js";

/**
 * "insurance for the tools … in the garage expires the 15th" (59th), "car's due its MOT the 30th" (54th): the day a
 * cover, a licence or a test runs out, told as a fact, says when the thing lapses, not when the user does anything,
 * and both read halves label it unscheduled (4.6, an observation). Fixed literal; the caller reads it on at most the 60
 * characters before the day.
 */
export const EXPIRY_BEFORE = /\b(?:expires?|expiring|lapses|runs? out|due (?:its|her|his|their) [a-z]+)\s+(?:on\s+)?(?:the\s+)?$/;

/** A reminder asked for: "remind me …", "ping me friday …". */
const REMINDER = /\b(?:remind|ping|nudge|tell) me\b/;

/**
 * The thought asks for something to be done about the expiry: a reminder ("remind me car tax on the Astra expires the
 * 28th", 36th; "remind me, the Prius insurance expires the 30th", 70th), a plan (`firstPersonPlan`), or a clause that
 * opens on a verb of doing ("… expires on the 20th, renew it", 52nd): then the day is the deadline and stays.
 */
export function actsOnExpiry(lower: string, firstPersonPlan: RegExp): boolean {
  if (REMINDER.test(lower) || firstPersonPlan.test(lower)) return true;
  return lower.split(/[.;!?,:]|\s[-—–]\s/).some((c) => IMPERATIVE_VERBS.has(/^[\s\W]*([a-z]+)/.exec(c)?.[1] ?? ""));
}
