import { aboutSomeoneElse, isCommitment, isDecision, isPlan } from "../qa-cues.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { about, byDate, type ComposeContext, listNotes, nothing } from "./answer-format.js";
import { inRange, mentions, RELEVANT, score } from "./note-scoring.js";

export function decisions(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  // A decision about someone named ("the offer from Kestrel") may not repeat the topic: "emailed Kestrel to decline".
  const naming = (n: QaNote) => q.people.some((p) => mentions(n, p));
  const decided = (cue: (n: QaNote) => boolean) =>
    score(notes.filter((n) => inRange(n, q) && cue(n) && !aboutSomeoneElse(n.text, n.entities)), q)
      .map((s) => (naming(s.note) ? { ...s, score: Math.max(s.score, RELEVANT) } : s))
      // Asked about a named thing only ("the Corolla"), a decision must name it.
      .filter((s) => (q.topic.length === 0 ? q.people.length === 0 || naming(s.note) : s.score >= RELEVANT))
      .map((s) => s.note);
  let kept = decided((n) => isDecision(n.text, n.eventType)).sort(byDate);
  // No note says "decided": the choice may be told by its act ("ordered the pixel"), the newest such on the topic.
  if (kept.length === 0 && (q.topic.length > 0 || q.people.length > 0)) kept = decided((n) => isCommitment(n.text) && !isPlan(n.text)).sort(byDate).slice(-1);
  if (kept.length === 0) return nothing(`a decision on ${about(q)}`, ctx);
  return { text: `What you decided about ${about(q)}: ${listNotes(kept)}.`, notes: kept, number: null };
}
