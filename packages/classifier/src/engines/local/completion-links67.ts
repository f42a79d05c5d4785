/**
 * Round 67 (links67) cues for completes, from the read halves' misses, each checked against GUIDELINES 8.
 */

/**
 * "Put the shutters up", "Hang the new blinds up": the particle after the thing, as often as before it; "the shutters
 * are up on every window" is the state either asks for (a task reported done by its result).
 */
export const PUT_THING_UP = /^(?:put|hang|set|pin|stick|nail)\s+(?:[\p{L}'’-]+\s+){1,4}up$/iu;

/**
 * "got quotes from two sign shops for the truck decals": prices asked for a job are a step towards ordering or booking
 * it, not the job (GUIDELINES 8, partial progress); they do only a task that is itself about quotes or prices.
 */
export const QUOTES_GOT = /\b(?:got|received|had|collected|gathered)\s+(?:in\s+)?(?:a|an|some|the|two|three|four|five|few|a few|\d+)?\s*(?:more\s+)?(?:quotes?|quotations?|estimates?|prices)\b(?!\s+(?:back|in)\b)/;
export const QUOTE_WORDS = /\b(?:quotes?|quotations?|estimates?|prices?|pricing|costs?|compare|comparison)\b/i;

/**
 * A thing to get or order, in its place: "the second-hand Activa is standing in our parking now" (a posture word
 * between the copula and the place), "the replacement scanner is at the desk, set up and beeping" (a clause of its
 * own saying it is in use stands for "now"). Both extend the rule for "the new scanner is at the desk now".
 */
export const POSTURES = new Set(["standing", "sitting", "parked"]);
export const IN_USE = /^(?:all |now |already )?(?:set up|installed|plugged in|up and running|working|running|in use)$/;

