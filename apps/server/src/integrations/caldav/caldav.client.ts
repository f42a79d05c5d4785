import { DAVClient, type DAVCalendar } from "tsdav";
import { AppError } from "../../lib/errors.js";

/** A CalDAV calendar through tsdav: sign in, find or make the calendar, read and write event objects. */

export const CALDAV_BAD_CREDENTIALS = "The CalDAV server refused the user name or password";
export const CALDAV_DEFAULT_CALENDAR = "life-intelligence/";

export interface CaldavCredentials {
  url: string;
  username: string;
  password: string;
}

export interface CaldavObject {
  url: string;
  etag: string | null;
  data: string;
}

/** 400 for refused credentials (the person must fix them), 502 for a server that fails or cannot be reached. */
export class CaldavError extends AppError {
  constructor(status: 400 | 502, message: string) {
    super(status, message);
  }
}

export class CaldavClient {
  private constructor(private readonly dav: DAVClient) {}

  /** Signs in; throws CaldavError before anything is read or written when the server refuses. */
  static async connect(credentials: CaldavCredentials): Promise<CaldavClient> {
    const dav = new DAVClient({
      serverUrl: credentials.url,
      credentials: { username: credentials.username, password: credentials.password },
      authMethod: "Basic",
      defaultAccountType: "caldav",
    });
    try {
      await dav.login();
    } catch (error) {
      throw asCaldavError(error);
    }
    return new CaldavClient(dav);
  }

  async listCalendars(): Promise<DAVCalendar[]> {
    const calendars = await this.guard(() => this.dav.fetchCalendars());
    return calendars.filter((calendar) => !calendar.components || calendar.components.includes("VEVENT"));
  }

  /** The saved calendar when it still exists, else the first event calendar, else a new "Life Intelligence" one. */
  async findOrCreateCalendar(preferredUrl: string | null): Promise<DAVCalendar> {
    const calendars = await this.listCalendars();
    const found = calendars.find((calendar) => calendar.url === preferredUrl) ?? calendars[0];
    if (found) return found;
    const home = this.dav.account?.homeUrl;
    if (!home) throw new CaldavError(502, "The CalDAV server named no calendar home");
    await this.guard(() => this.dav.makeCalendar({ url: new URL(CALDAV_DEFAULT_CALENDAR, home).toString(), props: { displayname: "Life Intelligence" } }));
    const created = (await this.listCalendars())[0];
    if (!created) throw new CaldavError(502, "The CalDAV server did not create a calendar");
    return created;
  }

  async listObjects(calendar: DAVCalendar): Promise<CaldavObject[]> {
    const objects = await this.guard(() => this.dav.fetchCalendarObjects({ calendar }));
    return objects.filter((o) => typeof o.data === "string" && o.data.includes("BEGIN:VEVENT")).map((o) => ({ url: o.url, etag: o.etag ?? null, data: o.data as string }));
  }

  async createObject(calendar: DAVCalendar, filename: string, data: string): Promise<{ url: string; etag: string | null }> {
    const response = await this.guard(() => this.dav.createCalendarObject({ calendar, filename, iCalString: data }));
    await check(response, "store an event");
    return { url: new URL(filename, calendar.url).toString(), etag: response.headers.get("etag") };
  }

  async updateObject(object: { url: string; etag: string | null }, data: string): Promise<string | null> {
    const response = await this.guard(() => this.dav.updateCalendarObject({ calendarObject: { url: object.url, data, ...(object.etag ? { etag: object.etag } : {}) } }));
    await check(response, "update an event");
    return response.headers.get("etag");
  }

  async deleteObject(object: { url: string; etag: string | null }): Promise<void> {
    const response = await this.guard(() => this.dav.deleteCalendarObject({ calendarObject: { url: object.url, ...(object.etag ? { etag: object.etag } : {}) } }));
    if (response.status === 404) return;
    await check(response, "delete an event");
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw asCaldavError(error);
    }
  }
}

async function check(response: Response, what: string): Promise<void> {
  if (response.ok) return;
  if (response.status === 401 || response.status === 403) throw new CaldavError(400, CALDAV_BAD_CREDENTIALS);
  throw new CaldavError(502, `The CalDAV server could not ${what} (${response.status} ${response.statusText})`);
}

function asCaldavError(error: unknown): CaldavError {
  if (error instanceof CaldavError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/invalid credentials|401|unauthori[sz]ed/i.test(message)) return new CaldavError(400, CALDAV_BAD_CREDENTIALS);
  return new CaldavError(502, `The CalDAV server could not be reached: ${message}`);
}
