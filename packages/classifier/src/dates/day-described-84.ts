/**
 * Round 84 (sched84): the day under way, described by how it is, is no day ahead.
 * "perfect lazy saturday" said on a Saturday (6th), "proper content tonight, fire lit" (34th), "relaxed for once, a
 * whole friday evening with nothing to fix" said on a Friday evening (76th): a clause that is only words saying how
 * the moment is ("perfect", "lazy", "content", "a whole") before today's own day names what the day is like as it
 * happens (GUIDELINES 4.6: feelings and observations, even when they mention a day); the bare weekday rule (4.2, the
 * next such day that is not today) is for plans. Read only when the day's own clause points nowhere ahead (a title in
 * another clause, "will and grace reruns", is no plan), no clause opens on a verb of doing and no clock time is given. Tokens are compared against fixed sets; no data goes into a pattern.
 */
import { opensOnVerbSomewhere } from "./told-as-it-happens-76.js";

/** Words saying how a stretch of time is or feels (not when: "early", "late" and "long" plan a night). */
const DESCRIBING = new Set([
  "content", "relaxed", "happy", "calm", "peaceful", "grateful", "cosy", "cozy", "lazy", "perfect", "lovely", "quiet",
  "chilled", "chill", "mellow", "restful", "blissful", "glorious", "whole", "slow", "gorgeous", "beautiful", "snug",
  "blessed", "cheerful", "sleepy", "tired", "knackered", "exhausted", "shattered", "wonderful", "brilliant",
]);
/** Words that may stand beside them: a determiner or an intensifier ("a whole", "what a", "proper content", "so tired"). */
const BESIDE = new Set(["a", "an", "what", "such", "so", "really", "very", "proper", "properly", "quite", "pretty", "truly", "just"]);
/** Clause breaks, as `extractSchedule` splits clauses (a dash only with spaces round it). */
const BREAK = /[.;!?,:]|\s[-—–]\s/g;

/** The words between the clause's start and `at` (at most 40 characters back), or null when the clause starts earlier. */
function leadWords(lower: string, at: number): string[] | null {
  const from = Math.max(0, at - 40);
  const slice = lower.slice(from, at);
  let cut = -1;
  for (const m of slice.matchAll(BREAK)) cut = (m.index ?? 0) + m[0].length;
  if (cut < 0 && from > 0) return null;
  return slice.slice(Math.max(cut, 0)).split(/\s+/).filter((w) => w !== "");
}

/** The text between `end` and the clause's end (at most 60 characters). */
function tailText(lower: string, end: number): string {
  const slice = lower.slice(end, end + 60);
  BREAK.lastIndex = 0;
  const m = BREAK.exec(slice);
  BREAK.lastIndex = 0;
  return m ? slice.slice(0, m.index) : slice;
}

/**
 * The day at [at, end) is the day under way (`isToday`: "tonight", or a weekday that is today's) and its clause opens
 * with only describing words before it, at least one of them saying how the time is.
 */
export function dayDescribedAsItIs(lower: string, at: number, end: number, isToday: boolean, hasClockTime: boolean, pointsAhead: (clause: string) => boolean): boolean {
  if (!isToday || hasClockTime) return false;
  const words = leadWords(lower, at);
  if (words === null || words.length === 0 || words.length > 4) return false;
  if (!words.every((w) => DESCRIBING.has(w) || BESIDE.has(w)) || !words.some((w) => DESCRIBING.has(w))) return false;
  return !pointsAhead(`${words.join(" ")} ${lower.slice(at, end)}${tailText(lower, end)}`) && !opensOnVerbSomewhere(lower);
}
