import { useId, useState } from "react";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { EmptyState, ExamplePrompts } from "../../components/ui/empty-state";
import { ErrorBlock } from "../../components/ui/error-block";
import { Loading } from "../../components/ui/loading";
import { ViewHeader } from "../../components/ui/view-header";
import { errorText } from "../../lib/api-client";
import { addDays, formatLongDate, isLocalDate, todayIn, useTimeZone } from "../../lib/dates";
import { countLabel } from "../../lib/format";
import { useCalendarDay } from "./api/get-calendar-day";
import { groupByTimeSlot } from "./components/group-by-slot";
import { ScheduledItem } from "./components/scheduled-item";
import { TimeZoneControl } from "./components/time-zone-control";
import "./calendar.css";

export function CalendarView() {
  const zone = useTimeZone();
  const [date, setDate] = useState(() => todayIn(zone));
  const day = useCalendarDay(date, zone);
  const dateId = useId();
  const today = todayIn(zone);

  return (
    <section className="view calendar-view" aria-labelledby="calendar-title">
      <div className="calendar-controls">
        <div className="field calendar-date-field">
          <label htmlFor={dateId}>Date</label>
          <div className="calendar-date-row">
            <button type="button" className="btn btn-secondary icon-btn" aria-label="Previous day" onClick={() => setDate(addDays(date, -1))}>
              <ChevronLeft size={18} aria-hidden="true" />
            </button>
            <input
              id={dateId}
              type="date"
              className="input"
              value={date}
              // A cleared field keeps the current day rather than asking for "".
              onChange={(event) => isLocalDate(event.target.value) && setDate(event.target.value)}
            />
            <button type="button" className="btn btn-secondary icon-btn" aria-label="Next day" onClick={() => setDate(addDays(date, 1))}>
              <ChevronRight size={18} aria-hidden="true" />
            </button>
            {date !== today && (
              <button type="button" className="btn btn-ghost" onClick={() => setDate(today)}>
                Today
              </button>
            )}
          </div>
        </div>
        <TimeZoneControl zone={zone} />
      </div>

      <ViewHeader
        title={formatLongDate(date)}
        titleId="calendar-title"
        subtitle={day.data ? countLabel(day.data.length, "scheduled item") : undefined}
      />

      {day.isPending ? (
        <Loading label="Loading calendar…" />
      ) : day.error ? (
        <ErrorBlock message={errorText(day.error, "Failed to load calendar data")} onRetry={() => day.refetch()} retrying={day.isFetching} />
      ) : day.data.length === 0 ? (
        <EmptyState icon={CalendarDays} title="Nothing scheduled">
          <p>Mention a time when you capture a thought and it lands here.</p>
          <ExamplePrompts examples={["call dentist tomorrow at 2pm"]} />
        </EmptyState>
      ) : (
        <ol className="time-slots" aria-label="Scheduled items by time">
          {groupByTimeSlot(day.data, zone).map((slot) => (
            <li key={slot.label} className="time-slot">
              <h3 className="time-slot-label">{slot.label}</h3>
              <ul className="plain-list">
                {slot.items.map((thought) => (
                  // A recurring thought can fall more than once in a day: its id alone is not unique.
                  <li key={`${thought.id}@${thought.scheduled_for}`}>
                    <ScheduledItem thought={thought} recurring={thought.recurring} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export default CalendarView;
