/**
 * Round 77 (ent77) entity cues, from the read halves' misses, each checked against GUIDELINES 5 (everyone named is in,
 * a client's surname too; companies and places are left out).
 */

/**
 * What one does for a client or a pupil, named by their surname: "the Hartono edit" (73rd), "the Essop file" (40th),
 * "the Ioannidis boy", "Ioannidis lesson tuesday" (66th). Left out, as the read halves call them otherwise: "job" and
 * "wedding" (a site or a venue: "the Stepps job", 13th; "the Athlone wedding", 56th; "the Bali wedding", 73rd), "twins"
 * ("the Mulcahy twins", 39th, unlabelled), and "order", "group", "album", "account", which after a capital say a firm's
 * thing ("the Fizz plan"). A firm's, a place's, a day's or a language's name before these nouns is ruled out.
 */
const CLIENT_WORK = new Set(["edit", "file", "lesson", "lessons", "boy", "girl"]);

/** The lowercase noun after a capitalised word says the word is a client's or a pupil's surname. */
export function clientWorkAfter(nextLower: string | undefined): boolean {
  return !!nextLower && CLIENT_WORK.has(nextLower);
}

/**
 * Languages taught in lessons that round 75's list lacks: "Kannada lesson with the tutor" (7th), "Marathi lessons with
 * Sunita tai" (8th).
 */
const TAUGHT_LANGUAGES = new Set(["kannada", "marathi", "telugu", "malayalam", "gujarati", "punjabi", "hindi", "odia", "konkani", "assamese"]);

/** A language's name, not a pupil's, before "lesson". */
export function taughtLanguage(word: string): boolean {
  return TAUGHT_LANGUAGES.has(word.toLowerCase());
}

/** How the lexicon reads one capitalised word of an "&" pair. */
export interface PairWord {
  /** A given name the lexicon knows ("Nadia") or a given name that is also a word ("Will"). */
  given: boolean;
  /** No English word ("Farhan", "Gurdeep"). */
  rare: boolean;
  /** An everyday word ("Marks", "Partners"). */
  common: boolean;
}

/**
 * "Gurdeep & Will signed off…" (21st), "invoice Nadia & Farhan the balance", "the Nadia & Farhan gallery" (73rd): two
 * single names joined by "&" alone are a couple when one is a given name and the other a given name or no English word;
 * a firm's "&" ("Marks & Spencer", "Fennick & Rowe", "Ma & Partners") has an everyday word or no given name.
 */
export function ampersandCouple(a: PairWord, b: PairWord): boolean {
  if (a.common && !a.given) return false;
  if (b.common && !b.given) return false;
  return (a.given || b.given) && (a.given || a.rare) && (b.given || b.rare);
}
