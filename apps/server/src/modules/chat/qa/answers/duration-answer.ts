import { plural } from "../../answer-text.js";
import { minutesIn } from "../durations.js";
import { spentAmount } from "../money.js";
import { isOccurrence, isTodo } from "../qa-cues.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { about, byDate, type ComposeContext, listNotes, rangeText } from "./answer-format.js";
import { inRange, RELEVANT, score } from "./note-scoring.js";

const round = (x: number) => Math.round(x * 100) / 100;

/** "How many hours did I volunteer this month": the time each note on the topic spent, added up in the unit asked. */
export function duration(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const unit = q.measure!;
  const found = score(notes.filter((n) => inRange(n, q) && minutesIn(n.text) !== null), q)
    .filter((s) => (q.topic.length === 0 || s.score >= RELEVANT) && !isTodo(s.note.text) && isOccurrence(s.note.text, null) && spentAmount(s.note.text) === null)
    .map((s) => s.note)
    .sort(byDate);
  const label = unit === "hour" ? "hours" : "minutes";
  if (found.length === 0) return { text: `None: I found no time spent on ${about(q)}${rangeText(q)} (searched ${ctx.searched}).`, notes: [], number: 0 };
  const minutes = found.reduce((sum, n) => sum + minutesIn(n.text)!, 0);
  const total = round(unit === "hour" ? minutes / 60 : minutes);
  return { text: `${total} ${label} on ${about(q)}${rangeText(q)}, across ${plural(found.length, "note")}: ${listNotes(found)}.`, notes: found, number: total };
}
