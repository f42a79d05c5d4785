import { useQueryClient } from "@tanstack/react-query";
import { ErrorBlock } from "../../components/ui/error-block";
import { Loading } from "../../components/ui/loading";
import { ViewHeader } from "../../components/ui/view-header";
import { errorText } from "../../lib/api-client";
import { useTimeZone } from "../../lib/dates";
import { calendarStatusKey, useCalendarStatus } from "./api/calendar-api";
import { CaldavCard } from "./components/caldav-card";
import { DigestCard } from "./components/digest-card";
import { FeedCard } from "./components/feed-card";
import { GoogleCalendarCard } from "./components/google-calendar-card";
import { SyncHelp } from "./components/sync-help";
import "./google-calendar.css";

export function GoogleCalendarView() {
  const status = useCalendarStatus();
  const client = useQueryClient();
  const zone = useTimeZone();

  return (
    <section className="view calendar-sync-view" aria-labelledby="calendar-sync-title">
      <ViewHeader title="Google Calendar" titleId="calendar-sync-title" subtitle="Keep scheduled thoughts in the calendar you already use" />
      {status.isPending ? (
        <Loading label="Checking calendar connection…" />
      ) : !status.data ? (
        <ErrorBlock message={errorText(status.error, "Failed to load calendar status")} onRetry={() => status.refetch()} retrying={status.isFetching} />
      ) : (
        <div className="calendar-cards">
          <GoogleCalendarCard status={status.data} zone={zone} onConnected={() => void client.invalidateQueries({ queryKey: calendarStatusKey })} />
          <FeedCard zone={zone} />
          <CaldavCard zone={zone} />
          <DigestCard />
          <SyncHelp />
        </div>
      )}
    </section>
  );
}

export default GoogleCalendarView;
