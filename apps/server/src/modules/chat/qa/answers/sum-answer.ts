import { plural } from "../../answer-text.js";
import { type Amount, asAsked, COUNTRY_CURRENCIES, findAmounts, holdsFigure, homeDollars, spentAmount, totalAsAsked, totalPerCurrency, writesOwnDollars } from "../money.js";
import { othersThing } from "../qa-cues.js";
import { kindNamer, namesKindOf } from "../qa-kinds.js";
import { asksAboutTrip, foreignRun, tripSpending } from "../qa-episode.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { sameWord, stem, words } from "../qa-words.js";
import { categoriesNamed, categoryKeyWords, inCategory } from "../spending-categories.js";
import { notYetSpent, othersPet, othersSpending } from "../spending-filters.js";
import { about, byDate, type ComposeContext, listNotes, nothing, rangeText } from "./answer-format.js";
import { moneyInSum } from "./income-answer.js";
import { asksCurrentAmount, currentFigure } from "./current-value.js";
import { presentsAsked, toldAsPresent } from "./presents.js";
import { inRange, mentions, RELEVANT, score, type Scored, writesName } from "./note-scoring.js";
import { namesOfThing, writesThingName } from "./thing-names.js";

/** The things a pet costs. */
const PETS = categoriesNamed(["pet"]);

/** Words for what something cost, which name no thing it was spent on. */
const GENERIC_COSTS = new Set(["bill", "bills", "costs", "expenses", "fees", "charges"]);

/** Spending of every week, which no trip is made of. */
const EVERYDAY = categoriesNamed(["groceries", "bills", "subscriptions"]);

/** Words of a question about money refunded: "how much did I get refunded", "what refunds came in". */
const REFUND_WORDS = new Set(["refund", "refunds", "refunded", "reimbursed", "reimbursement", "reimbursements"]);
/** A refund asked for or awaited, not yet received: "asked Yuppiechef for a refund", "refund still pending". */
const REFUND_AWAITED = /\b(?:ask(?:ed|ing)?|waiting|wait|chas(?:e|ed|ing)|request(?:ed|ing)?|want|wants|need|needs|claim(?:ed|ing)?|apply|applied|promised)\b[^.;!?]{0,30}\brefund|\brefund\b[^.;!?]{0,30}\b(?:pending|waiting|requested|promised|due)\b/i;
const REFUNDED = /\brefund(?:ed|s)?\b|\breimburs(?:ed|ement)\b/i;

/** "How much did I get refunded this month": refunds received in the range, added up per currency. */
function refundSum(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const rest = q.topic.filter((t) => !REFUND_WORDS.has(t));
  let found = notes.filter((n) => {
    if (!inRange(n, q) || !REFUNDED.test(n.text) || REFUND_AWAITED.test(n.text) || notYetSpent(n.text)) return false;
    const first = findAmounts(n.text)[0];
    return first !== undefined && (q.currency === null || first.currency === q.currency);
  });
  if (rest.length > 0) {
    const topical = score(found, { ...q, topic: rest }).filter((s) => s.score >= RELEVANT).map((s) => s.note);
    if (topical.length > 0) found = topical;
  }
  found = found.sort(byDate);
  if (found.length === 0) return { text: `I found no refunds${rangeText(q)} in your notes (searched ${ctx.searched}), so: 0.`, notes: [], number: 0 };
  const { text: total, number } = totalPerCurrency(found.map((n) => findAmounts(n.text)[0]!), q.currency);
  return { text: `You got ${total} back in refunds${rangeText(q)}, across ${plural(found.length, "note")}: ${listNotes(found)}.`, notes: found, number };
}

/**
 * "How much do I still owe on the loan": the newest note on the topic that gives a figure (a statement's balance), not a
 * sum of every statement; another's thing ("Kirsty's mortgage is $480,000") is not the person's.
 */
function balance(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const priced = notes.filter((n) => inRange(n, q) && findAmounts(n.text).length > 0 && !othersThing(n.text, q.people));
  const onTopic = (n: QaNote) => namesKindOf(q.topic, words(n.text));
  const scored = score(priced, { ...q, people: [] }).filter((s) => s.score >= RELEVANT || onTopic(s.note)).map((s) => s.note);
  const newest = [...scored].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!newest) return nothing(about(q), ctx);
  const amount = findAmounts(newest.text)[0]!;
  return { text: `${totalPerCurrency([amount], q.currency).text}, as of ${listNotes([newest])}.`, notes: [newest], number: amount.value };
}

