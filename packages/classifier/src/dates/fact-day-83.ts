/**
 * Round 83 (sched83): a day told as a fact in a clause of its own yields to the thought's other day.
 * "tonight i study chapter 4 of the manual, test is monday" (64th) is tonight's study, not Monday's test;
 * "the 28th is holiday, the lesson moves to the 29th at 5" (66th) is the 29th: a clause that only says what a day is
 * ("<thing> is <day>", "<day> is <thing>") names the background of the thought, and the day to act on is the other
 * one (GUIDELINES 4.5: the thought's own appointment or plan). Read only when the thought names two usable days and
 * the chosen one is told so; a lone fact day ("the party is saturday") keeps it. Fixed literals on at most 60
 * characters around the day; no data goes into a pattern.
 */

/** Clause breaks, as `extractSchedule` splits clauses (a dash only with spaces round it). */
const BREAK = /[.;!?,:]|\s[-—–]\s/g;

/** "test is ", "my exam's on ", "the recital is on the ": a short subject, not a pronoun, and a copula, opening the clause. */
const SUBJECT_IS_BEFORE = /^\s*(?:(?:the|my|our|his|her|their|a|an)\s+)?(?!(?:i|we|you|he|she|they|it|this|that|there|who|what|when)\b)[a-z']+(?:\s+[a-z']+){0,2}(?:\s+(?:is|are)|'s)\s+(?:on\s+)?(?:the\s+)?$/;
/** " is holiday", " is a bank holiday", "'s payday": the day opens its clause and a copula says what it is, to the clause's end. */
const IS_THING_AFTER = /^(?:\s+(?:is|are)|'s)\s+(?:(?:a|an|the)\s+)?[a-z']+(?:\s+[a-z']+)?\s*$/;
const PAST_VERB_AFTER = /^\s+(?:is|are)\s+(?:\w+ed|gone|done|over)\s*$/;

/** The text between the clause's start and the day, or null when the clause starts more than 60 characters back. */
function clauseLead(lower: string, index: number): string | null {
  const from = Math.max(0, index - 60);
  const slice = lower.slice(from, index);
  let cut = -1;
  for (const m of slice.matchAll(BREAK)) cut = (m.index ?? 0) + m[0].length;
  if (cut < 0 && from > 0) return null;
  return slice.slice(Math.max(cut, 0));
}

/** The text between the day and the clause's end (at most 40 characters). */
function clauseTail(lower: string, end: number): string {
  const slice = lower.slice(end, end + 40);
  BREAK.lastIndex = 0;
  const m = BREAK.exec(slice);
  BREAK.lastIndex = 0;
  return m ? slice.slice(0, m.index) : slice;
}

/** The day at [index, end) is told as a fact: "<thing> is <day>" or "<day> is <thing>", the whole of its clause. */
export function toldAsFact(lower: string, index: number, end: number): boolean {
  const lead = clauseLead(lower, index);
  if (lead === null) return false;
  const tail = clauseTail(lower, end);
  if (/^\s*$/.test(tail) && SUBJECT_IS_BEFORE.test(lead)) return true;
  return /^\s*(?:the\s+)?$/.test(lead) && IS_THING_AFTER.test(tail) && !PAST_VERB_AFTER.test(tail);
}

/**
 * The day to keep among the usable days when the chosen one is told as a fact: the first other day with another date
 * that is not told so; otherwise the chosen one.
 */
export function dayBesideFact<D extends { index: number; end: number; date: { year: number; month: number; day: number } }>(lower: string, chosen: D, usable: readonly D[]): D {
  if (usable.length < 2 || !toldAsFact(lower, chosen.index, chosen.end)) return chosen;
  const sameDate = (a: D, b: D) => a.date.year === b.date.year && a.date.month === b.date.month && a.date.day === b.date.day;
  return usable.slice(0, 8).find((d) => d !== chosen && !sameDate(d, chosen) && !toldAsFact(lower, d.index, d.end)) ?? chosen;
}
