import { wordTable } from "@life/contracts";
import * as chrono from "chrono-node";
import {
  addDays,
  compareDates,
  daysInMonth,
  weekdayOf,
  type CalendarDate,
  type WallTime,
} from "./zoned-time.js";
import { comingHoliday, MOVEABLE_HOLIDAYS, type HolidayDay } from "./holidays.js";
import { weekendNamedAsThing } from "./weekend-76.js";

export type PartOfDay = "morning" | "afternoon" | "evening" | "night" | "noon";

/** Default clock times for a part of day with no clock time (GUIDELINES 4.1). */
export const PART_OF_DAY_HOUR: Record<PartOfDay, number> = {
  morning: 9,
  noon: 12,
  afternoon: 15,
  evening: 19,
  night: 20,
};

/** "every second ", "each other ", "every first ": the words before a weekday that make it a habit with a step. */
const EVERY_NTH_BEFORE = /\b(?:every|each)\s+(?:other|second|2nd|third|3rd|fourth|4th|first|1st|last|alternate)\s+$/;

export interface DayMention {
  index: number;
  end: number;
  text: string;
  date: CalendarDate;
  partOfDay: PartOfDay | null;
  /** Refers to the past ("yesterday", "last friday", "this morning" said at noon). */
  past: boolean;
  /** Part of a recurring rule ("every friday", "mon + thu"). */
  recurring: boolean;
  /** Said with a possessive ("my saturday ritual", "his sunday shift"): a habit or a shift more than a day. */
  owned?: boolean;
  /** A holiday named by its name ("boxing day", "Easter Monday"): like a weekday, the day a report of the past speaks of. */
  holiday?: boolean;
  /** How the day was named: some rules (past-tense reports) only apply to "today"-like words. */
  source: "today" | "tonight" | "tomorrow" | "weekday" | "weekend" | "ordinal" | "calendar" | "end" | "offset" | "past";
}

