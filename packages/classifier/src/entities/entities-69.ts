import { isCommonWord, isKnownFirstName, tagsOf } from "./lexicon.js";

const TOWN_TAGS = new Set(["City", "Place"]);

/**
 * "Glenn Whitby is the strata manager", "the new conservator is Ines Albuquerque": many surnames are also towns, and
 * the lexicon holds them as places only, which took the pair for a given name before an everyday word and dropped it.
 * After a given name that is no everyday word, a word the lexicon knows only as a town or a place is the surname
 * (GUIDELINES 5, the full name as written). Read halves of the 31st and 35th sets (and the 12th's "Bree Caldwell").
 */
export function townSurname(first: string, second: string): boolean {
  const tags = tagsOf(second);
  return isKnownFirstName(first) && !isCommonWord(first) && tags.some((t) => TOWN_TAGS.has(t)) && tags.every((t) => TOWN_TAGS.has(t) || t === "ProperNoun");
}

/**
 * "going through Ruth chapter 2 for bible study", "started the bible study on Ruth": a book (of scripture or any other)
 * named by a person's name is a title, which GUIDELINES 5 leaves out: the name before "chapter" and a number, or as
 * what a study is on. Read halves of the 28th and 55th sets.
 */
export function bookTitleName(twoBefore: string | undefined, before: string | undefined, after: string | undefined, twoAfter: string | undefined): boolean {
  if (/^(?:chapter|chapters|ch)$/.test(after ?? "") && /^\d/.test(twoAfter ?? "")) return true;
  return before === "on" && twoBefore === "study";
}

const ABSENCE: Record<string, RegExp> = { on: /^leave$/, off: /^(?:sick|work)$/, late: /^(?:again|today|tonight)$/ };

/**
 * "Siripala to cut the hedge and clean the drain saturday", "…, Iyabo to keep the kids", "Chaminda on leave today",
 * "…, Ebere late again": a name opening a clause before a duty put on it ("to" and a verb) or an absence (on leave, off
 * sick, late again) is the person given the duty or away, as "Liam to bring the drill bits" and "Riaan off sick"
 * already were. Read halves of the 52nd and 65th sets.
 */
export function dutyOrAbsenceAfter(next: string | undefined, afterNext: string | undefined, afterIsVerb: boolean): boolean {
  if (!next || !afterNext) return false;
  if (next === "to") return afterIsVerb;
  return !!ABSENCE[next]?.test(afterNext);
}

const NOUN_DETERMINERS = new Set(["the", "a", "an", "this", "its", "every", "each"]);
const OWNERS = new Set(["my", "his", "her", "their", "your"]);

/**
 * "the genny's playing up again", "the byre's full the whole of July", "the bakkie's mileage", "the chemistry sir",
 * "at his buddy's", "Nan's podiatrist": a word typed lowercase right after an article or an owner (my, his, her, their,
 * your, or a possessive) is a noun, however rare the word ("genny", "byre", "bakkie"), not a name typed lowercase (those
 * stand bare: "ask grace", "junior stay late"). Read halves of the 35th, 37th, 49th, 54th, 56th and 65th sets. "that"
 * opens a clause whose subject may be a name ("that Will ordered"), and "our" stands before kin said by name in northern
 * speech ("our nigel"): both left out.
 */
export function lowerAfterDeterminer(prev: string | undefined, prevPossessive = false): boolean {
  return !!prev && (NOUN_DETERMINERS.has(prev) || OWNERS.has(prev) || prevPossessive);
}
