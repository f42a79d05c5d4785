import { wordTable } from "@life/contracts";
/**
 * Money amounts stated in a thought ("$1,200", "€89.99", "200 dollars", "$1.5k", "£40", "4,90 €").
 * Amounts are converted to US dollars with fixed, rounded rates: the estimate must be
 * deterministic and offline, and an order of magnitude is all it needs. "$" is read as dollars
 * whatever the country (CAD, AUD and USD are treated alike).
 */
const RATES: Readonly<Record<string, number>> = wordTable({ $: 1, "€": 1.1, "£": 1.3, "₹": 0.012 });
const WORD_CURRENCY: Readonly<Record<string, string>> = wordTable({
  dollar: "$", dollars: "$", bucks: "$", usd: "$", cad: "$", aud: "$",
  eur: "€", euro: "€", euros: "€", gbp: "£", pound: "£", pounds: "£", quid: "£",
  inr: "₹", rs: "₹", rupee: "₹", rupees: "₹",
});

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.(\d{1,2}))?(?:\s?(k|m)\b)?`;
const SYMBOL_FIRST = new RegExp(String.raw`([$€£₹])\s?${NUMBER}`, "gi");
/** The sign after the figure, as most of Europe writes it ("4.90€", "35 €"). */
const SYMBOL_AFTER = new RegExp(String.raw`(?<![\w.,])${NUMBER}\s?([$€£₹])`, "gi");
/**
 * Cents after a comma, thousands grouped by a space or a dot ("84,60 €", "1 245,00 €", "€ 12,50", "1.234,56 €"): read
 * only beside a sign, with two digits after the comma, so "$1,200" stays twelve hundred.
 */
const COMMA_CENTS = String.raw`(\d{1,3}(?:[.\u00a0\u202f ]\d{3})*),(\d{2})(?!\d)`;
const COMMA_THEN_SYMBOL = new RegExp(String.raw`(?<![\w.,])${COMMA_CENTS}\s?([$€£₹])`, "g");
const SYMBOL_THEN_COMMA = new RegExp(String.raw`([€£])\s?${COMMA_CENTS}`, "g");
const CODE_FIRST = new RegExp(String.raw`\b(usd|cad|aud|eur|gbp|inr|rs\.?)\s?${NUMBER}\b`, "gi");
const WORD_AFTER = new RegExp(
  String.raw`\b${NUMBER}\s?(dollars?|bucks|usd|cad|aud|eur|euros?|gbp|pounds?|quid|inr|rupees?)\b`,
  "gi",
);

export interface StatedPrice {
  /** US dollars. */
  amount: number;
  /** The text as written, for the explanation. */
  matched: string;
}

function toNumber(whole: string, cents: string | undefined, suffix: string | undefined): number {
  const n = Number(whole.replaceAll(",", "")) + (cents ? Number(`0.${cents}`) : 0);
  const factor = suffix?.toLowerCase() === "k" ? 1_000 : suffix?.toLowerCase() === "m" ? 1_000_000 : 1;
  return n * factor;
}

/** The largest amount stated, in dollars, or null when the text names no money amount. */
export function parseStatedPrice(text: string): StatedPrice | null {
  let best: StatedPrice | null = null;
  const consider = (currency: string, value: number, matched: string) => {
    const rate = RATES[currency] ?? 1;
    const amount = Math.round(value * rate * 100) / 100;
    if (amount > 0 && (!best || amount > best.amount)) best = { amount, matched: matched.trim() };
  };
  for (const m of text.matchAll(SYMBOL_FIRST)) consider(m[1]!, toNumber(m[2]!, m[3], m[4]), m[0]);
  for (const m of text.matchAll(SYMBOL_AFTER)) consider(m[4]!, toNumber(m[1]!, m[2], m[3]), m[0]);
  const grouped = (whole: string) => whole.replace(/[.\u00a0\u202f ]/g, "");
  for (const m of text.matchAll(COMMA_THEN_SYMBOL)) consider(m[3]!, toNumber(grouped(m[1]!), m[2], undefined), m[0]);
  for (const m of text.matchAll(SYMBOL_THEN_COMMA)) consider(m[1]!, toNumber(grouped(m[2]!), m[3], undefined), m[0]);
  for (const m of text.matchAll(CODE_FIRST)) {
    const code = m[1]!.toLowerCase().replace(".", "");
    consider(WORD_CURRENCY[code] ?? "$", toNumber(m[2]!, m[3], m[4]), m[0]);
  }
  for (const m of text.matchAll(WORD_AFTER)) {
    consider(WORD_CURRENCY[m[4]!.toLowerCase()] ?? "$", toNumber(m[1]!, m[2], m[3]), m[0]);
  }
  return best;
}
