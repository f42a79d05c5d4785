import { createServer, type Server } from "node:http";
import ICAL from "ical.js";
import type { AddressInfo } from "node:net";
import type { GoogleCalendarConfig } from "../../../config.js";
import type { GoogleEvent } from "../../../integrations/google-calendar/google-calendar.client.js";

/**
 * A real HTTP server speaking the parts of Google's OAuth 2.0 token/revoke endpoints and the
 * Calendar v3 events API that the client uses, with the same status codes (409 on a taken
 * event id, 404 on a missing one, 401 on an unknown access token).
 */
export interface FakeGoogle {
  config: GoogleCalendarConfig;
  events: Map<string, GoogleEvent>;
  validAccessTokens: Set<string>;
  tokenRequests: URLSearchParams[];
  revoked: string[];
  /** While set, the events API answers 503, as Google does when it is overloaded. */
  failing: { on: boolean };
  close: () => Promise<void>;
}

export const FAKE_AUTH_CODE = "good-code";

/** Google's consent page, reduced to its outcome: straight back to the app with a code (or `error` when asked). */
function consent(url: URL, res: import("node:http").ServerResponse): void {
  const back = new URL(url.searchParams.get("redirect_uri") ?? "");
  back.searchParams.set("state", url.searchParams.get("state") ?? "");
  back.searchParams.set("code", FAKE_AUTH_CODE);
  res.writeHead(302, { location: back.toString() });
  res.end();
}

export async function startFakeGoogle(options: { redirectUri?: string } = {}): Promise<FakeGoogle> {
  const events = new Map<string, GoogleEvent>();
  const validAccessTokens = new Set<string>();
  const tokenRequests: URLSearchParams[] = [];
  const revoked: string[] = [];
  const failing = { on: false };
  let issued = 0;
  const issue = () => {
    issued += 1;
    const token = `access-${issued}`;
    validAccessTokens.add(token);
    return token;
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", "http://fake");
      const send = (status: number, body?: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(body === undefined ? "" : JSON.stringify(body));
      };
      if (url.pathname === "/auth" && req.method === "GET") return consent(url, res);
      if (url.pathname === "/token" && req.method === "POST") {
        const form = new URLSearchParams(raw);
        tokenRequests.push(form);
        if (form.get("client_id") !== "client-1" || form.get("client_secret") !== "client-secret") return send(401, { error: "invalid_client" });
        if (form.get("grant_type") === "authorization_code") {
          if (form.get("code") !== FAKE_AUTH_CODE) return send(400, { error: "invalid_grant", error_description: "Bad Request" });
          return send(200, { access_token: issue(), refresh_token: "refresh-1", expires_in: 3599, token_type: "Bearer" });
        }
        if (form.get("grant_type") === "refresh_token" && form.get("refresh_token") === "refresh-1") return send(200, { access_token: issue(), expires_in: 3599 });
        return send(400, { error: "invalid_grant" });
      }
      if (url.pathname === "/revoke" && req.method === "POST") {
        revoked.push(new URLSearchParams(raw).get("token") ?? "");
        return send(200, {});
      }
      const match = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(url.pathname);
      if (!match) return send(404, { error: { message: "Not Found" } });
      if (failing.on) return send(503, { error: { code: 503, message: "Backend Error" } });
      const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!validAccessTokens.has(token)) return send(401, { error: { code: 401, message: "Invalid Credentials" } });
      const id = match[1] ? decodeURIComponent(match[1]) : undefined;
      const body = raw ? (JSON.parse(raw) as GoogleEvent) : undefined;
      const now = new Date().toISOString();
      if (!id && req.method === "GET") {
        const timeMin = url.searchParams.get("timeMin") ?? "";
        const single = url.searchParams.get("singleEvents") === "true";
        // As Google: ordering by start time needs each occurrence as its own event.
        if (url.searchParams.get("orderBy") === "startTime" && !single) return send(400, { error: { code: 400, message: "The requested ordering is not available for the particular query." } });
        const startOf = (e: GoogleEvent) => e.start?.dateTime ?? e.start?.date ?? "";
        const listed = single ? [...events.values()].flatMap((e) => instancesOf(e, timeMin)) : [...events.values()];
        const items = listed.filter((e) => Boolean(e.recurrence) || startOf(e) >= timeMin.slice(0, 10)).sort((a, b) => startOf(a).localeCompare(startOf(b)));
        const size = Number(url.searchParams.get("maxResults") ?? 250);
        const offset = Number(url.searchParams.get("pageToken") ?? 0);
        const page = items.slice(offset, offset + size);
        return send(200, { kind: "calendar#events", items: page, ...(offset + size < items.length ? { nextPageToken: String(offset + size) } : {}) });
      }
      if (!id && req.method === "POST") {
        const eventId = body?.id ?? `g${events.size + 1}`;
        if (events.has(eventId)) return send(409, { error: { code: 409, message: "The requested identifier already exists." } });
        const event = { ...body, id: eventId, status: body?.status ?? "confirmed", updated: now };
        events.set(eventId, event);
        return send(200, event);
      }
      if (id && req.method === "PUT") {
        if (!events.has(id)) return send(404, { error: { code: 404, message: "Not Found" } });
        const event = { ...body, id, updated: now };
        events.set(id, event);
        return send(200, event);
      }
      if (id && req.method === "DELETE") {
        if (!events.delete(id)) return send(410, { error: { code: 410, message: "Resource has been deleted" } });
        res.writeHead(204);
        return res.end();
      }
      return send(405, { error: { message: "Method not allowed" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    config: {
      clientId: "client-1",
      clientSecret: "client-secret",
      redirectUri: options.redirectUri ?? "http://localhost:3099/api/calendar/oauth/callback",
      authUrl: `${base}/auth`,
      tokenUrl: `${base}/token`,
      revokeUrl: `${base}/revoke`,
      apiBaseUrl: `${base}/calendar/v3`,
    },
    events,
    validAccessTokens,
    tokenRequests,
    revoked,
    failing,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * singleEvents=true: a recurring event as its occurrences (up to a year after timeMin), each with
 * its own id and recurringEventId, as Google lists them. Expanded in UTC, which is enough here.
 */
function instancesOf(event: GoogleEvent, timeMin: string): GoogleEvent[] {
  const line = event.recurrence?.find((l) => l.startsWith("RRULE:"));
  if (!line) return [event];
  const allDay = Boolean(event.start?.date);
  const first = allDay ? ICAL.Time.fromDateString(event.start!.date!) : ICAL.Time.fromJSDate(new Date(event.start!.dateTime!), true);
  const iterator = ICAL.Recur.fromString(line.slice("RRULE:".length)).iterator(first);
  const horizon = new Date(new Date(timeMin || Date.now()).getTime() + 366 * 86_400_000);
  const out: GoogleEvent[] = [];
  for (let next = iterator.next(), i = 0; next && i < 1000 && next.toJSDate() < horizon; next = iterator.next(), i += 1) {
    const start = allDay ? { date: next.toString() } : { dateTime: next.toJSDate().toISOString(), timeZone: event.start?.timeZone };
    const { recurrence: _rule, ...rest } = event;
    out.push({ ...rest, id: `${event.id}_${next.toICALString()}`, recurringEventId: event.id, start });
  }
  return out;
}
