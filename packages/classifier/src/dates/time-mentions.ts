import { wordTable } from "@life/contracts";
import { parseCount } from "./day-mentions.js";
import { IMPERATIVE_VERBS } from "../text/verbs.js";

export interface TimeMention {
  index: number;
  end: number;
  text: string;
  hour: number;
  minute: number;
  /** null when the text does not say am or pm and the hour is 1–12. */
  meridiem: "am" | "pm" | null;
}

export interface OffsetMention {
  index: number;
  end: number;
  text: string;
  minutes: number;
}

/** "15 minutes before" a stated time: shifts that time. */
export interface ShiftMention {
  index: number;
  end: number;
  minutes: number;
}

const MERIDIEM = "(a\\.?m\\.?|p\\.?m\\.?)";
/** Numbers that are quantities, not clock times ("at 12 people", "by 10k"). */
const NOT_A_TIME_AFTER = /^\s*(%|k\b|km|kg|lb|people|pages?|minutes|hours|days|weeks|months|years|dollars|bucks|percent|x\b|st\b|nd\b|rd\b|th\b|of\b|\/|-\d|\.\d|,\d)/;

function meridiemOf(s: string | undefined): "am" | "pm" | null {
  if (!s) return null;
  return s.startsWith("a") ? "am" : "pm";
}

function push(out: TimeMention[], m: RegExpMatchArray, hour: number, minute: number, meridiem: "am" | "pm" | null, offset = 0): void {
  if (hour > 23 || minute > 59) return;
  const index = (m.index ?? 0) + offset;
  const text = m[0].slice(offset);
  if (out.some((t) => index < t.end && t.index < index + text.length)) return;
  out.push({ index, end: index + text.length, text, hour, minute, meridiem: hour > 12 || hour === 0 ? null : meridiem });
}

/** Finds clock times in lowercase, normalized text (GUIDELINES 4.3 written forms). */
/** Minutes said in words before "past" or "to": "ten past 1", "twenty to 6". */
const MINUTE_WORDS: Readonly<Record<string, number>> = wordTable({ five: 5, ten: 10, twenty: 20, "twenty-five": 25 });
/** Hours said in words: "half past six", "quarter to seven", "six o'clock". */
const HOUR_WORDS: Readonly<Record<string, number>> = wordTable({
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
});
const HOUR = "(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";
/** An hour written in digits or in words. */
function hourOf(word: string): number {
  return HOUR_WORDS[word] ?? Number(word);
}

// Built once from the constant pieces HOUR and MERIDIEM (never from the text); matchAll copies a global pattern, so
// sharing one across calls is safe.
const HALF_QUARTER = new RegExp(`\\b(half|quarter) (past|after|to) ${HOUR}\\b`, "g");
const MINUTES_PAST_TO = new RegExp(`\\b(five|ten|twenty|twenty-five|\\d{1,2}) (past|to) ${HOUR}\\b(?![:.\\d])`, "g");
const TIME_RANGE = new RegExp(`\\b(?:from\\s+)?(\\d{1,2})(?::(\\d{2}))?\\s*(?:-|–|to|until|till)\\s*(\\d{1,2})(?::\\d{2})?\\s*${MERIDIEM}?(?![\\d:])`, "g");
const BETWEEN_AND = new RegExp(`\\bbetween (\\d{1,2})(?::(\\d{2}))? and (\\d{1,2})(?::\\d{2})?\\s*${MERIDIEM}?(?![\\d:])`, "g");
/** What may follow a "between" window of hours: its clause's end or a day ("between 2 and 4 tomorrow"), not a count
 * of things ("between 2 and 4 volunteers"). */
