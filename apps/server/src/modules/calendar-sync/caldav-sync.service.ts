import type { CaldavAccountInput, CaldavAccountResponse, CaldavSyncResponse, CaldavTestInput, CaldavTestResponse, Thought, User } from "@life/contracts";
import type { FastifyBaseLogger } from "fastify";
import { CaldavClient, type CaldavCredentials } from "../../integrations/caldav/caldav.client.js";
import { BadRequestError, NotFoundError } from "../../lib/errors.js";
import { addDays, localToday, safeTimeZone } from "../../lib/local-days.js";
import { anchorFrom } from "../../lib/recurrence.js";
import type { SecretBox } from "../../lib/secret-box.js";
import type { CalendarAccountsRepository } from "./calendar-accounts.repository.js";
import type { CalendarLink, CalendarLinksRepository } from "./calendar-links.repository.js";
import { buildIcsEvent, eventTitle, eventUid, thoughtIdOfUid } from "./ics-calendar.js";
import { parseEventObject, type ParsedEvent } from "./ics-parse.js";
import { SYNC_DAYS_BACK, SYNC_MAX_EVENTS } from "./sync-limits.js";

export const CALDAV_NOT_CONNECTED = "No CalDAV account is connected";

interface RemoteEvent extends ParsedEvent {
  url: string;
  etag: string | null;
}

type Tally = Omit<CaldavSyncResponse, "message">;

/**
 * Two-way sync with any CalDAV server. The link of each thought to its event remembers the
 * thought's updated_at and the event's ETag at the last sync; a differing value is a change on
 * that side. When both sides changed, the later modification wins and the conflict is logged.
 * An event deleted in the calendar archives its thought; a thought deleted, archived or
 * unscheduled here deletes its event. Sign-in happens before any read or write, so refused
 * credentials change nothing.
 */
export class CaldavSyncService {
  private readonly now: () => Date;

