import { IMPERATIVE_VERBS } from "../text/verbs.js";

/** Irregular past forms that show up in quick notes. */
export const IRREGULAR_PAST_FORMS = new Set(
  `took ran made had went told brought met left found gave wrote spoke rang came began did saw ate
  drove chose won lost heard felt kept slept swam built spent caught taught thought bought paid sold
  sent got was were grew knew threw wore sang forgot understood dug hung woke rode fell drew flew stole
  shook tore froze swept fought drank sank bled lent dealt`.split(/\s+/),
);

/** Words ending in -ed that are not past-tense reports. */
const NOT_PAST_ED = new Set(
  `need bed red shed speed feed seed wed weed breed tired excited scheduled supposed interested used
  based related married booked planned expected needed wanted required allowed bored worried scared
  stressed overwhelmed relieved annoyed frustrated pissed stoked thrilled pleased confused exhausted
  embarrassed ashamed amazed motivated unmotivated connected qualified detailed limited advanced
  experienced organized organised signed closed opened confirmed listed blocked delayed due
  cancelled canceled postponed rescheduled rostered`.split(/\s+/),
);

/** Markers that the thought is about what will happen. */
const FUTURE = /\b(will|'ll|'d|would|going to|gonna|need to|needs to|have to|has to|got to|gotta|want to|wanna|plan to|planning|remind|should|must|let's|is coming|are coming|coming|starts?|tomorrow|next|upcoming|don't forget|can't wait|booked|scheduled|promised|(?:can|could) (?:see|fit|do|take|come|make) (?:me|us|you|him|her|it|them|my|our|your)|(is|are|'s|'re) \w+ing)\b/;

/** The thought speaks of what will happen ("will", "is coming", "starts", "tomorrow", "booked"). */
export const pointsAhead = remembered(function pointsAhead(text: string): boolean {
  return FUTURE.test(text);
});

/**
 * The tense tests run on the clause of every date mention, and a long unpunctuated paste is one clause holding all of
 * them: each answer is kept for its text (the clause reader hands back the same string for the same clause).
 */
function remembered(test: (text: string) => boolean): (text: string) => boolean {
  const seen = new Map<string, boolean>();
  return (text) => {
    if (text.length < 200) return test(text);
    let answer = seen.get(text);
    if (answer === undefined) {
      if (seen.size >= 64) seen.clear();
      answer = test(text);
      seen.set(text, answer);
    }
    return answer;
  };
}

export const hasPastVerb = remembered(function hasPastVerb(text: string): boolean {
  for (const m of text.matchAll(/\b[a-z]+\b/g)) {
    const w = m[0];
    // "the people who interviewed me": a relative clause, not the thought's own report.
    if (/\b(who|that|which)\s+$/.test(text.slice(Math.max(0, (m.index ?? 0) - 7), m.index))) continue;
    if (IRREGULAR_PAST_FORMS.has(w)) return true;
    if (w.length > 4 && w.endsWith("ed") && !NOT_PAST_ED.has(w)) return true;
  }
  return false;
});

/** A report of something that already happened: a past verb and nothing pointing ahead. */
export const isPastReport = remembered(function isPastReport(text: string): boolean {
  const first = /^[\s\W]*(?:(?:ok|okay|so|hey|pls|please|also|and|then|oh)\s+)*([a-z-]+)/.exec(text)?.[1] ?? "";
  if (IMPERATIVE_VERBS.has(first)) return false;
  // "have the drain unclogged before sunday": "have" opening on its object asks for the thing done (a causative),
  // whose participle is no report.
  if (first === "have" && /^[\s\W]*(?:(?:ok|okay|so|hey|pls|please|also|and|then|oh)\s+)*have\s+(?:the|my|our|your|a|an|his|her|their|it|them|this|that|these|those)\b/.test(text)) return false;
  // "5:30 walk up the hill done, legs toast": a clause that ends on "done" reports it.
  const doneEnds = /\bdone\s*(?:[,.;:!?]|$)/.test(text);
  return (hasPastVerb(text) || doneEnds) && !pointsAhead(text);
});
