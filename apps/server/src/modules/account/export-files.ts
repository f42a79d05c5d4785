import { Readable } from "node:stream";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import yauzl, { type Entry, type ZipFile } from "yauzl";
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

/** A file that travels in the zip beside export.json; `open` is called when its turn comes. */
export interface ExportFile {
  name: string;
  open: () => Promise<Readable>;
}

/**
 * The export zip as a stream: export.json and calendar.ics compressed, then each document's
 * file stored as it is (PDFs and photos are compressed already), read from storage one at a
 * time while the response is sent, so no file is ever held whole. A file that cannot be read
 * any more is left out; import then skips its document.
 */
export function exportZipStream(data: AccountExport, ics: string, files: ExportFile[]): Readable {
  async function* generate(): AsyncGenerator<Uint8Array> {
    const ready: Uint8Array[] = [];
    let failure: Error | null = null;
    // fflate calls back synchronously as entries are pushed; the generator hands the pieces on.
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else ready.push(chunk);
    });
    function* flush(): Generator<Uint8Array> {
      if (failure) throw failure;
      while (ready.length > 0) yield ready.shift()!;
    }
    for (const [name, text] of [
      [EXPORT_JSON, JSON.stringify(data, null, 2)],
      [EXPORT_ICS, ics],
    ] as const) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(strToU8(text), true);
      yield* flush();
    }
    for (const file of files) {
      let body: Readable;
      try {
        body = await file.open();
      } catch {
        continue;
      }
      const entry = new ZipPassThrough(file.name);
      zip.add(entry);
      for await (const chunk of body) {
        entry.push(chunk as Uint8Array);
        yield* flush();
      }
      entry.push(new Uint8Array(0), true);
      yield* flush();
    }
    zip.end();
    yield* flush();
  }
  return Readable.from(generate(), { objectMode: false });
}

/** An export zip opened from disk: its export.json, and its other entries on demand. */
export interface OpenedExport {
  data: unknown;
  has(name: string): boolean;
  /** The entry's bytes as a stream (it must exist: see has). */
  openFile(name: string): Promise<Readable>;
  close(): void;
}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );
}

function readEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on("entry", (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once("end", () => resolve(entries));
    zip.once("error", reject);
    zip.readEntry();
  });
}

function entryStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));
}

/**
 * Reads the zip's central directory (yauzl, from a file on disk: the archive can be as large as
 * the documents in it), parses export.json, and leaves the other entries to be streamed.
 */
export async function openExportZip(file: string): Promise<OpenedExport> {
  let zip: ZipFile;
  let entries: Map<string, Entry>;
  try {
    zip = await openZip(file);
    entries = await readEntries(zip);
  } catch {
    throw new BadRequestError("The file is not a readable zip archive");
  }
  try {
    const json = entries.get(EXPORT_JSON);
    if (!json) throw new BadRequestError(`The archive holds no ${EXPORT_JSON}`);
    if (json.uncompressedSize > MAX_UNPACKED_BYTES) throw new BadRequestError(`${EXPORT_JSON} is too large`);
    let text: string;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await entryStream(zip, json)) chunks.push(chunk as Buffer);
      text = Buffer.concat(chunks).toString("utf8");
    } catch {
      throw new BadRequestError(`${EXPORT_JSON} could not be unpacked`);
    }
    let data: unknown;
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      throw new BadRequestError(`${EXPORT_JSON} is not valid JSON`);
    }
    const opened = zip;
    return {
      data,
      has: (name) => entries.has(name),
      openFile: async (name) => {
        const entry = entries.get(name);
        if (!entry) throw new BadRequestError(`The archive holds no ${name}`);
        return entryStream(opened, entry);
      },
      close: () => opened.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
