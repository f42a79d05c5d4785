/**
 * Round 75 (links75) cues for completes, from the read halves' misses, each checked against GUIDELINES 8.
 */

/**
 * A note-style clause, with no verb, that another thing is not ready or not in yet: "visiting cards not ready" (68th
 * read half, beside "brochures collected from the press"), "the clip-on sunglasses not in yet" (70th, beside "new
 * glasses collected"). It leaves the task it names open, as "isn't ready" already did.
 */
export const NOT_READY_NOTE = /\bnot (?:ready|(?:in|here|back) yet)\b/;

/**
 * The user's own clause that leaves a task for later: "still …", "haven't …", "not yet" (completion.ts's STILL_TO_DO
 * before round 75: "the mango tree still needs a trim"), and "… can wait" ("refresher registration can wait" beside
 * "passed the TAAN trainer exam", 68th; "the outside can wait", 9th, and "gas can wait till next week", 11th, name the
 * only task, which stays open), or a thing not ready (above). Such a clause keeps open only the tasks it names; the rest
 * of the thought may still do another.
 */
export const LEFT_FOR_LATER = new RegExp(String.raw`\bstill\b|\bhaven'?t\b|\bhavent\b|\bnot yet\b|\bcan wait\b|${NOT_READY_NOTE.source}`);
