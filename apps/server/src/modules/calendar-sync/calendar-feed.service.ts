import type { CalendarFeedCreatedResponse, CalendarFeedResponse, User } from "@life/contracts";
import { NotFoundError } from "../../lib/errors.js";
import { addDays, localToday, safeTimeZone } from "../../lib/local-days.js";
import { createToken, hashToken } from "../auth/credentials.js";
import type { UsersRepository } from "../users/users.repository.js";
import type { CalendarFeedRepository } from "./calendar-feed.repository.js";
import { buildIcsCalendar } from "./ics-calendar.js";

/** How far back the feed reaches; calendar apps keep what they saw before. */
export const FEED_DAYS_BACK = 365;
/** Most events one feed carries, so a subscription poll stays cheap. */
export const FEED_MAX_EVENTS = 2000;
export const FEED_NOT_FOUND = "Calendar feed not found";

export interface CalendarFeedServiceOptions {
  now?: () => Date;
}

/** The secret ICS feed any calendar app can subscribe to. */
export class CalendarFeedService {
  private readonly now: () => Date;

  constructor(
    private readonly feeds: CalendarFeedRepository,
    private readonly users: UsersRepository,
    options: CalendarFeedServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async getFeed(user: User): Promise<CalendarFeedResponse> {
    const feed = await this.feeds.findFeed(user.id);
    return { exists: Boolean(feed), created_at: feed?.createdAt ?? null };
  }

  /** Makes the feed or replaces its secret; the URL is returned only here, since only its hash is kept. */
  async rotateFeed(user: User, urlOf: (secret: string) => string): Promise<CalendarFeedCreatedResponse> {
    const secret = createToken();
    const now = this.now();
    await this.feeds.replaceFeed(user.id, hashToken(secret), now);
    return { url: urlOf(secret), created_at: now.toISOString() };
  }

  async deleteFeed(user: User): Promise<void> {
    await this.feeds.deleteFeed(user.id);
  }

  /** The calendar text for a secret; 404 for any secret that is not current. */
  async renderFeed(secret: string): Promise<string> {
    const userId = await this.feeds.findUserIdBySecretHash(hashToken(secret));
    const user = userId ? await this.users.findUserById(userId) : undefined;
    if (!user) throw new NotFoundError(FEED_NOT_FOUND);
    const timezone = safeTimeZone(user.timezone);
    const from = addDays(localToday(this.now(), timezone), -FEED_DAYS_BACK);
    const thoughts = await this.feeds.listScheduledFrom(user.id, from, FEED_MAX_EVENTS);
    return buildIcsCalendar(thoughts, timezone);
  }
}
