import type { Amount } from "./money.js";

/**
 * Round 58: US dollars asked by one whose own money is no dollar. `money.ts` took a "$" for the writer's own money unless
 * the notes signed some other money beside it (Round 34), and "US$" for another country's; both fail where the writer's
 * home is known from the zone and its money is not the dollar:
 * - in Cairo (Egyptian pounds, written "450 LE", which no table reads) "$12.99" and "45 dollars" are the US dollars
 *   asked "in US dollars", as "USD 9.99" is;
 * - in Montevideo (as in Mexico, Chile, Argentina, Colombia) "$" is the peso's own sign: "feria, $ 640" is pesos, and
 *   "USD 24.99", "U$S 89", "US$ 38,50" are the dollars asked "in dollars".
 */

/** Countries whose own money is written with "$": every dollar's, and Tonga's, Samoa's, Nicaragua's, Brazil's, Macao's, Cape Verde's. */
const OWN_DOLLAR_SIGN_HOMES: ReadonlySet<string> = new Set(
  (
    "US CA AU NZ SG HK FJ TW BN JM TT BS BB BZ BM KY GY SR LR NA ZW SB TV KI NR CK NU TK PN AG DM GD KN LC VC AI MS VG VI PR GU " +
    "AS MP UM EC SV PA TL FM MH PW BQ TC IO CC CX NF TO WS NI BR MO CV"
  ).split(" "),
);

/** Where "$" is the peso's sign, the code of that peso. Mexico's is "MXN", as "pesos" written out already reads. */
export const PESO_SIGN_HOMES: Readonly<Record<string, string>> = { MX: "MXN", AR: "ARS", CL: "CLP", CO: "COP", UY: "UYU", CU: "CUP", DO: "DOP" };

/** A "$" written as a sign, not inside "US$" or "U$S": what a peso note has and a note of "45 dollars" has not. */
const BARE_SIGN = /(?<![\p{L}])\$/u;

/**
 * How amounts meet the dollars asked ("$" or "US$") by one whose home, from the zone, is a country whose money is not the
 * dollar: every US dollar ("US$", "USD", "U$S", "45 dollars") is the currency asked; a "$" is too, unless it is the peso's
 * sign at home, where a note that writes the sign is pesos. Null where this does not apply (another currency asked, no zone,
 * or a home where "$" is one's own dollar, which `asAsked` and `homeDollars` already tell).
 */
export function dollarsAbroad(asked: string | null, country: string | undefined): ((amount: Amount, text?: string) => Amount) | null {
  if ((asked !== "$" && asked !== "US$") || country === undefined || OWN_DOLLAR_SIGN_HOMES.has(country)) return null;
  const peso = PESO_SIGN_HOMES[country];
  return (amount, text) => {
    if (amount.currency === "US$") return { ...amount, currency: asked };
    if (amount.currency !== "$") return amount;
    // With no text to tell by, a "$" at a peso's home is taken for the sign, the way such a writer mostly writes pesos.
    return peso !== undefined && (text === undefined || BARE_SIGN.test(text)) ? { ...amount, currency: peso } : { ...amount, currency: asked };
  };
}

/**
 * US dollars as Uruguay writes them, "U$S 89", and "US$" or "U$S" with a decimal comma, "US$ 38,50" (which the "US$" pattern
 * read as 38). A comma before exactly two digits is cents; before three it groups thousands ("U$S 1,250"). Constant pattern.
 */
const WRITTEN = /(?<![\p{L}\d])(?:U\$S|US\$)\s?(?<n>\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?![\d]|[.,]\d)/giu;

/** The US dollar amounts `WRITTEN` finds, each with its span and its figure in plain digits ("38.50"). */
export function usDollarFigures(text: string): Array<{ index: number; end: number; raw: string }> {
  if (!text.includes("$")) return [];
  const found: Array<{ index: number; end: number; raw: string }> = [];
  for (const m of text.matchAll(WRITTEN)) {
    const n = m.groups!.n!;
    const decimalComma = /,\d{2}$/.test(n) && !/,\d{3}/.test(n);
    found.push({ index: m.index, end: m.index + m[0].length, raw: decimalComma ? n.replace(/\./g, "").replace(",", ".") : n.replace(/,/g, "") });
  }
  return found;
}
