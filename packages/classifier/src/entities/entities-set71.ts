/**
 * Round on the seventy-first set (set71) entity cues, from the read halves' misses, each checked against GUIDELINES 5.
 */

/**
 * Bengali and Nepali respect words said after a given name ("Mithun da", "Shampa apa", "Ram dai"), beside the Hindi,
 * Urdu, Punjabi, Tamil and Sinhala ones `HONORIFIC_AFTER` already holds ("Maya didi", "Tariq bhai", "Nuwan aiya").
 * Like relation words they are not part of the name (GUIDELINES 5); the word before them is a person.
 */
export const SOUTH_ASIAN_RESPECT_AFTER = ["da", "dada", "apa", "dai"] as const;

/**
 * "Maya didi new number…", "Maya didi's salary…" (68th), "Mithun da in commercial…" (71st): a capitalised word right
 * before a respect word is a person even when it is also an English word ("Maya", "Rose") and opens the thought, where
 * a bare capital is otherwise read as a sentence's first word. `next` is the word after the name, if it is a letter word
 * in the same clause.
 */
export function respectWordAfter(next: { lower: string } | undefined, respectWords: ReadonlySet<string>): boolean {
  return !!next && respectWords.has(next.lower.replace(/'s$/, ""));
}

/**
 * "Maya didi's salary" (68th): the respect word after a capitalised name is never a second name, even in the
 * possessive. `prev` is the word before it in the same clause.
 */
export function respectWordOfName(word: { lower: string }, prev: { text: string; possessive?: boolean } | undefined, respectWords: ReadonlySet<string>): boolean {
  return !!prev && !prev.possessive && /^\p{Lu}/u.test(prev.text) && respectWords.has(word.lower.replace(/'s$/, ""));
}
