import { useEffect, useId, useState, type KeyboardEvent } from "react";
import type { AdminUser } from "@life/contracts";
import { Loading } from "../../components/ui/loading";
import { StatCards } from "../../components/ui/stat-cards";
import { ViewHeader } from "../../components/ui/view-header";
import { errorText } from "../../lib/api-client";
import { useTimeZone } from "../../lib/dates";
import { beginImpersonation } from "../../lib/impersonation";
import { reloadPage } from "../../lib/navigation";
import { useSession } from "../../lib/session";
import { impersonateUser, useAdminActivities, useAdminStats, useAdminUsers, useUpdateAccount } from "./api/admin-api";
import { ActivitiesTable } from "./components/activities-table";
import { MergeTool } from "./components/merge-tool";
import { UsersTable } from "./components/users-table";
import "./admin.css";

const tabs = [
  { id: "users", label: "Users" },
  { id: "activities", label: "Activities" },
  { id: "stats", label: "Statistics" },
  { id: "merge", label: "Merge Tool" },
] as const;
type TabId = (typeof tabs)[number]["id"];

/** Spec 2.5: a dashboard load failure is only logged. */
function useLogFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
}

export function AdminView() {
  const [tab, setTab] = useState<TabId>("users");
  const baseId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === tab);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    setTab(next.id);
    document.getElementById(`${baseId}-${next.id}-tab`)?.focus();
  };

  return (
    <section className="view admin-view" aria-labelledby="admin-title">
      <ViewHeader title="Admin Dashboard" titleId="admin-title" />
      <div role="tablist" aria-label="Admin sections" className="admin-tabs" onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            id={`${baseId}-${t.id}-tab`}
            type="button"
            role="tab"
            className="admin-tab"
            aria-selected={tab === t.id}
            aria-controls={`${baseId}-${t.id}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`} className="admin-panel">
        {tab === "users" && <UsersPanel />}
        {tab === "activities" && <ActivitiesPanel />}
        {tab === "stats" && <StatsPanel />}
        {tab === "merge" && <MergeTool />}
      </div>
    </section>
  );
}

function UsersPanel() {
  const session = useSession();
  const zone = useTimeZone();
  const users = useAdminUsers();
  const update = useUpdateAccount();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useLogFailure(users.error, "users");

  const impersonate = async (user: AdminUser) => {
    setBusyId(user.id);
    setError(null);
    try {
      beginImpersonation(await impersonateUser(user.id));
      // Spec 4: the dashboard button reloads the page, now as the person, on their feed.
      window.location.hash = "thoughts";
      reloadPage();
    } catch (failure) {
      setError(`Failed to impersonate user: ${errorText(failure, failure instanceof Error ? failure.message : "Request failed")}`);
      setBusyId(null);
    }
  };

  const change = (user: AdminUser, changeTo: { role: "admin" | "user" } | { disabled: boolean }) => {
    setError(null);
    setBusyId(user.id);
    update.mutate(
      { id: user.id, change: changeTo },
      {
        onError: (failure) => setError(errorText(failure, "Failed to update the account")),
        onSettled: () => setBusyId(null),
      },
    );
  };

  if (!session) return null;
  return (
    <>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {users.isPending ? (
        <Loading label="Loading users…" />
      ) : users.data ? (
        <UsersTable
          users={users.data.data}
          me={session.user}
          zone={zone}
          busyId={busyId}
          onImpersonate={(user) => void impersonate(user)}
          onSetRole={(user, role) => change(user, { role })}
          onSetDisabled={(user, disabled) => change(user, { disabled })}
        />
      ) : null}
    </>
  );
}

function ActivitiesPanel() {
  const zone = useTimeZone();
  const activities = useAdminActivities();
  useLogFailure(activities.error, "activities");
  if (activities.isPending) return <Loading label="Loading activity…" />;
  return activities.data ? <ActivitiesTable activities={activities.data.data} zone={zone} /> : null;
}

function StatsPanel() {
  const stats = useAdminStats();
  useLogFailure(stats.error, "statistics");
  if (stats.isPending) return <Loading label="Loading statistics…" />;
  if (!stats.data) return null;
  const s = stats.data.data;
  return (
    <>
      <StatCards
        label="Statistics"
        stats={[
          { label: "Total Users", value: s.total_users },
          { label: "Total Events", value: s.total_events },
          { label: "Active Today", value: s.active_today },
          { label: "Events Today", value: s.events_today },
        ]}
      />
      <p className="admin-note">Today is counted in the server's time zone, {s.time_zone}.</p>
    </>
  );
}

export default AdminView;
