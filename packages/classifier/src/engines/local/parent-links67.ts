/**
 * Round 67 (links67): another person's own thing said with a describing word between them and it. "Posy's new kitchen
 * looks amazing" is Posy's kitchen, not the user's "Kitchen extension" (GUIDELINES 8: a parent is the project whose
 * subject the thought names); the possessive guard looked only at the word just before the thing.
 */

/** Plain describing words that may stand between an owner and the thing: "Posy's new kitchen". */
const BETWEEN = new Set(["new", "old", "own", "big", "little", "lovely", "first", "latest", "whole"]);

/** The possessive word before token i, past one describing word ("Posy's new kitchen" → "posy's"). */
export function possessiveBefore(tokens: readonly string[], i: number): string {
  const prev = tokens[i - 1] ?? "";
  if (BETWEEN.has(prev) && /^\p{L}+(?:'s|s')$/u.test(tokens[i - 2] ?? "")) return tokens[i - 2]!;
  return prev;
}

