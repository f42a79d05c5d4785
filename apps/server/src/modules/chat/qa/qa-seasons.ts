import { wordTable } from "@life/contracts";
import type { CalendarDate } from "@life/classifier";
import { addDays } from "../local-time.js";
import type { QaRange } from "./qa-range.js";

/**
 * Ranges named by the calendar rather than by dates: a season ("in the spring", "last summer"),
 * the winter holidays ("over the holidays", "over christmas") and a fortnight. Seasons are the
 * meteorological quarters (spring = March–May in the north), turned round south of the equator.
 */

/** Zones south of the equator, where "summer" is December to February. */
const SOUTHERN = /^(?:Australia\/|Antarctica\/|Pacific\/(?:Auckland|Chatham|Fiji|Tongatapu|Apia|Noumea)|America\/(?:Argentina\/|Sao_Paulo|Santiago|Montevideo|Asuncion|Buenos_Aires|Punta_Arenas)|Africa\/(?:Johannesburg|Maputo|Harare|Lusaka|Windhoek|Gaborone|Maseru|Mbabane)|Indian\/(?:Mauritius|Reunion|Antananarivo))/;
export const isSouthern = (timeZone: string | undefined) => timeZone !== undefined && SOUTHERN.test(timeZone);

/** The first month of each season in the north; the south's is six months on. */
const NORTH_START: Readonly<Record<string, number>> = wordTable({ spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 });

const before = (a: CalendarDate, b: CalendarDate) => a.year !== b.year ? a.year < b.year : a.month !== b.month ? a.month < b.month : a.day < b.day;
const first = (year: number, month: number): CalendarDate => ({ year: year + Math.floor((month - 1) / 12), month: ((month - 1) % 12 + 12) % 12 + 1, day: 1 });

/**
 * "In the spring", "this summer", "last winter", "over the autumn". Asked about the past, a bare
 * season is the latest one that has begun (cut at today while it lasts); about plans, the next
 * one that has not ended. "Last" is the one before the latest begun.
 */
export function seasonRange(lower: string, today: CalendarDate, past: boolean, timeZone?: string): QaRange | null {
  const since = sinceSeason(lower, today, timeZone);
  if (since) return since;
  const m = /\b(?:(this|last|next)\s+|(?:in|during|over|for|through)\s+(?:the\s+)?)(spring|summer|autumn|fall|winter)(?:time)?\b/.exec(lower);
  if (!m) return null;
  const season = m[2]!;
  const month = NORTH_START[season]! + (isSouthern(timeZone) ? 6 : 0);
  const end = (from: CalendarDate) => first(from.year, from.month + 3);
  // The latest start of this season on or before today, and whether that season is still on.
  const start = [1, 0, -1, -2].map((k) => first(today.year + k, month)).find((s) => !before(today, s))!;
  const running = before(today, end(start));
  if (m[1] === "last") {
    const ended = running ? first(start.year - 1, start.month) : start;
    return { from: ended, to: end(ended), label: `last ${season}` };
  }
  if (m[1] === "next" || (!past && !running)) {
    const next = running && m[1] !== "next" ? start : first(start.year + 1, start.month);
    return { from: next, to: end(next), label: `next ${season}` };
  }
  if (!past) return { from: start, to: end(start), label: `this ${season}` };
  return { from: start, to: running ? addDays(today, 1) : end(start), label: `in the ${season}` };
}

/**
 * "Since the summer", "since last winter": from the start of the latest such season that has begun (or the one before it,
 * for "last"), to today. The season is where the range starts, so its days count: "since the summer" asked in November
 * takes in June's service and August's tyres.
 */
function sinceSeason(lower: string, today: CalendarDate, timeZone?: string): QaRange | null {
  const m = /\bsince\s+(?:(last)\s+|(the)\s+)?(spring|summer|autumn|fall|winter)(?:time)?\b/.exec(lower);
  // "Since the fall" is an accident ("how has my ankle been since the fall"); only "since fall" or "since last fall" is autumn.
  if (!m || (m[3] === "fall" && m[2] === "the")) return null;
  const season = m[3]!;
  const month = NORTH_START[season]! + (isSouthern(timeZone) ? 6 : 0);
  const latest = [1, 0, -1, -2].map((k) => first(today.year + k, month)).find((s) => !before(today, s))!;
  const from = m[1] === "last" ? first(latest.year - 1, latest.month) : latest;
  return { from, to: addDays(today, 1), label: `since the ${season}` };
}

