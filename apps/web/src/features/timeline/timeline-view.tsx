import { useMemo, useState } from "react";
import { CalendarRange, ChevronDown } from "lucide-react";
import { EmptyState, ExamplePrompts } from "../../components/ui/empty-state";
import { ErrorBlock } from "../../components/ui/error-block";
import { Loading } from "../../components/ui/loading";
import { StatCards } from "../../components/ui/stat-cards";
import { ViewHeader } from "../../components/ui/view-header";
import { errorText } from "../../lib/api-client";
import { formatLongDate, formatShortDate, resolveTimeZone, todayIn } from "../../lib/dates";
import { useTimeline, type TimelineRange } from "./api/get-timeline";
import { RangeNav } from "./components/range-nav";
import { orderDays } from "./components/order-days";
import { TimelineEvent } from "./components/timeline-event";
import "./timeline.css";

export function TimelineView() {
  const [range, setRange] = useState<TimelineRange>(null);
  const timeline = useTimeline(range);
  const pages = timeline.data?.pages;
  const first = pages?.[0];
  const days = useMemo(() => orderDays(pages?.flatMap((page) => page.data) ?? []), [pages]);
  // The zone the server read the days in, so times and "Today" agree with the grouping.
  const zone = resolveTimeZone(first?.timezone);
  const today = todayIn(zone);

  return (
    <section className="view timeline-view" aria-labelledby="timeline-title">
      <ViewHeader
        title="Timeline Calendar View"
        titleId="timeline-title"
        subtitle={first ? `${formatShortDate(first.range.from, zone)} – ${formatShortDate(first.range.to, zone)}` : undefined}
      />
      {first && <RangeNav key={`${first.range.from}:${first.range.to}`} shown={first.range} custom={range !== null} onChange={setRange} />}
      {timeline.isPending ? (
        <Loading label="Loading timeline…" />
      ) : !timeline.data ? (
        <ErrorBlock
          message={errorText(timeline.error, "Failed to load timeline")}
          onRetry={() => timeline.refetch()}
          retrying={timeline.isFetching}
        />
      ) : (
        <>
          <StatCards
            label="Timeline summary"
            stats={[
              { label: "Total Events", value: timeline.data.pages[0]!.stats.total_events },
              { label: "Days with Events", value: timeline.data.pages[0]!.stats.days_with_events },
              { label: "Upcoming", value: timeline.data.pages[0]!.stats.upcoming },
            ]}
          />
          {days.length === 0 ? (
            <EmptyState icon={CalendarRange} title="No Events Scheduled">
              <p>Thoughts with a date or time show up here, day by day.</p>
              <ExamplePrompts examples={["dinner with Sam on Friday at 7pm", "renew passport by March 3"]} />
            </EmptyState>
          ) : (
            <ol className="timeline-days" aria-label="Days">
              {days.map((day) => (
                <li key={day.date} className="timeline-day">
                  <div className="timeline-day-head">
                    <h3>
                      <time dateTime={day.date}>{formatLongDate(day.date)}</time>
                    </h3>
                    {day.date === today && <span className="chip chip-success">Today</span>}
                  </div>
                  <ul className="plain-list">
                    {day.events.map((thought) => (
                      <li key={`${thought.id}@${thought.scheduled_for}`}>
                        <TimelineEvent thought={thought} zone={zone} />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
          {timeline.hasNextPage && (
            <button
              type="button"
              className="btn btn-secondary timeline-more"
              onClick={() => timeline.fetchNextPage()}
              disabled={timeline.isFetchingNextPage}
            >
              <ChevronDown size={16} aria-hidden="true" /> {timeline.isFetchingNextPage ? "Loading…" : "Show later events"}
            </button>
          )}
          {timeline.isFetchNextPageError && (
            <p className="notice notice-error" role="alert">
              {errorText(timeline.error, "Failed to load timeline")}
            </p>
          )}
        </>
      )}
    </section>
  );
}

export default TimelineView;
