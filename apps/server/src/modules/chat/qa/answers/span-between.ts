import type { QaAnswer, QaNote } from "../qa-note.js";
import { stem, stemsOf } from "../qa-words.js";
import { byDate, daysApart, quote, type ComposeContext } from "./answer-format.js";

const held = (want: readonly string[], text: string) => {
  const stems = stemsOf(text);
  return want.filter((w) => stems.has(stem(w))).length;
};

/**
 * "How many days passed between ordering the autoclave and it arriving": the days from the note that best tells the
 * first event (the most of its words, the earliest of those) to the first later note that tells the second of the same
 * thing (the first event's words past its verb: "the autoclave finally got here"), its own words weighed first.
 */
export function spanBetween(first: readonly string[], second: readonly string[], notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const none = { text: `I couldn't find both ends of that in your notes (searched ${ctx.searched}).`, notes: [], number: null };
  const sorted = notes.filter((n) => !n.derived).sort(byDate);
  const most = Math.max(0, ...sorted.map((n) => held(first, n.text)));
  if (most < Math.min(2, first.length)) return none;
  const start = sorted.find((n) => held(first, n.text) === most)!;
  const thing = first.slice(1);
  const later = sorted.filter((n) => n.createdAt > start.createdAt && held(thing, n.text) > 0).map((n) => ({ n, score: 2 * held(second, n.text) + held(thing, n.text) }));
  if (later.length === 0) return none;
  const best = Math.max(...later.map((s) => s.score));
  const end = later.find((s) => s.score === best)!.n;
  const days = daysApart(start.localDate, end.localDate);
  return { text: `${days} days: from ${quote(start)} to ${quote(end)}.`, notes: [start, end], number: days };
}
