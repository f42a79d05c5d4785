import type { AdminUser, User } from "@life/contracts";
import { formatShortDate } from "../../../lib/dates";

interface UsersTableProps {
  users: AdminUser[];
  me: User;
  zone: string;
  busyId: string | null;
  onImpersonate: (user: AdminUser) => void;
  onSetRole: (user: AdminUser, role: "admin" | "user") => void;
  onSetDisabled: (user: AdminUser, disabled: boolean) => void;
}

/** Spec 2.14 Users: email, role, events count, last login or "Never", and Impersonate. */
export function UsersTable({ users, me, zone, busyId, onImpersonate, onSetRole, onSetDisabled }: UsersTableProps) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">Users</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Events</th>
            <th scope="col">Last Login</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const self = user.id === me.id;
            const busy = busyId === user.id;
            return (
              <tr key={user.id}>
                <th scope="row">
                  {user.email}
                  {user.disabled && <span className="admin-badge admin-badge-muted">Disabled</span>}
                </th>
                <td>
                  <span className={user.role === "admin" ? "admin-badge admin-badge-admin" : "admin-badge"}>{user.role}</span>
                </td>
                <td>{user.total_events}</td>
                <td>{user.last_login ? formatShortDate(user.last_login, zone) : "Never"}</td>
                <td>
                  <div className="admin-actions">
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={busy || user.role === "admin" || user.disabled}
                      aria-label={`Impersonate ${user.email}`}
                      onClick={() => onImpersonate(user)}
                    >
                      Impersonate
                    </button>
                    {!self && (
                      <button
                        type="button"
                        className="btn btn-secondary"
                        disabled={busy}
                        aria-label={`${user.role === "admin" ? "Demote" : "Promote"} ${user.email}`}
                        onClick={() => onSetRole(user, user.role === "admin" ? "user" : "admin")}
                      >
                        {user.role === "admin" ? "Demote" : "Promote"}
                      </button>
                    )}
                    {!self && (
                      <button
                        type="button"
                        className={user.disabled ? "btn btn-secondary" : "btn btn-danger"}
                        disabled={busy}
                        aria-label={`${user.disabled ? "Enable" : "Disable"} ${user.email}`}
                        onClick={() => onSetDisabled(user, !user.disabled)}
                      >
                        {user.disabled ? "Enable" : "Disable"}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
