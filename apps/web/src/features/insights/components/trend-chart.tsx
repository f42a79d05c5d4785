import { useId } from "react";
import { formatShortDate } from "../../../lib/dates";
import type { InsightsResponse } from "@life/contracts";
import { formatAmount } from "./insights-model";

const WIDTH = 320;
const HEIGHT = 140;
const LABEL_SPACE = 20;
const TOP_SPACE = 18;

function weekday(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/**
 * Seven bars in plain SVG (no chart library: one small figure does not earn ~100 kB). The SVG is
 * hidden from assistive technology; the table under it carries the same numbers as text.
 */
export function TrendChart({ points }: { points: InsightsResponse["trend"] }) {
  const captionId = useId();
  const max = Math.max(...points.map((point) => point.total_value), 0);
  const slot = WIDTH / points.length;
  const barWidth = Math.min(28, slot * 0.6);
  const plotHeight = HEIGHT - LABEL_SPACE - TOP_SPACE;
  const total = points.reduce((sum, point) => sum + point.total_value, 0);

  return (
    <figure className="trend-chart" aria-labelledby={captionId}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="presentation" aria-hidden="true" focusable="false">
        <line x1="0" x2={WIDTH} y1={HEIGHT - LABEL_SPACE} y2={HEIGHT - LABEL_SPACE} className="trend-axis" />
        {points.map((point, index) => {
          const height = max > 0 ? Math.max((point.total_value / max) * plotHeight, point.total_value > 0 ? 2 : 0) : 0;
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - LABEL_SPACE - height;
          return (
            <g key={point.date}>
              <rect x={x} y={y} width={barWidth} height={height} rx="3" className="trend-bar" />
              {point.total_value > 0 && (
                <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" className="trend-value">
                  {formatAmount(point.total_value)}
                </text>
              )}
              <text x={x + barWidth / 2} y={HEIGHT - 5} textAnchor="middle" className="trend-label">
                {weekday(point.date)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id={captionId}>
        {formatAmount(total)} over the last 7 days
      </figcaption>
      <table className="visually-hidden">
        <caption>Value per day, last 7 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Value</th>
            <th scope="col">Thoughts</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{formatShortDate(point.date, "UTC")}</th>
              <td>{formatAmount(point.total_value)}</td>
              <td>{point.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