  constructor(
    private readonly accounts: CalendarAccountsRepository,
    private readonly links: CalendarLinksRepository,
    private readonly box: SecretBox,
    private readonly logger: FastifyBaseLogger,
    options: { now?: () => Date } = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async getAccount(user: User): Promise<CaldavAccountResponse> {
    const account = await this.accounts.findAccount(user.id, "caldav");
    if (!account) return { account: null };
    const settings = account.settings as { url: string; username: string; calendar_url?: string | null };
    return { account: { url: settings.url, username: settings.username, calendar_url: settings.calendar_url ?? null, sync: account.sync } };
  }

  /** Checks the settings against the server first: refused ones are not saved and the old account stays. */
  async saveAccount(user: User, input: CaldavAccountInput): Promise<CaldavAccountResponse> {
    const client = await CaldavClient.connect(input);
    const calendar = await client.findOrCreateCalendar(null);
    const previous = await this.accounts.findAccount(user.id, "caldav");
    // Another server or calendar: the old links name events that are not there.
    if (previous && (previous.settings.url !== input.url || previous.settings.calendar_url !== calendar.url)) await this.accounts.deleteAccount(user.id, "caldav");
    await this.accounts.saveAccount(user.id, "caldav", this.box.seal(JSON.stringify({ password: input.password })), { url: input.url, username: input.username, calendar_url: calendar.url }, this.now());
    return this.getAccount(user);
  }

  async testAccount(user: User, input: CaldavTestInput): Promise<CaldavTestResponse> {
    const credentials = input.url && input.username && input.password ? (input as CaldavCredentials) : await this.savedCredentials(user, input);
    const client = await CaldavClient.connect(credentials);
    const calendars = await client.listCalendars();
    return { ok: true, calendars: calendars.length, message: `Connected: ${calendars.length} calendar${calendars.length === 1 ? "" : "s"} found` };
  }

  async deleteAccount(user: User): Promise<void> {
    await this.accounts.deleteAccount(user.id, "caldav");
  }

  async syncNow(user: User): Promise<CaldavSyncResponse> {
    const account = await this.accounts.findAccount(user.id, "caldav");
    if (!account) throw new NotFoundError(CALDAV_NOT_CONNECTED);
    await this.accounts.setSyncState(user.id, "caldav", { status: "running" }, this.now());
    try {
      const tally = await this.runSync(user, account.settings as { url: string; username: string; calendar_url?: string | null }, account.credentials);
      const message = `CalDAV: ${tally.pushed} sent, ${tally.pulled} received, ${tally.deleted} removed${tally.conflicts ? `, ${tally.conflicts} conflict(s) resolved by the latest change` : ""}`;
      await this.accounts.setSyncState(user.id, "caldav", { status: "ok", error: null, message, syncedAt: this.now() }, this.now());
      return { ...tally, message };
    } catch (error) {
      await this.accounts.setSyncState(user.id, "caldav", { status: "error", error: (error as Error).message }, this.now());
      throw error;
    }
  }

  private async runSync(user: User, settings: { url: string; username: string; calendar_url?: string | null }, sealed: string): Promise<Tally> {
    const { password } = JSON.parse(this.box.open(sealed)) as { password: string };
    const client = await CaldavClient.connect({ url: settings.url, username: settings.username, password });
    const calendar = await client.findOrCreateCalendar(settings.calendar_url ?? null);
    const timezone = safeTimeZone(user.timezone);
    const today = localToday(this.now(), timezone);
    const remote = new Map<string, RemoteEvent>();
    for (const object of await client.listObjects(calendar)) {
      const parsed = parseEventObject(object.data);
      if (parsed) remote.set(parsed.uid, { ...nextOpenOccurrence(parsed, timezone, today), url: object.url, etag: object.etag });
    }

    const scheduled = await this.links.listScheduledFrom(user.id, addDays(today, -SYNC_DAYS_BACK), SYNC_MAX_EVENTS);
    const links = await this.links.listLinks(user.id, "caldav");
    const thoughts = new Map(scheduled.map((t) => [t.id, t]));
    for (const t of await this.links.findThoughts(user.id, links.map((l) => l.thoughtId).filter((id) => !thoughts.has(id)))) thoughts.set(t.id, t);

    const tally: Tally = { pushed: 0, pulled: 0, deleted: 0, conflicts: 0 };
    const handledThoughts = new Set<string>();
    const save = (link: CalendarLink) => this.links.saveLink(user.id, "caldav", link, this.now());
    const push = async (thought: Thought, event?: RemoteEvent) => {
      const data = buildIcsEvent(thought, timezone, event?.uid);
      const target = event ?? (await client.createObject(calendar, `${thought.id}.ics`, data));
      const etag = event ? await client.updateObject(event, data) : target.etag;
      await save({ remoteUid: event?.uid ?? eventUid(thought.id), thoughtId: thought.id, remoteUrl: target.url, remoteEtag: etag ?? (await this.etagOf(client, calendar, target.url)), localUpdatedAt: thought.updated_at });
      tally.pushed += 1;
    };
    const pull = async (thought: Thought, event: RemoteEvent) => {
      const changed =
        eventTitle(thought) !== event.title || thought.scheduled_for !== event.scheduledFor || (thought.flexible_attributes.recurrence ?? null) !== event.recurrence;
      const change = { title: event.title, scheduledFor: event.scheduledFor, recurrence: event.recurrence };
      const updated = changed ? await this.links.applyEventChange(user.id, thought.id, thought.updated_at, change, this.now()) : thought;
      // Edited here while this sync ran: leave the link, the next run sees both changes.
      if (!updated) return;
      await save({ remoteUid: event.uid, thoughtId: thought.id, remoteUrl: event.url, remoteEtag: event.etag, localUpdatedAt: updated.updated_at });
      if (changed) tally.pulled += 1;
    };

    for (const link of links) {
      const event = remote.get(link.remoteUid);
      remote.delete(link.remoteUid);
      const thought = thoughts.get(link.thoughtId);
      handledThoughts.add(link.thoughtId);
      const alive = thought && thought.status !== "archived" && thought.scheduled_for ? thought : undefined;
      const localChanged = Boolean(thought && thought.updated_at !== link.localUpdatedAt);
      if (!event || event.cancelled) {
        if (event) await client.deleteObject(event);
        await this.links.deleteLink(user.id, "caldav", link.remoteUid);
        if (alive && localChanged) {
          // Deleted there, edited here afterwards: the later change wins and the event comes back.
          this.logger.info({ userId: user.id, thoughtId: alive.id }, "caldav conflict: event deleted remotely, thought changed later; event restored");
          tally.conflicts += 1;
          await push(alive);
        } else if (alive) {
          await this.links.archiveThought(user.id, alive.id, this.now());
          tally.deleted += 1;
        }
        continue;
      }
      if (!alive) {
        await client.deleteObject(event);
        await this.links.deleteLink(user.id, "caldav", link.remoteUid);
        tally.deleted += 1;
        continue;
      }
      const remoteChanged = event.etag !== link.remoteEtag;
      if (localChanged && remoteChanged) {
        tally.conflicts += 1;
        const remoteWins = (event.lastModified ?? "") > alive.updated_at;
        this.logger.info({ userId: user.id, thoughtId: alive.id, remoteModified: event.lastModified, localModified: alive.updated_at, winner: remoteWins ? "calendar" : "thought" }, "caldav conflict: last modified wins");
        await (remoteWins ? pull(alive, event) : push(alive, event));
      } else if (remoteChanged) {
        await pull(alive, event);
      } else if (localChanged) {
        await push(alive, event);
      }
    }

    // Events without a link: our own (a lost link) are relinked, anyone else's become thoughts.
    for (const event of remote.values()) {
      if (event.cancelled) continue;
      const ownId = thoughtIdOfUid(event.uid);
      const own = ownId ? (thoughts.get(ownId) ?? (await this.links.findThoughts(user.id, [ownId]))[0]) : undefined;
      if (own) {
        handledThoughts.add(own.id);
        if (own.status !== "archived" && own.scheduled_for) await push(own, event);
        else await client.deleteObject(event);
        continue;
      }
      const thought = await this.links.createFromEvent(
        user.id,
        { title: event.title, scheduledFor: event.scheduledFor, description: event.description, recurrence: event.recurrence },
        this.now(),
      );
      await save({ remoteUid: event.uid, thoughtId: thought.id, remoteUrl: event.url, remoteEtag: event.etag, localUpdatedAt: thought.updated_at });
      tally.pulled += 1;
    }

    for (const thought of scheduled) if (!handledThoughts.has(thought.id)) await push(thought);
    return tally;
  }

  /** Some servers answer a PUT without an ETag; read it back so the next sync can compare. */
  private async etagOf(client: CaldavClient, calendar: Parameters<CaldavClient["listObjects"]>[0], url: string): Promise<string | null> {
    const objects = await client.listObjects(calendar);
    return objects.find((o) => o.url === url)?.etag ?? null;
  }

  private async savedCredentials(user: User, input: CaldavTestInput): Promise<CaldavCredentials> {
    const account = await this.accounts.findAccount(user.id, "caldav");
    if (!account) {
      if (input.url || input.username || input.password) throw new BadRequestError("url, username and password are all needed to test new settings");
      throw new NotFoundError(CALDAV_NOT_CONNECTED);
    }
    const { password } = JSON.parse(this.box.open(account.credentials)) as { password: string };
    return { url: String(account.settings.url), username: String(account.settings.username), password };
  }
}

/**
 * A recurring event as a thought holds it: anchored at its first occurrence from today on (its
 * rule counting from there), not at a first date that may be years ago.
 */
function nextOpenOccurrence(event: ParsedEvent, timezone: string, today: string): ParsedEvent {
  if (!event.recurrence) return event;
  const anchored = anchorFrom(event.recurrence, event.scheduledFor, timezone, today);
  return { ...event, scheduledFor: anchored.scheduledFor, recurrence: anchored.rule };
}
