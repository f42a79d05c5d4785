import {
  HIGH_VALUE_THRESHOLD,
  INSIGHTS_MAX_THOUGHTS,
  INSIGHTS_WINDOW_DAYS,
  RECENT_HIGH_VALUE_LIMIT,
  TOP_INDUSTRIES_LIMIT,
  TOP_KEYWORDS_LIMIT,
  TREND_DAYS,
  type InsightsResponse,
  type User,
} from "@life/contracts";
import { addDays, localDayIndex, localToday, safeTimeZone, startOfLocalDay } from "../../lib/local-days.js";
import type { InsightsRepository } from "./insights.repository.js";
import type { DataVersionRepository } from "../thoughts/data-version.repository.js";
import { VersionedCache } from "../../lib/versioned-cache.js";

export interface InsightsServiceOptions {
  now?: () => Date;
}

/** People whose last answer is kept; one entry each, replaced when their thoughts change. */
const CACHED_PEOPLE = 1000;

/** Sums of dollars are shown to the cent at most. */
const cents = (n: number) => Math.round(n * 100) / 100;

/** "Thought Value Economics" (spec 2.7, 9), aggregated by the database. */
export class InsightsService {
  private readonly now: () => Date;
  /**
   * The last answer per person, kept while the data version of their thoughts, their local day
   * and zone stay the same: aggregating up to 1,000 thoughts' JSON takes several milliseconds,
   * and the answer only changes when a thought does or the day turns.
   */
  private readonly answers: VersionedCache<InsightsResponse>;

  constructor(
    private readonly insights: InsightsRepository,
    private readonly versions: DataVersionRepository,
    options: InsightsServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.answers = new VersionedCache(CACHED_PEOPLE, () => this.now().getTime());
  }

  async getInsights(user: User): Promise<InsightsResponse> {
    const timezone = safeTimeZone(user.timezone);
    const today = localToday(this.now(), timezone);
    const { version, settled } = await this.versions.dataVersion(user.id);
    return this.answers.getOrCompute(user.id, { version: `${version}|${today}|${timezone}`, settled }, () => this.compute(user.id, today, timezone));
  }

  private async compute(userId: string, today: string, timezone: string): Promise<InsightsResponse> {
    // The window starts at a local midnight so "the last 90 days" means whole days for the
    // person, or later when they captured more than the cap in that time.
    const days = startOfLocalDay(addDays(today, -(INSIGHTS_WINDOW_DAYS - 1)), timezone);
    const since = await this.insights.findWindowStart(userId, days, INSIGHTS_MAX_THOUGHTS);
    const trendDays = localDayIndex(addDays(today, -(TREND_DAYS - 1)), today, timezone);

    const [recent, industries, keywords, byDay] = await Promise.all([
      this.insights.listHighValue(userId, since, HIGH_VALUE_THRESHOLD, RECENT_HIGH_VALUE_LIMIT),
      this.insights.sumByIndustry(userId, since),
      this.insights.topKeywords(userId, since, TOP_KEYWORDS_LIMIT),
      this.insights.sumByDay(userId, trendDays.boundaries),
    ]);

    const named = industries.filter((row): row is typeof row & { industry: string } => row.industry !== null);
    named.sort((a, b) => b.count - a.count || b.total - a.total || a.industry.localeCompare(b.industry));
    return {
      recent_high_value: recent,
      keywords,
      industries: named
        .slice(0, TOP_INDUSTRIES_LIMIT)
        .map((row) => ({ industry: row.industry, count: row.count, total_value: cents(row.total) })),
      trend: trendDays.days.map((date, i) => {
        const row = byDay.find((r) => r.day === i);
        return { date, total_value: cents(row?.total ?? 0), count: row?.count ?? 0 };
      }),
      total_value: cents(industries.reduce((sum, row) => sum + row.total, 0)),
      thought_count: industries.reduce((sum, row) => sum + row.count, 0),
      window: { days: INSIGHTS_WINDOW_DAYS, max_thoughts: INSIGHTS_MAX_THOUGHTS, since: since.toISOString() },
      timezone,
    };
  }
}
