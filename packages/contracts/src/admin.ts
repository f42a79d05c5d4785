import { z } from "zod";
import { user } from "./auth.js";
import { roleSchema } from "./enums.js";

/** Spec 9: the Activities tab asks for the latest 20. */
export const ADMIN_ACTIVITIES_DEFAULT_LIMIT = 20;
export const ADMIN_ACTIVITIES_MAX_LIMIT = 200;
/** An impersonation session ends this long after it starts, however it is used. */
export const IMPERSONATION_LIFETIME_MS = 60 * 60 * 1000;

export const activityTypes = [
  "sign_in",
  "register",
  "capture",
  "completion",
  "upload",
  "api_key_created",
  "impersonation_start",
  "impersonation_stop",
  "impersonated_request",
  "role_change",
  "account_disabled",
  "account_enabled",
  "merge",
] as const;
export const activityTypeSchema = z.enum(activityTypes);
export type ActivityType = z.infer<typeof activityTypeSchema>;

/** One row of GET /admin/users: what the Users tab shows. */
export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  total_events: z.number().int(),
  last_login: z.string().nullable(),
  disabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUsersResponse = z.object({ data: z.array(adminUser) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminActivitiesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_ACTIVITIES_MAX_LIMIT).default(ADMIN_ACTIVITIES_DEFAULT_LIMIT),
  _t: z.unknown().optional(),
});
export type AdminActivitiesQuery = z.infer<typeof adminActivitiesQuery>;

/** Spec 3 "Activity", plus who really acted when an admin acted as the account's owner. */
export const activity = z.object({
  id: z.string(),
  created_at: z.string(),
  activity_type: activityTypeSchema,
  user_email: z.string(),
  ai_title: z.string().nullable(),
  /** The admin who acted as this person (impersonation), else null. */
  actor_email: z.string().nullable(),
  detail: z.string().nullable(),
});
export type Activity = z.infer<typeof activity>;
export const adminActivitiesResponse = z.object({ data: z.array(activity) });
export type AdminActivitiesResponse = z.infer<typeof adminActivitiesResponse>;

/** Spec 3 "Admin stats"; "today" is the server's local day, named in time_zone and starting at day_start. */
export const adminStats = z.object({
  total_users: z.number().int(),
  total_events: z.number().int(),
  active_today: z.number().int(),
  events_today: z.number().int(),
  time_zone: z.string(),
  day_start: z.string(),
});
export type AdminStats = z.infer<typeof adminStats>;
export const adminStatsResponse = z.object({ data: adminStats });
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;

export const impersonationResponse = z.object({
  impersonationToken: z.string(),
  /** The person now acted as; the web app stores it as the signed-in user. */
  user,
  expires_at: z.string(),
});
export type ImpersonationResponse = z.infer<typeof impersonationResponse>;

export const stopImpersonationResponse = z.object({ success: z.literal(true), ended: z.number().int() });
export type StopImpersonationResponse = z.infer<typeof stopImpersonationResponse>;

export const duplicateKinds = ["contact", "project", "thought"] as const;
export const duplicateKindSchema = z.enum(duplicateKinds);
export type DuplicateKind = z.infer<typeof duplicateKindSchema>;

/** Spec 3 "Duplicate group": items with id, title or name, and type. */
export const duplicateItem = z.object({
  id: z.string().min(1).max(64),
  type: duplicateKindSchema,
  title: z.string().optional(),
  name: z.string().optional(),
  created_at: z.string().optional(),
});
export type DuplicateItem = z.infer<typeof duplicateItem>;

export const duplicateGroup = z.object({
  user_id: z.string(),
  user_email: z.string(),
  type: duplicateKindSchema,
  /** "same name", "near-same name", "near-same title" or "identical text". */
  reason: z.string(),
  items: z.array(duplicateItem),
});
export type DuplicateGroup = z.infer<typeof duplicateGroup>;
export const duplicatesResponse = z.object({ data: z.array(duplicateGroup) });
export type DuplicatesResponse = z.infer<typeof duplicatesResponse>;

export const MAX_MERGE_ITEMS = 50;
/** POST /admin/merge — the group as GET /admin/duplicates returned it; only the items' ids count. */
export const mergeInput = z.object({
  duplicateGroup: z.looseObject({
    items: z
      .array(z.looseObject({ id: z.string().min(1).max(64) }))
      .min(2, "A duplicate group needs at least two items")
      .max(MAX_MERGE_ITEMS, `A duplicate group can have at most ${MAX_MERGE_ITEMS} items`),
  }),
});
export type MergeInput = z.infer<typeof mergeInput>;

export const mergeResult = z.object({
  kept_id: z.string(),
  merged: z.number().int(),
  children_moved: z.number().int(),
  links_updated: z.number().int(),
  entities: z.number().int(),
  tags: z.number().int(),
  /** Documents connected to (or made for) a merged item, now connected to the kept one. */
  documents: z.number().int(),
});
export type MergeResult = z.infer<typeof mergeResult>;
export const mergeResponse = z.object({ success: z.literal(true), message: z.string(), data: mergeResult });
export type MergeResponse = z.infer<typeof mergeResponse>;

export const setRoleInput = z.object({ role: roleSchema }).strict();
export type SetRoleInput = z.infer<typeof setRoleInput>;
export const setDisabledInput = z.object({ disabled: z.boolean() }).strict();
export type SetDisabledInput = z.infer<typeof setDisabledInput>;
export const adminUserResponse = z.object({ data: adminUser });
export type AdminUserResponse = z.infer<typeof adminUserResponse>;
