import { chatCommandPatterns, domainLabels, type Domain } from "@life/contracts";
import type { ChatRow } from "./chat.repository.js";
import { formatScheduled, formatTimeOfDay } from "./local-time.js";

/** Sentences the local engine answers with. Pure, so their wording is tested without a database. */

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

export function scheduleAnswer(rows: ChatRow[], rangeLabel: string, singleDay: boolean, timeZone: string): string {
  if (rows.length === 0) return `Nothing is scheduled ${rangeLabel}.`;
  const entries = rows.map((r) => {
    const when = singleDay ? formatTimeOfDay(r.scheduled_for!, timeZone) : formatScheduled(r.scheduled_for!, timeZone);
    return when === "all day" ? `${r.title} (all day)` : `${r.title} at ${when}`;
  });
  return `You have ${plural(rows.length, "thing")} scheduled ${rangeLabel}: ${listTitles(entries)}.`;
}

export function waitingAnswer(rows: ChatRow[]): string {
  if (rows.length === 0) return "You're not waiting on anything right now.";
  const entries = rows.map((r) => `${r.title} (waiting for ${r.waiting_for}${r.expected_date ? `, expected ${r.expected_date}` : ""})`);
  return `You're waiting on ${plural(rows.length, "thing")}: ${listTitles(entries)}.`;
}
