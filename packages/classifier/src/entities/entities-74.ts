/**
 * Round 74 (sched74) entity cues, from the read halves' misses, each checked against GUIDELINES 5.
 */

/**
 * Words for a grandparent that are given names in other languages: "Lola" is the Tagalog grandmother and a Spanish
 * girl's name (a daughter, 69th), "Nana" the English grandmother and an Akan name ("Nana Yaw", a son, 47th).
 */
const ELDER_KIN_NAMES = new Set(["lola", "nana"]);

/** Words of a child's school life: no grandparent has a teacher, a school pickup or term fees. */
const SCHOOL_LIFE = new Set(
  `school schools teacher teachers class classmate classmates term homework quiz exam exams pickup bursar
  daycare kindergarten nursery preschool creche`.split(/\s+/),
);

/**
 * "cover Lola's school notebooks", "wrote to Lola's teacher", "school pickup for Lola today" (69th), "Nana Yaw's fees
 * for the term cleared", "Nana Yaw came first in the district maths quiz" (47th): a grandparent's word that is also a
 * given name, in a sentence about a child's school, names the child, and both sets write it as the name; "Lola turned
 * 90 today", "reserve the lechon for Lola's 90th" (44th) keep the grandmother out. `words` are the thought's words,
 * `at` the kin word's place; the school word must stand in the same sentence.
 */
export function kinWordNamingChild(words: ReadonlyArray<{ lower: string; sentenceStart: boolean }>, at: number): boolean {
  if (!ELDER_KIN_NAMES.has(words[at]?.lower ?? "")) return false;
  let start = at;
  while (start > 0 && !words[start]!.sentenceStart) start--;
  let end = at + 1;
  while (end < words.length && !words[end]!.sentenceStart) end++;
  return words.slice(start, end).some((w) => SCHOOL_LIFE.has(w.lower));
}

/** Verbs of paying someone back for what they charged. */
const PAID_BACK = new Set(["paid", "pay", "paying", "tipped", "gave", "sent"]);

/**
 * "Kasirye charged 380k for brake pads and labour, paid him on mobile money" (67th), "Vakhtang charged 350 GEL for the
 * brake pads, paid him cash" (70th): what a shop does ("charged") had made the unknown capital a firm, but paying "him"
 * or "her" later in the sentence says a person charged; a shop is paid as "them" or by name. `words` are the thought's
 * words, `lastIndex` the name's last word.
 */
export function paidAsPerson(words: ReadonlyArray<{ lower: string; sentenceStart: boolean }>, lastIndex: number): boolean {
  for (let k = lastIndex + 1; k + 1 < words.length && !words[k]!.sentenceStart; k++) {
    if (PAID_BACK.has(words[k]!.lower) && (words[k + 1]!.lower === "him" || words[k + 1]!.lower === "her")) return true;
  }
  return false;
}

/** An acronym as typed: two to four capitals. */
const ACRONYM = /^[A-Z]{2,4}$/;
/** Where a place or a firm stands: after a preposition of place or an article. */
const PLACE_SLOT = /^(?:at|in|into|on|to|from|the)$/;

/**
 * "booked the hip scan at CUF Descobertas" (32nd), "she is in the AK Harburg" (48th), "Kainoa goes back to UH Hilo"
 * (50th), "selling my old iPhone on FB Marketplace" (44th), "not a peep yet from HM Passport Office" (10th): a capital
 * right after an acronym that stands where a place or a firm does (after "at", "in", "to", "on", "from", "the") is the
 * rest of a hospital's, a university's, a firm's or a site's name, and every read half leaves it out. An acronym that
 * opens the sentence is a verb or a title ("EFT Ebrahim the money", 56th; "DM Tunde"), and the name after it stays.
 * `acronym` is the word before the run as typed (none after punctuation), `before` the word before that, lowercase.
 */
export function afterAcronym(acronym: string | undefined, before: string | undefined): boolean {
  return !!acronym && ACRONYM.test(acronym) && PLACE_SLOT.test(before ?? "");
}
