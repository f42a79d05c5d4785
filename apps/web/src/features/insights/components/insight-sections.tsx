import { useId, type ReactNode } from "react";
import type { HighValueThought, InsightsResponse } from "@life/contracts";
import { humanize } from "../../../lib/format";
import { formatAmount } from "./insights-model";
import { ValueTierIcon } from "./value-tier-icon";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card insights-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
    </section>
  );
}

export function HighValueList({ items }: { items: HighValueThought[] }) {
  return (
    <Panel title="Recent High-Value Thoughts">
      {items.length === 0 ? (
        <p className="muted">No thoughts valued above $50 yet.</p>
      ) : (
        <ul className="plain-list" aria-label="Recent high-value thoughts">
          {items.map((item) => (
            <li key={item.id} className="high-value-item">
              <ValueTierIcon tier={item.value_tier} />
              <span className="high-value-text">
                <span className="high-value-title">{item.title}</span>
                <span className="high-value-meta">
                  {[item.value_tier ?? "unrated", item.industry && humanize(item.industry)].filter(Boolean).join(" · ")}
                </span>
              </span>
              <span className="high-value-amount">{formatAmount(item.estimated_value)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const MIN_REM = 0.875;
const MAX_REM = 1.625;

export function KeywordCloud({ keywords }: { keywords: InsightsResponse["keywords"] }) {
  const counts = keywords.map((k) => k.count);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  const size = (count: number) => (max === min ? 1.125 : MIN_REM + ((count - min) / (max - min)) * (MAX_REM - MIN_REM));
  return (
    <Panel title="Keyword Cloud">
      {keywords.length === 0 ? (
        <p className="muted">No keywords yet.</p>
      ) : (
        <ul className="keyword-cloud" aria-label="Keywords">
          {keywords.map(({ keyword, count }) => (
            <li key={keyword} style={{ fontSize: `${size(count).toFixed(3)}rem` }} title={`${keyword}: ${count}`}>
              {keyword}
              <span className="visually-hidden"> ({count})</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function IndustryList({ industries }: { industries: InsightsResponse["industries"] }) {
  const max = Math.max(...industries.map((i) => i.total_value), 0);
  return (
    <Panel title="Industries">
      {industries.length === 0 ? (
        <p className="muted">No industries yet.</p>
      ) : (
        <ul className="plain-list" aria-label="Industries">
          {industries.map((row) => (
            <li key={row.industry} className="industry-row">
              <span className="industry-name">{humanize(row.industry)}</span>
              <span className="industry-figures">
                {row.count === 1 ? "1 thought" : `${row.count} thoughts`} · {formatAmount(row.total_value)}
              </span>
              <span className="industry-bar" aria-hidden="true">
                <span style={{ width: `${max > 0 ? Math.round((row.total_value / max) * 100) : 0}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function TrendPanel({ children }: { children: ReactNode }) {
  return <Panel title="7-Day Trend">{children}</Panel>;
}
