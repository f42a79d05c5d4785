import { stem } from "../../text/stem.js";

/** Placeholders let the model learn "a name", "an amount", "a time" instead of particular ones. */
const REPLACEMENTS: Array<[RegExp, string]> = [
  // Anchored at the start of a word so a run of "@" is scanned once, not once per start position (cubic).
  [/(?<!\S)@*[^\s@]+@\S+\.\S+/g, " zemail "],
  [/\b\d{3}[-. ]\d{3}[-. ]\d{4}\b|\b\d{3}[-. ]\d{4}\b/g, " zphone "],
  [/[$€£₹]\s?\d[\d,]*(?:\.\d+)?k?|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|bucks|euros|pounds|rupees|shillings|bob)\b|\b(?:ksh|kes)\.? ?\d[\d,]*(?:\.\d+)?k?\b/g, " zmoney "],
  [/\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b/g, " ztime "],
  [/\b\d+(?:st|nd|rd|th)\b/g, " zordinal "],
  [/\b\d+(?:[.,]\d+)?\b/g, " znum "],
  [/!{2,}/g, " zexcl "],
  [/[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]/gu, " zemoji "],
];

/**
 * Features of a thought for the text classifiers: stemmed words, word pairs, and the first word
 * (imperative "call…" and past "called…" openings carry most of the event type).
 * `names` are replaced by a placeholder so that no particular person is learned.
 */
export function textFeatures(text: string, names: string[] = []): string[] {
  return featuresOfPrepared(prepareText(text, names));
}

/** Lowercase text with names, amounts, times, contact details and numbers replaced by placeholders. */
export function prepareText(text: string, names: string[] = []): string {
  let lower = text.toLowerCase();
  for (const n of names) lower = lower.split(n.toLowerCase()).join("zperson");
  for (const [re, rep] of REPLACEMENTS) lower = lower.replace(re, rep);
  return lower.replace(/\s+/g, " ").trim();
}

export function featuresOfPrepared(lower: string): string[] {
  const words = (lower.match(/[\p{L}][\p{L}'-]*|z[a-z]+/gu) ?? []).map((w) => w.replace(/'s$/, "").replace(/'/g, ""));
  const stems = words.map((w) => (w.startsWith("z") && /^z(email|phone|money|time|ordinal|num|excl|emoji|person)$/.test(w) ? w : stem(w)));
  const out: string[] = [];
  for (let i = 0; i < stems.length; i++) {
    out.push(stems[i]!);
    if (i + 1 < stems.length) out.push(`${stems[i]}_${stems[i + 1]}`);
  }
  const opening = stems.find((s) => !/^(ok|okay|so|hey|hi|just|also|and|pls|please|oh|ugh|i|we)$/.test(s));
  if (opening) out.push(`^${opening}`);
  return out;
}
