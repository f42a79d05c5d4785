import { plural } from "../../answer-text.js";
import { asAsked, findAmounts, totalAsAsked } from "../money.js";
import { sendersAsked, sentByAsked } from "../money-from.js";
import { isInvoiced, isReceived } from "../money-in.js";
import { payOfKind } from "../pay-kind.js";
import { isTodo } from "../qa-cues.js";
import { othersIncome } from "../spending-filters.js";
import { namesKindOf } from "../qa-kinds.js";
import { words } from "../qa-words.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { about, byDate, type ComposeContext, listNotes, rangeText } from "./answer-format.js";
import { inRange, mentions, RELATED, score } from "./note-scoring.js";

/** "Rent landed from Tama": a note opening with "rent" reads as an order to rent something, but money came in. */
const RENT_IN = /^\s*rent\s+(?:landed|came|arrived|hit|in)\b/i;

/** The notes of money coming in that a question asks about: received, or invoiced, in its range, from whom it names. */
function flowNotes(q: QaQuestion, notes: QaNote[]): QaNote[] {
  const test = q.flow === "billed" ? isInvoiced : isReceived;
  // "Paid me back for Zanele's dinner": a name written as an owner is whose the thing is, not who paid.
  const payers = q.people.filter((p) => !(q.owners ?? []).includes(p));
  // Round 34: another's income ("Yesenia got S/ 1,100 for her trip") is theirs, unless the question names them.
  // Round 50: money the asked sender sent, in words the cues of money received lack ("Suresh banked in RM 750", "T$400 from Vili").
  const senders = q.flow === "billed" ? [] : sendersAsked(payers, q.topic, notes);
  // Round 52: a kind of pay asked ("overtime pay") is told by its kind and the pay it came in ("extra watch pay on the slip, 180 €").
  const ofKind = q.payKind ? payOfKind(q.topic) : () => false;
  const received = (n: QaNote) => ((test(n.text) || ofKind(n.text)) && !(isTodo(n.text) && !RENT_IN.test(n.text)) && !othersIncome(n.text, q.people)) || sentByAsked(n.text, senders);
  const found = notes.filter((n) => inRange(n, q) && received(n) && (payers.length === 0 || payers.some((p) => mentions(n, p))));
  if (q.topic.length === 0) return found.sort(byDate);
  // "What did the logo work earn me": words besides the frame narrow the payments, when any note names them.
  // A kind counts as its name: "the renters" paid what "$640 in from the tenants" tells.
  const related = new Set(score(found, { ...q, people: [] }).filter((s) => s.score >= RELATED).map((s) => s.note));
  const topical = found.filter((n) => related.has(n) || namesKindOf(q.topic, words(n.text)));
  return (topical.length > 0 ? topical : found).sort(byDate);
}

const verb = (q: QaQuestion) => (q.flow === "billed" ? "invoiced" : "received");

/** "How much did clients pay me in October", "how much have I invoiced in US dollars": the amounts in, added up per currency. */
export function moneyInSum(q: QaQuestion, notes: QaNote[], ctx: ComposeContext, home: string | null = null, ownDollars?: () => boolean): QaAnswer {
  const texts = notes.map((n) => n.text);
  const asCurrency = asAsked(q.currency, texts, home, ownDollars, ctx.timeZone);
  const first = (n: QaNote) => {
    const amount = findAmounts(n.text)[0];
    return amount && asCurrency(amount, n.text);
  };
  const priced = flowNotes(q, notes).filter((n) => {
    const amount = first(n);
    return amount !== undefined && (q.currency === null || amount.currency === q.currency);
  });
  if (priced.length === 0) return { text: `I found no money ${verb(q)} for ${about(q)}${rangeText(q)} in your notes (searched ${ctx.searched}), so: 0.`, notes: [], number: 0 };
  // A payment's first amount is what came in ("Quill & Pine paid US$900, less a $12 fee" received US$900).
  const { text: total, number } = totalAsAsked(priced.map((n) => first(n)!), q.currency, ctx.timeZone);
  return { text: `You ${verb(q)} ${total}${rangeText(q)}, across ${plural(priced.length, "note")}: ${listNotes(priced)}.`, notes: priced, number };
}

/** "How many invoices did I send in November", "how many invoices got paid": the notes of each, counted. */
export function moneyInCount(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const found = flowNotes(q, notes);
  if (found.length === 0) return { text: `None: I found no invoices ${q.flow === "billed" ? "sent" : "paid"}${rangeText(q)} (searched ${ctx.searched}).`, notes: [], number: 0 };
  return { text: `${found.length}${rangeText(q)}: ${listNotes(found)}.`, notes: found, number: found.length };
}
