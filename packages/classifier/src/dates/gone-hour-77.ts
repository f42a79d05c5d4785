/**
 * Round 77 (sched77): an hour said with its am or pm, no day, already gone by today, in a thought that plans
 * nothing, is when something happened or holds, not tomorrow's hour (GUIDELINES 4.6: reports are unscheduled).
 */
import { opensOnVerbSomewhere } from "./told-as-it-happens-76.js";

/**
 * "Mummy sat in the pathology queue from 8 am, poor thing" said at 11:15 (26th), "first lamb of the year at 4am, a ewe
 * lamb, both fine" said at 07:10 (34th), "keke … is faster b4 7am" said at 08:10 (43rd) were tomorrow's hour: an hour
 * that says its half of the day and is already past, with no day named, nothing ahead and no clause opening on a verb
 * of doing, tells what the hour held. `minutesOfDay` is the hour read as minutes since midnight; a bare "at 8" (whose
 * half of the day is guessed) is left to the other rules.
 */
export function hourGoneBy(lower: string, minutesOfDay: number, nowMinutes: number, saysHalfOfDay: boolean, aheadOrPlan: boolean): boolean {
  return saysHalfOfDay && minutesOfDay < nowMinutes && !aheadOrPlan && !opensOnVerbSomewhere(lower);
}
