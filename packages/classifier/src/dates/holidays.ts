import { getCountryForTimezone } from "countries-and-timezones";
import { addDays, compareDates, daysInMonth, weekdayOf, type CalendarDate } from "./zoned-time.js";

/**
 * Holidays whose day moves from year to year. GUIDELINES 4.1 reads a named calendar day as that day in the coming
 * twelve months; a holiday that names one day is read the same way, on the day the user's own country keeps it.
 */

/** Western Easter Sunday by the anonymous Gregorian computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return { year, month, day: ((h + l - 7 * m + 114) % 31) + 1 };
}

/** The nth (1-based) given weekday of a month; n = -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  if (n < 0) {
    const last = { year, month, day: daysInMonth(year, month) };
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = { year, month, day: 1 };
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1));
}

/** Countries whose Labour Day is not 1 May (the day most countries keep). */
const LABOUR_DAY_BY_COUNTRY: Readonly<Record<string, (year: number) => CalendarDate>> = {
  US: (y) => nthWeekday(y, 9, 1, 1),
  CA: (y) => nthWeekday(y, 9, 1, 1),
  BM: (y) => nthWeekday(y, 9, 1, 1),
  NZ: (y) => nthWeekday(y, 10, 1, 4),
  GB: (y) => nthWeekday(y, 5, 1, 1),
  IE: (y) => nthWeekday(y, 5, 1, 1),
  JM: (y) => ({ year: y, month: 5, day: 23 }),
  TT: (y) => ({ year: y, month: 6, day: 19 }),
  BS: (y) => nthWeekday(y, 6, 5, 1),
};

/** Australia keeps Labour Day by state; a state is known by its zone. */
const LABOUR_DAY_BY_AUSTRALIAN_ZONE: Readonly<Record<string, (year: number) => CalendarDate>> = {
  "Australia/Perth": (y) => nthWeekday(y, 3, 1, 1),
  "Australia/Melbourne": (y) => nthWeekday(y, 3, 1, 2),
  "Australia/Hobart": (y) => nthWeekday(y, 3, 1, 2),
  "Australia/Brisbane": (y) => nthWeekday(y, 5, 1, 1),
  "Australia/Darwin": (y) => nthWeekday(y, 5, 1, 1),
};

export function labourDay(year: number, timeZone: string | undefined): CalendarDate {
  const country = timeZone ? getCountryForTimezone(timeZone)?.id : undefined;
  if (country === "AU") return (LABOUR_DAY_BY_AUSTRALIAN_ZONE[timeZone ?? ""] ?? ((y: number) => nthWeekday(y, 10, 1, 1)))(year);
  return country && LABOUR_DAY_BY_COUNTRY[country] ? LABOUR_DAY_BY_COUNTRY[country](year) : { year, month: 5, day: 1 };
}

/** The day a holiday falls on in a given year, where the user lives. */
export type HolidayDay = (year: number, timeZone: string | undefined) => CalendarDate;

/** Moveable holidays named as one day, each with the day it falls on in a given year. */
export const MOVEABLE_HOLIDAYS: ReadonlyArray<readonly [RegExp, HolidayDay]> = [
  [/\bgood friday\b/g, (y) => addDays(easterSunday(y), -2)],
  [/\beaster (?:sunday|day)\b/g, (y) => easterSunday(y)],
  [/\beaster monday\b/g, (y) => addDays(easterSunday(y), 1)],
  [/\blabou?r day\b/g, (y, timeZone) => labourDay(y, timeZone)],
];

/** The holiday's day in the coming twelve months: this year's unless it has gone by. */
export function comingHoliday(today: CalendarDate, dayIn: (year: number) => CalendarDate): CalendarDate {
  const thisYear = dayIn(today.year);
  return compareDates(thisYear, today) >= 0 ? thisYear : dayIn(today.year + 1);
}
