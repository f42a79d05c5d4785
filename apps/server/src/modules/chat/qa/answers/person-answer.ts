import { type Amount, findAmounts, formatAmount, totalPerCurrency } from "../money.js";
import { isInvoiced, isReceived } from "../money-in.js";
import { isDebt, isEncounter, isImperativeVerb, isPlan, isSettlement, isTodo } from "../qa-cues.js";
import { othersLoan } from "../spending-filters.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { contentWords, PERSON_TITLE, sameWord, words } from "../qa-words.js";
import { byDate, type ComposeContext, listNotes, nothing } from "./answer-format.js";
import { CUE_WORDS, mentions, RELEVANT, score } from "./note-scoring.js";

export function person(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const name = q.people[0];
  if (!name) {
    const doer = doerOf(q, notes);
    return doer.length > 0 ? { text: `From your notes: ${listNotes(doer)}.`, notes: doer, number: null } : nothing("that person", ctx);
  }
  const mentioned = notes.filter((n) => mentions(n, name));
  if (mentioned.length === 0) return { text: `I found no notes that mention ${name} (searched ${ctx.searched}).`, notes: [], number: null };
  let chosen = mentioned;
  if (q.topic.length > 0 && !q.latest) {
    const topical = score(mentioned, { ...q, people: [] }).filter((s) => s.score >= RELEVANT).map((s) => s.note);
    if (topical.length > 0) chosen = topical;
  }
  chosen = [...chosen].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (q.owes) return owed(name, mentioned, ctx);
  if (q.owedToMe) return owedBack(name, mentioned, ctx);
  if (q.latest) {
    // The last time they were seen is the newest meeting, not a text, a plan or their news ("Cyril says…").
    const reports = chosen.filter((n) => !n.derived && !isPlan(n.text));
    chosen = (reports.find((n) => isEncounter(n.text)) ? [reports.find((n) => isEncounter(n.text))!] : reports.slice(0, 1));
  } else chosen = [...chosen.filter((n) => n.derived), ...chosen.filter((n) => !n.derived)];
  const card = chosen.filter((n) => n.card);
  const open = chosen.filter((n) => n.status === "pending" && isTodo(n.text));
  const parts = [`${name}: ${listNotes(chosen)}`];
  if (card.length > 0 && card.length < chosen.length) parts.push(`Card: ${card.map((n) => `"${n.title}"`).join(", ")}`);
  if (open.length > 0) parts.push(`Open: ${open.map((n) => `"${n.title}"`).join(", ")}`);
  return { text: `${parts.join(". ")}.`, notes: chosen, number: null };
}

/**
 * Debts to a person that no later note settles ("sent Bertrand the €18 for pizza ✔️" settles "€18, pay him back"); a later
 * payment of less than the debt pays part of it ("gave Niamh €50 towards the ticket" leaves €45 of "I owe her €95").
 */
function owed(name: string, mentioned: QaNote[], ctx: ComposeContext): QaAnswer {
  const own = mentioned.filter((n) => !n.derived);
  const settlements = own.filter((n) => isSettlement(n.text));
  const open: Array<{ debt: QaNote; paid: QaNote[]; left: Amount | null }> = [];
  for (const debt of own.filter((n) => isDebt(n.text)).sort(byDate)) {
    const later = settlements.filter((s) => s.createdAt > debt.createdAt && sharesDetail(debt.text, s.text, name));
    const owing = amountOwed(debt.text);
    const parts = owing ? later.map((s) => findAmounts(s.text)[0]).filter((a): a is Amount => a !== undefined && a.currency === owing.currency) : [];
    const paid = parts.reduce((sum, a) => sum + a.value, 0);
    if (later.length > 0 && (!owing || parts.length < later.length || paid >= owing.value)) continue;
    open.push({ debt, paid: later, left: owing ? { ...owing, value: Math.round((owing.value - paid) * 100) / 100 } : null });
  }
  if (open.length === 0) return { text: `I found nothing you owe ${name} (searched ${ctx.searched}).`, notes: [], number: null };
  const cited = [...new Set(open.flatMap((o) => [o.debt, ...o.paid]))].sort(byDate);
  const amounts = open.map((o) => o.left).filter((a): a is Amount => a !== null);
  const total = amounts.length > 0 ? totalPerCurrency(amounts, null) : null;
  return { text: `What you owe ${name}${total ? `, ${total.text}` : ""}: ${listNotes(cited)}.`, notes: cited, number: total?.number ?? null };
}

/** The amount a note says is owed: the one after "owe(s)" ("€2,400, so Fergal owes me €1,200"), else its first. */
function amountOwed(text: string): Amount | null {
  const at = /\bowes?\b/i.exec(text);
  const after = at ? findAmounts(text.slice(at.index))[0] : undefined;
  if (after) return after;
  const whole = findAmounts(text)[0];
  if (!whole) return null;
  // "Paid the electricity, R1,200, Riaan owes me half": a share of the amount named before.
  const share = at ? /^\S+\s+(?:me|us)?\s*(?:(half)|a (third)|a (quarter))\b/i.exec(text.slice(at.index)) : null;
  const part = share ? (share[1] ? 2 : share[2] ? 3 : 4) : 1;
  return { ...whole, value: Math.round((whole.value / part) * 100) / 100 };
}

