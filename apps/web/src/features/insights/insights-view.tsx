import { RotateCw } from "lucide-react";
import { ErrorBlock } from "../../components/ui/error-block";
import { Loading } from "../../components/ui/loading";
import { StatCards } from "../../components/ui/stat-cards";
import { ViewHeader } from "../../components/ui/view-header";
import { resolveTimeZone, todayIn } from "../../lib/dates";
import { useInsights } from "./api/get-insights";
import { HighValueList, IndustryList, KeywordCloud, TrendPanel } from "./components/insight-sections";
import { formatAmount, lastSevenDays, recentHighValue, topIndustries, topKeywords } from "./components/insights-model";
import { TrendChart } from "./components/trend-chart";
import "./insights.css";

export function InsightsView() {
  const { data, error, isPending, isFetching, refetch } = useInsights();

  const refresh = (
    <button type="button" className="btn btn-secondary" onClick={() => refetch()} disabled={isFetching}>
      <RotateCw size={16} aria-hidden="true" className={isFetching ? "spin" : undefined} /> Refresh
    </button>
  );

  return (
    <section className="view insights-view" aria-labelledby="insights-title">
      <ViewHeader
        title="Thought Value Economics"
        titleId="insights-title"
        subtitle={data ? `Thoughts captured in the last ${data.window.days} days` : undefined}
        actions={refresh}
      />
      {isPending ? (
        <Loading label="Loading insights…" />
      ) : error ? (
        <ErrorBlock message="Failed to load commercial insights" onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <>
          <StatCards
            label="Totals"
            stats={[
              { label: "Total Value", value: formatAmount(data.total_value) },
              { label: "Valued Thoughts", value: data.thought_count.toLocaleString("en-US") },
            ]}
          />
          <HighValueList items={recentHighValue(data.recent_high_value)} />
          <div className="insights-grid">
            <KeywordCloud keywords={topKeywords(data.keywords)} />
            <IndustryList industries={topIndustries(data.industries)} />
          </div>
          <TrendPanel>
            <TrendChart points={lastSevenDays(data.trend, todayIn(resolveTimeZone(data.timezone)))} />
          </TrendPanel>
        </>
      )}
    </section>
  );
}

export default InsightsView;
