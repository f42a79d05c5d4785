import type { QaNote } from "./qa-note.js";

/**
 * Round 34: a note dated after its own day that tells an arrangement ("booked for Rainbow Mountain on Saturday 5
 * September", "the unions announced a strike for the 26th", "Marleni booked me for an Inca Trail group on 20 September")
 * or a thing still ahead ("fulbito on Friday if I'm back") holds a plan, which no count of what happened takes. Told in the
 * past ("fulbito Friday with the porters, we lost 5 to 3", dated a week on by the weekday) it happened.
 */
const ARRANGED = /\b(?:book|booked|booking|scheduled|announced|planned|planning|arranged|assigned|reserved|signed (?:me |us )?up|registered|set for|(?:is|are) on|falls on|due)\b/i;
/** A verb told in the past: regular ("scored", "played") or one of the common irregular ones. */
const PAST_TOLD =
  /\b(?:\p{L}{2,}ed|lost|won|went|got|had|did|made|ran|took|saw|came|beat|met|left|sat|spent|paid|bought|caught|fell|felt|gave|hit|kept|led|ate|drank|rode|swam|wore|threw|told|wrote|woke|slept|brought|sold|was|were|began|broke|drove|flew|held|heard|knew|said|sang|stood|thought|understood)\b/iu;

/**
 * A word that puts the thing ahead ("if I'm back", "will", "tomorrow"): a note dated ahead with none of these and no arrangement
 * may be a report the date engine read forward ("swim Friday, 40 lengths"), which the count keeps (a held half fell without it).
 */
const FUTURE_TOLD = /\b(?:if|will|going to|gonna|tomorrow|next|hope to|hoping to|maybe|might|plan to|want to)\b|['’]ll\b/i;

/** Words of a question that asks of the arrangements themselves ("how many trips have I booked"), which keep them. */
export const ARRANGING_WORDS: ReadonlySet<string> = new Set(["book", "booked", "booking", "bookings", "plan", "planned", "plans", "schedule", "scheduled", "announced", "arranged", "reserved", "registered"]);

export function isPlannedAhead(note: QaNote): boolean {
  if (!note.scheduledFor || note.scheduledFor.slice(0, 10) <= note.localDate) return false;
  return ARRANGED.test(note.text) || (FUTURE_TOLD.test(note.text) && !PAST_TOLD.test(note.text));
}

/**
 * Round 36: a note told as done ("video called Mom at seven, her Wednesday night") though the date engine reads a day after
 * its own from a weekday: a past verb, and no arrangement nor word of the future.
 */
export const toldAsDone = (text: string): boolean => PAST_TOLD.test(text) && !ARRANGED.test(text) && !FUTURE_TOLD.test(text);
