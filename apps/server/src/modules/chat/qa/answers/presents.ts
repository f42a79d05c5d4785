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

/** A thing bought for someone, told with its price and no verb: "Lego Friends set for Cerys from Smyths, £34.99". */
const GIFT_FOR = /^[^,.;:!?]*?\bfor (?:him|her|them|\p{Lu}\p{Ll}+)(?![\p{L}'’])/u;

/**
 * Whether a note tells a present by the act, asked in a sum of presents ("how much have I spent on presents for the kids
 * this Christmas"): got for someone ("got Owen the Wales jersey") or a thing for them ("set for Cerys, £34.99"). A possessive
 * ("for Ffion's birthday") names an occasion and is left to the words.
 */
export const toldAsPresent = (text: string) => GIFT_GOT.test(text) || GIFT_CAME.test(text) || GIFT_FOR.test(text);

/** "What presents have I got Isla so far": the notes in range telling of one, for the person asked about when one is named. */
export function presents(q: QaQuestion, notes: readonly QaNote[]): QaNote[] {
  const forPerson = (n: QaNote) => q.people.length === 0 || q.people.some((p) => mentions(n, p)) || PRONOUN.test(n.text) || GIFT_HIDDEN.test(n.text);
  const told = (text: string) => GIFT_GOT.test(text) || GIFT_HIDDEN.test(text) || GIFT_CAME.test(text) || GIFT_NAMED.test(text);
  return notes
    .filter((n) => inRange(n, q) && !n.derived && !isQuestionNote(n.text) && told(n.text) && forPerson(n))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .slice(-5);
}

/**
 * What someone wants, told in passing ("Jody keeps looking at the heated jacket at Mark's", "Jody would love tickets to a
 * Mooseheads game"): the answer to "any ideas for what to get Jody", which rarely names a present or the occasion.
 */
const WISHED = /\b(?:would|'d|’d) (?:love|like|adore)\b|\bkeeps? (?:looking at|eyeing|talking about|going on about|mentioning|hinting)\b|\b(?:been|is|was) (?:on about|eyeing|hinting|going on about)\b|\beyeing up\b|\bwish ?list\b|\bdropp(?:ed|ing) hints?\b|\b(?:has|had) (?:his|her|their|an) eye on\b|\b(?:wants|wanted) (?:a|an|the|some|new|one of)\b|\bdreams? of (?:a|an|owning|getting)\b/iu;

export function wishes(q: QaQuestion, notes: readonly QaNote[]): QaNote[] {
  return notes
    .filter((n) => !n.derived && !isQuestionNote(n.text) && WISHED.test(n.text) && q.people.some((p) => mentions(n, p)))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .slice(-5);
}
