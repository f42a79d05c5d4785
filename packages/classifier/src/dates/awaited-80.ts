/**
 * Round 80 (sched80): the day an awaited thing or answer is due, said of someone else.
 */
import { actsOnExpiry } from "./expiry-74.js";

/**
 * "the right ones come wednesday" (72nd, returned brake pads), "it comes with the payslip on the 10th" (75th, overtime
 * pay HR phoned about), "he said he'd answer by wednesday" (75th, a supplier's quote): the day a thing arrives or a
 * party answers says when the awaited thing is expected (GUIDELINES 4.6 and 7), not when the user does anything; both
 * read halves label it unscheduled. A person coming ("he comes monday for the tap", "she lands at 11:40") is a visit
 * and is not matched: only "it" or "the … ones" arrive, and only a said answer or decision. Fixed literal; the caller
 * reads it on at most the 60 characters before the day.
 */
export const AWAITED_BEFORE =
  /\b(?:(?:it|the\s+(?:[a-z]+\s+)?ones?)\s+(?:comes?|arrives?|lands?|gets?\s+here)(?:\s+with\s+(?:the|my|his|her|their|our)\s+[a-z]+)?|(?:he|she|they)\s+said\s+(?:he|she|they)(?:'d|\s+would|\s+will|'ll)\s+(?:answer|reply|get\s+back\s+to\s+(?:me|us)|call\s+back|ring\s+back|confirm|decide))\s+(?:by\s+|on\s+)?(?:the\s+)?$/;

/**
 * Whether the thought still asks for something to be done by then (a reminder, a plan, a clause opening on a verb of
 * doing: "the new fridge comes thursday, clear the corner"): then the day stays the one to act on. Same reading as the
 * expiry rule of round 74.
 */
export function actsOnArrival(lower: string, firstPersonPlan: RegExp): boolean {
  return actsOnExpiry(lower, firstPersonPlan);
}
