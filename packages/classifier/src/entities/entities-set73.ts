/**
 * Round 76 on the seventy-third set (set73): entity cues from the read halves' misses, checked against GUIDELINES 5 (a
 * title or respect word before a name is left out like a relation word; everyone named is in).
 */

/**
 * Formal titles and respect words typed lowercase before a name ("send doña Marta the photo", 72nd; "video call with
 * dr Maya tomorrow", 73rd). Only those that are no everyday word: "miss", "sister", "coach", "father" or "fr" ("for
 * real") lowercase before a capital are often something else ("I miss Lagos").
 */
const LOWER_TITLES = new Set(["dr", "mr", "mrs", "ms", "prof", "doña", "dona", "tía", "tío", "señor", "señora", "señorita", "sr", "sra", "dra", "frau", "herr", "monsieur", "madame", "pastor", "rabbi", "imam", "maulana", "alhaji", "alhaja"]);

interface Typed {
  text: string;
  lower: string;
  afterBreak: boolean;
}

/** A title typed lowercase right before a capitalised word: the title is no name, and it cues the name after it. */
export function lowerTitleBefore(title: Typed | undefined, next: Typed | undefined): boolean {
  return !!title && !!next && title.text === title.lower && LOWER_TITLES.has(title.lower) && !next.afterBreak && /^\p{Lu}/u.test(next.text);
}
