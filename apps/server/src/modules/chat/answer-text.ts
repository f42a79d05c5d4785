import { chatCommandPatterns, domainLabels, type Domain } from "@life/contracts";
import { capitalize, friendly, listLimit, type AnswerTone } from "./answer-tone.js";
import type { ChatRow } from "./chat.repository.js";
import { formatScheduled, formatTimeOfDay } from "./local-time.js";

/**
 * Sentences the local engine answers with, in the person's tone (answer-tone.ts; "direct" when
 * they chose none). Pure, so their wording is tested without a database.
 */

const ASKABLE = `"what do I have tomorrow?" (or today, this week, friday), "what am I waiting for?", "how many open tasks in Work?", "what did I note about Priya?" and "what's left on the kitchen project?"`;

export const HELP_TEXT =
  `You can ask me ${ASKABLE}. ` +
  `With a thought selected, type a command: ${chatCommandPatterns.map((p) => p.pattern).join(", ")} ` +
  `(for example "change to personal/health", "move to Kitchen renovation", "schedule for friday 3pm"). Anything else you type is captured as a new thought.`;

export const UNKNOWN_TEXT = `I can only answer questions about your own notes, such as ${ASKABLE}. Type "help" for the commands.`;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "A; B; C and 4 more" — the answer stays a sentence even for long lists. */
export function listTitles(titles: string[], total = titles.length, shown = 10): string {
  const head = titles.slice(0, shown).join("; ");
  const rest = total - Math.min(titles.length, shown);
  return rest > 0 ? `${head} and ${rest} more` : head;
}

export const domainPhrase = (domain: Domain | null) => (domain ? ` in ${domainLabels[domain]}` : "");

/** " (Work)" after a title in a detailed answer. */
const area = (row: Pick<ChatRow, "domain">) => (row.domain ? ` (${domainLabels[row.domain]})` : "");

export function scheduleAnswer(rows: ChatRow[], rangeLabel: string, singleDay: boolean, timeZone: string, tone: AnswerTone = "direct"): string {
  if (rows.length === 0) {
    const text = `Nothing is scheduled ${rangeLabel}.`;
    return tone === "minimal" ? `Nothing ${rangeLabel}.` : tone === "friendly" ? friendly(text, false) : text;
  }
  const entries = rows.map((r) => {
    const when = singleDay ? formatTimeOfDay(r.scheduled_for!, timeZone) : formatScheduled(r.scheduled_for!, timeZone);
    const label = tone === "detailed" && r.domain ? domainLabels[r.domain] : null;
    if (when === "all day") return label ? `${r.title} (all day, ${label})` : `${r.title} (all day)`;
    return label ? `${r.title} at ${when} (${label})` : `${r.title} at ${when}`;
  });
  const list = listTitles(entries, entries.length, listLimit(tone));
  if (tone === "minimal") return `${capitalize(rangeLabel)}: ${list}.`;
  const text = `You have ${plural(rows.length, "thing")} scheduled ${rangeLabel}: ${list}.`;
  if (tone === "friendly") return friendly(text, true);
  return tone === "detailed" ? `${text} The Calendar view shows the whole day with its times.` : text;
}

export function waitingAnswer(rows: ChatRow[], tone: AnswerTone = "direct"): string {
  if (rows.length === 0) {
    const text = "You're not waiting on anything right now.";
    return tone === "minimal" ? "Nothing." : tone === "friendly" ? friendly(text, false) : text;
  }
  const entries = rows.map((r) => {
    if (tone === "minimal") return `${r.title} (${r.waiting_for})`;
    const since = tone === "detailed" ? `, since ${r.created_at.slice(0, 10)}` : "";
    return `${r.title} (waiting for ${r.waiting_for}${r.expected_date ? `, expected ${r.expected_date}` : ""}${since})`;
  });
  const list = listTitles(entries, entries.length, listLimit(tone));
  if (tone === "minimal") return `Waiting on: ${list}.`;
  const text = `You're waiting on ${plural(rows.length, "thing")}: ${list}.`;
  if (tone === "friendly") return friendly(text, true);
  return tone === "detailed" ? `${text} The Waiting For view has Received and Follow Up for each.` : text;
}

/** "You have 3 open tasks in Work. Latest: …" for a count question. */
export function countAnswer(total: number, what: string, domain: Domain | null, latest: ChatRow[], tone: AnswerTone = "direct"): string {
  const sentence = `You have ${plural(total, what)}${domainPhrase(domain)}`;
  if (tone === "minimal") return `${capitalize(plural(total, what))}${domainPhrase(domain)}.`;
  if (total === 0) return `${sentence}.`;
  const titles = latest.map((r) => (tone === "detailed" ? `${r.title}${area(r)}` : r.title));
  const text = `${sentence}. Latest: ${listTitles(titles, total, listLimit(tone))}.`;
  if (tone === "friendly") return friendly(text, true);
  return tone === "detailed" ? `${text} The Thoughts tab lists them all.` : text;
}

/** What the person noted about someone; `atLeast` when the answer stopped at its row limit. */
export function mentionsAnswer(name: string, rows: ChatRow[], atLeast: number | null, tone: AnswerTone = "direct"): string {
  if (rows.length === 0) return tone === "minimal" ? `Nothing about ${name}.` : `I couldn't find anything you noted about ${name}.`;
  const titles = rows.map((r) => (tone === "detailed" ? `${r.title} (${r.created_at.slice(0, 10)})` : r.title));
  const list = listTitles(titles, titles.length, listLimit(tone));
  if (tone === "minimal") return `${name}: ${list}.`;
  const count = atLeast !== null ? `at least ${atLeast} things` : plural(rows.length, "thing");
  const text = `You noted ${count} about ${name}: ${list}.`;
  return tone === "friendly" ? friendly(text, true) : text;
}

/** What is left on a project. */
export function projectAnswer(project: string, total: number, items: ChatRow[], tone: AnswerTone = "direct"): string {
  if (total === 0) {
    const text = `Nothing is left on ${project}.`;
    return tone === "minimal" ? `Nothing left on ${project}.` : tone === "friendly" ? friendly(text, false) : text;
  }
  const list = listTitles(
    items.map((i) => i.title),
    total,
    listLimit(tone),
  );
  if (tone === "minimal") return `${project}: ${list}.`;
  const text = `${plural(total, "thing")} left on ${project}: ${list}.`;
  if (tone === "friendly") return friendly(text, true);
  return tone === "detailed" ? `${text} The Projects view shows the project with its progress.` : text;
}
