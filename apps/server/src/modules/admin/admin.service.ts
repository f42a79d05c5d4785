import {
  IMPERSONATION_LIFETIME_MS,
  type AdminActivitiesQuery,
  type AdminStats,
  type AdminUser,
  type ImpersonationResponse,
  type Role,
  type StopImpersonationResponse,
  type User,
} from "@life/contracts";
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from "../../lib/errors.js";
import { localToday, startOfLocalDay } from "../../lib/local-days.js";
import type { ActivityRecorder } from "../activity/activity-log.js";
import type { AuthContext } from "../auth/auth.service.js";
import { createToken, hashToken } from "../auth/credentials.js";
import type { AdminRepository } from "./admin.repository.js";

export const ADMIN_REQUIRED = "Admin access required";
export const USER_NOT_FOUND = "User not found";
export const NOT_WHILE_IMPERSONATING = "Not available while impersonating; stop impersonating first";
export const CANNOT_IMPERSONATE_ADMIN = "Administrators cannot be impersonated";

export interface AdminServiceOptions {
  /** The zone "today" is counted in for the statistics; the server's own zone by default. */
  timeZone?: string;
  now?: () => Date;
}

/** The server's zone as Intl sees it (TZ, else the system's). */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Admin dashboard rules: who may do what, impersonation and account changes, each one audited. */
export class AdminService {
  private readonly now: () => Date;
  private readonly timeZone: string;

  constructor(
    private readonly admin: AdminRepository,
    private readonly activity: ActivityRecorder,
    options: AdminServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.timeZone = options.timeZone ?? serverTimeZone();
  }

  async listUsers(auth: AuthContext): Promise<AdminUser[]> {
    requireAdmin(auth);
    return this.admin.listUsers();
  }

  async listActivities(auth: AuthContext, query: AdminActivitiesQuery) {
    requireAdmin(auth);
    return this.admin.listActivities(query.limit);
  }

  async getStats(auth: AuthContext): Promise<AdminStats> {
    requireAdmin(auth);
    const dayStart = startOfLocalDay(localToday(this.now(), this.timeZone), this.timeZone);
    return { ...(await this.admin.stats(dayStart)), time_zone: this.timeZone, day_start: dayStart.toISOString() };
  }

  /**
   * A separate session that acts as the user for an hour and names the admin behind it. Admins
   * cannot be impersonated, and an impersonation session cannot start another (requireAdmin).
   */
  async impersonate(auth: AuthContext, userId: string): Promise<ImpersonationResponse> {
    requireAdmin(auth);
    const target = await this.admin.findUser(userId);
    if (!target) throw new NotFoundError(USER_NOT_FOUND);
    if (target.role === "admin") throw new ForbiddenError(CANNOT_IMPERSONATE_ADMIN);
    if (target.disabled) throw new ConflictError("This account is disabled");
    const now = this.now();
    const token = createToken();
    const expiresAt = new Date(now.getTime() + IMPERSONATION_LIFETIME_MS);
    await this.admin.createImpersonationSession({ userId: target.id, adminId: auth.user.id, tokenHash: hashToken(token), now, expiresAt });
    await this.activity.record({ userId: target.id, type: "impersonation_start", actor: actorOf(auth.user), title: target.email, at: now });
    return { impersonationToken: token, user: target.user, expires_at: expiresAt.toISOString() };
  }

  /**
   * With an impersonation token: ends that session. With an admin's own token: ends every live
   * impersonation session that admin started (the web app calls it with whichever it holds).
   */
  async stopImpersonation(auth: AuthContext): Promise<StopImpersonationResponse> {
    const now = this.now();
    if (auth.impersonatorId) {
      const ended = await this.admin.endImpersonation({ sessionId: auth.sessionId }, now);
      const admin = await this.admin.findUser(auth.impersonatorId);
      const actor = { id: auth.impersonatorId, email: admin?.email ?? "(deleted admin)" };
      for (const userId of ended) await this.activity.record({ userId, type: "impersonation_stop", actor, title: auth.user.email, at: now });
      return { success: true, ended: ended.length };
    }
    requireAdmin(auth);
    const ended = await this.admin.endImpersonation({ adminId: auth.user.id }, now);
    for (const userId of ended) await this.activity.record({ userId, type: "impersonation_stop", actor: actorOf(auth.user), at: now });
    return { success: true, ended: ended.length };
  }

  /** Promote or demote; an admin cannot demote themself, so there is always one admin left to undo it. */
  async setRole(auth: AuthContext, userId: string, role: Role): Promise<AdminUser> {
    requireAdmin(auth);
    if (userId === auth.user.id && role !== "admin") throw new BadRequestError("You cannot remove your own admin role");
    if (!(await this.admin.setRole(userId, role))) throw new NotFoundError(USER_NOT_FOUND);
    await this.activity.record({ userId, type: "role_change", actor: actorOf(auth.user), detail: `role set to ${role}` });
    return this.current(userId);
  }

  /** A disabled account cannot sign in and its sessions stop at once; enabling lets it sign in again. */
  async setDisabled(auth: AuthContext, userId: string, disabled: boolean): Promise<AdminUser> {
    requireAdmin(auth);
    if (userId === auth.user.id) throw new BadRequestError("You cannot disable your own account");
    if (!(await this.admin.setDisabled(userId, disabled, this.now()))) throw new NotFoundError(USER_NOT_FOUND);
    await this.activity.record({ userId, type: disabled ? "account_disabled" : "account_enabled", actor: actorOf(auth.user) });
    return this.current(userId);
  }

  private async current(userId: string): Promise<AdminUser> {
    const found = await this.admin.findUser(userId);
    if (!found) throw new NotFoundError(USER_NOT_FOUND);
    const { user: _user, ...row } = found;
    return row;
  }
}

export function actorOf(user: User): { id: string; email: string } {
  return { id: user.id, email: user.email };
}

/** Checked here as well as by the route hook, so no caller of the service can skip it. */
export function requireAdmin(auth: AuthContext): void {
  if (auth.impersonatorId) throw new ForbiddenError(NOT_WHILE_IMPERSONATING);
  if (auth.user.role !== "admin") throw new ForbiddenError(ADMIN_REQUIRED);
}
