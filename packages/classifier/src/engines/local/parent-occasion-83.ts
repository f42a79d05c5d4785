import { STOPWORDS } from "../../text/normalize.js";
import { stem } from "../../text/stem.js";
import { titleOwner } from "./parent-owner.js";

/**
 * Round 83 (par83): a gift named by its occasion belongs to the project that is that occasion. "Anto's christmas
 * present before the 23rd" is for "Christmas at ours" (76th read half), "new year presents: lego for Davit, …" for
 * "New year at ours" (77th). The words before the gift noun name the occasion, and the possessive before them names
 * whom the gift is for, not whose the occasion is: the possessive guard read "Anto's christmas" as Anto's, and "new"
 * and "year" are each too common in titles to tie a thought alone, though together they name the day.
 */
const GIFTS = new Set(["present", "presents", "gift", "gifts", "pressie", "pressies", "prezzie", "prezzies"]);

/** Words that end the occasion before a gift noun: what comes before them is no part of its name ("a birthday gift"). */
const STOPS = new Set(["a", "an", "the", "my", "our", "your", "his", "her", "their", "its", "some", "any", "this", "that", "these", "those", "for", "of", "and", "or", "to", "with", "no", "two", "few"]);

/** Title words that follow a leading verb, not an occasion: "Return the rental car" is no "return gifts". */
const AFTER_VERB = new Set(["the", "a", "an", "my", "our", "his", "her", "their", "some"]);

export interface GiftOccasion {
  /** The occasion's stems, in order ("new year" → new, year). */
  stems: string[];
  /** Whom the gift is for, when a possessive or "for X" says so (a stem). */
  forWhom: string | null;
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().replace(/[’]/g, "'").match(/[\p{L}\p{N}][\p{L}\p{N}']*/gu) ?? [];
}

const plain = (w: string) => w.replace(/'s$|s'$/, "");

/** The occasions the thought names gifts by ("christmas present", "new year presents"); read once a thought. */
export function giftOccasions(text: string): GiftOccasion[] {
  const words = wordsOf(text);
  const out: GiftOccasion[] = [];
  words.forEach((w, i) => {
    if (!GIFTS.has(w) || i === 0) return;
    const occasion: string[] = [];
    let forWhom: string | null = null;
    // Up to two words of the occasion, then the possessive, if any, is whom the gift is for ("Anto's christmas present").
    for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
      const v = words[j]!;
      if (/'s$|s'$/.test(v)) {
        forWhom = stem(plain(v));
        break;
      }
      // The word right before the gift names it ("birthday present"), never a common word ("was present", "new gifts").
      if (occasion.length === 2 || STOPS.has(v) || /^\d/.test(v) || GIFTS.has(v) || (j === i - 1 && STOPWORDS.has(v))) break;
      occasion.unshift(stem(v));
    }
    if (!occasion.length) return;
    // "birthday present for Leo": whom it is for, past a leading "the"/"my".
    const after = STOPS.has(words[i + 2] ?? "") ? words[i + 3] : words[i + 2];
    if (forWhom === null && words[i + 1] === "for" && after) forWhom = stem(plain(after));
    out.push({ stems: occasion, forWhom });
  });
  return out;
}

/**
 * 1 when a gift's occasion is named by the project's title, its words in a row ("New year at ours"), else 0. Not when
 * the title's owner is another than whom the gift is for ("Zoey's birthday present" is not "Migo's birthday party"),
 * nor when the occasion is the title's leading verb ("return gifts", "Return the rental car"), nor, for a gift said to
 * be someone's, a title that is the user's own occasion ("Plan our wedding").
 */
export function occasionForProject(occasions: readonly GiftOccasion[], title: string): number {
  if (!occasions.length) return 0;
  const words = wordsOf(title);
  const stems = words.map((w) => stem(plain(w)));
  const owner = titleOwner(title);
  const own = words.includes("my") || words.includes("our");
  for (const o of occasions) {
    if (owner !== null ? o.forWhom !== null && o.forWhom !== owner : o.forWhom !== null && own) continue;
    // The whole name in a row ("new year"), else its last word ("got birthday presents" → birthday).
    for (const name of o.stems.length > 1 ? [o.stems, o.stems.slice(-1)] : [o.stems]) {
      for (let i = 0; i + name.length <= stems.length; i++) {
        if (!name.every((s, k) => stems[i + k] === s)) continue;
        if (i === 0 && AFTER_VERB.has(words[name.length] ?? "")) continue;
        return 1;
      }
    }
  }
  return 0;
}
