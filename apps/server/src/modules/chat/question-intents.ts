import type { CalendarDate } from "@life/classifier";
import type { Domain, ThoughtStatus } from "@life/contracts";
import { addDays, weekdayIndex } from "./local-time.js";
import { domainNamed } from "./domain-words.js";

/**
 * What a question asks, read locally with patterns (no LLM needed). Pure: `today` is the
 * person's local date, so ranges such as "tomorrow" are already theirs.
 */

export interface DayRange {
  /** How the answer names the range: "tomorrow", "this week", "on Friday". */
  label: string;
  from: CalendarDate;
  days: number;
}

export type CountNoun = "tasks" | "projects" | "thoughts";

export type QuestionIntent =
  | { kind: "help" }
  | { kind: "explain" }
  | { kind: "waiting" }
  | { kind: "schedule"; range: DayRange }
  | { kind: "count"; noun: CountNoun; domain: Domain | null; statuses: ThoughtStatus[] | null; statusWord: string | null }
  | { kind: "project"; name: string }
  | { kind: "mentions"; name: string }
  | { kind: "unknown" };

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const OPEN: ThoughtStatus[] = ["pending", "approved"];
const STATUS_WORDS: Record<string, ThoughtStatus[]> = {
  open: OPEN,
  outstanding: OPEN,
  unfinished: OPEN,
  pending: ["pending"],
  approved: ["approved"],
  completed: ["completed"],
  done: ["completed"],
  finished: ["completed"],
  archived: ["archived"],
};

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Trailing "?" and filler around a name ("Priya?", "the kitchen project") removed. */
function cleanName(raw: string): string {
  return raw
    .replace(/[?!.,;:]+$/g, "")
    .replace(/^(?:the|my|our)\s+/i, "")
    .replace(/\s+project$/i, "")
    .replace(/^["'“‘](.*)["'”’]$/, "$1")
    .trim();
}

export function detectRange(lower: string, today: CalendarDate): DayRange | null {
  if (/\b(today|tonight|this (?:morning|afternoon|evening))\b/.test(lower)) return { label: "today", from: today, days: 1 };
  if (/\b(tomorrow|tmrw)\b/.test(lower)) return { label: "tomorrow", from: addDays(today, 1), days: 1 };
  const weekday = weekdayIndex(today);
  if (/\bnext week\b/.test(lower)) return { label: "next week", from: addDays(today, 7 - weekday), days: 7 };
  if (/\b(this|the) week\b/.test(lower)) return { label: "this week", from: today, days: 7 - weekday };
  if (/\b(this |the )?weekend\b/.test(lower)) {
    // On Sunday only Sunday is left of this weekend.
    return weekday === 6 ? { label: "this weekend", from: today, days: 1 } : { label: "this weekend", from: addDays(today, 5 - weekday), days: 2 };
  }
  const m = /\b(next\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/.exec(lower);
  if (m) {
    const target = WEEKDAYS.indexOf(m[2]!);
    let ahead = (target - weekday + 7) % 7;
    if (ahead === 0 && m[1]) ahead = 7;
    return { label: `on ${capitalize(m[2]!)}`, from: addDays(today, ahead), days: 1 };
  }
  if (/\b(upcoming|coming up|schedule|scheduled|calendar|agenda)\b/.test(lower)) return { label: "in the next 7 days", from: today, days: 7 };
  return null;
}

function detectCount(lower: string): QuestionIntent | null {
  if (!/\bhow many\b/.test(lower)) return null;
  const domainWord = /\b(personal|social|work|systems)\b/.exec(lower)?.[1];
  const statusWord = /\b(open|outstanding|unfinished|pending|approved|completed|done|finished|archived)\b/.exec(lower)?.[1] ?? null;
  const noun: CountNoun = /\bprojects?\b/.test(lower) ? "projects" : /\b(tasks?|to-?dos?)\b/.test(lower) ? "tasks" : "thoughts";
  // "How many tasks" means the ones still to do; "how many thoughts" means all of them.
  const statuses = statusWord ? STATUS_WORDS[statusWord]! : noun === "tasks" ? OPEN : null;
  return { kind: "count", noun, domain: domainWord ? (domainNamed(domainWord) ?? null) : null, statuses, statusWord: statusWord ?? (noun === "tasks" ? "open" : null) };
}

function detectProject(lower: string, text: string): QuestionIntent | null {
  const asksRemaining = /\b(left|remaining|outstanding|to do|todo|still open|open|unfinished)\b/.test(lower);
  if (!asksRemaining && !/\bproject\b/.test(lower)) return null;
  const m = /\b(?:on|in|for|with|of)\s+(.+)$/i.exec(text);
  if (!m) return null;
  const name = cleanName(m[1]!);
  if (!name) return null;
  const domain = domainNamed(name);
  // "what's left in Work?" is about a domain, not a project called Work.
  if (domain) return { kind: "count", noun: "tasks", domain, statuses: OPEN, statusWord: "open" };
  return { kind: "project", name };
}

function detectMentions(text: string): QuestionIntent | null {
  const m =
    /\b(?:note|notes|noted|write|wrote|written|say|said|know|knew|have|had|capture|captured|jot|jotted|mention|mentioned|remember)\b.*?\babout\s+(.+)$/i.exec(text) ??
    /\b(?:tell me about|anything (?:on|about)|what about|mentions? of|notes? on)\s+(.+)$/i.exec(text);
  const name = m ? cleanName(m[1]!) : "";
  return name ? { kind: "mentions", name } : null;
}

export function detectIntent(message: string, today: CalendarDate, hasThought = false): QuestionIntent {
  const text = message.trim().replace(/\s+/g, " ");
  const lower = text.toLowerCase();
  // "How do I feel about the job" asks about the person, not how to use the app.
  if (/^(help|\?|commands?)\b|\bhelp\b|\bwhat can (i|you)\b|\bhow do i\b(?! (?:really )?feel\b)/.test(lower)) return { kind: "help" };
  if (hasThought && /\b(explain|why|this thought|this one|what is this)\b/.test(lower)) return { kind: "explain" };
  if (/\b(waiting|awaiting|waiting on|expecting)\b/.test(lower)) return { kind: "waiting" };
  const count = detectCount(lower);
  if (count) return count;
  // "anything on monday?" or "what's open today?" name a day, not a project or a person.
  const named = detectProject(lower, text) ?? detectMentions(text);
  if (named && !("name" in named && detectRange(named.name.toLowerCase(), today))) return named;
  const range = detectRange(lower, today);
  if (range) return { kind: "schedule", range };
  return { kind: "unknown" };
}
