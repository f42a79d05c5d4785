/**
 * Round 72 (sched72): a weekday every other week.
 */

/** "every other", "every second", "every 2nd", "every alternate" right before a weekday. */
const EVERY_OTHER_BEFORE = /\bevery\s+(?:other|second|2nd|alternate)\s+$/;

/**
 * "Papa's sugar clinic at the health centre again, every second tuesday" (46th), "promised Marisol she'd get every other
 * saturday off" (12th), "signed up to do the teas at the hall every second sunday" (54th): a weekday every other week
 * names no single day, since the text does not say which of the next two is a turn (GUIDELINES 4.6: a recurring
 * schedule with no single occurrence stores none). Every read thought with this step is labelled unscheduled or left
 * without the key (7th, 18th, 35th, 43rd, tune). `before` is the text before the weekday.
 */
export function everyOtherWeekday(before: string): boolean {
  return EVERY_OTHER_BEFORE.test(before.slice(-24));
}
