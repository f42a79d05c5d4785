import { isQuestionNote } from "../qa-cues.js";
import type { QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { inRange, mentions } from "./note-scoring.js";

const GIFT_WORDS = new Set(["present", "presents", "gift", "gifts"]);
export const presentsAsked = (q: QaQuestion) => q.topic.some((t) => GIFT_WORDS.has(t));

/**
 * A present told by the act rather than the word: got for someone ("got Owen the Habs jersey", "bought her a scooter"),
 * hidden away until the day ("stashed it behind the doonas"), or brought or sent for them ("brought coral beads for her",
 * "a parcel came from Kay's mum").
 */
const GIFT_GOT = /\b(?:got|bought|ordered|picked up|grabbed|found)\s+(?:him|her|them|\p{Lu}[\p{L}'’-]+)\s+(?:a|an|the|some|this|that|those|these|his|her|their)\s/u;
const GIFT_HIDDEN = /\b(?:stashed|hid|hidden|wrapped)\b/i;
const GIFT_CAME = /\b(?:brought|sent|gave|posted|knitted|made)\b[^.;!?]{0,60}\bfor (?:her|him|them|the baby|the kids|\p{Lu}\p{Ll}+)\b|\bparcel came from\b/u;
const GIFT_NAMED = /\b(?:present|presents|gift|gifts)\b/i;
const PRONOUN = /\b(?:her|him|them|she|he)\b/i;

/** "What presents have I got Isla so far": the notes in range telling of one, for the person asked about when one is named. */
export function presents(q: QaQuestion, notes: readonly QaNote[]): QaNote[] {
  const forPerson = (n: QaNote) => q.people.length === 0 || q.people.some((p) => mentions(n, p)) || PRONOUN.test(n.text) || GIFT_HIDDEN.test(n.text);
  const told = (text: string) => GIFT_GOT.test(text) || GIFT_HIDDEN.test(text) || GIFT_CAME.test(text) || GIFT_NAMED.test(text);
  return notes
    .filter((n) => inRange(n, q) && !n.derived && !isQuestionNote(n.text) && told(n.text) && forPerson(n))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .slice(-5);
}
