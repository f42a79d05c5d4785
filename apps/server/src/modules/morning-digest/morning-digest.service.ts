import { formatDate, toWallTime } from "@life/classifier";
import { MORNING_DIGEST_HOUR, MORNING_DIGEST_LAST_HOUR, type CalendarDayItem, type MorningDigestResponse, type User } from "@life/contracts";
import type { Mailer, MailMessage } from "../../integrations/mail/mailer.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import { isAllDay, safeTimeZone } from "../../lib/local-days.js";
import type { CalendarService } from "../calendar/calendar.service.js";
import type { UsersRepository } from "../users/users.repository.js";
import type { MorningDigestRepository, OverdueWaiting } from "./morning-digest.repository.js";

export const MORNING_DIGEST_JOB = "morning-digest";
export interface MorningDigestJobPayload {
  userId: string;
  /** The person's local date the digest is for. */
  localDate: string;
}

/** Most scheduled items one digest lists; the rest are counted. */
export const DIGEST_MAX_ITEMS = 50;
const PAGE = 200;

/**
 * The opt-in morning e-mail of the day's scheduled items and overdue waiting-for items, sent
 * through the app's mailer (SMTP when configured, else the outbox folder). A periodic check
 * queues one job per person whose local morning has come (MORNING_DIGEST_HOUR up to
 * MORNING_DIGEST_LAST_HOUR in their zone) and who has none for that day yet; the job claims
 * (person, local day) with a unique key before sending, so the mail goes out once however many
 * processes check or run jobs at the same time.
 */
export class MorningDigestService {
  private readonly now: () => Date;

  constructor(
    private readonly digests: MorningDigestRepository,
    private readonly users: UsersRepository,
    private readonly calendar: CalendarService,
    private readonly mailer: Mailer,
    private readonly queue: JobQueue,
    options: { now?: () => Date } = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async getSettings(user: User): Promise<MorningDigestResponse> {
    const [enabled, lastSentOn] = await Promise.all([this.digests.isEnabled(user.id), this.digests.lastSentOn(user.id)]);
    return { enabled, hour: MORNING_DIGEST_HOUR, timezone: safeTimeZone(user.timezone), last_sent_on: lastSentOn, delivery: this.mailer.mode };
  }

  async setEnabled(user: User, enabled: boolean): Promise<MorningDigestResponse> {
    await this.digests.setEnabled(user.id, enabled, this.now());
    return this.getSettings(user);
  }

  /** The periodic check: queues the digests that are due now; returns how many. */
  async queueDue(): Promise<number> {
    const now = this.now();
    let after: string | null = null;
    let queued = 0;
    for (;;) {
      const page = await this.digests.listRecipients(after, PAGE);
      const due = page.flatMap(({ userId, timezone }) => {
        const wall = toWallTime(now, safeTimeZone(timezone));
        return wall.hour >= MORNING_DIGEST_HOUR && wall.hour < MORNING_DIGEST_LAST_HOUR ? [{ userId, localDate: formatDate(wall) }] : [];
      });
      const sent = await this.digests.sentAlready(due);
      for (const payload of due) {
        if (sent.has(`${payload.userId}|${payload.localDate}`)) continue;
        await this.queue.enqueue(MORNING_DIGEST_JOB, payload satisfies MorningDigestJobPayload, `${MORNING_DIGEST_JOB}:${payload.userId}:${payload.localDate}`);
        queued += 1;
      }
      if (page.length < PAGE) return queued;
      after = page[page.length - 1]!.userId;
    }
  }

  /**
   * The job. Nothing is sent when the person turned the digest off meanwhile, when the day has
   * passed (a job that waited too long), or when the day holds nothing to list; the day is still
   * claimed then, so it is not looked at again. A failed send gives the claim back and throws,
   * so the queue retries.
   */
  async runJob(payload: MorningDigestJobPayload): Promise<void> {
    const user = await this.users.findUserById(payload.userId);
    if (!user || !(await this.digests.isEnabled(user.id))) return;
    const timezone = safeTimeZone(user.timezone);
    if (formatDate(toWallTime(this.now(), timezone)) !== payload.localDate) return;
    const message = await this.compose(user, payload.localDate, timezone);
    if (!(await this.digests.claim(user.id, payload.localDate, this.now()))) return;
    if (!message) return;
    try {
      await this.mailer.send(message);
    } catch (error) {
      await this.digests.release(user.id, payload.localDate);
      throw error;
    }
  }

  /** The message for that day, or null when there is nothing to list. */
  async compose(user: User, localDate: string, timezone: string): Promise<MailMessage | null> {
    const [day, waiting] = await Promise.all([this.calendar.getDay(user, localDate), this.digests.listOverdueWaiting(user.id, localDate)]);
    const items = day.data.filter((item) => item.status === "pending" || item.status === "approved");
    if (items.length === 0 && waiting.length === 0) return null;
    const dayName = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${localDate}T12:00:00Z`));
    const lines = [`Good morning${user.display_name ? `, ${user.display_name}` : ""}. Here is ${dayName}.`, ""];
    if (items.length > 0) {
      lines.push(`Scheduled today (${items.length}):`);
      for (const item of items.slice(0, DIGEST_MAX_ITEMS)) lines.push(`- ${itemLine(item, timezone)}`);
      if (items.length > DIGEST_MAX_ITEMS) lines.push(`...and ${items.length - DIGEST_MAX_ITEMS} more`);
      lines.push("");
    }
    if (waiting.length > 0) {
      lines.push(`Waiting for, past the expected date (${waiting.length}):`);
      for (const item of waiting) lines.push(`- ${waitingLine(item)}`);
      lines.push("");
    }
    lines.push("You get this e-mail because the morning digest is on. Turn it off on the Google Calendar page of Life Intelligence.");
    return { to: user.email, subject: `Your day: ${dayName}`, text: lines.join("\n") };
  }
}

function itemLine(item: CalendarDayItem, timezone: string): string {
  const value = item.scheduled_for!;
  const when = isAllDay(value) ? "All day" : new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: timezone }).format(new Date(value)).replace(/\s/g, " ");
  const title = (item.ai_title ?? item.original_input).replace(/\s+/g, " ").trim();
  return `${when}  ${title}${item.recurring ? " (repeats)" : ""}`;
}

function waitingLine(item: OverdueWaiting): string {
  const expected = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${item.expectedDate}T12:00:00Z`));
  return `${item.title.replace(/\s+/g, " ").trim()}: waiting for ${item.waitingFor}, expected ${expected}`;
}
