import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";

/** How answers quote and list the notes they rest on, and say when nothing was found. */

/** Notes quoted in one answer; the rest are counted. */
const MAX_LISTED = 8;

export interface ComposeContext {
  timeZone: string;
  /** What was looked through, for an honest "nothing found". */
  searched: string;
}

const shortDate = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
export function dayOf(note: QaNote): string {
  const [y, m, d] = note.localDate.split("-").map(Number) as [number, number, number];
  return shortDate.format(new Date(Date.UTC(y, m - 1, d)));
}
export const quote = (note: QaNote) => `"${note.text.length > 120 ? `${note.text.slice(0, 117)}...` : note.text}" (${dayOf(note)})`;
export const listNotes = (notes: QaNote[]) => notes.slice(0, MAX_LISTED).map(quote).join("; ") + (notes.length > MAX_LISTED ? `; and ${notes.length - MAX_LISTED} more` : "");

export const parseDate = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};
/** Whole days from one local date ("2026-03-02") to another. */
export const daysApart = (from: string, to: string) => {
  const at = (iso: string) => {
    const d = parseDate(iso);
    return Date.UTC(d.year, d.month - 1, d.day);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
};
export const byDate = (a: QaNote, b: QaNote) => a.createdAt.localeCompare(b.createdAt);
export const nothing = (what: string, ctx: ComposeContext, number: number | null = null): QaAnswer => ({ text: `I found nothing about ${what} in your notes (searched ${ctx.searched}).`, notes: [], number });
export const about = (q: QaQuestion) => [...q.people, ...q.topic].join(" ") || "that";
export const rangeText = (q: QaQuestion) => (q.range ? ` ${q.range.label}` : "");
