/**
 * Round 80 (sched80): the day an awaited thing or answer is due, said of someone else.
 * "the right ones come wednesday" (72nd, returned brake pads), "it comes with the payslip on the 10th" (75th, overtime
 * pay HR phoned about), "he said he'd answer by wednesday" (75th, a supplier's quote): the day a thing arrives or a
 * party answers says when the awaited thing is expected (GUIDELINES 4.6 and 7), not when the user does anything; both
 * read halves label it unscheduled. A person coming ("he comes monday for the tap", "she lands at 11:40") is a visit
 * and is not matched: only "it" or "the … ones" arrive, and only a said answer or decision. Fixed literal; the caller
 * reads it on at most the 60 characters before the day, and keeps the day when the thought still asks for something
 * by then (round 74's `actsOnExpiry`: "the new fridge comes thursday, clear the corner").
 */
export const AWAITED_BEFORE =
  /\b(?:(?:it|the\s+(?:[a-z]+\s+)?ones?)\s+(?:comes?|arrives?|lands?|gets?\s+here)(?:\s+with\s+(?:the|my|his|her|their|our)\s+[a-z]+)?|(?:he|she|they)\s+said\s+(?:he|she|they)(?:'d|\s+would|\s+will|'ll)\s+(?:answer|reply|get\s+back\s+to\s+(?:me|us)|call\s+back|ring\s+back|confirm|decide))\s+(?:by\s+|on\s+)?(?:the\s+)?$/;

