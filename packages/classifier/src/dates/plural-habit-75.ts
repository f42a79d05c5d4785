/**
 * Round 75 (set72): a habit described with a plural subject.
 */
import { tagsOf } from "../entities/lexicon.js";

/** A plural subject ("we", "they", a word of four letters or more ending in "s") and the word after it. */
const PLURAL_THEN_WORD = /\b(we|they|[a-z]{3,}s)\s+([a-z]+)\b/g;
/** Words ending in "s" that are no plural subject: adverbs, pronouns, weekdays and the like. */
const NOT_A_SUBJECT = /^(?:this|thus|plus|always|sometimes|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|nights|mornings|evenings|afternoons|days|yes|its|hers|ours|yours|theirs|less|unless|across|towards|besides|perhaps|whereas|was|has|does|is|gets|goes)$/;

/**
 * "most breakdowns come on mondays, the buses sit all sunday" (72nd), "mondays after a rain we lose half the morning to
 * wet grass" (12th): a plural subject with its verb in the present (compromise's "Infinitive", the bare form) describes
 * what happens on that weekday, as "attendance dips every friday" does in the singular; it plans no day (4.6). Of the
 * 56 read-half thoughts with a plural weekday, 48 are labelled unscheduled or left without the key; the 8 with a date
 * name another day or one event ("fridays fixture") and have no plural subject with a bare verb. (The 72nd's thought
 * keeps a date from "all sunday", a singular weekday this does not read.) `clause` is the lowercase clause around the
 * weekday.
 */
export function pluralSubjectHabit(clause: string): boolean {
  for (const m of clause.slice(0, 300).matchAll(PLURAL_THEN_WORD)) {
    const subject = m[1]!;
    // "after Mass like every Sunday": a word ending in "ss", "us" or "is" is no plural ("mass", "bus", "analysis").
    if (NOT_A_SUBJECT.test(subject) || /(?:ss|us|is)$/.test(subject)) continue;
    // A plural noun compromise knows ("drivers": Plural, Actor) or one it does not ("breakdowns"); not a word of
    // another kind ending in "s" ("series", "news" are no plural verb's subject here).
    const tags = tagsOf(subject);
    const plural = subject === "we" || subject === "they" || tags.length === 0 || tags.includes("Plural");
    // "with the kids like every friday": "like" there is no verb.
    if (plural && m[2] !== "like" && tagsOf(m[2]!).includes("Infinitive")) return true;
  }
  return false;
}
