import "./view-kit.css";
import type { ReactNode } from "react";

export interface Stat {
  label: string;
  value: ReactNode;
}

/** Summary numbers as a description list, so "Total Events: 12" reads as one pair. */
export function StatCards({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <dl className="stat-cards" aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className="stat-card">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
