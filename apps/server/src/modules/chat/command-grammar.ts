import { eventTypes, MAX_TAG_LENGTH as MAX_TAG, MAX_TAGS, priorities, thoughtStatuses, type Domain, type EventType, type Priority, type ThoughtStatus, wordTable } from "@life/contracts";
import { MAX_NAME_QUERY } from "./fuzzy-match.js";
import { domainNamed } from "./domain-words.js";

/**
 * The command bar's grammar as pure functions: text in, a command (or a sentence saying what
 * is understood) out. Executing a command is the service's job; the LLM path renders its
 * answer back into this grammar so both go through the same checks.
 */

export type ChatCommand =
  | { op: "change"; field: "domain"; domain: Domain; subdomain: string | null }
  | { op: "change"; field: "subdomain"; value: string }
  | { op: "change"; field: "title"; value: string }
  | { op: "change"; field: "priority"; value: Priority }
  | { op: "change"; field: "type"; value: EventType }
  | { op: "change"; field: "status"; value: ThoughtStatus }
  | { op: "move"; project: string }
  | { op: "tag"; tags: string[] }
  | { op: "schedule"; when: string }
  | { op: "remind"; minutes: number }
  | { op: "connect"; target: string }
  | { op: "delete" }
  | { op: "complete" }
  | { op: "archive" };

export type ChatOp = ChatCommand["op"];
/** The operations a model may answer with. */
export const chatOps = ["change", "move", "tag", "schedule", "remind", "connect", "delete", "complete", "archive"] as const satisfies readonly ChatOp[];
export const changeFields = ["domain", "subdomain", "title", "priority", "type", "status"] as const;
export type ChangeField = (typeof changeFields)[number];

export type ParseResult = { ok: true; command: ChatCommand } | { ok: false; error: string };

export const COMMAND_HELP = "change X to Y, move to X, tag with X, schedule for X, remind me X before, connect to X, delete, complete, archive";
const MAX_TITLE = 200;
const MAX_SUBDOMAIN = 100;

// Maps, not object literals: a typed word such as "constructor" must not meet a built-in property.
const STATUS_WORDS: ReadonlyMap<string, ThoughtStatus> = new Map([
  ...thoughtStatuses.map((s) => [s, s] as const),
  ["approve", "approved"],
  ["complete", "completed"],
  ["done", "completed"],
  ["archive", "archived"],
  ["open", "pending"],
]);
const FIELD_WORDS: ReadonlyMap<string, ChangeField> = new Map([
  ...changeFields.map((f) => [f, f] as const),
  ["event type", "type"],
  ["event_type", "type"],
  ["name", "title"],
  ["category", "subdomain"],
]);

const fail = (error: string): ParseResult => ({ ok: false, error });
const ok = (command: ChatCommand): ParseResult => ({ ok: true, command });

function quote(text: string): string {
  return `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
}

export function notUnderstood(text: string): string {
  return `I didn't understand ${quote(text)}. Try: ${COMMAND_HELP}.`;
}

/** "personal", "Work/Meetings" → domain and optional subdomain. */
export function parseDomainValue(value: string): { domain: Domain; subdomain: string | null } | string {
  const [head = "", ...rest] = value.split("/");
  const domain = domainNamed(head);
  if (!domain) return `Unknown domain ${quote(head.trim())}. Use personal, social or work.`;
  const subdomain = rest.join("/").trim();
  if (subdomain.length > MAX_SUBDOMAIN) return "A subdomain can be at most 100 characters.";
  return { domain, subdomain: subdomain || null };
}

/** "routine activity", "Reminder" → the event type it names; a unique prefix is enough. */
export function parseEventType(value: string): EventType | null {
  const key = value.trim().toLowerCase().replace(/[\s-]+/g, "_");
  if (!key) return null;
  const exact = eventTypes.find((t) => t === key);
  if (exact) return exact;
  const prefixed = eventTypes.filter((t) => t.startsWith(key));
  return prefixed.length === 1 ? prefixed[0]! : null;
}

