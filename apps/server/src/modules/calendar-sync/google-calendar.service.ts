import {
  CALENDAR_IMPORT_PREVIEW,
  GOOGLE_NOT_CONFIGURED,
  type CalendarImportResponse,
  type Thought,
  type User,
} from "@life/contracts";
import { AppError, ConflictError } from "../../lib/errors.js";
import { addDays, isAllDay, localToday, safeTimeZone } from "../../lib/local-days.js";
import type { SecretBox } from "../../lib/secret-box.js";
import type { GoogleCalendarClient, GoogleCalendarSession, GoogleEvent, GoogleTokens } from "../../integrations/google-calendar/google-calendar.client.js";
import type { CalendarAccountsRepository } from "./calendar-accounts.repository.js";
import type { CalendarLinksRepository } from "./calendar-links.repository.js";
import { anchorFrom, normalizeRule } from "../../lib/recurrence.js";
import { eventTitle, exportedRule, reminderMinutes, TIMED_EVENT_MINUTES } from "./ics-calendar.js";
import { SYNC_DAYS_BACK, SYNC_MAX_EVENTS } from "./sync-limits.js";

export const GOOGLE_NOT_CONNECTED = "Google Calendar is not connected";
const CALENDAR_ID = "primary";
const STATE_LIFETIME_MS = 10 * 60_000;
/** Marks events this app wrote, so an import does not bring them back as new thoughts. */
const THOUGHT_ID_PROPERTY = "lifeThoughtId";

/** Google's event ids are base32hex (a–v, 0–9); a UUID's hex digits fit, so each thought has one fixed id. */
export function googleEventId(thoughtId: string): string {
  return `life${thoughtId.replace(/-/g, "").toLowerCase()}`;
}

export interface OAuthOutcome {
  success: boolean;
  error?: string;
}

export class GoogleCalendarService {
  private readonly now: () => Date;