const WINDOW_END = /^\s*(?:$|[,.;:!?)]|(?:tomorrow|today|tonight|on|this|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/;
const HALF_WORD_HOUR = new RegExp(`\\bhalf (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\b(?=\\s*(?:$|[,.;:!?)]|(?:tonight|tomorrow|tmrw|today|this|on|at|then|before|after|when|in the|pm|am|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b))`, "g");
const OCLOCK = new RegExp(`\\b${HOUR}\\s*o'?\\s?clock\\b`, "g");
/**
 * Day words a dotted clock time may follow with no "at" ("tonight 7.30", "friday 6.45"); "usual" too, for a routine's
 * named instance ("minibus run the morn, the usual 7.40").
 */
const DAY_BEFORE_DOT_TIME = "tonight|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const DOT_TIME = new RegExp(`(?<![\\d$£€₹.,])\\b(?:(?<=\\b(?:at|usual|${DAY_BEFORE_DOT_TIME})\\s)(\\d{1,2})\\.([0-5]\\d)\\b(?!\\.\\d)|(\\d{1,2})\\.(\\d{2})\\s*${MERIDIEM})`, "g");
const COLON_TIME = new RegExp(`(?<![\\d:.$])\\b(\\d{1,2}):(\\d{2})(?![\\d:])\\s*${MERIDIEM}?`, "g");
const BARE_HOUR = new RegExp(`(?<![\\d:.$])\\b(\\d{1,2})\\s*${MERIDIEM}(?![a-z])`, "g");

/**
 * "at 10 and half", "after dinner, 9 and a half": the half hour said after its hour, as second-language English says
 * it (Greek, Spanish, Italian); only after "at" or a day word or opening a clause, and not before a unit or a count
 * ("2 and a half hours", "3 and a half kilos").
 */
const HOUR_AND_HALF = /(?:^|[,;:]\s*|\b(?:at|by|before|around|about|from|until|till|tomorrow|tmrw|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+)(\d{1,2}) and (?:a )?half\b(?!\s*(?:an?\s+)?(?:hours?|hrs?|mins?|minutes|days?|weeks?|months?|years?|kg|kilos?|km|miles?|litres?|liters?|metres?|meters?|pages?|people|euros?|dollars?|pounds?|percent|%|times|x\b|of\b))/g;
/**
 * "wednesday 9 the morning", "at 7 the evening", "friday 9 in the morning": a bare hour with its part of day after
 * it, after "at" or a day word or opening a clause.
 */
const HOUR_THEN_PART = /(?:^|[,;:]\s*|\b(?:at|by|before|around|about|from|until|till|tomorrow|tmrw|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+)(\d{1,2})(?=\s+(?:in\s+)?the\s+(?:morning|afternoon|evening|night)\b)/g;

/** A bare hour right after a day word: "tmrw 9", "friday 10". */
const DAY_THEN_HOUR = /\b(?:tomorrow|tmrw|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)\s+(\d{1,2})\b(?![:.]?\d)(?!\s*(?:-|–|to|till|until|and|or|&)\s*\d)/g;

const HOUR_THEN_DAY = /(?:^|[,;:]\s*|\bme\s+)(\d{1,2})(?=\s+(?:tomorrow|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/g;

/** What may follow an hour said in words for it to be a clock time: a day or time word, or the clause's end. */
const WORD_HOUR_FOLLOWER = "(?=\\s*(?:$|[,.;:!?)]|(?:tomorrow|tmrw|tonight|today|this|next|on|in the|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b))";
/**
 * "ten tomorrow morning the assessor comes", "pick him up at seven tomorrow night", "eleven thirty on friday": an hour
 * in words (with its minutes in words) before a day or time word. Without "at" it must open a clause or follow "me",
 * as a digit must ("need two tomorrow" counts things); "one" needs "at" ("at one point" is no time, nor "one on friday").
 */
const WORD_HOUR_AT = new RegExp(`\\bat\\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\\s+(fifteen|thirty|forty-five))?\\b${WORD_HOUR_FOLLOWER}`, "g");
const WORD_HOUR_OPENING = new RegExp(`(?:^|[,;:]\\s*|\\bme\\s+)(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\\s+(fifteen|thirty|forty-five))?(?=\\s+(?:tomorrow|tmrw|tonight|today|this (?:morning|afternoon|evening)|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b)`, "g");
const WORD_MINUTES: Readonly<Record<string, number>> = wordTable({ fifteen: 15, thirty: 30, "forty-five": 45 });
/**
 * "orthodontist tomorrow at 830", "dentist thurs 330": a clock time typed without its colon, three digits after "at"
 * (or "before", "around", "@") or closing a clause right after a day word; not a street number ("at 830 water st"),
 * not a round hundred, and not after "by" ("cut it by 450").
 */
const THREE_DIGIT_AT = /\b(?:at|before|around|@)\s+([1-9])([0-5]\d)\b(?![\d.,:/-])/g;
const THREE_DIGIT_AFTER_DAY = /\b(?:tomorrow|tmrw|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)\s+([1-9])([0-5]\d)\b(?=\s*(?:$|[,.;:!?)]))/g;
const STREET_AFTER = /^\s+(?:[a-z]+\s+)?(?:st|street|rd|road|ave|avenue|dr|drive|blvd|lane|ln|way|crescent|cres|place|pl|highway|hwy|route)\b/;
/** A habit phrase after a bare hour that follows its day: "friday 10 as per usual", "sat 9 like always". */
const HABIT_AFTER = /^\s+(?:as (?:per )?usual|as always|like always|like usual|same as (?:always|usual|ever))\b/;
/** A person after a bare hour that follows its day: "hair appt sat 11 with Dinah". */
const WITH_AFTER = /^\s+(?:with|w\/)\s/;

export function findTimeMentions(lower: string): TimeMention[] {
  const out: TimeMention[] = [];
  for (const m of lower.matchAll(/\b(noon|midday)\b/g)) push(out, m, 12, 0, "pm");
  for (const m of lower.matchAll(HALF_QUARTER)) {
    const h = hourOf(m[3]!);
    if (m[2] === "to") push(out, m, h === 1 ? 12 : h - 1, 45, null);
    else push(out, m, h, m[1] === "half" ? 30 : 15, null);
  }
  // "ten past 1", "5 past 4", "twenty to 6". A digit before "to" is a range ("10 to 2"), so "to" takes words only.
  for (const m of lower.matchAll(MINUTES_PAST_TO)) {
    const minutes = MINUTE_WORDS[m[1]!] ?? Number(m[1]);
    const h = hourOf(m[3]!);
    if (minutes === 0 || minutes >= 30 || h === 0 || h > 12) continue;
    if (m[2] === "to" && !(m[1]! in MINUTE_WORDS)) continue;
    if (m[2] === "to") push(out, m, h === 1 ? 12 : h - 1, 60 - minutes, null);
    else push(out, m, h, minutes, null);
  }
  // Ranges take their start: "10 to 2", "9-11am".
  for (const m of lower.matchAll(TIME_RANGE)) {
    const start = Number(m[1]);
    const end = Number(m[3]);
    const ctx = lower.slice(Math.max(0, (m.index ?? 0) - 25), m.index ?? 0);
    // "slot is 8 till 10": "till" and "until" join clock times; "3 to 5" may count people, so it needs its context
    // (a day word before it, short ones too: "class sat 10 to 2").
    const clockJoin = /\d\s*(?:till|until)\s*\d/.test(m[0]) && !NOT_A_TIME_AFTER.test(lower.slice((m.index ?? 0) + m[0].length));
    // "between 10-12": a window of clock times ("come friday between 10-12"), unless a count follows ("between 10-12 people").
    const window = /\bbetween\s*$/.test(ctx) && WINDOW_END.test(lower.slice((m.index ?? 0) + m[0].length));
    if (!m[0].startsWith("from") && !m[4] && !clockJoin && !window && !/\b(class|shift|workshop|session|course|clinic|day|days|morning|tomorrow|today|\w+day|(?:mon|tue|wed|thu|fri|sat|sun)\w{0,4}dy|sun|mon|tues?|weds?|thur?s?|fri|sat)\s*$/.test(ctx)) continue;
    if (start > 12 || end > 12 || start === 0) continue;
    let meridiem = meridiemOf(m[4]);
    if (meridiem === "pm" && start > end) meridiem = "am";
    if (!meridiem && start > end) meridiem = "am";
    push(out, m, start, Number(m[2] ?? 0), meridiem, m[0].startsWith("from") ? 5 : 0);
  }
  // "between 2 and 4": the window's start, as a range; not "between 2 and 4 people".
  for (const m of lower.matchAll(BETWEEN_AND)) {
    const start = Number(m[1]);
    const end = Number(m[3]);
    if (start > 12 || end > 12 || start === 0 || !(m[4] || WINDOW_END.test(lower.slice((m.index ?? 0) + m[0].length)))) continue;
    let meridiem = meridiemOf(m[4]);
    if (start > end) meridiem = "am";
    push(out, m, start, Number(m[2] ?? 0), meridiem, "between ".length);
  }
  for (const m of lower.matchAll(HOUR_AND_HALF)) {
    const h = Number(m[1]);
    if (h >= 1 && h <= 12) push(out, m, h, 30, null, m[0].search(/\d/));
  }
  for (const m of lower.matchAll(HOUR_THEN_PART)) {
    const h = Number(m[1]);
    if (h >= 1 && h <= 12) push(out, m, h, 0, null, m[0].length - m[1]!.length);
  }
  // British "half 3" is 3:30, am or pm by context (GUIDELINES, Clarifications); not "half an hour", "half the".
  for (const m of lower.matchAll(/\bhalf (\d{1,2})\b(?![:.\d]|\s*(?:%|k\b|km|kg|hours?|mins?|minutes|days|weeks|pages|people))/g)) push(out, m, Number(m[1]), 30, null);
  // "half seven", "half one": the hour in words, only where the time ends its clause or a day or time word follows
  // ("half seven tonight", "wednesday at half one, room B"); "half one of the cake", "cut in half two times" are not.
  for (const m of lower.matchAll(HALF_WORD_HOUR)) push(out, m, hourOf(m[1]!), 30, null);
  // "5ish" drops the "ish".
  for (const m of lower.matchAll(/\b(?:at |around |about )?(\d{1,2})\s?-?ish\b/g)) push(out, m, Number(m[1]), 0, null);
  // "8 o'clock"
  for (const m of lower.matchAll(OCLOCK)) push(out, m, hourOf(m[1]!), 0, null);
  // "9.30am", "at 6.15": a dot instead of a colon, only with am/pm or after "at".
  for (const m of lower.matchAll(DOT_TIME)) {
    const h = Number(m[1] ?? m[3]);
    const meridiem = meridiemOf(m[5]);
    const hour = meridiem === "pm" && h < 12 ? h + 12 : meridiem === "am" && h === 12 ? 0 : h;
    push(out, m, hour, Number(m[2] ?? m[4]), meridiem);
  }
  for (const m of lower.matchAll(COLON_TIME)) {
    const h = Number(m[1]);
    const meridiem = meridiemOf(m[3]);
    const hour = meridiem === "pm" && h < 12 ? h + 12 : meridiem === "am" && h === 12 ? 0 : h;
    push(out, m, hour, Number(m[2]), meridiem ?? (m[1]?.startsWith("0") ? "am" : null));
  }
  for (const m of lower.matchAll(BARE_HOUR)) {
    const h = Number(m[1]);
    const meridiem = meridiemOf(m[2]);
    push(out, m, meridiem === "pm" && h < 12 ? h + 12 : meridiem === "am" && h === 12 ? 0 : h, 0, meridiem);
  }
  // 24-hour times without a colon: "0800", "at 1430".
  for (const m of lower.matchAll(/(?:\b(?:at|by|from|before|until)\s+|(?<![\d$.,-])\b(?=0))([01]\d|2[0-3])([0-5]\d)\b(?![\d-])(?!\s\d{3})/g)) {
    const h = Number(m[1]);
    push(out, m, h, Number(m[2]), h < 12 ? "am" : null);
  }
  // A bare hour after a preposition: "at 9", "before 5", "by 10", also closing a sentence or a label ("at 8: van insurance").
  // "ko 11", "kick off 2": the kick-off of a match is a clock time too.
  // "friday about 4", "at about 4": "about" only right after a day word or "at" ("about 12 quid" is an amount).
  for (const m of lower.matchAll(/\b(?:at|by|before|until|till|til|around|from|after|@|ko|k\.o\.|kick[- ]?off|(?<=\b(?:at|tonight|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s)about)\s+(\d{1,2})\b(?![:.]?\d)/g)) {
    if (NOT_A_TIME_AFTER.test(lower.slice((m.index ?? 0) + m[0].length))) continue;
    // "asked for 14,000, up from 12": an amount that changed, not a clock time.
    if (m[0].startsWith("from") && /\b(?:up|down|rose|risen|fell|fallen|dropped|increased|decreased|raised|cut)\s+$/.test(lower.slice(Math.max(0, (m.index ?? 0) - 12), m.index ?? 0))) continue;
    const h = Number(m[1]);
    if (h > 24) continue;
    push(out, m, h === 24 ? 0 : h, 0, null);
  }
  // "tmrw 9", "friday 10": a bare hour right after its day, not a quantity or a day number.
  for (const m of lower.matchAll(DAY_THEN_HOUR)) {
    const h = Number(m[1]);
    // Only closing its clause ("… tmrw 9", "friday 10, bring the cones"): "need 4 tomorrow 3 for the stall" counts things.
    // Or before the person it is with ("sat 11 with Dinah").
    const after = lower.slice((m.index ?? 0) + m[0].length);
    // Or before the job to do then ("saturday 8 install at Rosemay's"): a count goes before a thing, not a verb.
    const verbAfter = IMPERATIVE_VERBS.has(/^\s+([a-z]+)\b/.exec(after)?.[1] ?? "");
    // Or before the habit it keeps ("payroll check friday 10 as per usual"): things are counted, not kept as usual.
    if (h < 1 || h > 12 || !(/^\s*(?:$|[,.;:!?)])/.test(after) || WITH_AFTER.test(after) || verbAfter || HABIT_AFTER.test(after))) continue;
    push(out, m, h, 0, null, m[0].length - m[1]!.length);
  }
  // "gym before shift, 6 tomorrow", "ping me 7 tomorrow": a bare hour right before its day, opening a clause or
  // after "me"; "need 4 tomorrow" counts things.
  for (const m of lower.matchAll(HOUR_THEN_DAY)) {
    const h = Number(m[1]);
    if (h >= 1 && h <= 12) push(out, m, h, 0, null, m[0].length - m[1]!.length);
  }
  for (const m of [...lower.matchAll(WORD_HOUR_AT), ...lower.matchAll(WORD_HOUR_OPENING)]) {
    push(out, m, hourOf(m[1]!), m[2] ? WORD_MINUTES[m[2]] ?? 0 : 0, null, m[0].indexOf(m[1]!));
  }
  for (const m of [...lower.matchAll(THREE_DIGIT_AT), ...lower.matchAll(THREE_DIGIT_AFTER_DAY)]) {
    const after = lower.slice((m.index ?? 0) + m[0].length);
    // A round hundred ("at 900", "thurs 800") is as often an amount or a count as a time.
    if (m[2] === "00" || NOT_A_TIME_AFTER.test(after) || STREET_AFTER.test(after)) continue;
    push(out, m, Number(m[1]), Number(m[2]), null, m[0].length - m[1]!.length - m[2]!.length);
  }
  return out.sort((a, b) => a.index - b.index);
}

/** "in 20 minutes", "in 2 hours", "in half an hour". */
export function findOffsetMentions(lower: string): OffsetMention[] {
  const out: OffsetMention[] = [];
  for (const m of lower.matchAll(/\bin (half an|an? hour and a half|\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|forty-five|fifty|a couple of|a few) ?(minutes|hours?)?\b/g)) {
    const unit = m[2];
    const qty = m[1] ?? "";
    let minutes: number;
    if (qty === "half an") minutes = unit?.startsWith("hour") ? 30 : NaN;
    else if (qty.includes("hour and a half")) minutes = 90;
    else if (!unit) continue;
    else minutes = (/^\d/.test(qty) ? Number(qty) : parseCount(qty)) * (unit.startsWith("hour") ? 60 : 1);
    if (!Number.isFinite(minutes) || minutes <= 0) continue;
    const index = m.index ?? 0;
    out.push({ index, end: index + m[0].length, text: m[0], minutes: Math.round(minutes) });
  }
  return out;
}

/** "15 minutes before" / "an hour before" a clock time that follows. */
export function findShiftMentions(lower: string): ShiftMention[] {
  const out: ShiftMention[] = [];
  for (const m of lower.matchAll(/\b(\d+|a|an|half an|one|two|ten|fifteen|twenty|thirty|forty-five) (minutes|hours?) (before|after|earlier than|prior to)\b/g)) {
    const qty = m[1] ?? "1";
    const perUnit = m[2]?.startsWith("hour") ? 60 : 1;
    const base = qty === "half an" ? 0.5 : /^\d/.test(qty) ? Number(qty) : parseCount(qty);
    const sign = m[3] === "after" ? 1 : -1;
    const index = m.index ?? 0;
    out.push({ index, end: index + m[0].length, minutes: sign * Math.round(base * perUnit) });
  }
  return out;
}
