import type { CommercialValue, ValueTier } from "@life/contracts";
import { INDUSTRIES } from "./lexicons.js";
import { parseStatedPrice } from "./price.js";
import { detectIntentSignals, type SignalHints } from "./signals.js";

/**
 * Commercial value of a thought: what the intent in it would be worth to a business, as
 *
 *   estimatedValue = base × totalMultiplier   (rounded to cents, capped at MAX_VALUE)
 *
 * - base: the lead value of the best-matching industry lexicon tier (lexicons.ts), or GENERAL_BASE
 *   when no industry word occurs. A stated price anchors it: base is at least PRICE_SHARE of the
 *   amount (a typical referral or margin share), so "a $40,000 truck" outweighs "a truck"; with
 *   no industry word the share is GENERAL_PRICE_SHARE.
 * - totalMultiplier: the product of the intent signals found (signals.ts), clamped to
 *   [MIN_MULTIPLIER, MAX_MULTIPLIER] so stacked signals cannot run away.
 * - valueTier: by the thresholds in TIERS.
 * Deterministic: same text and hints, same answer; no network and no randomness.
 */
const GENERAL_BASE = 2;
const PRICE_SHARE = 0.1;
/** Money with no product named is mostly bills and transfers: little of it is for sale. */
const GENERAL_PRICE_SHARE = 0.02;
const MAX_VALUE = 50_000;
const MIN_MULTIPLIER = 0.001;
const MAX_MULTIPLIER = 10;
const MAX_KEYWORDS = 10;

/** Lower bounds in dollars, highest first: premium ≥ 1000, high ≥ 250, medium ≥ 50, low ≥ 5, else minimal. */
const TIERS: Array<[ValueTier, number]> = [
  ["premium", 1000],
  ["high", 250],
  ["medium", 50],
  ["low", 5],
];

export function valueTierFor(value: number): ValueTier {
  return TIERS.find(([, min]) => value >= min)?.[0] ?? "minimal";
}

interface KeywordEntry {
  keyword: string;
  industry: string;
  value: number;
}

function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return word.slice(0, -1) + "ies";
  if (/(?:s|x|z|ch|sh)$/.test(word)) return word + "es";
  return word + "s";
}

// Built once: single words in a Map, phrases longest first so "car seat" wins over "car".
const singles = new Map<string, KeywordEntry>();
/** [" padded phrase ", entry]. */
const phrases: Array<[string, KeywordEntry]> = [];
for (const { industry, tiers } of INDUSTRIES) {
  for (const [value, list] of tiers) {
    for (const keyword of list.split(",").map((k) => k.trim()).filter(Boolean)) {
      const entry = { keyword, industry, value };
      for (const form of new Set([keyword, plural(keyword)])) {
        if (form.includes(" ")) phrases.push([` ${form} `, entry]);
        else if (!singles.has(form)) singles.set(form, entry);
      }
    }
  }
}
phrases.sort((a, b) => b[0].split(" ").length - a[0].split(" ").length || b[0].length - a[0].length);
/** First word → positions in `phrases`, so a thought only tests the phrases that could occur in it. */
const phrasesByFirstWord = new Map<string, number[]>();
phrases.forEach(([padded], i) => {
  const first = padded.trim().split(" ")[0]!;
  phrasesByFirstWord.set(first, [...(phrasesByFirstWord.get(first) ?? []), i]);
});

/** Lowercase words separated by single spaces and padded, with senses that are never commercial removed. */
function normalize(text: string): string {
  const lowered = text
    .toLowerCase()
    .replaceAll("’", "'")
    .replace(/\b(?:of course|in order to|phone call)\b/g, " ");
  const words = lowered.match(/[a-z0-9]+(?:[-'][a-z0-9]+)*/g) ?? [];
  return ` ${words.map((w) => w.replace(/'s$/, "")).join(" ")} `;
}

function matchKeywords(text: string): KeywordEntry[] {
  let rest = normalize(text);
  const found: KeywordEntry[] = [];
  const candidates = new Set<number>();
  for (const word of rest.split(" ")) for (const i of phrasesByFirstWord.get(word) ?? []) candidates.add(i);
  for (const i of [...candidates].sort((a, b) => a - b)) {
    const [padded, entry] = phrases[i]!;
    if (!rest.includes(padded)) continue;
    found.push(entry);
    rest = rest.replaceAll(padded, " | ");
  }
  for (const word of rest.split(" ")) {
    const entry = singles.get(word);
    if (entry) found.push(entry);
  }
  return found;
}

/** Industry with the most keyword hits; ties go to the higher lead value (the bigger purchase). */
function pickIndustry(found: KeywordEntry[]): { industry: string; base: number } | null {
  const byIndustry = new Map<string, { hits: number; base: number }>();
  for (const e of found) {
    const s = byIndustry.get(e.industry) ?? { hits: 0, base: 0 };
    byIndustry.set(e.industry, { hits: s.hits + 1, base: Math.max(s.base, e.value) });
  }
  let best: { industry: string; base: number; hits: number } | null = null;
  for (const [industry, s] of byIndustry) {
    if (!best || s.hits > best.hits || (s.hits === best.hits && s.base > best.base)) best = { industry, ...s };
  }
  return best;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
// One formatter: toLocaleString with options builds a new one per call, which dominated the run time.
const dollars = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (n: number) => `$${dollars.format(n)}`;

export function estimateCommercialValue(text: string, hints: SignalHints = {}): CommercialValue {
  const lowered = text.toLowerCase().replaceAll("’", "'");
  const found = matchKeywords(text);
  const picked = pickIndustry(found);
  const industry = picked?.industry ?? "general";
  const label = INDUSTRIES.find((i) => i.industry === industry)?.label ?? "general";
  const price = parseStatedPrice(text);

  let base = picked?.base ?? GENERAL_BASE;
  const share = picked ? PRICE_SHARE : GENERAL_PRICE_SHARE;
  const anchored = price !== null && price.amount * share > base;
  if (anchored) base = round2(price.amount * share);

  const intentSignals = detectIntentSignals(lowered, hints, { price: price?.matched, industryMatched: !!picked });
  const product = intentSignals.reduce((p, s) => p * s.multiplier, 1);
  const totalMultiplier = round2(Math.min(MAX_MULTIPLIER, Math.max(MIN_MULTIPLIER, product)));
  const estimatedValue = round2(Math.min(MAX_VALUE, base * totalMultiplier));
  const valueTier = valueTierFor(estimatedValue);

  const ordered = [...found.filter((e) => e.industry === industry), ...found.filter((e) => e.industry !== industry)];
  const keywords = [...new Set(ordered.map((e) => e.keyword))].slice(0, MAX_KEYWORDS);

  const baseKeyword = found.find((e) => e.industry === industry && e.value === picked?.base)?.keyword;
  const source = price && anchored
    ? `${share * 100}% of the stated ${price.matched}`
    : picked
      ? `${label} lead value for "${baseKeyword}"`
      : "no industry keyword, general base";
  const signals = intentSignals.length
    ? ` × ${totalMultiplier.toFixed(2)} (${intentSignals.map((s) => `${s.signal.replaceAll("_", " ")} "${s.matched}" ×${s.multiplier}`).join(", ")})`
    : " × 1.00 (no intent signal)";
  const capped = base * totalMultiplier > MAX_VALUE ? `, capped at ${money(MAX_VALUE)}` : "";
  const explanation = `${money(base)} base (${source})${signals} = ${money(estimatedValue)}${capped}: ${valueTier} tier.`;

  return { estimatedValue, valueTier, industry, keywords, explanation, intentSignals, totalMultiplier };
}
