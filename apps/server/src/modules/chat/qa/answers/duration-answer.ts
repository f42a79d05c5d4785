import { plural } from "../../answer-text.js";
import { isLeisure } from "../activities.js";
import { minutesIn, ROSTERED } from "../durations.js";
import { spentAmount } from "../money.js";
import { othersDoing } from "../spending-filters.js";
import { clausesOf, isOccurrence, isPlan, isTodo } from "../qa-cues.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { about, byDate, type ComposeContext, listNotes, parseDate, rangeText } from "./answer-format.js";
import { inRange, mentions, RELEVANT, score } from "./note-scoring.js";

const round = (x: number) => Math.round(x * 100) / 100;

/** The clause a span is told in: "held over 3 hours, no relief nurse showed" happened, whatever another clause denies of its own. */
const spanClause = (text: string) => clausesOf(text).find((c) => minutesIn(c) !== null) ?? text;
/** A clause with no subject of its own that takes the span back ("meant to stay 2 hours late, didn't"). */
const TAKEN_BACK = /^\s*(?:but\s+|and\s+)?(?:didn['’]?t|did not|never|not in the end|wasn['’]?t|was not|got cancelled|cancelled|called off)\b/i;
const spanHappened = (text: string) => !ROSTERED.test(spanClause(text)) && (isOccurrence(text, null) || (isOccurrence(spanClause(text), null) && !clausesOf(text).some((c) => TAKEN_BACK.test(c))));

/** "How many hours did I volunteer this month": the time each note on the topic spent, added up in the unit asked. */
/** "How many hours did I work", "hours worked for Lumen": working is the frame; the notes name the job, not the word. */
const WORKING = new Set(["work", "worked", "working", "job", "jobs", "client", "clients"]);

export function duration(asked: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const unit = asked.measure!;
  const working = asked.topic.length > 0 && asked.topic.every((t) => WORKING.has(t));
  const q = working ? { ...asked, topic: [] } : asked;
  // "How many hours did Máire mind the kids": a span in a note naming the person asked about is theirs, whatever its words.
  const byPerson = (n: QaNote) => q.people.some((p) => mentions(n, p));
  const found = score(notes.filter((n) => inRange(n, q) && minutesIn(n.text) !== null), q)
    .filter((s) => (q.topic.length === 0 || s.score >= RELEVANT || byPerson(s.note)) && !othersDoing(s.note.text, q.people) && !(working && isLeisure(s.note.text)) && !isTodo(s.note.text) && (byPerson(s.note) || spanHappened(s.note.text)) && spentAmount(s.note.text) === null)
    .map((s) => s.note)
    .sort(byDate);
  const label = unit === "hour" ? "hours" : "minutes";
  if (found.length === 0 && q.elapsed) {
    const stretch = elapsedDays(q, notes);
    if (stretch) return stretch;
  }
  if (found.length === 0) return { text: `None: I found no time spent on ${about(q)}${rangeText(q)} (searched ${ctx.searched}).`, notes: [], number: 0 };
  const minutes = found.reduce((sum, n) => sum + minutesIn(n.text)!, 0);
  const total = round(unit === "hour" ? minutes / 60 : minutes);
  return { text: `${total} ${label} on ${about(q)}${rangeText(q)}, across ${plural(found.length, "note")}: ${listNotes(found)}.`, notes: found, number: total };
}

/** What starts a stretch: "started ripping out", "signed off sick", "went into the workshop", "broke down". */
const STARTS = /\b(?:start(?:ed|s)?|began|begun|kicked off|went in(?:to)?|signed off|off sick|broke down|packed in|went off)\b/i;
/** What ends it: "finished", "done", "back at work", "got it back", "fixed", "sorted". */
const ENDS = /\b(?:finished|done|completed?|all over|back (?:at|to|in|on) (?:work|school|the)\b|got (?:\p{L}+ ){0,3}back\b|fixed|sorted|mended|handed (?:it )?back|up and running|back on the road)/iu;

/**
 * "How long was I off with my back", "how long did the kitchen job take", asked where no note gives a span: the days from
 * the note that starts it to the first later one that ends it, both on the topic and the writer's own.
 */
function elapsedDays(q: QaQuestion, notes: QaNote[]): QaAnswer | null {
  // A job's stretch may be told of whoever did it ("Gareth finished"); the writer's own is not another's.
  const own = (n: QaNote) => q.elapsed === "thing" || !othersDoing(n.text, q.people);
  const onTopic = score(notes.filter((n) => inRange(n, q) && !isTodo(n.text) && !isPlan(n.text) && own(n)), q)
    .filter((s) => s.score >= RELEVANT)
    .map((s) => s.note)
    .sort(byDate);
  const ends = onTopic.filter((n) => ENDS.test(n.text));
  // The start may name only who does the job ("Gareth started ripping out the old units"), whom a note on the topic names.
  const named = new Set([...onTopic.flatMap((n) => namesIn(n))]);
  const starts = notes.filter((n) => inRange(n, q) && own(n) && STARTS.test(n.text) && !ENDS.test(n.text) && !isTodo(n.text) && !isPlan(n.text) && (onTopic.includes(n) || namesIn(n).some((w) => named.has(w)))).sort(byDate);
  const start = starts.find((n) => ends.some((e) => e.createdAt > n.createdAt));
  const end = start ? ends.find((n) => n.createdAt > start.createdAt) : undefined;
  if (!start || !end) return null;
  const from = parseDate(start.localDate);
  const to = parseDate(end.localDate);
  const days = Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);
  return { text: `${days} days${rangeText(q)}: from ${listNotes([start])} to ${listNotes([end])}.`, notes: [start, end], number: days };
}

/** The names a note gives: its entities, or its capitalised words other than "I". */
const namesIn = (n: QaNote) => [...n.entities.map((e) => e.toLowerCase()), ...(n.text.match(/\b\p{Lu}\p{Ll}+/gu) ?? []).map((w) => w.toLowerCase())];
