import type { CalendarStatusResponse, User } from "@life/contracts";
import type { FastifyBaseLogger } from "fastify";
import { errorMessage } from "../../jobs/job-handler.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import { NotFoundError } from "../../lib/errors.js";
import type { UsersRepository } from "../users/users.repository.js";
import type { CalendarAccountsRepository, CalendarProvider } from "./calendar-accounts.repository.js";
import type { CaldavSyncService } from "./caldav-sync.service.js";
import type { GoogleCalendarService } from "./google-calendar.service.js";

export const CALENDAR_SYNC_JOB = "calendar-sync";
export interface CalendarSyncJobPayload {
  userId: string;
}

/**
 * Runs the syncs of a person's connected calendars and records where each stands, so the page
 * shows it. Background runs are one job per person (calendar-sync:<userId>): many changes in a
 * row collapse into one queued run, and a failed run retries with the queue's backoff.
 */
export class CalendarSyncService {
  private readonly now: () => Date;

  constructor(
    private readonly accounts: CalendarAccountsRepository,
    private readonly users: UsersRepository,
    private readonly google: GoogleCalendarService,
    private readonly caldav: CaldavSyncService,
    private readonly queue: JobQueue,
    private readonly logger: FastifyBaseLogger,
    options: { now?: () => Date } = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async status(user: User): Promise<CalendarStatusResponse> {
    const [google, caldav] = await Promise.all([this.accounts.findAccount(user.id, "google"), this.accounts.findAccount(user.id, "caldav")]);
    return { connected: Boolean(google), configured: this.google.configured, google: google?.sync ?? null, caldav: caldav?.sync ?? null };
  }

  /** Sync to Google now, for the button: the answer waits for the result. */
  async syncGoogleNow(user: User): Promise<number> {
    return this.tracked(user.id, "google", async () => {
      const count = await this.google.pushEvents(user);
      return { result: count, message: `${count} event${count === 1 ? "" : "s"} written to Google Calendar` };
    });
  }

  /**
   * After a thought was created, changed or deleted: queue a background run when the person has
   * a calendar connected. Any change counts, since an unscheduled or deleted thought must leave
   * the calendar too; a run with nothing to do writes nothing.
   */
  async thoughtChanged(userId: string): Promise<void> {
    try {
      if (await this.accounts.hasAccount(userId)) await this.enqueue(userId);
    } catch (error) {
      // The thought is saved; the periodic run will bring the calendar in step.
      this.logger.warn({ userId, err: errorMessage(error) }, "queueing a calendar sync failed");
    }
  }

  async enqueue(userId: string): Promise<void> {
    for (const provider of ["google", "caldav"] as const) {
      const account = await this.accounts.findAccount(userId, provider);
      if (account && account.sync.status !== "running") await this.accounts.setSyncState(userId, provider, { status: "queued" }, this.now());
    }
    await this.queue.enqueue(CALENDAR_SYNC_JOB, { userId } satisfies CalendarSyncJobPayload, `${CALENDAR_SYNC_JOB}:${userId}`);
  }

  /**
   * The background run for Google: scheduled thoughts out, then the calendar's new events in as
   * thoughts, as the CalDAV pull does (an event imported once is linked and never again; events
   * this app wrote are not imported). The status message says both.
   */
  async syncGoogleInBackground(user: User): Promise<void> {
    await this.tracked(user.id, "google", async () => {
      const written = await this.google.pushEvents(user);
      const imported = (await this.google.importEvents(user, true)).importedCount ?? 0;
      const events = (n: number) => `${n} event${n === 1 ? "" : "s"}`;
      return { result: undefined, message: `${events(written)} written to Google Calendar, ${imported === 0 ? "no new events" : `${events(imported)}`} imported as thoughts` };
    });
  }

  /** The job: every connected calendar of the person. Throws when one failed, so the queue retries. */
  async runJob(payload: CalendarSyncJobPayload): Promise<void> {
    const user = await this.users.findUserById(payload.userId);
    if (!user) return;
    const failures: string[] = [];
    if (this.google.configured && (await this.accounts.findAccount(user.id, "google"))) {
      await this.syncGoogleInBackground(user).catch((error: unknown) => failures.push(`Google: ${errorMessage(error)}`));
    }
    if (await this.accounts.findAccount(user.id, "caldav")) {
      await this.caldav.syncNow(user).catch((error: unknown) => failures.push(`CalDAV: ${errorMessage(error)}`));
    }
    if (failures.length > 0) throw new Error(failures.join("; "));
  }

  /** Marks the provider's status running, then ok with the message or error with the reason (rethrown). */
  async tracked<T>(userId: string, provider: CalendarProvider, work: () => Promise<{ result: T; message: string }>): Promise<T> {
    await this.accounts.setSyncState(userId, provider, { status: "running" }, this.now());
    try {
      const { result, message } = await work();
      await this.accounts.setSyncState(userId, provider, { status: "ok", error: null, message, syncedAt: this.now() }, this.now());
      return result;
    } catch (error) {
      const reason = errorMessage(error);
      this.logger.warn({ provider, userId, err: reason }, "calendar sync failed");
      await this.accounts.setSyncState(userId, provider, { status: "error", error: reason }, this.now());
      throw error;
    }
  }

  /** The periodic pull: one queued run per person with a calendar, a page of people at a time. */
  async enqueueAll(): Promise<number> {
    let after: string | null = null;
    let count = 0;
    for (;;) {
      const page: string[] = await this.accounts.listUserIdsWithAccounts(after, 200);
      for (const userId of page) await this.enqueue(userId);
      count += page.length;
      if (page.length < 200) return count;
      after = page[page.length - 1]!;
    }
  }

  /** For routes that act on one provider's account: 404 when there is none. */
  async requireAccount(user: User, provider: CalendarProvider): Promise<void> {
    if (!(await this.accounts.findAccount(user.id, provider))) throw new NotFoundError(`No ${provider === "google" ? "Google Calendar" : "CalDAV"} account is connected`);
  }
}
