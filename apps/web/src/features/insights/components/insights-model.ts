import {
  HIGH_VALUE_THRESHOLD,
  RECENT_HIGH_VALUE_LIMIT,
  TOP_INDUSTRIES_LIMIT,
  TOP_KEYWORDS_LIMIT,
  TREND_DAYS,
  type HighValueThought,
  type InsightsResponse,
} from "@life/contracts";
import { addDays } from "../../../lib/dates";

/** Spec 2.7/9: $1,000 and more as k with one decimal ("$1.2k"), less as whole dollars ("$43"). */
export function formatAmount(value: number): string {
  const rounded = Math.round(value);
  if (Math.abs(rounded) >= 1000) return `$${(value / 1000).toFixed(1)}k`;
  return `$${rounded}`;
}

/**
 * Spec 9's limits. The server applies them already; the view holds them too, so a larger
 * answer (an older server, a later change) never shows more than the spec allows.
 */
export function recentHighValue(rows: HighValueThought[]): HighValueThought[] {
  return rows
    .filter((row) => row.estimated_value > HIGH_VALUE_THRESHOLD)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, RECENT_HIGH_VALUE_LIMIT);
}

export function topKeywords(keywords: InsightsResponse["keywords"]): InsightsResponse["keywords"] {
  return [...keywords].sort((a, b) => b.count - a.count).slice(0, TOP_KEYWORDS_LIMIT);
}

export function topIndustries(industries: InsightsResponse["industries"]): InsightsResponse["industries"] {
  return industries.slice(0, TOP_INDUSTRIES_LIMIT);
}

/**
 * The last 7 days ending at the later of today and the newest day in the data, with a zero
 * for any day the answer leaves out, so the chart never skips a day.
 */
export function lastSevenDays(trend: InsightsResponse["trend"], today: string): InsightsResponse["trend"] {
  const byDate = new Map(trend.map((point) => [point.date.slice(0, 10), point]));
  const newest = trend.reduce((max, point) => (point.date.slice(0, 10) > max ? point.date.slice(0, 10) : max), today);
  return Array.from({ length: TREND_DAYS }, (_, index) => {
    const date = addDays(newest, index - (TREND_DAYS - 1));
    const point = byDate.get(date);
    return { date, total_value: point?.total_value ?? 0, count: point?.count ?? 0 };
  });
}