/** "Home, #Urgent, home" → ["home", "urgent"]: trimmed, lowercased, de-duplicated (spec 5). */
export function parseTags(value: string): string[] {
  const tags = value
    .split(",")
    .map((t) => t.trim().replace(/^#+/, "").trim().toLowerCase())
    .filter((t) => t.length > 0);
  return [...new Set(tags)];
}

function parseChange(field: ChangeField, value: string): ParseResult {
  switch (field) {
    case "domain": {
      const parsed = parseDomainValue(value);
      return typeof parsed === "string" ? fail(parsed) : ok({ op: "change", field, ...parsed });
    }
    case "subdomain":
      if (value.length > MAX_SUBDOMAIN) return fail("A subdomain can be at most 100 characters.");
      return ok({ op: "change", field, value });
    case "title":
      if (value.length > MAX_TITLE) return fail("A title can be at most 200 characters.");
      return ok({ op: "change", field, value });
    case "priority": {
      const priority = priorities.find((p) => p === value.toLowerCase());
      return priority ? ok({ op: "change", field, value: priority }) : fail(`Unknown priority ${quote(value)}. Use ${priorities.join(", ")}.`);
    }
    case "type": {
      const type = parseEventType(value);
      return type ? ok({ op: "change", field, value: type }) : fail(`Unknown type ${quote(value)}. Use one of: ${eventTypes.map((t) => t.replaceAll("_", " ")).join(", ")}.`);
    }
    case "status": {
      const status = STATUS_WORDS.get(value.toLowerCase());
      return status ? ok({ op: "change", field, value: status }) : fail(`Unknown status ${quote(value)}. Use ${thoughtStatuses.join(", ")}.`);
    }
  }
}

/** Strips the optional "/", surrounding quotes and trailing punctuation a person may add. */
function clean(text: string): string {
  return text.trim().replace(/^\/+/, "").replace(/\s+/g, " ").replace(/[.!]+$/, "").trim();
}

const unquote = (value: string) => value.trim().replace(/^["'“‘](.*)["'”’]$/, "$1").trim();

/** A project or contact name; a longer one is refused before it is compared with every name the person has. */
function named(raw: string, command: (name: string) => ChatCommand): ParseResult {
  const name = unquote(raw);
  if (name.length > MAX_NAME_QUERY) return fail(`A project or contact name can be at most ${MAX_NAME_QUERY} characters.`);
  return ok(command(name));
}

const REMINDER_UNITS: Readonly<Record<string, number>> = wordTable({ minute: 1, min: 1, hour: 60, hr: 60, day: 1440, week: 10080 });
/** The longest reminder a calendar alarm is given: four weeks. */
export const MAX_REMINDER_MINUTES = 40_320;

/** "1 hour", "an hour", "30 minutes", "2 days" → minutes; null when not understood or too far ahead. */
export function parseReminder(value: string): number | null {
  const m = /^(\d{1,5}|an?|one) ?(minute|min|hour|hr|day|week)s?$/i.exec(value.trim());
  if (!m) return null;
  const count = /^\d/.test(m[1]!) ? Number(m[1]) : 1;
  const minutes = count * REMINDER_UNITS[m[2]!.toLowerCase()]!;
  return minutes <= MAX_REMINDER_MINUTES ? minutes : null;
}

/** 60 → "1 hour", 90 → "90 minutes", 1440 → "1 day". */
export function describeReminder(minutes: number): string {
  if (minutes === 0) return "at the time";
  const [count, unit] = minutes % 1440 === 0 ? [minutes / 1440, "day"] : minutes % 60 === 0 ? [minutes / 60, "hour"] : [minutes, "minute"];
  return `${count} ${unit}${count === 1 ? "" : "s"} before`;
}

export function parseCommand(input: string): ParseResult {
  const text = clean(input);
  if (!text) return fail(notUnderstood(input.trim()));
  let m: RegExpExecArray | null;

  if (/^(delete|remove)(?: (?:it|this))?$/i.test(text)) return ok({ op: "delete" });
  if (/^(?:complete|done|finish|mark (?:it |this )?(?:as )?(?:complete|completed|done))(?: (?:it|this))?$/i.test(text)) return ok({ op: "complete" });
  if (/^archive(?: (?:it|this))?$/i.test(text)) return ok({ op: "archive" });

  if ((m = /^change (?:it |this )?to (.+)$/i.exec(text))) return parseChange("domain", unquote(m[1]!));
  if ((m = /^(?:change|set) (?:the )?(event[ _]type|\w+) to (.+)$/i.exec(text))) {
    const field = FIELD_WORDS.get(m[1]!.toLowerCase());
    if (!field) return fail(`I can't change ${quote(m[1]!)}. I can change ${changeFields.join(", ")}.`);
    return parseChange(field, unquote(m[2]!));
  }
  if (/^(change|set)\b/i.test(text)) return fail(`Say what to change, e.g. "change to personal/health" or "change priority to high". I can change ${changeFields.join(", ")}.`);

  if ((m = /^move (?:it |this )?(?:to|into|under) (.+)$/i.exec(text))) return named(m[1]!, (project) => ({ op: "move", project }));
  if (/^move\b/i.test(text)) return fail('Say which project, e.g. "move to Kitchen renovation".');

  if (/^tag(?: (?:it|this))?(?: (?:with|as))?$/i.test(text)) return fail('Say which tags, e.g. "tag with home, urgent".');
  if ((m = /^tag (?:it |this )?(?:with|as) (.+)$/i.exec(text)) || (m = /^tag (.+)$/i.exec(text))) {
    const tags = parseTags(m[1]!);
    if (tags.length === 0) return fail('Say which tags, e.g. "tag with home, urgent".');
    if (tags.length > MAX_TAGS) return fail(`At most ${MAX_TAGS} tags at once.`);
    if (tags.some((t) => t.length > MAX_TAG)) return fail(`A tag can be at most ${MAX_TAG} characters.`);
    return ok({ op: "tag", tags });
  }

  if ((m = /^schedule (?:it |this )?(?:for |on |at )?(.+)$/i.exec(text))) return ok({ op: "schedule", when: m[1]!.trim() });
  if (/^schedule$/i.test(text)) return fail('Say when, e.g. "schedule for friday 3pm".');

  if ((m = /^remind(?: me)? (.+?) before$/i.exec(text))) {
    const minutes = parseReminder(m[1]!);
    return minutes === null ? fail('Say how long before, e.g. "remind me 1 hour before" or "remind me 30 minutes before".') : ok({ op: "remind", minutes });
  }
  if (/^remind(?: me)? (?:at the time|on time)$/i.test(text)) return ok({ op: "remind", minutes: 0 });
  if (/^remind\b/i.test(text)) return fail('Say how long before, e.g. "remind me 1 hour before".');

  if ((m = /^(?:connect|link) (?:it |this )?(?:to|with) (.+)$/i.exec(text))) return named(m[1]!, (target) => ({ op: "connect", target }));
  if (/^(connect|link)\b/i.test(text)) return fail('Say to whom or what, e.g. "connect to Priya".');

  return fail(notUnderstood(text));
}

/** The canonical text of a command, so an LLM answer can be re-read by the same grammar. */
export function renderCommand(op: ChatOp, field: ChangeField | null, value: string | null): string {
  const v = (value ?? "").replace(/\s+/g, " ").trim();
  switch (op) {
    case "change":
      return field === "domain" || field === null ? `change to ${v}` : `change ${field} to ${v}`;
    case "move":
      return `move to ${v}`;
    case "tag":
      return `tag with ${v}`;
    case "schedule":
      return `schedule for ${v}`;
    case "remind":
      return `remind me ${v} before`;
    case "connect":
      return `connect to ${v}`;
    default:
      return op;
  }
}

/**
 * Commands that remove a thought from view or cannot be undone with one more command: delete,
 * complete, archive, and a status change to completed or archived. Typed, they run; read by a
 * model from free text, they are only offered back for the person to send themselves.
 */
export function isFinalCommand(command: ChatCommand): boolean {
  if (command.op === "delete" || command.op === "complete" || command.op === "archive") return true;
  return command.op === "change" && command.field === "status" && (command.value === "completed" || command.value === "archived");
}

/** The typed text that runs `command`, for commands isFinalCommand accepts. */
export function finalCommandText(command: ChatCommand): string {
  return command.op === "change" ? `change status to ${command.field === "status" ? command.value : ""}` : command.op;
}