/** Verbs of paying someone, which frame "how much have I paid Bea" and name no thing bought. */
const PAYING = new Set(["pay", "paid", "paying", "give", "gave", "given", "send", "sent"]);

export function sum(original: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  // Round 35: the home country's dollars asked by their code ("in NZ dollars", of a Kiwi) are the writer's own "$".
  const texts = notes.map((n) => n.text);
  // Every note's amounts are read at most once, for the home dollars and the currency asked alike.
  let writesOwn: boolean | undefined;
  const ownDollars = () => (writesOwn ??= writesOwnDollars(texts));
  const home = homeDollars(ctx.timeZone, ownDollars);
  const question = home !== null && original.currency === home ? { ...original, currency: "$" } : original;
  // "How much have I paid Lupita this month": what went to the person, however told ("gave Lupita 400 pesos extra").
  const q = question.people.length > 0 && question.topic.length > 0 && question.topic.every((t) => PAYING.has(t)) ? { ...question, topic: [] } : question;
  if (q.balance) return balance(q, notes, ctx);
  const current = asksCurrentAmount(q) ? currentFigure(q, notes, true) : null;
  if (current) return current;
  if (q.flow) return moneyInSum(q, notes, ctx, home, ownDollars);
  if (q.topic.some((t) => REFUND_WORDS.has(t))) return refundSum(q, notes, ctx);
  // Someone else's purchase ("Declan bought paint, €38") and money still to pay are no spending of the person's.
  const asCurrency = asAsked(q.currency, texts, home, ownDollars, ctx.timeZone);
  // A note's spending is read once a question: the filters, the instalments and the total all ask it.
  const spentIn = new Map<QaNote, Amount | null>();
  const spentOf = (n: QaNote) => {
    let spent = spentIn.get(n);
    if (spent === undefined) spentIn.set(n, (spent = spentAmount(n.text)));
    return spent;
  };
  const inCurrency = (n: QaNote) => {
    const spent = spentOf(n);
    const amount = spent && asCurrency(spent, n.text);
    return amount !== null && (q.currency === null || amount.currency === q.currency) && !othersSpending(n.text, q.people) && !othersPet(n.text, q.people) && !notYetSpent(n.text);
  };
  // A place or person the question names is part of what the money went on ("the trip to Montreal").
  const topic = [...q.topic, ...q.people.flatMap((p) => words(p).slice(0, 1))];
  // A pet asked about by name ("what has Mochi cost"): the notes naming it show it is one, and its litter and treats need not name it.
  const pet = q.people.some((p) => notes.some((n) => mentions(n, p) && inCategory(PETS, n.text)));
  // "What did the vet bills for Juniper come to": a thing asked besides the pet's name narrows its spending to that thing.
  const petOnly = pet && q.topic.every((t) => GENERIC_COSTS.has(t));
  const categories = petOnly ? [...categoriesNamed(q.topic), ...PETS] : categoriesNamed(pet ? q.topic.filter((t) => !GENERIC_COSTS.has(t)) : q.topic);
  const ownPet = (n: QaNote) => !pet || !othersThing(n.text, q.people);
  // Asked of "the dog", a note naming the dog's name is its spending though it says no pet word ("winter boots for Caribou").
  const petNames = !pet && PETS[0] !== undefined && categories.includes(PETS[0]) ? petNamesIn(notes) : [];
  // A named category decides by its own words; the words its notes share would wander (a dog walker "in Leeds" is no train fare).
  const asked: QaQuestion = { ...q, topic, people: [], expansion: categories.length > 0 ? undefined : q.expansion };
  // Asked only by a category ("getting around"), its words decide, or the key word itself: "around" is no "round" of drinks.
  const keyWords = categoryKeyWords(q.topic);
  const byCategory = categories.length > 0 && topic.every((t) => keyWords.has(t));
  // A name is met as written ("Biscuit"), not by its stem: "biscuits and coffee" is no note about Biscuit the cat; a pet's
  // name, often a food's, only with its capital ("mochi ice cream" is no spending on Mochi).
  // One who writes everything in lower case has no capital to tell a name by: "biscuits for ziggy" names the dog.
  const capitals = notes.filter((n) => /\p{Lu}/u.test(n.text)).length > notes.length / 10;
  const named = (n: QaNote) => (!pet || petOnly) && q.people.some((p) => (pet && capitals ? writesName(n.text, p) : mentions(n, p)));
  // "The electricity bills": a thing of the category named beside it narrows the category to that thing (no water or phone bill).
  const narrowers = byCategory ? [] : q.topic.filter((t) => !keyWords.has(t) && inCategory(categories, t));
  const narrowerKinds = narrowers.map((t) => ({ stem: stem(t), namesKind: kindNamer([t]) }));
  const narrowed = (n: QaNote) => {
    const noteWords = words(n.text);
    return narrowerKinds.every((t) => noteWords.some((w) => stem(w) === t.stem) || t.namesKind(noteWords));
  };
  // "Des's medical bills": a person named with a category is whose spending in it, not all spending that names them (his golf fees).
  // Only someone the notes write as an owner ("Des's physio") is a person here: "the Carnarvon trip" names a place.
  const owners = q.people.filter((p) => notes.some((n) => ownedBy(n.text, p)));
  const personsCategory = !pet && categories.length > 0 && owners.length > 0 && owners.length === q.people.length;
  // Presents asked about ("presents for the kids"): a note telling one by the act is one, though it never says "present".
  const gifts = presentsAsked(q);
  // Round 37: a name the notes write beside the thing asked ("car insurance on the Astra") is the thing, though a note of it
  // never says the word ("coolant for the Astra").
  const thingNames = personsCategory || pet ? [] : namesOfThing(q.topic, q.people, notes);
  const byName = (n: QaNote) => writesThingName(n.text, thingNames);
  const ofTopic = (s: Scored) =>
    personsCategory
      ? inCategory(categories, s.note.text) && q.people.some((p) => mentions(s.note, p))
      : byCategory
        ? inCategory(categories, s.note.text) || words(s.note.text).some((w) => topic.some((t) => stem(t) === stem(w))) || petNames.some((p) => writesName(s.note.text, p)) || byName(s.note)
        : s.score >= RELEVANT || inCategory(categories, s.note.text) || named(s.note) || (gifts && toldAsPresent(s.note.text)) || petNames.some((p) => writesName(s.note.text, p)) || byName(s.note);
  const within = notes.filter((n) => inRange(n, q));
  // Only a note with a figure can be spending (inCurrency): the others are not scored for the topic at all.
  const priced = within.filter((n) => holdsFigure(n.text));
  let spending = (q.topic.length > 0 ? score(priced, { ...asked, topic: q.topic }) : priced.map((note) => ({ note, score: 0 })))
    .filter((s) => (topic.length === 0 || ofTopic(s)) && inCurrency(s.note) && ownPet(s.note) && narrowed(s.note))
    .map((s) => s.note)
    .sort(byDate);
  if (asksAboutTrip(q.topic) && categories.length === 0) {
    const trip = tripSpending(topic, notes, (n) => inRange(n, q) && inCurrency(n) && !inCategory(EVERYDAY, n.text));
    spending = [...spending, ...trip.filter((n) => !spending.includes(n))].sort(byDate);
  } else if (asksAboutTrip(q.topic)) {
    // "Diesel on the Carnarvon trip": the category's spending while away, not before or after it.
    const trip = tripSpending(topic.filter((t) => !keyWords.has(t) && !inCategory(categories, t)), notes, (n) => inRange(n, q) && inCurrency(n));
    if (trip.length > 0) spending = spending.filter((n) => trip.includes(n));
  }
  // Read once: it goes through every note's amount.
  const foreign = q.currency !== null && isForeign(q.currency, notes);
  if (q.currency !== null && topic.length > 0) {
    const episode = episodeSpending(asked, notes.filter((n) => inRange(n, q) && inCurrency(n)), notes);
    // In a currency the person does not usually spend, the spending after the note naming the place is the trip there.
    const abroad = foreign ? foreignRun(topic, notes, (n) => inRange(n, q) && inCurrency(n)) : [];
    spending = [...spending, ...[...episode, ...abroad].filter((n, i, all) => !spending.includes(n) && all.indexOf(n) === i)].sort(byDate);
  }
  // Round 40: the same standing payment again ("student loan autopay went through, $312" … "Nelnet took its $312"): a note of
  // the person's own spending in the range, of the very amount a part of the sum was, is that payment though it names it otherwise.
  if (topic.length > 0 && !foreign && !asksAboutTrip(q.topic)) {
    const inSum = new Set(spending);
    const amountOf = (n: QaNote) => {
      const spent = spentOf(n);
      return spent && asCurrency(spent, n.text);
    };
    const again = sameInstalments(spending, within.filter((n) => !inSum.has(n)), amountOf, inCurrency);
    if (again.length > 0) spending = [...spending, ...again].sort(byDate);
  }
  if (spending.length === 0 && foreign) spending = oneStay(notes.filter((n) => inRange(n, q) && inCurrency(n)));
  if (spending.length === 0) return { ...nothing(`spending on ${about(q)}${rangeText(q)}`, ctx), number: 0, text: `I found no spending on ${about(q)}${rangeText(q)} in your notes (searched ${ctx.searched}), so: 0.` };
  // Amounts typed with no symbol join the currency the person otherwise uses.
  const { text: total, number } = totalAsAsked(spending.map((note) => asCurrency(spentOf(note)!, note.text)), q.currency, ctx.timeZone);
  return { text: `You spent ${total} on ${about(q)}${rangeText(q)}, across ${plural(spending.length, "note")}: ${listNotes(spending)}.`, notes: spending, number };
}

