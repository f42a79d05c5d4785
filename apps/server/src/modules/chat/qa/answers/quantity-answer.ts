import { plural } from "../../answer-text.js";
import { isPlan, isQuestionNote } from "../qa-cues.js";
import { expandTopic } from "../qa-expand.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import { isFrameWord, type QaQuestion } from "../qa-question.js";
import { quantityIn } from "../quantities.js";
import { notOwnOccurrence } from "../spending-filters.js";
import { words } from "../qa-words.js";
import { about, byDate, listNotes, rangeText } from "./answer-format.js";
import { inRange, RELATED, score } from "./note-scoring.js";

/** Trading a quantity ("sold 10 kilos to the hotel", "bought 40 litres"): no quantity made, unless the question asks of trading. */
const TRADE = new Set(["sold", "sell", "sells", "selling", "bought", "buy", "buys", "buying", "ordered", "order"]);
/** A family or a business by its plural name opening the note ("the Chaffees made 300 gallons"): theirs, not the writer's. */
const OTHERS_BY_FAMILY = /^\s*the\s+\p{Lu}\p{Ll}+s\b/u;
/** Unit names of the quantity asked: the answer says them this way. */
const UNIT_LABEL: Readonly<Record<string, string>> = { kilogram: "kilos", gallon: "gallons", litre: "litres", tonne: "tonnes", kilometre: "km", mile: "miles" };

/**
 * "How many kilos of honey did we harvest this year", "how many gallons of syrup did we make": the quantities the writer's own
 * notes on the topic tell in the unit asked, added up. Another's ("Kariuki's neighbour harvested 40 kilos", "the Chaffees made
 * 300 gallons"), a trade when the question asks of none ("sold 10 kilos"), and a plan are left out. Null when no note tells the
 * unit, so the question is counted as before.
 */
export function quantity(q: QaQuestion, notes: QaNote[]): QaAnswer | null {
  const unit = q.quantity!;
  const asksTrade = q.topic.some((t) => TRADE.has(t));
  const topic = q.topic.filter((t) => !TRADE.has(t));
  const told = notes.filter((n) => {
    if (!inRange(n, q) || quantityIn(n.text, unit) === null || isQuestionNote(n.text) || isPlan(n.text)) return false;
    if (notOwnOccurrence(n.text, q.people) || OTHERS_BY_FAMILY.test(n.text)) return false;
    return asksTrade === words(n.text).some((w) => TRADE.has(w));
  });
  // Notes on the topic, or sharing the words its notes share ("boiled" beside "syrup"), in any of the notes.
  const expansion = expandTopic(topic, notes, q.people, isFrameWord);
  const found = (topic.length === 0 ? told : score(told, { ...q, topic, expansion }).filter((s) => s.score >= RELATED).map((s) => s.note)).sort(byDate);
  if (found.length === 0) return null;
  const total = Math.round(found.reduce((sum, n) => sum + quantityIn(n.text, unit)!, 0) * 100) / 100;
  return { text: `${total} ${UNIT_LABEL[unit]} of ${about(q)}${rangeText(q)}, across ${plural(found.length, "note")}: ${listNotes(found)}.`, notes: found, number: total };
}
