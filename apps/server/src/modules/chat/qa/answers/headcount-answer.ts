import { othersDoing } from "../spending-filters.js";
import { headcountIn } from "../headcount.js";
import { isPlan, isQuestionNote, isTodo } from "../qa-cues.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { sameWord } from "../qa-words.js";
import { byDate, type ComposeContext, listNotes, rangeText } from "./answer-format.js";
import { inRange, RELEVANT, score } from "./note-scoring.js";

/** The sum of who came, from the notes on the rest of the topic that give a number; null when none gives one. */
export function headcount(q: QaQuestion, notes: QaNote[], ctx: ComposeContext, noun: string): QaAnswer | null {
  const rest = q.topic.filter((t) => !sameWord(t, noun));
  const counted = score(
    notes.filter((n) => inRange(n, q)),
    { ...q, topic: rest },
  )
    .filter((s) => s.score >= RELEVANT && !othersDoing(s.note.text, q.people) && !isTodo(s.note.text) && !isPlan(s.note.text) && !isQuestionNote(s.note.text))
    .map((s) => ({ note: s.note, n: headcountIn(s.note.text, noun) }))
    .filter((c): c is { note: QaNote; n: number } => c.n !== null);
  if (counted.length === 0) return null;
  const came = counted.filter((c) => c.n > 0);
  const total = came.reduce((sum, c) => sum + c.n, 0);
  const cited = came.map((c) => c.note).sort(byDate);
  if (cited.length === 0) return { text: `None${rangeText(q)}: ${listNotes(counted.map((c) => c.note))} (searched ${ctx.searched}).`, notes: [], number: 0 };
  return { text: `${total} ${noun}${rangeText(q)}: ${listNotes(cited)}.`, notes: cited, number: total };
}
