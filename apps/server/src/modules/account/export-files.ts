import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import ical from "ical-generator";
import type { AccountExport, ExportedThought } from "@life/contracts";
import { BadRequestError } from "../../lib/errors.js";

export const EXPORT_JSON = "export.json";
export const EXPORT_ICS = "calendar.ics";
/** A scheduled thought with a time shows as a half-hour event; the spec gives no duration. */
const EVENT_MINUTES = 30;
/** What an import may unpack: an export is text, and a zip bomb should stop early. */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

/** The scheduled thoughts as an iCalendar file: all-day dates as all-day events, instants in UTC. */
export function scheduledCalendar(thoughts: ExportedThought[]): string {
  const calendar = ical({ name: "Life Intelligence", prodId: { company: "life-intelligence", product: "export", language: "EN" } });
  for (const t of thoughts) {
    if (!t.scheduled_for || t.status === "archived") continue;
    const title = t.ai_title ?? t.original_input.slice(0, 120);
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t.scheduled_for);
    if (day) {
      const start = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      calendar.createEvent({ id: t.id, start, allDay: true, summary: title, description: t.original_input });
      continue;
    }
    const start = new Date(t.scheduled_for);
    if (Number.isNaN(start.getTime())) continue;
    calendar.createEvent({ id: t.id, start, end: new Date(start.getTime() + EVENT_MINUTES * 60_000), summary: title, description: t.original_input });
  }
  return calendar.toString();
}

export function zipExport(data: AccountExport, ics: string): Uint8Array {
  return zipSync({ [EXPORT_JSON]: strToU8(JSON.stringify(data, null, 2)), [EXPORT_ICS]: strToU8(ics) }, { level: 6 });
}

/** export.json from an export zip; only that entry is inflated. */
export function readExportZip(bytes: Uint8Array): unknown {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (file) => file.name === EXPORT_JSON && file.originalSize <= MAX_UNPACKED_BYTES });
  } catch {
    throw new BadRequestError("The file is not a readable zip archive");
  }
  const json = entries[EXPORT_JSON];
  if (!json) throw new BadRequestError(`The archive holds no ${EXPORT_JSON}`);
  try {
    return JSON.parse(strFromU8(json)) as unknown;
  } catch {
    throw new BadRequestError(`${EXPORT_JSON} is not valid JSON`);
  }
}
