/**
 * Round 70 (links70) wait cues, from the read halves' misses, each checked against GUIDELINES 7.
 */

/** A day or an hour the visit is set for: "on saturday", "tomorrow between 10 and 2", "friday at 9". */
const SET_TIME = /\b(?:on (?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw|today|tonight|this (?:morning|afternoon|evening)|between \d|at \d)\b/i;
/** A deadline ("by friday", "before the 10th") leaves the promise awaited. */
const DEADLINE = /\b(?:by|before|till|until|b4)\b/i;
/** A promise gone stale ("not a word", "still nothing", "no sign of him") is awaited, whatever day it named. */
const GONE_STALE = /\b(?:still|yet|nothing|not a (?:word|sign|peep)|no (?:sign|word|show)|never|didn'?t|hasn'?t|haven'?t|again|supposed to|meant to|was to)\b/i;

/** A repair or a visit promised: "he'll fix…", "she'll repair…", "they'll come…". */
export const VISIT_ACT = /(?:'ll|'d| will| would| should) (?:fix|repair|replace|sort(?: out)?|look at|come)\b\s*$/i;
/** The visitor promised: "promised the technician…", "promised an engineer…". */
export const VISITOR_PROMISED = /^promised (?:the|a|an|their|his|her) (?:technician|tech|engineer|plumber|electrician|fitter|installer|repairman|repair man|mechanic|man|guy|crew)\b/i;

/**
 * "Obinna says he'll fix the shop's inverter on saturday", "Cosmote promised the technician tomorrow between 10 and 2"
 * (read halves of the 52nd and 66th sets, both labelled no wait): a repair or a visit promised for a day or an hour is
 * an appointment set (as "the carpenter is coming saturday at 10" already reads), not a thing awaited; a deadline ("he'll
 * send it by friday") or a promise gone stale ("promised to come about the light, not a word") still waits. `after` is the
 * rest of the clause after the act or the visitor; `text` the whole thought.
 */
export function visitSetForTime(after: string, text: string): boolean {
  return SET_TIME.test(after) && !DEADLINE.test(after) && !GONE_STALE.test(text);
}