/** An amount with fewer significant figures than this ("$50", "€1,500") is too common to tell one payment by. */
const INSTALMENT_FIGURES = 3;

/** The significant digits of an amount, to the cent: 312 → "312", 1,480 → "148", 58.25 → "5825". */
const significantDigits = (value: number): string => Math.round(Math.abs(value) * 100).toString().replace(/0+$/, "");

/** The significant figures of an amount: 312 → 3, 1,480 → 3, 58.25 → 4, 650 → 2, 20,000 → 1. */
export function significantFigures(value: number): number {
  return significantDigits(value).length;
}

/** Runs of a figure as written ("1,480.00", "58.25"); a note with two may add them up into its amount. */
const FIGURE_RUN = /\d[\d,.]*/g;
/** What separates a figure's digits ("1,480", "58.25", "1 480"). */
const SEPARATORS = /[,.\s]/g;

/**
 * Whether the note's amount may be one of the values: read from its text without its amount, so that most notes need no
 * reading of money. A single figure written holds the value's significant digits once its separators go ("$1,480" →
 * "1480", "1.25k" → "125k"); a note of two or more figures may add them up, so it is always read.
 */
function mayPay(text: string, digits: readonly string[]): boolean {
  const runs = text.match(FIGURE_RUN)?.length ?? 0;
  if (runs === 0) return false;
  if (runs > 1) return true;
  const bare = text.replace(SEPARATORS, "");
  return digits.some((d) => bare.includes(d));
}

