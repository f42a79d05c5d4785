import { z } from "zod";

/** Spec 9: high value is above $50; the lists keep 5, 10 and 6 entries; the trend 7 days. */
export const HIGH_VALUE_THRESHOLD = 50;
export const RECENT_HIGH_VALUE_LIMIT = 5;
export const TOP_KEYWORDS_LIMIT = 10;
export const TOP_INDUSTRIES_LIMIT = 6;
export const TREND_DAYS = 7;
/**
 * Lists and totals cover the latest INSIGHTS_MAX_THOUGHTS thoughts captured in the last
 * INSIGHTS_WINDOW_DAYS days (spec 9: insights reads up to 1000 thoughts), so the work per
 * request stays bounded however large the history.
 */
export const INSIGHTS_WINDOW_DAYS = 90;
export const INSIGHTS_MAX_THOUGHTS = 1000;

export const highValueThought = z.object({
  id: z.string(),
  /** ai_title, or the start of the original input when there is none. */
  title: z.string(),
  original_input: z.string(),
  estimated_value: z.number(),
  value_tier: z.string().nullable(),
  industry: z.string().nullable(),
  created_at: z.string(),
});
export type HighValueThought = z.infer<typeof highValueThought>;

export const keywordCount = z.object({ keyword: z.string(), count: z.number().int() });
export const industryTotal = z.object({ industry: z.string(), count: z.number().int(), total_value: z.number() });
export const trendDay = z.object({ date: z.string(), total_value: z.number(), count: z.number().int() });

/**
 * GET /insights — computed in the database from flexible_attributes.commercial_value. The
 * trend covers the last 7 local days (today last) in full; everything else the window.
 */
export const insightsResponse = z.object({
  recent_high_value: z.array(highValueThought),
  keywords: z.array(keywordCount),
  industries: z.array(industryTotal),
  trend: z.array(trendDay),
  total_value: z.number(),
  /** Thoughts in the window that carry a commercial value. */
  thought_count: z.number().int(),
  /** What the lists and totals cover: thoughts captured since `since` (ISO instant). */
  window: z.object({ days: z.number().int(), max_thoughts: z.number().int(), since: z.string() }),
  timezone: z.string(),
});
export type InsightsResponse = z.infer<typeof insightsResponse>;
