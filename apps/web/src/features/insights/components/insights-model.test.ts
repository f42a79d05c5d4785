import { describe, expect, it } from "vitest";
import type { HighValueThought } from "@life/contracts";
import { formatAmount, lastSevenDays, recentHighValue, topIndustries, topKeywords } from "./insights-model";

function row(value: number, created_at: string, id = created_at): HighValueThought {
  return { id, title: `t ${id}`, original_input: "x", estimated_value: value, value_tier: "high", industry: null, created_at };
}

describe("insights model", () => {
  it("shows k with one decimal from 1000, whole dollars below", () => {
    expect(formatAmount(0)).toBe("$0");
    expect(formatAmount(42.4)).toBe("$42");
    expect(formatAmount(999.4)).toBe("$999");
    expect(formatAmount(999.6)).toBe("$1.0k");
    expect(formatAmount(1000)).toBe("$1.0k");
    expect(formatAmount(1234)).toBe("$1.2k");
    expect(formatAmount(12_350)).toBe("$12.3k");
  });

  it("keeps the latest 5 above $50", () => {
    const rows = [
      row(50, "2026-11-10"),
      row(51, "2026-11-01"),
      row(500, "2026-11-09"),
      row(60, "2026-11-08"),
      row(70, "2026-11-07"),
      row(80, "2026-11-06"),
      row(90, "2026-11-05"),
    ];
    expect(recentHighValue(rows).map((r) => r.created_at)).toEqual(["2026-11-09", "2026-11-08", "2026-11-07", "2026-11-06", "2026-11-05"]);
  });

  it("keeps the top 10 keywords and the top 6 industries", () => {
    const keywords = Array.from({ length: 14 }, (_, i) => ({ keyword: `k${i}`, count: i }));
    expect(topKeywords(keywords).map((k) => k.keyword)).toEqual(["k13", "k12", "k11", "k10", "k9", "k8", "k7", "k6", "k5", "k4"]);
    const industries = Array.from({ length: 9 }, (_, i) => ({ industry: `i${i}`, count: 1, total_value: 10 }));
    expect(topIndustries(industries)).toHaveLength(6);
  });

  it("fills the 7-day trend, today last", () => {
    const days = lastSevenDays([{ date: "2026-11-20", total_value: 12, count: 1 }], "2026-11-22");
    expect(days.map((d) => d.date)).toEqual(["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"]);
    expect(days[4]).toEqual({ date: "2026-11-20", total_value: 12, count: 1 });
    expect(days[6]!.total_value).toBe(0);
  });
});