/**
 * Round 40: notes that pay again the very amount a part of the sum paid, in its currency, where that amount is uncommon
 * enough (three significant figures or more) to be the same standing payment: a loan's instalment by its servicer, a share
 * of the rent by the landlord's word. Only one step: a note joined so brings no others.
 */
export function sameInstalments(
  parts: readonly QaNote[],
  others: readonly QaNote[],
  amountOf: (n: QaNote) => { currency: string; value: number } | null,
  ownSpending: (n: QaNote) => boolean,
): QaNote[] {
  const paid = parts.flatMap((n) => amountOf(n) ?? []).filter((a) => significantFigures(a.value) >= INSTALMENT_FIGURES);
  if (paid.length === 0) return [];
  // A figure typed with no currency ("my 415 for the loyer") is in the one the person otherwise uses.
  const same = (a: { currency: string; value: number }, b: { currency: string; value: number }) => a.value === b.value && (a.currency === b.currency || a.currency === "" || b.currency === "");
  const digits = [...new Set(paid.map((a) => significantDigits(a.value)))];
  // Each note's amount is read once, and whose spending it is only for a note of an amount paid.
  return others.filter((n) => {
    if (n.derived || !mayPay(n.text, digits)) return false;
    const amount = amountOf(n);
    return amount !== null && paid.some((a) => same(a, amount)) && ownSpending(n);
  });
}