const WEEKDAYS: Readonly<Record<string, number>> = wordTable({
  sunday: 0, sun: 0, monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, wednesday: 3, wed: 3,
  thursday: 4, thu: 4, thur: 4, thurs: 4, friday: 5, fri: 5, saturday: 6, sat: 6, weds: 3,
});
/** Possessive determiners ("her" is left out: "call her friday" names a day). */
const POSSESSIVES = new Set(["my", "our", "his", "their", "your"]);
const SHORT_WEEKDAY = /^(sun|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat)$/;
/** Short names with no other English word to be ("remind me mon", "starts fri"): they stand alone, unlike "sat", "sun", "wed". */
const UNAMBIGUOUS_SHORT_WEEKDAYS = new Set(["mon", "tue", "thu", "thur", "fri"]);
/** British "friday week", "weds fortnight": that weekday a week or two after the coming one. */
const WEEK_AFTER = /^\s+(week|fortnight)\b(?!\s*(?:end|ends|'s|s\b|day|night|of\b|\d))/;
/** British "a week on friday", "a fortnight on tuesday", "a week tomorrow": a week or two after that day. */
const WEEK_BEFORE = /\b(?:a|one) (week|fortnight)(?: on)?\s+$/;
const PART = "(morning|afternoon|arvo|evening|night|noon|lunch(?:time)?)";
// Built once from the fixed words above (matchAll copies a global pattern, so sharing one is safe).
const THIS_PART = new RegExp(`\\b(?:this|earlier this|later this) ${PART}\\b`, "g");
/** "today", "today evening" (the part of day optional, the word whole: not "todays"). */
const TODAY_PART = new RegExp(`\\btoday(?: ${PART})?\\b`, "g");
const TOMORROW_PART = new RegExp(`\\b((?:the )?day after tomorrow|tomorrow)(?:'s)?(?: ${PART})?\\b`, "g");
const NUMBER_WORDS: Readonly<Record<string, number>> = wordTable({
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, fifteen: 15, twenty: 20, thirty: 30, forty: 40, "forty-five": 45, fifty: 50, couple: 2, few: 3,
});

/** "20", "a", "two", "a couple of", "a few" → a number. */
export function parseCount(word: string): number {
  if (/^\d+$/.test(word)) return Number(word);
  const key = word.replace(/^a (couple|few)(?: of)?$/, "$1");
  return NUMBER_WORDS[key] ?? 1;
}

function partOf(word: string | undefined): PartOfDay | null {
  if (!word) return null;
  if (word.startsWith("lunch")) return "noon";
  // Australian "arvo" is the afternoon (GUIDELINES, Clarifications).
  if (word === "arvo") return "afternoon";
  return word as PartOfDay;
}

/** The next date with that weekday that is not today (GUIDELINES 4.2, also for "next <weekday>"). */
export function nextWeekday(today: CalendarDate, weekday: number): CalendarDate {
  const diff = (weekday - weekdayOf(today) + 7) % 7;
  return addDays(today, diff === 0 ? 7 : diff);
}

/** The next date with that day of month on or after today, rolling into later months (4.1). */
export function nextDayOfMonth(today: CalendarDate, day: number): CalendarDate | null {
  let { year, month } = today;
  for (let i = 0; i < 14; i++) {
    if (day <= daysInMonth(year, month) && (i > 0 || day >= today.day)) return { year, month, day };
    month += 1;
    if (month > 12) { month = 1; year += 1; }
  }
  return null;
}

/** A month and day "in the coming twelve months". */
export function comingDate(today: CalendarDate, month: number, day: number): CalendarDate {
  const thisYear = { year: today.year, month, day };
  return compareDates(thisYear, today) >= 0 ? thisYear : { year: today.year + 1, month, day };
}

function comingSaturday(today: CalendarDate): CalendarDate {
  return addDays(today, 6 - weekdayOf(today));
}

function mention(
  m: RegExpMatchArray,
  date: CalendarDate,
  source: DayMention["source"],
  extra: Partial<DayMention> = {},
): DayMention {
  const index = m.index ?? 0;
  return { index, end: index + m[0].length, text: m[0], date, partOfDay: null, past: false, recurring: false, source, ...extra };
}

/** How far back a mention's own cues are read: a few words, never the whole text before it. */
const LOOK_BACK = 40;

/** The word that ends `before` when only spaces follow it ("covering his "), read from the end. */
function lastWord(before: string): string | undefined {
  let end = before.length;
  while (end > 0 && /\s/.test(before[end - 1]!)) end--;
  if (end === before.length) return undefined;
  let start = end;
  while (start > 0 && before[start - 1]! >= "a" && before[start - 1]! <= "z") start--;
  return start < end ? before.slice(start, end) : undefined;
}

/** Days a British "friday week" / "a week on friday" / "a fortnight tomorrow" adds to the day named (0 when none). */
function weeksAround(lower: string, m: RegExpMatchArray): number {
  const index = m.index ?? 0;
  const unit = WEEK_AFTER.exec(lower.slice(index + m[0].length, index + m[0].length + 24))?.[1] ?? WEEK_BEFORE.exec(lower.slice(Math.max(0, index - 20), index))?.[1];
  return unit === "fortnight" ? 14 : unit === "week" ? 7 : 0;
}

/** Words that make a weekday part of a named day: "Black Friday", "Good Friday", "Cyber Monday", "Ash Wednesday". */
const NAMED_DAY_BEFORE = /\b(?:black|good|cyber|ash|palm|easter|shrove|holy|maundy|giving|mothering|fat|whit|plough|super)\s+$/;

/** Holidays on a fixed day of the year, read as that day in the coming twelve months. */
const HOLIDAYS: ReadonlyArray<readonly [RegExp, number, number]> = [
  [/\b(?:christmas|xmas) eve\b/g, 12, 24],
  [/\b(?:christmas|xmas) day\b/g, 12, 25],
  [/\bnew year'?s eve\b|\bnye\b|\bhogmanay\b/g, 12, 31],
  [/\bnew year'?s day\b/g, 1, 1],
  [/\bboxing day\b/g, 12, 26],
  [/\bvalentine'?s day\b/g, 2, 14],
  [/\bhallowe'?en\b/g, 10, 31],
  [/\b(?:bonfire|guy fawkes) night\b/g, 11, 5],
  [/\b(?:st|saint) david'?s day\b/g, 3, 1],
  [/\b(?:st|saint) patrick'?s day\b/g, 3, 17],
  [/\bburns night\b/g, 1, 25],
  [/\b(?:st|saint) andrew'?s day\b/g, 11, 30],
  [/\b(?:st|saint) george'?s day\b/g, 4, 23],
  [/\b(?:remembrance|armistice|veterans'?) day\b/g, 11, 11],
  [/\bcanada day\b/g, 7, 1],
  [/\banzac day\b/g, 4, 25],
  [/\bwaitangi day\b/g, 2, 6],
  [/\baustralia day\b/g, 1, 26],
  [/\bjuneteenth\b/g, 6, 19],
  [/\bcinco de mayo\b/g, 5, 5],
];
/** Fixed and moveable holidays alike, each with its day in a given year, built once. */
const ALL_HOLIDAYS: ReadonlyArray<readonly [RegExp, HolidayDay]> = [
  ...HOLIDAYS.map(([re, month, day]) => [re, (year: number) => ({ year, month, day })] as const),
  ...MOVEABLE_HOLIDAYS,
];

/** A holiday naming a thing's kind ("hogmanay plans", "halloween costume"): the thing, not the day. */
const HOLIDAY_THING_AFTER = /^\s+(?:plans?|presents?|gifts?|shopping|list|costumes?|outfits?|jumpers?|decorations?|lights|cards?|menu|playlist)\b/;

const HOLIDAY_NOT_A_DAY_BEFORE = /\b(?:the|a|an|my|our|your|his|her|their|its|last|every|each|since|[a-z]+'s)\s+$/;

const MONTH_NUMBER: Readonly<Record<string, number>> = wordTable({
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
});
/** "end of march" after a deadline word; the lookbehind keeps the mention on "end of …" so its lead is read as usual. */
const END_OF_NAMED_MONTH = /(?<=\b(?:by|before|b4|due|until|till)\s+(?:the\s+)?)end of (jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/g;

/** Finds every day reference in lowercase, normalized text. */
/** A count before a weekday: "two saturdays", "a couple of sundays", "the third monday". */
const COUNT_BEFORE = /\b(?:two|three|four|five|six|seven|eight|nine|ten|\d+|couple of|few|several|second|third|fourth|fifth)\s*$/;

export function findDayMentions(lower: string, now: WallTime, timeZone?: string): DayMention[] {
  const today: CalendarDate = { year: now.year, month: now.month, day: now.day };
  const out: DayMention[] = [];

  for (const m of lower.matchAll(/\b(yesterday|last night|last (?:week|month|year|weekend)|(?:\d+|a|an|two|three|few|couple of) (?:days?|weeks?|months?|years?) ago|earlier today)\b/g)) {
    out.push(mention(m, addDays(today, -1), "past", { past: true }));
  }
  for (const m of lower.matchAll(THIS_PART)) {
    const part = partOf(m[1]) ?? "morning";
    const past = m[0].startsWith("earlier") || (!m[0].startsWith("later") && PART_OF_DAY_HOUR[part] <= now.hour);
    out.push(mention(m, today, "today", { partOfDay: part, past }));
  }
  for (const m of lower.matchAll(TODAY_PART)) {
    // "today evening", "today morning" (South Asian and West African English for "this evening"): the part of day sets
    // the hour as it does after "tomorrow" (GUIDELINES 4.1), gone by as "this morning" is once its hour has passed.
    const part = partOf(m[1]);
    out.push(mention(m, today, "today", part ? { partOfDay: part, past: PART_OF_DAY_HOUR[part] <= now.hour } : {}));
  }
  for (const m of lower.matchAll(/\btonight\b/g)) out.push(mention(m, today, "tonight", { partOfDay: "night" }));
  for (const m of lower.matchAll(TOMORROW_PART)) {
    const days = m[1] === "tomorrow" ? 1 : 2;
    const later = m[1] === "tomorrow" ? weeksAround(lower, m) : 0;
    out.push(mention(m, addDays(today, days + later), "tomorrow", { partOfDay: partOf(m[2]) }));
  }

  const weekdayRe = new RegExp(
    `(?:\\b(next|this|coming|last|every|on|by|until|before|from|each|since)\\s+)?\\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday|thurs|thur|tues|weds|sun|mon|tue|wed|thu|fri|sat)(s)?\\b(?:'s)?(?:\\s+${PART})?`,
    "g",
  );
  for (const m of lower.matchAll(weekdayRe)) {
    const word = m[2] ?? "";
    const modifier = m[1];
    const after = lower.slice((m.index ?? 0) + m[0].length);
    // A bounded look back: a whole-prefix slice per weekday made a long list of weekdays quadratic.
    const before = lower.slice(Math.max(0, (m.index ?? 0) - LOOK_BACK), m.index ?? 0);
    // A short name stands alone only beside a modifier, a number, a list or a part of day ("fri arvo").
    // "c'mon" is no Monday, whatever follows it.
    if (/['’]$/.test(before)) continue;
    const alone = UNAMBIGUOUS_SHORT_WEEKDAYS.has(word);
    if (SHORT_WEEKDAY.test(word) && !alone && !modifier && !m[4] && !/^\s*(\d|\+|&|and\b|,|\/)/.test(after) && !/(\+|&|,|\/|\band)\s*$/.test(before) && !WEEK_AFTER.test(after)) continue;
    const weekday = WEEKDAYS[word];
    if (weekday === undefined) continue;
    // "while Black Friday", "Good Friday service", "Cyber Monday deals": a weekday inside a named day is that day's
    // name, not the coming weekday (the named day may be months off).
    if (!modifier && NAMED_DAY_BEFORE.test(before)) continue;
    // "my saturday ritual", "covering his sunday": an owned weekday may be a habit or a shift more than a day.
    const wordBefore = lastWord(before);
    const owned = !modifier && wordBefore !== undefined && POSSESSIVES.has(wordBefore);
    // "he's been asking since monday": a day gone by, like "last monday".
    const past = modifier === "last" || modifier === "since";
    // "thursday nights", "sunday mornings": a part of day in the plural is a habit, like "thursdays".
    const pluralPart = m[4] !== undefined && after.startsWith("s") && !/^s\w/.test(after);
    // "every second tuesday", "every other saturday", "every first friday": a habit with a step between its turns.
    const everyNth = !modifier && EVERY_NTH_BEFORE.test(before);
    // "I still owe Alcide two saturdays", "third monday off this term": a count of days names none of them.
    if (!modifier && COUNT_BEFORE.test(before) && (m[3] === "s" || /\b(?:second|third|fourth|fifth)\s*$/.test(before)) && !EVERY_NTH_BEFORE.test(before)) continue;
    const recurring = modifier === "every" || modifier === "each" || (m[3] === "s" && !/'s/.test(m[0])) || pluralPart || everyNth;
    const later = past || recurring || m[4] || (modifier && modifier !== "on") ? 0 : weeksAround(lower, m);
    const date = past ? addDays(today, -(((weekdayOf(today) - weekday + 7) % 7) || 7)) : addDays(nextWeekday(today, weekday), later);
    out.push(mention(m, date, "weekday", { partOfDay: partOf(m[4]), past, recurring, owned }));
  }

  out.push(...findMisspeltWeekdays(lower, today));

  for (const m of lower.matchAll(/\b(?:(?:this|next|the)\s+)?weekend\b/g)) {
    // "a weekend in a cottage", "the camping weekend": a weekend as a thing, not this one.
    const wordBefore = /([\p{L}']+)\s+$/u.exec(lower.slice(Math.max(0, (m.index ?? 0) - LOOK_BACK), m.index ?? 0))?.[1] ?? "";
    if (m[0] === "weekend" && /^(?:a|an|one|another|[\p{L}]{3,}ing)$/u.test(wordBefore) && !/^(?:during|following|upcoming|coming)$/.test(wordBefore)) continue;
    // "the cabin weekend", "Bec's hens weekend": a weekend named by a noun after "the" or a possessive is an event,
    // not this one; "the long weekend", "my whole weekend" and "the same weekend" still are.
    const twoBefore = /([\p{L}']+)\s+([\p{L}']+)\s+$/u.exec(lower.slice(Math.max(0, (m.index ?? 0) - LOOK_BACK), m.index ?? 0));
    if (m[0] === "weekend" && twoBefore && /^(?:the|my|our|his|her|their|your|[\p{L}]+'s)$/u.test(twoBefore[1]!) && !/^(?:long|whole|entire|coming|upcoming|following|next|last|same|free|busy|quiet|first|other|bank|holiday|\d+\w*)$/u.test(twoBefore[2]!)) continue;
    // "before the long weekend", "overtime from the long weekend", "long weekend unit schedule": a holiday weekend as a
    // deadline, a past one or a thing's name gives no date (the next may be weeks off); a plan "over", "during" or "for"
    // it, or "this long weekend", is the coming one.
    const lead = /([\p{L}']+)\s+(?:the\s+)?(?:long|(?:bank )?holiday)\s+$/u.exec(lower.slice(Math.max(0, (m.index ?? 0) - LOOK_BACK), m.index ?? 0))?.[1];
    if (m[0] === "weekend" && /^(?:long|holiday)$/.test(wordBefore) && !/^(?:this|over|during|for|on|at)$/.test(lead ?? "")) continue;
    if (m[0] === "weekend" && weekendNamedAsThing(lower, m.index ?? 0)) continue;
    const sat = comingSaturday(today);
    out.push(mention(m, sat, "weekend", { recurring: /every|weekends/.test(lower.slice(Math.max(0, (m.index ?? 0) - 8), (m.index ?? 0) + m[0].length + 1)) }));
  }
  for (const m of lower.matchAll(/\b(?:the\s+)?end of (?:the\s+|this\s+)?(next\s+)?(month|week|year)\b|\b(?:month[- ]end|eom)\b/g)) {
    let date: CalendarDate;
    if (m[2] === "week") date = weekdayOf(today) === 5 ? today : nextWeekday(today, 5);
    else if (m[2] === "year") date = { year: today.year, month: 12, day: 31 };
    else {
      const next = m[1] ? addDays({ year: today.year, month: today.month, day: daysInMonth(today.year, today.month) }, 1) : today;
      date = { year: next.year, month: next.month, day: daysInMonth(next.year, next.month) };
    }
    out.push(mention(m, date, "end"));
  }
  // "b4 end of march", "by the end of june": a named month's last day, as a deadline only; "we're out end of january"
  // names a month, which 4.6 leaves unscheduled.
  for (const m of lower.matchAll(END_OF_NAMED_MONTH)) {
    const month = MONTH_NUMBER[m[1]!.slice(0, 3)];
    if (month === undefined) continue;
    const last = comingDate(today, month, daysInMonth(today.year, month));
    out.push(mention(m, { ...last, day: daysInMonth(last.year, month) }, "end"));
  }

  // "the neighbour on the 6th floor" (70th; 62nd's "on the 2nd floor"): an ordinal before "floor" or "storey" is no day.
  for (const m of lower.matchAll(/\b(?:(?:on|by|due|before|until|till|for|from|after)\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\s+(?:floor|storey)\b)/g)) {
    const date = nextDayOfMonth(today, Number(m[1]));
    if (date) out.push(mention(m, date, "ordinal"));
  }
  // "due 30th", "by 15th": a day number after a deadline or day word, without "the".
  for (const m of lower.matchAll(/\b(?:on|by|due|before|until|till)\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\s+(?:floor|storey)\b)/g)) {
    const date = nextDayOfMonth(today, Number(m[1]));
    if (date) out.push(mention(m, date, "ordinal"));
  }
  // "wednesday 22nd", "fri, 6th": a day number right after a weekday, without "the".
  for (const m of lower.matchAll(/(?<=\b(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*,?\s)(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/g)) {
    const date = nextDayOfMonth(today, Number(m[1]));
    if (date) out.push(mention(m, date, "ordinal"));
  }

  // "in a fortnight" is two weeks, like "in two weeks" (GUIDELINES, Clarifications).
  for (const m of lower.matchAll(/\bin (\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few) (days?|weeks?|fortnights?)\b/g)) {
    const n = parseCount(m[1] ?? "1");
    const unit = m[2]?.startsWith("fortnight") ? 14 : m[2]?.startsWith("week") ? 7 : 1;
    out.push(mention(m, addDays(today, n * unit), "offset"));
  }

  // "a fortnight from today", "three days from tomorrow": the stretch counted from the day named, not that day.
  for (const m of lower.matchAll(/\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?|fortnights?) from (today|now|tomorrow|tmrw)\b/g)) {
    const unit = m[2]?.startsWith("fortnight") ? 14 : m[2]?.startsWith("week") ? 7 : 1;
    const from = m[3] === "tomorrow" || m[3] === "tmrw" ? 1 : 0;
    out.push(mention(m, addDays(today, parseCount(m[1] ?? "1") * unit + from), "offset"));
  }

  out.push(...findCalendarDates(lower, now, today));
  // "christmas eve: collect the turkey", "new year's day swim": a holiday names its day.
  for (const [re, dayIn] of ALL_HOLIDAYS) {
    for (const m of lower.matchAll(re)) {
      const before = lower.slice(Math.max(0, (m.index ?? 0) - 12), m.index ?? 0);
      // "a halloween costume", "the road's halloween party", "last christmas eve", "every new year's day": a holiday
      // after a determiner or an owner is a thing, a past one or a habit, not a day ahead.
      if (HOLIDAY_NOT_A_DAY_BEFORE.test(before)) continue;
      // "phone Mum about Hogmanay plans", "christmas shopping list": the holiday as a topic or a thing's kind, not the day.
      if (/\b(?:about|re|regarding)\s+$/.test(before) || HOLIDAY_THING_AFTER.test(lower.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 16))) continue;
      // "the day after christmas day": a day counted from the holiday.
      const shift = /\bday (after|before)\s+$/.exec(before)?.[1];
      // "labour day morning": the part of the day gives its clock time (4.1).
      const part = partOf(/^\s+(morning|afternoon|arvo|evening|night|noon)\b/.exec(lower.slice((m.index ?? 0) + m[0].length))?.[1]);
      out.push(mention(m, addDays(comingHoliday(today, (year) => dayIn(year, timeZone)), shift === "after" ? 1 : shift === "before" ? -1 : 0), "calendar", { partOfDay: part, holiday: true }));
    }
  }
  out.sort((a, b) => a.index - b.index);
  // "mon + thu", "tuesdays and fridays": a list of weekdays is a recurring schedule.
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i]!;
    const b = out[i + 1]!;
    if (a.source === "weekday" && b.source === "weekday" && /^\s*(?:\+|&|\/|,|and|or)\s*$/.test(lower.slice(a.end, b.index))) {
      a.recurring = true;
      b.recurring = true;
    }
  }
  return out;
}

/** The long weekday names, which dictation and quick typing misspell ("wednsday", "thrusday", "saturdy"). */
const LONG_WEEKDAYS: ReadonlyArray<readonly [string, number]> = [["tuesday", 2], ["wednesday", 3], ["thursday", 4], ["saturday", 6]];
const WEEKDAY_MODIFIERS = new Set(["next", "this", "coming", "last", "every", "each", "on", "by", "until", "before", "from"]);
const PART_WORDS = new Set(["morning", "afternoon", "arvo", "evening", "night", "noon", "lunch", "lunchtime"]);

/** Edit distance with adjacent transpositions (optimal string alignment): "thrusday" is one edit from "thursday". */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * "mondy", "fridy", "frday": the six-letter names typed one letter wrong, kept only when the token still ends in the
 * name's "y" (dropping it leaves names like "Frida"). Sunday is left out: "sundry" is one edit from it.
 */
const SHORT_WEEKDAYS: ReadonlyArray<readonly [string, number]> = [["monday", 1], ["friday", 5]];

/** The weekday a misspelt token stands for: same first two letters, one edit away (two for names of 8+ letters). */
function misspeltWeekday(token: string): number | undefined {
  if (token.length < 5 || WEEKDAYS[token] !== undefined || (token.endsWith("s") && WEEKDAYS[token.slice(0, -1)] !== undefined)) return undefined;
  if (token.endsWith("y") && token.length <= 7) {
    for (const [name, weekday] of SHORT_WEEKDAYS) if (token.slice(0, 2) === name.slice(0, 2) && editDistance(token, name) === 1) return weekday;
  }
  if (token.length < 6) return undefined;
  for (const [name, weekday] of LONG_WEEKDAYS) {
    if (token.slice(0, 2) !== name.slice(0, 2) || Math.abs(token.length - name.length) > 2) continue;
    if (editDistance(token, name) <= (name.length >= 8 ? 2 : 1)) return weekday;
  }
  return undefined;
}

/** Weekdays typed wrong, compared token by token with the long names; read like a bare weekday (4.2). */
function findMisspeltWeekdays(lower: string, today: CalendarDate): DayMention[] {
  const out: DayMention[] = [];
  const tokens = [...lower.matchAll(/[a-z]+/g)];
  tokens.forEach((m, i) => {
    const weekday = misspeltWeekday(m[0]);
    if (weekday === undefined) return;
    const prev = tokens[i - 1];
    const modifier = prev && WEEKDAY_MODIFIERS.has(prev[0]) && /^\s+$/.test(lower.slice((prev.index ?? 0) + prev[0].length, m.index)) ? prev : undefined;
    const next = tokens[i + 1];
    const part = next && PART_WORDS.has(next[0]) && /^\s+$/.test(lower.slice((m.index ?? 0) + m[0].length, next.index)) ? next : undefined;
    const index = modifier?.index ?? m.index ?? 0;
    const end = part ? (part.index ?? 0) + part[0].length : (m.index ?? 0) + m[0].length;
    const past = modifier?.[0] === "last";
    const date = past ? addDays(today, -(((weekdayOf(today) - weekday + 7) % 7) || 7)) : nextWeekday(today, weekday);
    const recurring = modifier?.[0] === "every" || modifier?.[0] === "each";
    out.push({ index, end, text: lower.slice(index, end), date, partOfDay: partOf(part?.[0]), past, recurring, source: "weekday" });
  });
  return out;
}

const MONTH = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
/** A month name next to a day number: "dec 2nd", "june 20", "the 3rd of may", "20 june". */
const MONTH_WORD = new RegExp(`^${MONTH}$`);
/** "january", "Jan", "sept": a month's name or its short form, said alone. */
export function isMonthName(word: string): boolean {
  return MONTH_WORD.test(word.toLowerCase());
}
const MONTH_DATE = new RegExp(`\\b${MONTH}\\.?\\s+(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b`, "g");

/** Month-name dates ("Dec 2nd", "June 20", "the 3rd of May") parsed by chrono-node. */
function findCalendarDates(lower: string, now: WallTime, today: CalendarDate): DayMention[] {
  const ref = new Date(Date.UTC(now.year, now.month - 1, now.day, now.hour, now.minute));
  const out: DayMention[] = [];
  // chrono reads only the candidate span: cheaper than the whole text, and no stray readings.
  for (const m of lower.matchAll(MONTH_DATE)) {
    const span = m[0];
    const r = chrono.strict.parse(span, { instant: ref, timezone: 0 })[0];
    if (!r) continue;
    const start = r.start;
    if (!start.isCertain("month") || !start.isCertain("day")) continue;
    const month = start.get("month") ?? 1;
    const day = start.get("day") ?? 1;
    const date = start.isCertain("year") ? { year: start.get("year") ?? today.year, month, day } : comingDate(today, month, day);
    const index = (m.index ?? 0) + r.index;
    out.push({ index, end: index + r.text.length, text: r.text, date, partOfDay: null, past: false, recurring: false, source: "calendar" });
  }
  return out;
}
