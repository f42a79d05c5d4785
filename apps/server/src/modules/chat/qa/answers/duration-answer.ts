import { plural } from "../../answer-text.js";
import { isLeisure } from "../activities.js";
import { minutesIn, ROSTERED } from "../durations.js";
import { spentAmount } from "../money.js";
import { othersDoing } from "../spending-filters.js";
import { clausesOf, isOccurrence, isTodo } from "../qa-cues.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { about, byDate, type ComposeContext, listNotes, rangeText } from "./answer-format.js";
import { inRange, mentions, RELEVANT, score } from "./note-scoring.js";

const round = (x: number) => Math.round(x * 100) / 100;

/** The clause a span is told in: "held over 3 hours, no relief nurse showed" happened, whatever another clause denies of its own. */
const spanClause = (text: string) => clausesOf(text).find((c) => minutesIn(c) !== null) ?? text;
/** A clause with no subject of its own that takes the span back ("meant to stay 2 hours late, didn't"). */
const TAKEN_BACK = /^\s*(?:but\s+|and\s+)?(?:didn['’]?t|did not|never|not in the end|wasn['’]?t|was not|got cancelled|cancelled|called off)\b/i;
/** A span asked of the writer, not yet given: "the director wants 6 hours from me in December", "asked me for two more hours". */
// Whom it is asked of may be many ("wants each of us staying 2 extra hours", "asked everyone to do three more").
const SPAN_ASKED = /\b(?:wants?|asks?|asking|asked(?: me)? for|asked|would like|expects?)\s+(?:(?:me|us|another|an?|the|everyone|everybody|all of us|each of us|us all)\s+)?(?:(?:to\s+)?(?:do|doing|work|working|stay|staying|put in|putting in)\s+)?(?:extra\s+|more\s+)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i;
const spanHappened = (text: string) => !ROSTERED.test(spanClause(text)) && !SPAN_ASKED.test(spanClause(text)) && (isOccurrence(text, null) || (isOccurrence(spanClause(text), null) && !clausesOf(text).some((c) => TAKEN_BACK.test(c))));

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
  if (found.length === 0) return { text: `None: I found no time spent on ${about(q)}${rangeText(q)} (searched ${ctx.searched}).`, notes: [], number: 0 };
  const minutes = found.reduce((sum, n) => sum + minutesIn(n.text)!, 0);
  const total = round(unit === "hour" ? minutes / 60 : minutes);
  return { text: `${total} ${label} on ${about(q)}${rangeText(q)}, across ${plural(found.length, "note")}: ${listNotes(found)}.`, notes: found, number: total };
}
