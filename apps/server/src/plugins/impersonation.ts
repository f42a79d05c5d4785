import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Tables } from "../db/tables.js";
import { ForbiddenError } from "../lib/errors.js";
import type { ActivityRecorder } from "../modules/activity/activity-log.js";

export const NOT_WHILE_IMPERSONATED = "Not allowed while impersonating this account";

/**
 * What an impersonation session may not do, by route (without the API prefix): change the
 * password or sign the person out everywhere, or create API keys, which would outlive the hour.
 */
function blockedWhileImpersonating(request: FastifyRequest, apiBasePath: string): boolean {
  const url = request.routeOptions.url ?? "";
  const route = url.startsWith(apiBasePath) ? url.slice(apiBasePath.length) : url;
  if (request.method === "POST" && (route === "/auth/password" || route === "/auth/logout-all")) return true;
  return request.method !== "GET" && (route === "/api-keys" || route.startsWith("/api-keys/"));
}

/**
 * Audits impersonation: every request made with an impersonation token is recorded with the
 * person's id and the admin's, in the activity log and the request log. The person's own
 * screens show none of it; the admin dashboard's Activities tab does.
 */
export function registerImpersonationAudit(app: FastifyInstance, options: { db: Kysely<Tables>; activity: ActivityRecorder; apiBasePath: string }): void {
  const emails = new Map<string, string>();
  const adminEmail = async (adminId: string): Promise<string> => {
    const known = emails.get(adminId);
    if (known) return known;
    const row = await options.db.selectFrom("users").select("email").where("id", "=", adminId).executeTakeFirst();
    const email = row?.email ?? "(deleted admin)";
    if (emails.size > 100) emails.clear();
    emails.set(adminId, email);
    return email;
  };

  app.addHook("preHandler", async (request) => {
    if (request.auth?.impersonatorId && blockedWhileImpersonating(request, options.apiBasePath)) throw new ForbiddenError(NOT_WHILE_IMPERSONATED);
  });

  // Written before the answer leaves (onSend, not onResponse), so no request is acknowledged unaudited.
  app.addHook("onSend", async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth?.impersonatorId) return payload;
    request.log.info({ userId: auth.user.id, impersonatorId: auth.impersonatorId, statusCode: reply.statusCode }, "impersonated request");
    await options.activity.record({
      userId: auth.user.id,
      type: "impersonated_request",
      actor: { id: auth.impersonatorId, email: await adminEmail(auth.impersonatorId) },
      detail: `${request.method} ${request.routeOptions.url ?? "(no route)"} → ${reply.statusCode}`,
    });
    return payload;
  });
}
