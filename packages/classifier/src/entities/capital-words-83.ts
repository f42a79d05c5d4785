/**
 * Round 83: capitalised words of a text, accented capitals among them ("Ísafold", "Ørsted", "Łukasz"). JavaScript's
 * `\b` knows only ASCII word characters, even under the `u` flag, so `\b\p{Lu}` never matched at "Í" or "Ø" (a space
 * and "Í" are both non-word characters) and could start inside a word after an accented letter ("ÉCOLE" gave "COLE").
 * A capital not preceded by a letter or a digit is the start of a word in any script.
 */
export function capitalWords(s: string): string[] {
  return [...s.matchAll(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}'-]+/gu)].map((m) => m[0]);
}
