import type { Amount } from "./money.js";
import { PESO_SIGN_HOMES } from "./us-dollars-58.js";

/**
 * Round 64: money written as Latin America and most of Europe write it, a dot grouping the thousands and a comma before the
 * cents ("$ 16.420", "UYU 17.050", "150.000 kr.", "kr. 18.000", "1.234,56 €"). The money patterns read "$ 16.420" as 16.42
 * and "150.000 kr." as nothing. No money is written with three decimals, so a figure grouped by dots into threes, with no
 * other dot or a comma beside two digits at most after it, beside a currency, is thousands — whoever writes it: a writer of
 * "1,250.50" never writes "$1.250" for a dollar and a quarter. Read only beside a currency (a sign or a word of the money
 * tables), so a bare "2.500" (a distance, a version) stays unread as before.
 */
const DOT_GROUPED = /(?<![\p{L}\p{N}.,])[1-9]\d{0,2}(?:\.\d{3})+(?:,\d{1,2})?(?![\p{N}]|[.,]\p{N})/gu;
/** A quick look before the pattern: most notes hold no digit, a dot and three digits. */
const MAY_HOLD = /\d\.\d{3}/;
/** The token just before a figure ("$ ", "UYU ", "kr. ", "US$") and just after it ("kr.", "€", "krónur"). */
const TOKEN_BEFORE = /([\p{L}\p{Sc}]+)\.?\s?$/u;
const TOKEN_AFTER = /^\s?([\p{L}\p{Sc}]+)(?![\p{L}\p{Sc}]|\s?\d)/u;
const HAS_SIGN = /\p{Sc}/u;

/**
 * The text with each dot-grouped figure beside a currency written the way the money patterns read ("16,420", "1,234.56"):
 * the dots and the comma swap places, so every figure keeps its place and length and the patterns' spans stay the note's.
 * `isCurrency` tells a word of the money tables ("uyu", "kr", "pesos"); a token holding a currency sign is one too.
 */
export function withDotThousands(text: string, isCurrency: (word: string) => boolean): string {
  if (!MAY_HOLD.test(text)) return text;
  const money = (token: string | undefined) => token !== undefined && (HAS_SIGN.test(token) || isCurrency(token.toLowerCase()));
  return text.replace(DOT_GROUPED, (figure: string, index: number) => {
    const beside = money(TOKEN_BEFORE.exec(text.slice(Math.max(0, index - 12), index))?.[1]) || money(TOKEN_AFTER.exec(text.slice(index + figure.length, index + figure.length + 12))?.[1]);
    return beside ? figure.replace(/[.,]/g, (c) => (c === "." ? "," : ".")) : figure;
  });
}

/**
 * Where "$" is the peso's sign (Montevideo, Santiago, Buenos Aires, Mexico City), the pesos written out ("1150 pesos", read as
 * Mexico's "MXN" anywhere else) and the home peso's own code or sign ("UYU 1.200", "$U 540") are the same money as "$ 780":
 * the amounts are shown as "$" there, so a sum of them is one figure. Elsewhere, and for a home with no peso, unchanged.
 */
export function homePesos(amounts: readonly Amount[], asked: string | null, country: string | undefined): { amounts: readonly Amount[]; asked: string | null } {
  const code = country === undefined ? undefined : PESO_SIGN_HOMES[country];
  if (code === undefined) return { amounts, asked };
  const home = (c: string | null) => (c === code || c === "MXN" ? "$" : c);
  return { amounts: amounts.map((a) => (home(a.currency) === a.currency ? a : { ...a, currency: "$" })), asked: home(asked) };
}
