import type { CalendarDate } from "@life/classifier";
import { composeAnswer } from "../qa/qa-compose.js";
import type { QaAnswer, QaNote } from "../qa/qa-note.js";
import { readQuestion } from "../qa/qa-question.js";

/** Notes for the answerer's tests, written as [ISO local time "YYYY-MM-DDTHH:MM", text] and stored in UTC. */
export function noteMaker(): (at: string, text: string, extra?: Partial<QaNote>) => QaNote {
  let counter = 0;
  return (at, text, extra = {}) => {
    counter += 1;
    return { id: `n${counter}`, text, title: text, createdAt: `${at}:00.000Z`, localDate: at.slice(0, 10), domain: null, eventType: null, status: "pending", scheduledFor: null, waitingFor: null, waitingReceived: false, entities: [], card: false, derived: false, ...extra };
  };
}

/** A question asked on `today` of the notes given, as the answerer composes it offline. */
export const askOn =
  (today: CalendarDate) =>
  (question: string, notes: QaNote[], names: string[] = []): QaAnswer =>
    composeAnswer(readQuestion(question, today, names), notes, { timeZone: "UTC", searched: `${notes.length} notes` });

export const texts = (answer: { notes: QaNote[] }) => answer.notes.map((n) => n.text);