/** How many notes of the pet's things must name it before the name is taken for the pet's. */
const PET_NAME_NOTES = 2;
/** A capitalised name a thing is for or belongs to: "kibble for Caribou", "Caribou's shots". */
const FOR_OR_OWNER = /\bfor (\p{Lu}\p{Ll}+)\b|\b(\p{Lu}\p{Ll}+)['’]s\b/gu;

/**
 * A pet's name, read from the notes of its things: a capitalised name the pet's things are for or belong to in two or more
 * notes ("a sack of dog food for Caribou", "Caribou's shots at the vet"), not a place the vet is in ("vet in Charlesbourg").
 */
export function petNamesIn(notes: readonly QaNote[]): string[] {
  const seen = new Map<string, number>();
  for (const n of notes) {
    if (n.derived || !inCategory(PETS, n.text)) continue;
    const names = new Set([...n.text.matchAll(FOR_OR_OWNER)].map((m) => m[1] ?? m[2]!));
    for (const name of names) seen.set(name, (seen.get(name) ?? 0) + 1);
  }
  return [...seen.entries()].filter(([, k]) => k >= PET_NAME_NOTES).map(([name]) => name);
}

/** Whether the text writes the name as an owner: "Des's knee", "physio for Des's knee". */
function ownedBy(text: string, name: string): boolean {
  const first = words(name)[0];
  return first !== undefined && (text.match(/[\p{L}]+['’]s\b/gu) ?? []).some((t) => words(t.slice(0, -2))[0] === first);
}

/** Spans of spending per currency; figures typed with no currency are under "". */
function currencySpans(notes: readonly QaNote[]): Map<string, { first: number; last: number }> {
  const spans = new Map<string, { first: string; last: string }>();
  for (const n of notes) {
    const currency = spentAmount(n.text)?.currency;
    if (currency === undefined) continue;
    const span = spans.get(currency);
    if (!span) spans.set(currency, { first: n.createdAt, last: n.createdAt });
    else spans.set(currency, { first: n.createdAt < span.first ? n.createdAt : span.first, last: n.createdAt > span.last ? n.createdAt : span.last });
  }
  return new Map([...spans.entries()].map(([currency, s]) => [currency, { first: Date.parse(s.first), last: Date.parse(s.last) }]));
}

const DAY_MS = 86_400_000;
/** A trip's currency fills a couple of weeks at most. */
const TRIP_SPAN_MS = 14 * DAY_MS;

/**
 * Whether the currency asked is not the person's usual one: another currency spans a longer time (a trip's fills a
 * few days, however many notes), or it fills a trip's days while figures typed with no currency, a terse writer's
 * home one, come before or after them ("opal topup 40 aud" between weeks of "petrol 77").
 */
export function isForeign(currency: string, notes: readonly QaNote[]): boolean {
  const spans = currencySpans(notes);
  const length = (s: { first: number; last: number }) => s.last - s.first;
  // "US$" beside a bare "$": the country is written only for dollars not one's own, however long their notes run.
  const othersDollars = (c: string) => COUNTRY_CURRENCIES.has(c) && spans.has("$");
  if (othersDollars(currency)) return true;
  const usual = [...spans.entries()].filter(([c]) => c !== "" && !othersDollars(c)).sort((a, b) => length(b[1]) - length(a[1]))[0]?.[0] ?? null;
  if (currency !== usual) return true;
  const own = spans.get(currency);
  if (!own || own.last - own.first > TRIP_SPAN_MS) return false;
  // Currency-less figures a day or more before or after its days: the trip came and went among them.
  const home = notes.filter((n) => spentAmount(n.text)?.currency === "").map((n) => Date.parse(n.createdAt));
  return home.some((t) => t < own.first - DAY_MS || t > own.last + DAY_MS);
}

/**
 * "How much did the Rome trip cost in euros?": the notes naming the trip are in dollars, those in
 * euros name the sights. The trip is the span from the first note naming it to the last; what
 * was spent in the currency asked within that span is its spending.
 */
function episodeSpending(q: QaQuestion, candidates: QaNote[], notes: QaNote[]): QaNote[] {
  const naming = notes.filter((n) => q.topic.some((t) => words(n.text).some((w) => sameWord(t, w)))).sort(byDate);
  if (naming.length < 2) return [];
  const first = naming[0]!.createdAt;
  const last = naming[naming.length - 1]!.createdAt;
  return candidates.filter((n) => n.createdAt >= first && n.createdAt <= last).sort(byDate);
}

/** Days between two spendings of one stay abroad. */
const STAY_GAP_MS = 4 * 86_400_000;

/**
 * "How much did New York cost me in dollars?" with no note naming the city ("landed at JFK"): in a
 * currency the person does not usually spend, spending that forms a single stay is that trip; two
 * or more stays apart cannot be told from each other, so none is taken.
 */
function oneStay(inCurrency: QaNote[]): QaNote[] {
  const sorted = [...inCurrency].sort(byDate);
  const apart = sorted.some((n, i) => i > 0 && Date.parse(n.createdAt) - Date.parse(sorted[i - 1]!.createdAt) > STAY_GAP_MS);
  return apart ? [] : sorted;
}