/**
 * An academic term north of the equator: fall (autumn) September to December, winter January to April, spring January to
 * May (the American semester), summer May to August. "The winter term" is not the meteorological winter: December is the
 * fall term's exams, and April is still winter term. "This term" / "this semester" is the one today falls in.
 */
const TERM_START: Readonly<Record<string, [number, number]>> = { fall: [9, 4], autumn: [9, 4], winter: [1, 4], spring: [1, 5], summer: [5, 4] };

export function termRange(lower: string, today: CalendarDate, past: boolean, timeZone?: string): QaRange | null {
  if (isSouthern(timeZone)) return null;
  const m = /\b(?:(this|last|next|the|over the|during the|in the)\s+)(?:(fall|autumn|winter|spring|summer)\s+)?(term|semester)\b/.exec(lower);
  if (!m || (!m[2] && !["this", "last", "next"].includes(m[1]!))) return null;
  const named = m[2] ?? (today.month >= 9 ? "fall" : today.month >= 5 ? "summer" : "winter");
  const [month, length] = TERM_START[named]!;
  const end = (from: CalendarDate) => first(from.year, from.month + length);
  const start = [0, -1].map((k) => first(today.year + k, month)).find((s) => !before(today, s))!;
  const running = before(today, end(start));
  const label = `the ${named} ${m[3]}`;
  if (m[1] === "last" && !m[2]) {
    // The term before the one today falls in.
    const prior = named === "fall" ? first(today.year, 5) : named === "summer" ? first(today.year, 1) : first(today.year - 1, 9);
    const priorName = named === "fall" ? "summer" : named === "summer" ? "winter" : "fall";
    return { from: prior, to: first(prior.year, prior.month + TERM_START[priorName]![1]), label: `the ${priorName} ${m[3]}` };
  }
  if (m[1] === "last") return { from: first(start.year - 1, start.month), to: end(first(start.year - 1, start.month)), label: `last ${named} ${m[3]}` };
  if (m[1] === "next" || (!past && !running)) {
    const next = running && m[1] !== "next" ? start : first(start.year + 1, start.month);
    return { from: next, to: end(next), label };
  }
  return { from: start, to: running && past ? addDays(today, 1) : end(start), label };
}

/**
 * "Over the holidays", "over christmas", "at new year": the days from Dec 20 to Jan 6 round the
 * latest Christmas (asked about the past) or the next one (asked about plans).
 */
export function holidayRange(lower: string, today: CalendarDate, past: boolean): QaRange | null {
  // "Christmas presents" and "what did we decide for christmas" name a thing: only "over christmas", "the holidays" and the like are a range.
  if (!/\b(?:over|during|through|across)\s+(?:the\s+)?(?:christmas|xmas|festive|holidays|new year)\b|\bthe (?:christmas |xmas |festive |winter )?holidays\b/.test(lower)) return null;
  if (/\b(?:summer|easter|school|spring|half[- ]term|bank) holidays?\b/.test(lower)) return null;
  let year = today.month === 12 && today.day >= 20 ? today.year : today.year - 1;
  if (!past && !(today.month === 1 && today.day <= 6) && !(today.month === 12 && today.day >= 20)) year = today.year;
  const from = { year, month: 12, day: 20 };
  const end = { year: year + 1, month: 1, day: 7 };
  return { from, to: past && before(today, end) ? addDays(today, 1) : end, label: "over the holidays" };
}

/**
 * "This Christmas" (not "over christmas"): the season, its run-up from November, when presents are bought, and its holidays
 * to Twelfth Night. Asked about the past, the latest season that has begun (cut at today while it lasts); about plans, the
 * next one that has not ended. "Christmas presents" or "what did we decide about Christmas" name a thing and take no range.
 */
export function christmasRange(lower: string, today: CalendarDate, past: boolean): QaRange | null {
  if (!/\bthis (?:christmas|xmas)\b/.test(lower)) return null;
  const inHolidays = today.month === 1 && today.day <= 6;
  const year = inHolidays ? today.year - 1 : past && today.month < 11 ? today.year - 1 : today.year;
  const from = { year, month: 11, day: 1 };
  const end = { year: year + 1, month: 1, day: 7 };
  return { from, to: past && before(today, end) ? addDays(today, 1) : end, label: "this Christmas" };
}

/** "The past fortnight", "last fortnight": the 14 days to today. */
export function fortnightRange(lower: string, today: CalendarDate): QaRange | null {
  if (!/\b(?:past|last|previous|this|the)\s+fortnight\b/.test(lower)) return null;
  return { from: addDays(today, -14), to: addDays(today, 1), label: "in the past 14 days" };
}
