import { useId, useState } from "react";
import { ChevronLeft, ChevronRight, RotateCcw } from "lucide-react";
import { addDays } from "../../../lib/dates";

export interface Range {
  from: string;
  to: string;
}

/** Days in a range, both ends counted. */
function spanOf(range: Range): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** "2026-03" → the first and last day of that month. */
export function monthRange(month: string): Range {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/**
 * Earlier / Later move by the span shown (so the default 121-day window pages by 121 days),
 * a month field jumps to one month, and Today returns to the default window.
 */
export function RangeNav({ shown, custom, onChange }: { shown: Range; custom: boolean; onChange: (range: Range | null) => void }) {
  const monthId = useId();
  const [month, setMonth] = useState(shown.from.slice(0, 7));
  const span = spanOf(shown);
  return (
    <nav className="timeline-range" aria-label="Timeline range">
      <button type="button" className="btn btn-secondary" onClick={() => onChange({ from: addDays(shown.from, -span), to: addDays(shown.from, -1) })}>
        <ChevronLeft size={16} aria-hidden="true" /> Earlier
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => onChange({ from: addDays(shown.to, 1), to: addDays(shown.to, span) })}>
        Later <ChevronRight size={16} aria-hidden="true" />
      </button>
      <form
        className="timeline-month"
        onSubmit={(event) => {
          event.preventDefault();
          if (/^\d{4}-\d{2}$/.test(month)) onChange(monthRange(month));
        }}
      >
        <label htmlFor={monthId}>Jump to month</label>
        <input id={monthId} type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
        <button type="submit" className="btn btn-secondary">
          Go
        </button>
      </form>
      {custom && (
        <button type="button" className="btn btn-ghost" onClick={() => onChange(null)}>
          <RotateCcw size={16} aria-hidden="true" /> Today
        </button>
      )}
    </nav>
  );
}
