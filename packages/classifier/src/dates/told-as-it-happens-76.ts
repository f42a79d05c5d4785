/**
 * Round 76 (sched76): a day named while it is under way, in a thought that plans nothing, is what the day holds, not a
 * day ahead (GUIDELINES 4.6: a report of this morning, a log of a habit's turn).
 */
import { IMPERATIVE_VERBS } from "../text/verbs.js";

/** Words that may follow a weekday as a time, not as the thing it names ("saturday at 10", "sunday morning"). */
const TIME_WORDS_AFTER = new Set(["at", "in", "on", "for", "by", "to", "from", "with", "and", "or", "the", "is", "was", "will", "till", "until", "before", "after", "morning", "afternoon", "evening", "night", "week", "fortnight", "next", "this", "again", "then", "off"]);

/** Some clause of the thought opens on a verb of doing ("…, get eggs"): a plan, whatever else it says. */
export function opensOnVerbSomewhere(lower: string): boolean {
  return lower.split(/[.;!?,:]|\s[-—–]\s/).some((c) => IMPERATIVE_VERBS.has(/^[\s\W]*([a-z]+)/.exec(c)?.[1] ?? ""));
}

/** The word after the weekday, read within a short window. */
const NEXT_WORD = /^\s+([a-z]+)\b/;
/** Only spaces or punctuation between the clause's break and the weekday. */
const CLAUSE_HEAD = /(?:^|[.;!?,:]|\s[-—–]\s)[\s"'(]*$/;

/**
 * "sunday run along the canal, 8k in the rain" said on a Sunday (23rd), "saturday pancakes with Bram and Sam, the one
 * thing he still gets up for" said on a Saturday (31st): a weekday that is today's, opening its clause before the thing
 * it names, with no clock time and nothing ahead in the thought, names today's turn as it happens; the bare weekday
 * rule (4.2, the next such day that is not today) is for plans ("long run saturday for the 10k", "saturday market,
 * get eggs" keep next week's). `at` and `end` bound the weekday word in `lower`.
 */
export function weekdayTurnUnderWay(lower: string, at: number, end: number, aheadOrPlan: boolean): boolean {
  if (aheadOrPlan || !CLAUSE_HEAD.test(lower.slice(Math.max(0, at - 40), at)) || opensOnVerbSomewhere(lower)) return false;
  const next = NEXT_WORD.exec(lower.slice(end, end + 30))?.[1];
  return next !== undefined && !TIME_WORDS_AFTER.has(next);
}

/** A figure in the thought: a count or a reading ("140 flat whites", "130 over 85"). */
const FIGURE = /\d/;

/**
 * "cart at the market again this morning, 140 flat whites" (38th), "blood pressure 130 over 85 this morning, I check it
 * every morning" (56th), said before noon: "this morning" with a figure and no clock time, in a thought where nothing
 * points ahead and nothing is asked, reports what the morning came to (4.6 names "this morning" among past reports;
 * every read thought of the kind, "fasting 128 this morning", "walked 8000 steps … this morning", is unscheduled). A
 * morning named with no figure ("dentist this morning") may still be ahead and is left to the other rules, as is a
 * reminder, a plan or a clock time ("ko 11").
 */
export function morningReportedNow(lower: string, mentionText: string, hasClockTime: boolean, aheadOrPlan: boolean): boolean {
  return mentionText === "this morning" && FIGURE.test(lower) && !hasClockTime && !aheadOrPlan && !opensOnVerbSomewhere(lower);
}

/** "all " right before the day's word. */
const ALL_BEFORE = /\ball\s+$/;

/**
 * "back pain all weekend, ask Dr Ramdin for a scan" said on a Sunday evening (62nd), "the buses sit all sunday" (72nd),
 * "minding the kids all weekend" (47th, 37th), "have been here all weekend" (21st): "all <day>" is a stretch the thought
 * describes, gone by, under way or habitual, and in a thought where nothing points ahead it names no day to act on;
 * "I'm working all saturday" plans it and keeps the day. `at` is where the day's word starts in `lower`.
 */
export function wholeDayStretch(lower: string, at: number, aheadOrPlan: boolean): boolean {
  return !aheadOrPlan && ALL_BEFORE.test(lower.slice(Math.max(0, at - 8), at));
}
