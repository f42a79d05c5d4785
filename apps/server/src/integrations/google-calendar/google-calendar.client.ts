import type { GoogleCalendarConfig } from "../../config.js";
import { AppError } from "../../lib/errors.js";

/** Google Calendar v3 and Google's OAuth 2.0 endpoints, through fetch; nothing here knows about users or the database. */

export const GOOGLE_GRANT_EXPIRED = "Google Calendar access expired; connect again";
export const GOOGLE_CALENDAR_SCOPE = "https://www.googleapis.com/auth/calendar.events";
const REQUEST_TIMEOUT_MS = 15_000;

export interface GoogleTokens {
  access_token: string;
  refresh_token?: string;
  /** Milliseconds since the epoch. */
  expires_at: number;
}

export interface GoogleEventTime {
  date?: string;
  dateTime?: string;
  timeZone?: string;
}

export interface GoogleEvent {
  id?: string;
  status?: string;
  summary?: string;
  description?: string;
  start?: GoogleEventTime;
  end?: GoogleEventTime;
  updated?: string;
  reminders?: { useDefault: boolean; overrides?: { method: string; minutes: number }[] };
  /** RRULE/EXDATE lines of a recurring event ("RRULE:FREQ=WEEKLY;BYDAY=TU"). */
  recurrence?: string[];
  /** Set on one occurrence of a recurring event, naming the series. */
  recurringEventId?: string;
  extendedProperties?: { private?: Record<string, string> };
}

/**
 * A failure at Google, as an HTTP answer of ours: 502 for Google's errors, 409 when the grant
 * is gone and the person must connect again. Never 401: that would sign the person out here.
 */
export class GoogleApiError extends AppError {
  constructor(status: 409 | 502, message: string) {
    super(status, message);
  }
}

export class GoogleCalendarClient {
  constructor(
    private readonly config: GoogleCalendarConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The consent page; offline access and prompt=consent so Google hands out a refresh token. */
  authorizationUrl(state: string): string {
    const url = new URL(this.config.authUrl);
    url.search = new URLSearchParams({
      client_id: this.config.clientId,
      redirect_uri: this.config.redirectUri,
      response_type: "code",
      scope: GOOGLE_CALENDAR_SCOPE,
      access_type: "offline",
      prompt: "consent",
      include_granted_scopes: "true",
      state,
    }).toString();
    return url.toString();
  }

  exchangeCode(code: string): Promise<GoogleTokens> {
    return this.tokenRequest({ grant_type: "authorization_code", code, redirect_uri: this.config.redirectUri });
  }

  async refresh(tokens: GoogleTokens): Promise<GoogleTokens> {
    if (!tokens.refresh_token) throw new GoogleApiError(409, GOOGLE_GRANT_EXPIRED);
    const fresh = await this.tokenRequest({ grant_type: "refresh_token", refresh_token: tokens.refresh_token });
    // Google sends a new refresh token only sometimes; the old one stays valid otherwise.
    return { ...fresh, refresh_token: fresh.refresh_token ?? tokens.refresh_token };
  }

  /** Revoking the refresh token ends the access token too. An already revoked token is fine. */
  async revoke(tokens: GoogleTokens): Promise<void> {
    const response = await this.send(this.config.revokeUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: tokens.refresh_token ?? tokens.access_token }).toString(),
    });
    if (!response.ok && response.status !== 400) throw new GoogleApiError(502, `Google refused to revoke the token (${response.status})`);
  }

  /** A calendar session that refreshes its access token when it is about to expire or is refused. */
  session(tokens: GoogleTokens, onRefreshed: (tokens: GoogleTokens) => Promise<void>): GoogleCalendarSession {
    return new GoogleCalendarSession(this, this.config.apiBaseUrl, tokens, onRefreshed, this.now);
  }

  async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new GoogleApiError(502, `Google Calendar could not be reached: ${(error as Error).message}`);
    }
  }

  private async tokenRequest(params: Record<string, string>): Promise<GoogleTokens> {
    const response = await this.send(this.config.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ ...params, client_id: this.config.clientId, client_secret: this.config.clientSecret }).toString(),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string; expires_in?: number; error?: string; error_description?: string };
    if (!response.ok || !body.access_token) {
      throw new GoogleApiError(response.status === 400 ? 409 : 502, `Google sign-in failed: ${body.error_description ?? body.error ?? response.status}`);
    }
    return {
      access_token: body.access_token,
      ...(body.refresh_token ? { refresh_token: body.refresh_token } : {}),
      expires_at: this.now().getTime() + (body.expires_in ?? 3600) * 1000,
    };
  }
}

const EXPIRY_MARGIN_MS = 60_000;

export class GoogleCalendarSession {
  constructor(
    private readonly client: GoogleCalendarClient,
    private readonly baseUrl: string,
    private tokens: GoogleTokens,
    private readonly onRefreshed: (tokens: GoogleTokens) => Promise<void>,
    private readonly now: () => Date,
  ) {}

  /** Inserts with our own id; false when an event with that id exists already (409). */
  async insertEvent(calendarId: string, event: GoogleEvent): Promise<boolean> {
    const response = await this.call("POST", `/calendars/${encodeURIComponent(calendarId)}/events`, event);
    if (response.status === 409) return false;
    await this.check(response, "create an event");
    return true;
  }

  /** False when the event is gone (404/410). */
  async updateEvent(calendarId: string, eventId: string, event: GoogleEvent): Promise<boolean> {
    const response = await this.call("PUT", `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}`, event);
    if (response.status === 404 || response.status === 410) return false;
    await this.check(response, "update an event");
    return true;
  }

  async deleteEvent(calendarId: string, eventId: string): Promise<void> {
    const response = await this.call("DELETE", `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}`);
    if (response.status === 404 || response.status === 410) return;
    await this.check(response, "delete an event");
  }

  /**
   * Events from `timeMin` on, following pages up to `max`. A recurring event comes once, as its
   * series with its rule (singleEvents=false), not as one event per occurrence; a changed single
   * occurrence of a series comes too, with recurringEventId set.
   */
  async listEvents(calendarId: string, timeMin: Date, max: number): Promise<GoogleEvent[]> {
    const events: GoogleEvent[] = [];
    let pageToken: string | undefined;
    do {
      const query = new URLSearchParams({ singleEvents: "false", timeMin: timeMin.toISOString(), maxResults: "250" });
      if (pageToken) query.set("pageToken", pageToken);
      const response = await this.call("GET", `/calendars/${encodeURIComponent(calendarId)}/events?${query.toString()}`);
      await this.check(response, "list events");
      const page = (await response.json()) as { items?: GoogleEvent[]; nextPageToken?: string };
      events.push(...(page.items ?? []));
      pageToken = page.nextPageToken;
    } while (pageToken && events.length < max);
    return events.slice(0, max);
  }

  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    if (this.tokens.expires_at - EXPIRY_MARGIN_MS <= this.now().getTime()) await this.refresh();
    let response = await this.request(method, path, body);
    if (response.status === 401) {
      await this.refresh();
      response = await this.request(method, path, body);
    }
    return response;
  }

  private request(method: string, path: string, body?: unknown): Promise<Response> {
    return this.client.send(`${this.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.tokens.access_token}`, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  }

  private async refresh(): Promise<void> {
    this.tokens = await this.client.refresh(this.tokens);
    await this.onRefreshed(this.tokens);
  }

  private async check(response: Response, what: string): Promise<void> {
    if (response.ok) return;
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    throw new GoogleApiError(response.status === 401 ? 409 : 502, `Google Calendar could not ${what}: ${body.error?.message ?? response.status}`);
  }
}