  constructor(
    private readonly client: GoogleCalendarClient | null,
    private readonly accounts: CalendarAccountsRepository,
    private readonly links: CalendarLinksRepository,
    private readonly box: SecretBox,
    options: { now?: () => Date } = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  get configured(): boolean {
    return this.client !== null;
  }

  authUrl(user: User): string {
    const client = this.requireClient();
    const payload = `${user.id}.${this.now().getTime() + STATE_LIFETIME_MS}`;
    return client.authorizationUrl(`${payload}.${this.box.sign(payload)}`);
  }

  /** The OAuth redirect: a signed, unexpired state names the user; the tokens are sealed before they are stored. */
  async completeAuthorization(query: { code?: string; state?: string; error?: string }): Promise<OAuthOutcome> {
    if (!this.client) return { success: false, error: GOOGLE_NOT_CONFIGURED };
    if (query.error) return { success: false, error: `Google declined the connection (${query.error})` };
    const [userId, expires, signature] = (query.state ?? "").split(".");
    if (!userId || !expires || !signature || !this.box.verify(`${userId}.${expires}`, signature) || Number(expires) < this.now().getTime()) {
      return { success: false, error: "The sign-in link expired or is not valid; try Connect again" };
    }
    if (!query.code) return { success: false, error: "Google sent no authorization code" };
    try {
      const tokens = await this.client.exchangeCode(query.code);
      const previous = await this.accounts.findAccount(userId, "google");
      // Google omits the refresh token on a repeated consent; keep the one already stored.
      const refresh = tokens.refresh_token ?? (previous ? this.openTokens(previous.credentials).refresh_token : undefined);
      const stored: GoogleTokens = { ...tokens, ...(refresh ? { refresh_token: refresh } : {}) };
      await this.accounts.saveAccount(userId, "google", this.box.seal(JSON.stringify(stored)), { calendar_id: CALENDAR_ID }, this.now());
      return { success: true };
    } catch (error) {
      return { success: false, error: (error as Error).message };
    }
  }

  async isConnected(user: User): Promise<boolean> {
    return Boolean(await this.accounts.findAccount(user.id, "google"));
  }

  /**
   * Pushes scheduled thoughts: each thought has a fixed event id, so a repeated or interrupted
   * sync updates instead of duplicating. Unchanged thoughts are skipped; events of deleted,
   * archived or unscheduled thoughts are removed. Returns how many events were written.
   */
  async pushEvents(user: User): Promise<number> {
    const session = await this.openSession(user);
    const timezone = safeTimeZone(user.timezone);
    const thoughts = await this.links.listScheduledFrom(user.id, addDays(localToday(this.now(), timezone), -SYNC_DAYS_BACK), SYNC_MAX_EVENTS);
    const links = new Map((await this.links.listLinks(user.id, "google")).map((link) => [link.thoughtId, link]));
    let written = 0;
    for (const thought of thoughts) {
      const link = links.get(thought.id);
      links.delete(thought.id);
      if (link && link.localUpdatedAt === thought.updated_at) continue;
      const eventId = link?.remoteUid ?? googleEventId(thought.id);
      const event = toGoogleEvent(thought, timezone);
      const updated = link ? await session.updateEvent(CALENDAR_ID, eventId, event) : false;
      if (!updated && !(await session.insertEvent(CALENDAR_ID, { ...event, id: eventId }))) {
        await session.updateEvent(CALENDAR_ID, eventId, event);
      }
      await this.links.saveLink(user.id, "google", { remoteUid: eventId, thoughtId: thought.id, remoteUrl: null, remoteEtag: null, localUpdatedAt: thought.updated_at }, this.now());
      written += 1;
    }
    // Links left over: the thought is gone, archived, unscheduled, or older than the window.
    const remaining = [...links.values()];
    const alive = new Map((await this.links.findThoughts(user.id, remaining.map((l) => l.thoughtId))).map((t) => [t.id, t]));
    for (const link of remaining) {
      const thought = alive.get(link.thoughtId);
      if (thought && thought.status !== "archived" && thought.scheduled_for) continue;
      await session.deleteEvent(CALENDAR_ID, link.remoteUid);
      await this.links.deleteLink(user.id, "google", link.remoteUid);
    }
    return written;
  }

  /** Events of the calendar from 30 days back that this app did not write; with create, each becomes a thought once. */
  async importEvents(user: User, create: boolean): Promise<CalendarImportResponse> {
    const session = await this.openSession(user);
    const since = new Date(this.now().getTime() - SYNC_DAYS_BACK * 86_400_000);
    const timezone = safeTimeZone(user.timezone);
    const today = localToday(this.now(), timezone);
    // A changed occurrence of a series (recurringEventId) is part of the series' one thought.
    const events = (await session.listEvents(CALENDAR_ID, since, SYNC_MAX_EVENTS))
      .filter(
        (event) =>
          event.id &&
          event.status !== "cancelled" &&
          !event.recurringEventId &&
          !event.extendedProperties?.private?.[THOUGHT_ID_PROPERTY] &&
          (event.start?.date || event.start?.dateTime),
      )
      .map((event) => ({ event, ...importedTime(event, timezone, today) }));
    const response: CalendarImportResponse = {
      totalCalendarEvents: events.length,
            // A series shows from its next occurrence; a single event as Google gave its start.
      previewEvents: events
        .slice(0, CALENDAR_IMPORT_PREVIEW)
        .map(({ event, scheduledFor, recurrence }) => ({ title: event.summary || "(No title)", start: recurrence ? scheduledFor : (event.start?.dateTime ?? event.start?.date ?? null) })),
    };
    if (!create) return response;
    const linked = new Set((await this.links.listLinks(user.id, "google")).map((link) => link.remoteUid));
    let importedCount = 0;
    for (const { event, scheduledFor, recurrence } of events) {
      if (linked.has(event.id!)) continue;
      const thought = await this.links.createFromEvent(user.id, { title: event.summary || "(No title)", scheduledFor, description: event.description ?? null, recurrence }, this.now());
      await this.links.saveLink(user.id, "google", { remoteUid: event.id!, thoughtId: thought.id, remoteUrl: null, remoteEtag: null, localUpdatedAt: thought.updated_at }, this.now());
      importedCount += 1;
    }
    return { ...response, importedCount };
  }

  /** Revokes the grant at Google (best effort: a revoked or expired grant must still disconnect) and deletes the tokens. */
  async disconnect(user: User): Promise<void> {
    const account = await this.accounts.findAccount(user.id, "google");
    if (!account) return;
    if (this.client) {
      try {
        await this.client.revoke(this.openTokens(account.credentials));
      } catch {
        // The stored tokens go either way; an unreachable Google must not keep them here.
      }
    }
    await this.accounts.deleteAccount(user.id, "google");
  }

  private async openSession(user: User): Promise<GoogleCalendarSession> {
    const client = this.requireClient();
    const account = await this.accounts.findAccount(user.id, "google");
    if (!account) throw new ConflictError(GOOGLE_NOT_CONNECTED);
    return client.session(this.openTokens(account.credentials), (tokens) =>
      this.accounts.updateCredentials(user.id, "google", this.box.seal(JSON.stringify(tokens)), this.now()),
    );
  }

  private openTokens(sealed: string): GoogleTokens {
    return JSON.parse(this.box.open(sealed)) as GoogleTokens;
  }

  private requireClient(): GoogleCalendarClient {
    if (!this.client) throw new AppError(501, GOOGLE_NOT_CONFIGURED);
    return this.client;
  }
}

function toGoogleEvent(thought: Thought, timezone: string): GoogleEvent {
  const scheduled = thought.scheduled_for!;
  const time = isAllDay(scheduled)
    ? { start: { date: scheduled }, end: { date: addDays(scheduled, 1) } }
    : {
        start: { dateTime: scheduled, timeZone: timezone },
        end: { dateTime: new Date(new Date(scheduled).getTime() + TIMED_EVENT_MINUTES * 60_000).toISOString(), timeZone: timezone },
      };
  const rule = exportedRule(thought);
  return {
    summary: eventTitle(thought),
    ...(thought.ai_title && thought.ai_title !== thought.original_input ? { description: thought.original_input } : {}),
    ...time,
    // Google repeats a timed rule in start.timeZone, the person's zone, so the local time holds across DST.
    ...(rule ? { recurrence: [`RRULE:${rule}`] } : {}),
    status: thought.status === "pending" ? "tentative" : "confirmed",
    reminders: { useDefault: false, overrides: [{ method: "popup", minutes: reminderMinutes(thought) }] },
    extendedProperties: { private: { [THOUGHT_ID_PROPERTY]: thought.id } },
  };
}

function scheduledForOf(event: GoogleEvent): string {
  return event.start?.dateTime ? new Date(event.start.dateTime).toISOString() : event.start!.date!;
}

/** When an event is as a thought: its start, or for a series its first occurrence from today on, with the rule from there. */
function importedTime(event: GoogleEvent, timezone: string, today: string): { scheduledFor: string; recurrence: string | null } {
  const start = scheduledForOf(event);
  const rule = normalizeRule(event.recurrence?.find((line) => /^RRULE:/i.test(line)));
  if (!rule) return { scheduledFor: start, recurrence: null };
  const anchored = anchorFrom(rule, start, timezone, today);
  return { scheduledFor: anchored.scheduledFor, recurrence: anchored.rule };
}
