import type { Activity, ActivityType } from "@life/contracts";
import { formatDateTime } from "../../../lib/dates";

const activityLabels: Record<ActivityType, string> = {
  sign_in: "Sign-in",
  register: "Registration",
  capture: "Capture",
  completion: "Completion",
  upload: "Upload",
  api_key_created: "API key created",
  impersonation_start: "Impersonation started",
  impersonation_stop: "Impersonation stopped",
  impersonated_request: "Impersonated request",
  role_change: "Role change",
  account_disabled: "Account disabled",
  account_enabled: "Account enabled",
  merge: "Merge",
};

/** Spec 2.14 Activities: time, activity type, user email, title; and the admin who acted, if any. */
export function ActivitiesTable({ activities, zone }: { activities: Activity[]; zone: string }) {
  if (activities.length === 0) return <p className="admin-empty">No activity yet.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">Recent activity</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Activity</th>
            <th scope="col">User</th>
            <th scope="col">Title</th>
          </tr>
        </thead>
        <tbody>
          {activities.map((activity) => (
            <tr key={activity.id}>
              <td>{formatDateTime(activity.created_at, zone)}</td>
              <td>{activityLabels[activity.activity_type] ?? activity.activity_type}</td>
              <td>
                {activity.user_email}
                {activity.actor_email && <span className="admin-note">by {activity.actor_email}</span>}
              </td>
              <td>{activity.ai_title ?? activity.detail ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
