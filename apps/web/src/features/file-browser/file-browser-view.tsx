import { Database, RotateCw } from "lucide-react";
import { domainLabels, FILE_BROWSER_RECENT_ACTIVITY } from "@life/contracts";
import { EmptyState } from "../../components/ui/empty-state";
import { ErrorBlock } from "../../components/ui/error-block";
import { Loading } from "../../components/ui/loading";
import { StatCards } from "../../components/ui/stat-cards";
import { ViewHeader } from "../../components/ui/view-header";
import { useTimeZone } from "../../lib/dates";
import { useSimpleTitles } from "./api/get-simple-titles";
import { domainTotal, isEmpty } from "./components/browser-entry";
import { DomainSection } from "./components/domain-section";
import { EntryList } from "./components/entry-list";
import "./file-browser.css";

/** Spec 9: recent activity shows the first 10. */
const RECENT_ACTIVITY_LIMIT = FILE_BROWSER_RECENT_ACTIVITY;

const sections = ["personal", "social", "systems"] as const;

export function FileBrowserView() {
  const zone = useTimeZone();
  const query = useSimpleTitles();
  const { data, error, isPending, isFetching, refetch } = query;

  const refresh = (
    <button type="button" className="btn btn-secondary" onClick={() => refetch()} disabled={isFetching}>
      <RotateCw size={16} aria-hidden="true" className={isFetching ? "spin" : undefined} /> Refresh
    </button>
  );

  return (
    <section className="view file-browser-view" aria-labelledby="file-browser-title">
      <ViewHeader title="Simple Titles View" titleId="file-browser-title" actions={refresh} />
      {isPending ? (
        <Loading label="Loading titles…" />
      ) : error ? (
        <ErrorBlock message={error.message || "Failed to load data"} onRetry={() => refetch()} retrying={isFetching} />
      ) : !data || isEmpty(data) ? (
        <EmptyState icon={Database} title="No Data Available">
          <p>Capture a few thoughts and they are listed here by domain.</p>
        </EmptyState>
      ) : (
        <>
          <StatCards
            label="Overview"
            stats={[
              { label: "Total Thoughts", value: data.statistics.totalThoughts.toLocaleString("en-US") },
              { label: "Domains", value: data.statistics.domains },
              { label: "Files", value: data.statistics.processedFiles.toLocaleString("en-US") },
            ]}
          />
          {sections.map((domain) => (
            <DomainSection key={domain} domain={domain} label={domainLabels[domain]} entries={data[domain]} total={domainTotal(data, domain)} zone={zone} />
          ))}
          <section className="domain-section" aria-labelledby="recent-activity-title">
            <div className="domain-section-head">
              <h3 id="recent-activity-title">Recent Activity</h3>
            </div>
            {data.recentActivity.length === 0 ? (
              <p className="muted">No recent activity</p>
            ) : (
              <EntryList entries={data.recentActivity.slice(0, RECENT_ACTIVITY_LIMIT)} zone={zone} label="Recent activity" />
            )}
          </section>
        </>
      )}
    </section>
  );
}

export default FileBrowserView;
