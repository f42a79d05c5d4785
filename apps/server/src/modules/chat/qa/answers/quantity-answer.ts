import { plural } from "../../answer-text.js";
import { isPlan, isQuestionNote } from "../qa-cues.js";
import { expandTopic } from "../qa-expand.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import { isFrameWord, type QaQuestion } from "../qa-question.js";
import { spentAmount } from "../money.js";
import { quantityIn } from "../quantities.js";
import { notOwnOccurrence, othersQuantity } from "../spending-filters.js";
import { words } from "../qa-words.js";
import { about, byDate, listNotes, rangeText } from "./answer-format.js";
import { inRange, RELATED, score } from "./note-scoring.js";

/** Trading a quantity ("sold 10 kilos to the hotel", "bought 40 litres"): no quantity made, unless the question asks of trading. */
const TRADE = new Set(["sold", "sell", "sells", "selling", "bought", "buy", "buys", "buying", "ordered", "order"]);
const BUYING = new Set(["bought", "buy", "buys", "buying", "ordered", "order"]);
const SELLING = new Set(["sold", "sell", "sells", "selling"]);
/** "25 kilos of rice from the bigasan, ₱1,450", "another 5 kilos of rice from the grocery": bought, though no verb says so. */
const FROM_A_SELLER = /\bfrom (?:the|a|an)\s+\p{L}/u;
/** A quantity grown or made, not bought: "harvested 40 kilos", "made 300 gallons". */
const MADE = new Set(["harvested", "harvest", "made", "picked", "grew", "caught", "boiled", "produced"]);
/** A family or a business by its plural name opening the note ("the Chaffees made 300 gallons"): theirs, not the writer's. */
const OTHERS_BY_FAMILY = /^\s*the\s+\p{Lu}\p{Ll}+s\b/u;
/** The days an outing of several notes fills at most ("the Lares trek", a week's sail): longer is a season, not one outing. */
const OUTING_DAYS_MS = 10 * 86_400_000;

/**
 * Round 34: an outing told day by day names itself on its first and last days only ("Lares trek day one, 14 km", "final day
 * on the Lares, 9 km"); the writer's own notes in the unit between them ("crossed the pass and down to Cuncani, 16 km") are
 * its middle days.
 */
function withinOuting(found: readonly QaNote[], told: readonly QaNote[]): QaNote[] {
  const [first, last] = [found[0], found.at(-1)];
  if (!first || !last || first === last || Date.parse(last.createdAt) - Date.parse(first.createdAt) > OUTING_DAYS_MS) return [];
  return told.filter((n) => !found.includes(n) && n.createdAt > first.createdAt && n.createdAt < last.createdAt);
}

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
  const asksBuying = q.topic.some((t) => BUYING.has(t));
  const topic = q.topic.filter((t) => !TRADE.has(t));
  const told = notes.filter((n) => {
    if (!inRange(n, q) || quantityIn(n.text, unit) === null || isQuestionNote(n.text) || isPlan(n.text)) return false;
    if (notOwnOccurrence(n.text, q.people) || othersQuantity(n.text, q.people) || OTHERS_BY_FAMILY.test(n.text)) return false;
    const said = words(n.text);
    if (!asksTrade) return !said.some((w) => TRADE.has(w));
    // A trade of the kind asked: asked what was bought, a sale is none (and asked what was sold, a purchase none).
    if (said.some((w) => TRADE.has(w))) return said.some((w) => (asksBuying ? BUYING : SELLING).has(w));
    // Asked what was bought, a note telling the quantity with a price paid or a seller bought it, unless it was grown or made.
    return asksBuying && !said.some((w) => MADE.has(w) || SELLING.has(w)) && (spentAmount(n.text) !== null || FROM_A_SELLER.test(n.text));
  });
  // Notes on the topic, or sharing the words its notes share ("boiled" beside "syrup"), in any of the notes.
  const expansion = expandTopic(topic, notes, q.people, isFrameWord);
  const found = (topic.length === 0 ? told : score(told, { ...q, topic, expansion }).filter((s) => s.score >= RELATED).map((s) => s.note)).sort(byDate);
  if (found.length === 0) return null;
  found.push(...withinOuting(found, told));
  found.sort(byDate);
  const total = Math.round(found.reduce((sum, n) => sum + quantityIn(n.text, unit)!, 0) * 100) / 100;
  return { text: `${total} ${UNIT_LABEL[unit]} of ${about(q)}${rangeText(q)}, across ${plural(found.length, "note")}: ${listNotes(found)}.`, notes: found, number: total };
}