/** Two notes on the same thing: an amount or a content word in common, the person's name aside. */
function sharesDetail(a: string, b: string, name: string): boolean {
  const amounts = (t: string) => findAmounts(t).map((x) => x.value);
  if (amounts(a).some((v) => amounts(b).includes(v))) return true;
  const skip = words(name)[0];
  const own = contentWords(a).filter((w) => w !== skip && !CUE_WORDS.has(w) && !isImperativeVerb(w));
  return contentWords(b).some((w) => own.some((k) => sameWord(k, w)));
}

/** Money the person gave or lent them ("lent Fionnuala €150", "covered Ola's ticket £30"). */
const LENT = /\b(?:lent|loaned|spotted|fronted|covered|owes (?:me|us)|paid for)\b/i;
/** Money they gave back ("Fionnuala paid back €50", "she sent me £20", "another 20k from Kariuki"). */
// Round 38: a sum "brought back" or "handed back" ("Kofi brought 350 cedis back", "brought back the 40 he owed").
const REPAID = /\b(?:(?:brought|handed)\s+(?:[\p{L}\p{N}₵$£€,.]+\s+){0,3}?back|paid (?:me |us )?back|repaid|paid (?:me|us)|gave (?:me|us)|sent (?:me|us)|transferred|returned|in from)\b|(?:(?:[$£€₹¥₩]|\b[A-Z]{1,3}\$|\bRM?(?=\s?\d))\s?|(?<![\p{L}\d.,])(?=\d))[\d,.]+k?\s+(?:back\s+)?from\s+\p{Lu}/u;

/** "How much does Fionnuala still owe me": what was lent to the person, less what they paid back, per currency of the loan. */
function owedBack(name: string, mentioned: QaNote[], ctx: ComposeContext): QaAnswer {
  const own = mentioned.filter((n) => !n.derived && findAmounts(n.text).length > 0).sort(byDate);
  // An invoice the person sent is owed as a loan is ("invoiced Studio Ardent $3,200"), and a payment of theirs pays it off.
  // Round 35: another's loan to them ("Sione lent Rawiri $100 too") is owed to that lender, not to the writer.
  const loans = own.filter((n) => (LENT.test(n.text) || isInvoiced(n.text)) && !/\blent (?:me|us)\b|\b(?:i|we) owe\b/i.test(n.text) && !othersLoan(n.text, [name]));
  const repaid = own.filter((n) => !loans.includes(n) && (REPAID.test(n.text) || isReceived(n.text)));
  if (loans.length === 0) return { text: `I found nothing ${name} owes you (searched ${ctx.searched}).`, notes: [], number: 0 };
  // A loan's amount is the one owed ("€2,400, so Fergal owes me €1,200 for his half"); a payment's is its first.
  const first = (n: QaNote) => (loans.includes(n) ? amountOwed(n.text)! : findAmounts(n.text)[0]!);
  const currency = first(loans[0]!).currency;
  const sum = (ns: QaNote[]) => ns.filter((n) => first(n).currency === currency || first(n).currency === "").reduce((s, n) => s + first(n).value, 0);
  const left = Math.round((sum(loans) - sum(repaid)) * 100) / 100;
  const used = [...loans, ...repaid].sort(byDate);
  return { text: `${name} still owes you ${formatAmount(left, currency)}: ${listNotes(used)}.`, notes: used, number: left };
}

/** A name written with a title ("Mr. Qureshi", "Dr Faisal") or set beside a role ("Qureshi, our accountant"). */
const TITLED = new RegExp(String.raw`\b${PERSON_TITLE}(\p{Lu}\p{Ll}+)`, "gu");
const APPOSED = /(?<![\p{L}'’])(\p{Lu}\p{Ll}+),\s(?:our|my|the)\s\p{Ll}/gu;

/**
 * Round 32: "who does the pharmacy's accounts", "who cuts the kids' hair": asked by what someone does, with no name, the person
 * the notes on it name with a title or beside their role, and every note naming them.
 */
function doerOf(q: QaQuestion, notes: readonly QaNote[]): QaNote[] {
  if (q.topic.length === 0) return [];
  const tally = new Map<string, number>();
  for (const s of score([...notes], q).filter((x) => x.score >= RELEVANT)) {
    const named = new Set([...s.note.text.matchAll(TITLED), ...s.note.text.matchAll(APPOSED)].map((m) => m[1]!.toLowerCase()));
    for (const n of named) tally.set(n, (tally.get(n) ?? 0) + 1);
  }
  const best = [...tally.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!best || [...tally.values()].filter((k) => k === best[1]).length > 1) return [];
  return notes.filter((n) => !n.derived && words(n.text).includes(best[0])).sort(byDate);
}
