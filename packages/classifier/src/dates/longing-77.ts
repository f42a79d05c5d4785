/**
 * Round 77 (sched77): a thought that opens on longing for someone or something and names today says how today feels,
 * not a day to act on (GUIDELINES 4.6: feelings are unscheduled).
 */
import { opensOnVerbSomewhere } from "./told-as-it-happens-76.js";

/**
 * The thought opens on missing someone or something: "missing bapak today" (73rd), "saudade of a minha mãe today" (32nd),
 * "miss my dad a lot today" (12th), "missing home so bad today" (28th), "missing my father today" (70th). Only at the
 * thought's start, so that "don't let me miss it" and "about the twins' missed sessions this afternoon" keep their day.
 */
const OPENS_ON_LONGING = /^[\s"'(]*(?:(?:i'?m|i am|i|so|really)\s+){0,2}(?:missing|miss|saudade|homesick)\b/;

/**
 * In a thought of longing, "would" and "'d" wish or look back ("it would have been his birthday", "I'd give anything for
 * her feijão"); they point nowhere ahead, so they are taken out before the tense test.
 */
const WISH = /\b(?:would|'d)\b/g;

/**
 * A bare "today" in a thought that opens on longing, with no clock time, no clause opening on a verb of doing and nothing
 * ahead once the longing and its wishes are set aside, is the day the feeling is told; every read thought of the kind is
 * unscheduled (12th, 28th, 32nd, 70th, 73rd). `aheadOrPlan` is the engine's tense test.
 */
export function longingToday(lower: string, mentionText: string, hasClockTime: boolean, aheadOrPlan: (text: string) => boolean): boolean {
  if (mentionText !== "today" || hasClockTime) return false;
  const opening = OPENS_ON_LONGING.exec(lower);
  if (!opening) return false;
  const rest = lower.slice(opening[0].length).replace(WISH, " ");
  return !aheadOrPlan(rest) && !opensOnVerbSomewhere(rest);
}
