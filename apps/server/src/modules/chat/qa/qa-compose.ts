import { extractSchedule, formatDate, formatSchedule } from "@life/classifier";
import { plural } from "../answer-text.js";
import { formatScheduled } from "../local-time.js";
import { aboutSomeoneElse, BEFORE_LEAVING, inCompanyOf, isDeparture, isTelling, isBodyPart, otherBodyPart, isCancelled, isCommitment, isDebt, isDecision, isDoneReport, isEncounter, isFeeling, isImperativeVerb, isOccurrence, isPlan, isQuestionNote, isRescheduled, isSettlement, isTodo, isWaiting, othersThing, otherRoom, roomsOf } from "./qa-cues.js";
import type { QaAnswer, QaNote } from "./qa-note.js";
import { isFrameWord, type QaQuestion } from "./qa-question.js";
import { findAmounts, formatAmount, spentAmount } from "./money.js";
import { categoriesNamed, categoryKeyWords, inCategory } from "./spending-categories.js";
import { doesActivity } from "./activities.js";
import { expandTopic, expansionScore } from "./qa-expand.js";
import { kindMembers, namesKindOf } from "./qa-kinds.js";
import { asksAboutTrip, foreignRun, tripSpending } from "./qa-episode.js";
import { contentWords, hasVector, relevance, sameWord, stem, wordAffinity, words } from "./qa-words.js";

/** A note this close to the topic is about it (word-vector cosine for a different word, 1 for the word itself). */
export const RELEVANT = 0.55;
/** Looser, where the kind of note (a feeling, a decision) already narrows the field. */
const RELATED = 0.45;
const MAX_LISTED = 8;
/** Words of waiting and planning that say nothing about which thing is meant. */
const CUE_WORDS = new Set(["waiting", "wait", "still", "back", "send", "sent", "need", "needs", "will", "should", "said", "says", "hear", "soon", "weeks", "days", "week"]);

interface Scored {
  note: QaNote;
  score: number;
}

export interface ComposeContext {
  timeZone: string;
  /** What was looked through, for an honest "nothing found". */
  searched: string;
}

const shortDate = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
function dayOf(note: QaNote): string {
  const [y, m, d] = note.localDate.split("-").map(Number) as [number, number, number];
  return shortDate.format(new Date(Date.UTC(y, m - 1, d)));
}
const quote = (note: QaNote) => `"${note.text.length > 120 ? `${note.text.slice(0, 117)}...` : note.text}" (${dayOf(note)})`;
const listNotes = (notes: QaNote[]) => notes.slice(0, MAX_LISTED).map(quote).join("; ") + (notes.length > MAX_LISTED ? `; and ${notes.length - MAX_LISTED} more` : "");

function inRange(note: QaNote, q: QaQuestion): boolean {
  if (!q.range) return true;
  return note.localDate >= formatDate(q.range.from) && note.localDate < formatDate(q.range.to);
}

/** Whether the text writes the name with its capital ("Mochi's flea drops", not "mochi ice cream"). */
function writesName(text: string, name: string): boolean {
  const first = words(name)[0];
  return first !== undefined && (text.match(/\p{Lu}[\p{L}'’]*/gu) ?? []).some((t) => words(t)[0] === first);
}

function mentions(note: QaNote, person: string): boolean {
  const first = words(person)[0];
  if (!first) return false;
  return note.entities.some((e) => words(e)[0] === first) || words(note.text).includes(first);
}

/** A word-vector likeness this strong counts on its own; weaker ones only where the kind of note already narrows the field. */
const STRONG_LIKENESS = 0.65;
/** Kinds that answer with a few exact notes: a loose likeness is no match there. */
const PRECISE = new Set<QaQuestion["kind"]>(["decision", "waiting"]);
/** Spending: a likeness this strong or none ("car" is near "parking", yet brake pads are no parking). */
const SPENDING_LIKENESS = 0.67;
/** Kinds about a named person's own things ("what is Farid meant to send"): a note not naming them is no answer. */
const PERSON_REQUIRED = new Set<QaQuestion["kind"]>(["waiting", "when", "lookup", "count", "list"]);

/**
 * A lookup names the kind of thing it wants ("the restaurant Shreya recommended"): that word
 * leads, and the rest, often said otherwise in the note ("says we have to try…"), follows.
 */
function headRelevance(head: string, topic: readonly string[], noteWords: readonly string[]): number {
  const rest = topic.filter((t) => t !== head);
  // The rest may be named by a thing of its kind: "at my parents'" by "mum's router".
  const affinity = (t: string) => Math.max(wordAffinity(t, noteWords), namesKindOf([t], noteWords) ? KIND_MATCH : 0);
  const others = rest.length === 0 ? wordAffinity(head, noteWords) : rest.reduce((sum, t) => sum + affinity(t), 0) / rest.length;
  return 0.65 * wordAffinity(head, noteWords) + 0.35 * others;
}

/** How close a word of a lookup's topic besides its head comes to a note naming a thing of its kind ("mum" for "parents"). */
const KIND_MATCH = 0.8;

/** How much a note naming a thing of the kind asked ("the barn" for "the venue") is about it, as for a word its notes share. */
const KIND_WEIGHT = 0.6;

/** Notes scored against the topic and people; with neither, every note scores 1. */
function score(notes: QaNote[], q: QaQuestion): Scored[] {
  const floor = PRECISE.has(q.kind) ? STRONG_LIKENESS : q.kind === "sum" ? SPENDING_LIKENESS : 0;
  const required = PERSON_REQUIRED.has(q.kind);
  const rooms = roomsOf(q.topic);
  return notes.flatMap((note) => {
    const noteWords = words(note.text);
    if (q.unlike && q.unlike.length > 0 && noteWords.some((w) => q.unlike!.includes(w))) return [];
    if (rooms.length > 0 && otherRoom(note.text, rooms)) return [];
    const named = q.people.length === 0 || q.people.some((p) => mentions(note, p));
    if (required && !named) return [];
    const direct = q.head ? headRelevance(q.head, q.topic, noteWords) : relevance(q.topic, noteWords, floor);
    const topical = q.topic.length > 0 ? Math.max(direct, q.expansion ? expansionScore(q.expansion, noteWords) : 0, namesKindOf(q.topic, noteWords) ? KIND_WEIGHT : 0) : 1;
    // A named person is one more sign of the topic; where not required, a note need not name them ("Amara's school").
    const person = q.people.length > 0 && named ? 0.1 : 0;
    return [{ note, score: topical + person }];
  });
}

const parseDate = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};
const byDate = (a: QaNote, b: QaNote) => a.createdAt.localeCompare(b.createdAt);
const nothing = (what: string, ctx: ComposeContext, number: number | null = null): QaAnswer => ({ text: `I found nothing about ${what} in your notes (searched ${ctx.searched}).`, notes: [], number });
const about = (q: QaQuestion) => [...q.people, ...q.topic].join(" ") || "that";
const rangeText = (q: QaQuestion) => (q.range ? ` ${q.range.label}` : "");

/** The things a pet costs. */
const PETS = categoriesNamed(["pet"]);

/** Spending of every week, which no trip is made of. */
const EVERYDAY = categoriesNamed(["groceries", "bills", "subscriptions"]);

function sum(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const inCurrency = (n: QaNote) => {
    const amount = spentAmount(n.text);
    return amount !== null && (q.currency === null || amount.currency === q.currency);
  };
  // A place or person the question names is part of what the money went on ("the trip to Montreal").
  const topic = [...q.topic, ...q.people.flatMap((p) => words(p).slice(0, 1))];
  // A pet asked about by name ("what has Mochi cost"): the notes naming it show it is one, and its litter and treats need not name it.
  const pet = q.people.some((p) => notes.some((n) => mentions(n, p) && inCategory(PETS, n.text)));
  const categories = pet ? [...categoriesNamed(q.topic), ...PETS] : categoriesNamed(q.topic);
  const ownPet = (n: QaNote) => !pet || !othersThing(n.text, q.people);
  // A named category decides by its own words; the words its notes share would wander (a dog walker "in Leeds" is no train fare).
  const asked: QaQuestion = { ...q, topic, people: [], expansion: categories.length > 0 ? undefined : q.expansion };
  // Asked only by a category ("getting around"), its words decide, or the key word itself: "around" is no "round" of drinks.
  const keyWords = categoryKeyWords(q.topic);
  const byCategory = categories.length > 0 && topic.every((t) => keyWords.has(t));
  // A name is met as written ("Biscuit"), not by its stem: "biscuits and coffee" is no note about Biscuit the cat; a pet's
  // name, often a food's, only with its capital ("mochi ice cream" is no spending on Mochi).
  const named = (n: QaNote) => q.people.some((p) => (pet ? writesName(n.text, p) : mentions(n, p)));
  const ofTopic = (s: Scored) =>
    byCategory ? inCategory(categories, s.note.text) || words(s.note.text).some((w) => topic.some((t) => stem(t) === stem(w))) : s.score >= RELEVANT || inCategory(categories, s.note.text) || named(s.note);
  const within = notes.filter((n) => inRange(n, q));
  let spending = (q.topic.length > 0 ? score(within, { ...asked, topic: q.topic }) : within.map((note) => ({ note, score: 0 })))
    .filter((s) => (topic.length === 0 || ofTopic(s)) && inCurrency(s.note) && ownPet(s.note))
    .map((s) => s.note)
    .sort(byDate);
  if (asksAboutTrip(q.topic) && categories.length === 0) {
    const trip = tripSpending(topic, notes, (n) => inRange(n, q) && inCurrency(n) && !inCategory(EVERYDAY, n.text));
    spending = [...spending, ...trip.filter((n) => !spending.includes(n))].sort(byDate);
  }
  if (q.currency !== null && topic.length > 0) {
    const episode = episodeSpending(asked, notes.filter((n) => inRange(n, q) && inCurrency(n)), notes);
    // In a currency the person does not usually spend, the spending after the note naming the place is the trip there.
    const abroad = q.currency !== usualCurrency(notes) ? foreignRun(topic, notes, (n) => inRange(n, q) && inCurrency(n)) : [];
    spending = [...spending, ...[...episode, ...abroad].filter((n, i, all) => !spending.includes(n) && all.indexOf(n) === i)].sort(byDate);
  }
  if (spending.length === 0) return { ...nothing(`spending on ${about(q)}${rangeText(q)}`, ctx), number: 0, text: `I found no spending on ${about(q)}${rangeText(q)} in your notes (searched ${ctx.searched}), so: 0.` };
  const totals = new Map<string, number>();
  for (const note of spending) {
    const amount = spentAmount(note.text)!;
    totals.set(amount.currency, (totals.get(amount.currency) ?? 0) + amount.value);
  }
  // Amounts typed with no symbol join the currency the person otherwise uses.
  const bare = totals.get("") ?? 0;
  totals.delete("");
  const main = q.currency ?? [...totals.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
  totals.set(main, (totals.get(main) ?? 0) + bare);
  const rounded = [...totals.entries()].map(([c, v]) => [c, Math.round(v * 100) / 100] as const);
  const total = rounded.map(([c, v]) => formatAmount(v, c)).join(" + ");
  return { text: `You spent ${total} on ${about(q)}${rangeText(q)}, across ${plural(spending.length, "note")}: ${listNotes(spending)}.`, notes: spending, number: rounded.find(([c]) => c === main)![1] };
}

/** The currency the person spends in over the longest time: a trip's currency fills a few days, however many notes. */
function usualCurrency(notes: readonly QaNote[]): string | null {
  const spans = new Map<string, { first: string; last: string }>();
  for (const n of notes) {
    const currency = spentAmount(n.text)?.currency;
    if (!currency) continue;
    const span = spans.get(currency);
    if (!span) spans.set(currency, { first: n.createdAt, last: n.createdAt });
    else spans.set(currency, { first: n.createdAt < span.first ? n.createdAt : span.first, last: n.createdAt > span.last ? n.createdAt : span.last });
  }
  const length = (s: { first: string; last: string }) => Date.parse(s.last) - Date.parse(s.first);
  return [...spans.entries()].sort((a, b) => length(b[1]) - length(a[1]))[0]?.[0] ?? null;
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

/**
 * The part of a note that speaks of the topic: its clause with the most relevance ("migraine day.
 * cancelled on Benedikt" is a migraine; the cancelling is about something else).
 */
function topicClause(text: string, q: QaQuestion): string {
  const clauses = text.split(/[.;!?]+|,\s+|\s+-\s+/).filter((c) => c.trim().length > 0);
  if (clauses.length < 2 || q.topic.length === 0) return text;
  return clauses.map((c) => ({ c, r: relevance(q.topic, words(c)) })).sort((a, b) => b.r - a.r)[0]!.c;
}

/** "How many books have I finished": a start or a give-up is no finish. */
const finishing = (q: QaQuestion) => q.topic.some((t) => ["finish", "finished", "complete", "completed", "read"].includes(t));

/** "How many times have I cycled to work": the activity must be in the note ("worked from home" is no ride). */
const ACTIVITY_LIKENESS = 0.4;

/** "How many times did I see Wei Ling": meetings, not texts or calls. */
const SEEING = new Set(["see", "saw", "seen", "meet", "met", "visit", "visited", "hang", "hung", "catch", "caught"]);

/** Things read, which notes name by their title alone ("finished Piranesi"). */
const READING = new Set(["book", "books", "novel", "novels", "audiobook", "audiobooks"]);
/** A title finished: a capitalised name after the act ("done with Middlemarch", "finished The Bee Sting"), not "finished the tax return". */
const TITLE_READ = /\b(?:finished|done with|got through|read)\s+\p{Lu}/u;

function count(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const reading = q.topic.length > 0 && q.topic.every((t) => READING.has(t));
  const seeing = q.people.length > 0 && q.topic.length > 0 && q.topic.every((t) => SEEING.has(t));
  const known = q.activity ?? null;
  const activity = q.timesOf && q.topic.length > 1 ? q.topic[0]! : null;
  // "Done with <a title>" finishes a book as "finished" does.
  const finished = (s: Scored) => ((finishing(q) && /\b(?:done with|wrapped up|got through)\b/i.test(s.note.text)) || (reading && TITLE_READ.test(s.note.text)) ? { ...s, score: Math.max(s.score, RELEVANT) } : s);
  const found = score(notes.filter((n) => inRange(n, q)), seeing ? { ...q, topic: [] } : q)
    .map(finished)
    .filter((s) => (seeing ? isEncounter(s.note.text) || q.people.some((p) => inCompanyOf(s.note.text, p)) : known ? doesActivity(known, s.note.text) : activity === null || wordAffinity(activity, words(s.note.text)) >= ACTIVITY_LIKENESS))
    .filter((s) => (known !== null || s.score >= RELEVANT) && isOccurrence(topicClause(s.note.text, q), s.note.eventType, s.note.entities, finishing(q)) && !isTodo(s.note.text) && spentAmount(s.note.text) === null)
    .map((s) => s.note)
    .sort(byDate);
  if (!seeing && known === null && q.people.length === 0 && found.length > 0) {
    // "Hill starts with Gwen": one of the lessons need not say "lesson" when the others name who they are with.
    const byGuide = guidedOccurrences(q, notes, found);
    if (byGuide.length > 0) found.push(...byGuide);
    found.sort(byDate);
  }
  if (found.length === 0) return { text: `None: I found no notes about ${about(q)}${rangeText(q)} (searched ${ctx.searched}).`, notes: [], number: 0 };
  return { text: `${found.length}${rangeText(q)}: ${listNotes(found)}.`, notes: found, number: found.length };
}

/** How many notes of an activity must name one person before that person stands for it (an instructor, a physio). */
const GUIDE_NOTES = 2;

/** Names written mid-note ("lesson with Gwen"): a note's first word is capitalised whatever it is; "Gwen's sister" is another person. */
const midNames = (text: string) => (text.match(/(?<=\s)\p{Lu}\p{Ll}+(?![\p{L}'’])/gu) ?? []).map((w) => w.toLowerCase());

/**
 * Occurrences in range that name no topic word but the person most of the activity's notes are with
 * ("hill starts with Gwen" among "lesson with Gwen…"), read from every note on the topic.
 */
function guidedOccurrences(q: QaQuestion, notes: QaNote[], found: readonly QaNote[]): QaNote[] {
  const onTopic = score(notes, q).filter((s) => s.score >= RELEVANT).map((s) => s.note);
  const seen = new Map<string, number>();
  for (const n of onTopic) for (const name of new Set(midNames(n.text))) seen.set(name, (seen.get(name) ?? 0) + 1);
  const guides = [...seen.entries()].filter(([name, k]) => k >= GUIDE_NOTES && !q.topic.some((t) => sameWord(t, name))).map(([name]) => name);
  if (guides.length === 0) return [];
  return notes.filter(
    (n) =>
      inRange(n, q) && !found.includes(n) && midNames(n.text).some((w) => guides.includes(w)) &&
      isOccurrence(n.text, n.eventType, n.entities, finishing(q)) && !isTodo(n.text) && !isPlan(n.text) && !isQuestionNote(n.text) && spentAmount(n.text) === null,
  );
}

/** The steps a list note names after its colon: "to do: book a truck, change my address". */
function listItems(text: string): string[] {
  const colon = text.lastIndexOf(":");
  // Without a colon, a heading and a dash ("garage sale 30th - need stickers, signs, a float, tables") or a need of three or more things lists steps too.
  const loose = colon < 0;
  const opening = loose ? LIST_OPENING.exec(text) : null;
  const head = loose ? (opening?.index ?? -1) : colon;
  if (head < 0) return [];
  // "menu sorted: risotto, then tarte tatin" tells what was done, not what is left.
  if (isDoneReport(text.slice(0, head))) return [];
  const items = text
    .slice(opening ? opening.index + opening[0].length : colon + 1)
    .split(/,|\+|;|\band\b|\n/)
    .map((s) => s.trim())
    .filter((s) => contentWords(s).length > 0);
  if (loose) return items.length >= LOOSE_LIST && isTodo(text) ? items : [];
  return items.length >= 1 && (items.length > 1 || isTodo(text)) ? items : [];
}

/** Where a list of steps with no colon opens: a dash after its heading, or the need itself. */
const LIST_OPENING = /\s[-–—]\s|\bneeds?\b/i;
/** How many things a list with no colon must name: "need bread and milk" is one errand, not a project's steps. */
const LOOSE_LIST = 3;

/** A step is done when a later report shares one of its words other than a verb or the topic. */
function isDone(item: string, after: string, reports: QaNote[], topic: readonly string[], skipNames = false): boolean {
  // Names are left out when asked (a wait on Uche is not ended by any later note about Uche).
  const named = new Set(skipNames ? (item.match(/\b\p{Lu}\p{Ll}+/gu) ?? []).map((w) => w.toLowerCase()) : []);
  const own = contentWords(item).filter((w) => !CUE_WORDS.has(w) && !named.has(w) && !topic.some((t) => sameWord(t, w)));
  const nouns = own.filter((w) => !isImperativeVerb(w));
  const keys = nouns.length > 0 ? nouns : own;
  return reports.some((r) => r.createdAt > after && contentWords(r.text).some((w) => keys.some((k) => sameWord(k, w))));
}

/** Open to-dos, not done since, that name every thing (not a verb) of an open step of the project. */
function stepsOfOpenItems(items: readonly string[], notes: QaNote[], topic: readonly string[]): QaNote[] {
  // Every thing a step names must be in the to-do: "pet insurance" is not the trip's "travel insurance".
  const steps = items.map((item) => contentWords(item).filter((w) => w.length >= 3 && !CUE_WORDS.has(w) && !isImperativeVerb(w) && !topic.some((t) => sameWord(t, w)))).filter((s) => s.length > 0);
  if (steps.length === 0) return [];
  const reports = notes.filter((n) => isDoneReport(n.text) || n.status === "completed");
  const namesEveryThingOf = (text: string) => {
    const said = contentWords(text);
    return steps.some((step) => step.every((t) => said.some((w) => sameWord(t, w))));
  };
  return notes.filter(
    (n) =>
      n.status !== "completed" && n.status !== "archived" && isTodo(n.text) && !isDoneReport(n.text) && listItems(n.text).length === 0 &&
      namesEveryThingOf(n.text) &&
      !isDone(n.text, n.createdAt, reports, topic),
  ).sort(byDate);
}

function remaining(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const related = score(notes, q).filter((s) => s.score >= RELEVANT).map((s) => s.note).sort(byDate);
  // Any later report can finish a step ("found the cooler in the basement" need not mention the trip).
  const reports = notes.filter((n) => isDoneReport(n.text) || n.status === "completed");
  const open: Array<{ note: QaNote; items: string[] }> = [];
  for (const note of related) {
    if (note.status === "completed" || note.status === "archived") continue;
    const items = listItems(note.text);
    if (items.length > 0) {
      const left = items.filter((item) => !isDone(item, note.createdAt, reports, q.topic));
      if (left.length > 0) open.push({ note, items: left });
    } else if (isTodo(note.text) && !isDoneReport(note.text) && !isDone(note.text, note.createdAt, reports, q.topic)) {
      open.push({ note, items: [note.text] });
    }
  }
  // A to-do that names no project may still be a step of one: "need to pick up roofing felt" for the shed's "roof".
  for (const step of stepsOfOpenItems(open.flatMap((o) => o.items), notes, q.topic)) if (!open.some((o) => o.note.id === step.id)) open.push({ note: step, items: [step.text] });
  // Asked about a move or a trip, "cancel the gym before I go" is one of its to-dos.
  if (q.topic.some(isDeparture)) {
    const leaving = notes.filter((n) => BEFORE_LEAVING.test(n.text) && n.status !== "completed" && n.status !== "archived" && isTodo(n.text) && !isDone(n.text, n.createdAt, reports, q.topic));
    for (const n of leaving) if (!open.some((o) => o.note.id === n.id)) open.push({ note: n, items: [n.text] });
  }
  if (open.length === 0) return { text: related.length > 0 ? `Nothing seems left for ${about(q)}: every step you noted has a note saying it was done.` : `I found no notes about ${about(q)} (searched ${ctx.searched}).`, notes: [], number: q.wantsCount ? 0 : null };
  const steps = open.flatMap((o) => o.items);
  return {
    text: `${plural(steps.length, "thing")} left for ${about(q)}: ${steps.join("; ")}. From ${listNotes(open.map((o) => o.note))}.`,
    notes: open.map((o) => o.note),
    number: q.wantsCount ? steps.length : null,
  };
}

/** Notes that tell a thing came or got done, which may end a wait. */
const endReports = (notes: readonly QaNote[]) => notes.filter((n) => !isWaiting(n.text, n.waitingFor) && /\b(came|arrived|landed|received|got|sent|back|done|fixed|showed up|signed|approved|finished)\b/i.test(n.text));

/** A wait a later note ended ("running shoes came, fit perfectly" after "ordered running shoes, tracking says tuesday"). */
export function waitEnded(note: QaNote, notes: readonly QaNote[]): boolean {
  return isDone(note.text, note.createdAt, endReports(notes).filter((r) => r.id !== note.id), [], true);
}

function waiting(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const reports = endReports(notes);
  // "Any packages": a parcel is noted as shipping or arriving, rarely as a package.
  const categories = categoriesNamed(q.topic);
  const open = score(notes, q)
    .map((s) => (inCategory(categories, s.note.text) ? { ...s, score: Math.max(s.score, RELEVANT) } : s))
    .filter((s) => isWaiting(s.note.text, s.note.waitingFor) && !s.note.waitingReceived && s.note.status !== "completed" && s.note.status !== "archived")
    .filter((s) => q.topic.length === 0 && q.people.length === 0 ? true : s.score >= (q.topic.length > 0 ? RELATED : 1))
    .filter((s) => !isDone(s.note.text, s.note.createdAt, reports.filter((r) => r.id !== s.note.id), q.topic, true))
    .map((s) => s.note)
    .sort(byDate);
  if (open.length === 0) return { text: `You're not waiting on anything${q.topic.length + q.people.length > 0 ? ` about ${about(q)}` : ""} that I can find (searched ${ctx.searched}).`, notes: [], number: null };
  return { text: `You're waiting on ${plural(open.length, "thing")}: ${listNotes(open)}.`, notes: open, number: null };
}

function decisions(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
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

/** How close a report must be to a condition asked about ("slept" for "sleeping") to tell how it has been. */
const CONDITION = 0.7;

function feelings(q: QaQuestion, notes: QaNote[], ctx: ComposeContext, start: QaNote | null): QaAnswer {
  // A dated plan ("knee surgery on may 1") is no report of how things went.
  // A clock time alone ("up at 3am again", "read until 2") tells when something happened, not a day to come.
  const upcoming = (n: QaNote) => (DAY_MENTION.test(n.text) ? (n.scheduledFor ?? formatSchedule(extractSchedule(n.text, new Date(n.createdAt), ctx.timeZone).scheduled) ?? "") : "").slice(0, 10) > n.localDate;
  const own = (n: QaNote) => !aboutSomeoneElse(n.text, n.entities) && !isPlan(n.text) && !upcoming(n) && !isQuestionNote(n.text) && spentAmount(n.text) === null;
  // Asked about a part of the body, a note on another part is another condition, however close the words.
  const parts = q.topic.filter(isBodyPart);
  const found = score(notes.filter((n) => inRange(n, q) && !(parts.length > 0 && otherBodyPart(n.text, parts))), q)
    .filter((s) => {
      if (q.topic.length === 0) return isFeeling(s.note.text, s.note.eventType, s.note.entities);
      // About a body part or a thing ("my back", "sleep"), a report naming it is how it has been, feeling words or not.
      return s.score >= RELEVANT && (isFeeling(s.note.text, s.note.eventType, s.note.entities) || (q.condition && s.score >= CONDITION && own(s.note)));
    })
    .map((s) => s.note);
  // The event the range starts from ("first physio w Verity") opens the story when it is the person's own.
  if (start && !found.includes(start) && own(start)) found.push(start);
  found.sort(byDate);
  if (found.length === 0) return nothing(`how you felt${q.topic.length > 0 ? ` about ${about(q)}` : ""}${rangeText(q)}`, ctx);
  return { text: `How you've felt${q.topic.length > 0 ? ` about ${about(q)}` : ""}${rangeText(q)}, over time: ${listNotes(found)}.`, notes: found, number: null };
}

/**
 * "Since I started physio": the range starts on the day of the note that best tells of the event,
 * the earliest of the near-best. Null when no note tells of it.
 */
function sinceEvent(since: readonly string[], notes: QaNote[]): QaNote | null {
  const scored = notes.map((note) => ({ note, score: relevance(since, words(note.text), STRONG_LIKENESS) })).filter((s) => s.score >= RELEVANT);
  if (scored.length === 0) return null;
  const best = Math.max(...scored.map((s) => s.score));
  return scored.filter((s) => s.score >= best - 0.1).sort((a, b) => a.note.createdAt.localeCompare(b.note.createdAt))[0]!.note;
}

function person(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const name = q.people[0];
  if (!name) return nothing("that person", ctx);
  const mentioned = notes.filter((n) => mentions(n, name));
  if (mentioned.length === 0) return { text: `I found no notes that mention ${name} (searched ${ctx.searched}).`, notes: [], number: null };
  let chosen = mentioned;
  if (q.topic.length > 0 && !q.latest) {
    const topical = score(mentioned, { ...q, people: [] }).filter((s) => s.score >= RELEVANT).map((s) => s.note);
    if (topical.length > 0) chosen = topical;
  }
  chosen = [...chosen].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (q.owes) return owed(name, mentioned, ctx);
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

/** Debts to a person that no later note settles ("sent Bertrand the €18 for pizza ✔️" settles "€18, pay him back"). */
function owed(name: string, mentioned: QaNote[], ctx: ComposeContext): QaAnswer {
  const own = mentioned.filter((n) => !n.derived);
  const settlements = own.filter((n) => isSettlement(n.text));
  const debts = own
    .filter((n) => isDebt(n.text))
    .filter((debt) => !settlements.some((s) => s.createdAt > debt.createdAt && sharesDetail(debt.text, s.text, name)))
    .sort(byDate);
  if (debts.length === 0) return { text: `I found nothing you owe ${name} (searched ${ctx.searched}).`, notes: [], number: null };
  return { text: `What you owe ${name}: ${listNotes(debts)}.`, notes: debts, number: null };
}

/** Two notes on the same thing: an amount or a content word in common, the person's name aside. */
function sharesDetail(a: string, b: string, name: string): boolean {
  const amounts = (t: string) => findAmounts(t).map((x) => x.value);
  if (amounts(a).some((v) => amounts(b).includes(v))) return true;
  const skip = words(name)[0];
  const own = contentWords(a).filter((w) => w !== skip && !CUE_WORDS.has(w) && !isImperativeVerb(w));
  return contentWords(b).some((w) => own.some((k) => sameWord(k, w)));
}

/** A day in the text: "june 13", "the 9th", "friday", "tomorrow". */
const DAY_MENTION = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b(?:mon|tues?|wed|thu(?:rs)?|fri|sat|sun)[a-z]*\b|\b(?:tomorrow|tmrw|tonight|next)\b/i;
/** A date or time in the text: "june 13", "sat the 9th", "2pm". */
const DATE_MENTION = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b(?:mon|tues?|wed|thu(?:rs)?|fri|sat|sun)[a-z]*\b/i;

/** Notes about the topic, best first. A past question is not answered by a plan, and no question by a note that asks one. */
function bestMatches(q: QaQuestion, notes: QaNote[]): Scored[] {
  // Whose things the question asks about: the people it names, and those its words name ("my parents'" → mum's, dad's).
  const owners = [...q.people, ...q.topic.flatMap((t) => kindMembers(t).flat())];
  return score(notes.filter((n) => inRange(n, q)), q)
    .map((s) => ({
      note: s.note,
      score:
        s.score -
        (isQuestionNote(s.note.text) ? 0.3 : 0) -
        // A past event is not answered by a plan; a lookup may be ("Tomasz says I have to watch…" is his tip).
        (!q.future && q.kind !== "lookup" && isPlan(s.note.text) ? 0.2 : 0) -
        // Asked about one's own ("my oil change"), another person's ("Brad's truck") is no answer; a coming event may be a child's.
        (!q.future && othersThing(s.note.text, owners) ? 0.3 : 0) +
        (q.future && hasDate(s.note) ? 0.1 : 0),
    }))
    .filter((s) => s.score >= (q.head ? HEAD_RELEVANT : RELEVANT))
    .sort((a, b) => b.score - a.score || b.note.createdAt.localeCompare(a.note.createdAt));
}

function when(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  // As for a lookup, the note must name the topic or a word its notes share, not merely resemble it.
  const anchored = (text: string) => q.topic.some((t) => wordAffinity(t, words(text)) >= WHEN_ANCHOR) || (q.expansion !== undefined && expansionScore(q.expansion, words(text)) > 0);
  // A card the pipeline added repeats the note that named the person: the note itself is the answer.
  const matched = bestMatches(q, notes).filter((s) => !s.note.derived && (q.topic.length === 0 || anchored(s.note.text)));
  // "When did I…" asks of one's own doings: someone else's news ("Jonas got his hair cut") answers only when nothing else does.
  const own = !q.future && q.people.length === 0 ? matched.filter((s) => !aboutSomeoneElse(s.note.text, s.note.entities)) : matched;
  const found = own.length > 0 ? own : matched;
  if (found.length === 0) return nothing(about(q), ctx);
  // "When is…" is answered by a note that gives a date, the newest of the best ones.
  const dated = q.future ? found.filter((s) => hasDate(s.note)) : [];
  if (dated.length > 0) {
    const top = dated[0]!.score;
    const note = dated.filter((s) => s.score >= top - 0.05).map((s) => s.note).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    // "Moved to may 7" answers with the note it moved: the best earlier one on the topic with a date (dated is best first).
    const before = isRescheduled(note.text) ? dated.map((s) => s.note).find((n) => n.createdAt < note.createdAt) : undefined;
    // "Gas engineer rang, moved it to Nov 6": a later move that names no thing is of the plan last dated before it.
    const moved = before ? undefined : movedLater(note, notes);
    if (moved) {
      const at = moved.scheduledFor ? `${formatScheduled(moved.scheduledFor, ctx.timeZone)}, from ${quote(moved)}` : `From ${quote(moved)}`;
      return { text: `${at} (moved from ${quote(note)}).`, notes: [moved, note], number: null };
    }
    const at = note.scheduledFor ? `${formatScheduled(note.scheduledFor, ctx.timeZone)}, from ${quote(note)}` : `From ${quote(note)}`;
    return before ? { text: `${at} (moved from ${quote(before)}).`, notes: [note, before], number: null } : { text: `${at}.`, notes: [note], number: null };
  }
  const best = found[0]!.score;
  if (q.latest && !q.future) {
    // "When did I last change the filter": the newest report holding the most of the topic's things (not only "water").
    const things = q.topic.filter((t) => !isImperativeVerb(t) && !isImperativeVerb(stem(t)));
    const held = (n: QaNote) => things.filter((t) => words(n.text).some((w) => sameWord(t, w))).length;
    const reports = found.filter((s) => !isPlan(s.note.text) && !othersThing(s.note.text, q.people));
    const most = Math.max(0, ...reports.map((s) => held(s.note)));
    const newest = reports.filter((s) => things.length > 0 && most > 0 && held(s.note) === most).map((s) => s.note).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (newest) return { text: `On ${dayOf(newest)}: ${quote(newest)}.`, notes: [newest], number: null };
  }
  const close = found.filter((s) => s.score >= best - 0.05).map((s) => s.note);
  // "When did I last…" is the newest report; "when did I order…" the first, as later notes refer back to it.
  const note = close.sort((a, b) => (q.latest ? b.createdAt.localeCompare(a.createdAt) : a.createdAt.localeCompare(b.createdAt)))[0]!;
  return { text: `On ${dayOf(note)}: ${quote(note)}.`, notes: [note], number: null };
}

/** A move told of "it" or "the appointment", naming no thing of its own. */
const MOVED_IT = /\b(?:it|the (?:appointment|booking|slot|visit))\b/i;

/** The first later note moving a plan by "it" ("moved it to Nov 6"), when no other dated note comes between the plan and it. */
function movedLater(plan: QaNote, notes: readonly QaNote[]): QaNote | undefined {
  const after = notes.filter((n) => n.createdAt > plan.createdAt && hasDate(n)).sort(byDate);
  const first = after[0];
  return first && isRescheduled(first.text) && MOVED_IT.test(first.text) ? first : undefined;
}

/** A best match must hold one of the topic's words, or one this close to it: a loose likeness alone is no answer. */
const ANCHOR = 0.65;
/** The bar for a lookup led by its head word, which is scored lower (see headRelevance). */
const HEAD_RELEVANT = 0.4;
/** A "when" answer's nearest word to the topic: "cappuccino" for coffee (0.52), not "birthday" for a graduation (0.45). */
const WHEN_ANCHOR = 0.5;
const hasDate = (n: QaNote) => n.scheduledFor !== null || DATE_MENTION.test(n.text);

/** What a note telling of the thing gains when the question asks what someone told or recommended. */
const TOLD = 0.05;

function lookup(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const found = bestMatches(q, notes)
    .filter((s) => q.topic.length === 0 || q.topic.some((t) => wordAffinity(t, words(s.note.text)) >= ANCHOR) || namesKindOf(q.topic, words(s.note.text)))
    // "What did the vet say about Miso's teeth": a note on the vet that says nothing of teeth is no answer.
    .filter((s) => !q.aboutWords || q.aboutWords.length === 0 || q.aboutWords.some((t) => wordAffinity(t, words(s.note.text)) >= ANCHOR) || namesKindOf(q.aboutWords, words(s.note.text)));
  if (found.length === 0) {
    const named = toldByName(q, notes);
    return named.length > 0 ? { text: `From your notes: ${listNotes(named)}.`, notes: named, number: null } : nothing(about(q), ctx);
  }
  // "The café Imke told me about": among close matches, her telling of it answers, not a coffee with her.
  const ranked = q.told ? found.map((s) => ({ ...s, score: s.score + (isTelling(s.note.text) ? TOLD : 0) })).sort((a, b) => b.score - a.score) : found;
  const best = ranked[0]!.score;
  const kept = ranked.filter((s) => s.score >= best - 0.02).slice(0, 2).map((s) => s.note);
  return { text: `From your notes: ${listNotes(kept)}.`, notes: kept, number: null };
}

/**
 * "The wine Pieter recommended", where his note names it only by its own name ("try the Kanonkop
 * pinotage"): among the notes of the person telling of something, the one with the most words the
 * word vectors do not know, which are names of things more often than not. Only when nothing names
 * the thing asked for in words they know.
 */
function toldByName(q: QaQuestion, notes: QaNote[]): QaNote[] {
  if (!q.told || q.people.length === 0 || !q.head) return [];
  const personWords = new Set(q.people.flatMap((p) => words(p)));
  const unknown = (n: QaNote) => contentWords(n.text).filter((w) => w.length >= 4 && !/\d/.test(w) && !personWords.has(w) && !hasVector(w)).length;
  const told = notes
    .filter((n) => inRange(n, q) && !n.derived && q.people.some((p) => mentions(n, p)) && isTelling(n.text) && !isQuestionNote(n.text))
    .map((note) => ({ note, unknown: unknown(note) }))
    .filter((s) => s.unknown > 0)
    .sort((a, b) => b.unknown - a.unknown || b.note.createdAt.localeCompare(a.note.createdAt));
  return told.slice(0, 1).map((s) => s.note);
}

/** Scheduled rows for the range, already read by the repository (scheduled_for within it). */
export function scheduleAnswer(q: QaQuestion, scheduled: QaNote[], ctx: ComposeContext): QaAnswer {
  const label = q.range?.label ?? "in the next 7 days";
  const kept = scheduled.filter((n) => !isCancelled(n.text));
  const rows = q.topic.length > 0 ? score(kept, q).filter((s) => s.score >= RELATED).map((s) => s.note) : kept;
  if (rows.length === 0) return { text: `Nothing is scheduled ${label}.`, notes: [], number: null };
  const sorted = [...rows].sort((a, b) => a.scheduledFor!.localeCompare(b.scheduledFor!));
  return { text: `${label.charAt(0).toUpperCase()}${label.slice(1)}: ${sorted.map((n) => `${n.title} (${formatScheduled(n.scheduledFor!, ctx.timeZone)})`).join("; ")}.`, notes: sorted, number: null };
}

function list(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const found = score(notes.filter((n) => inRange(n, q)), q)
    .filter((s) => s.score >= RELEVANT && isOccurrence(s.note.text, s.note.eventType, s.note.entities, finishing(q)) && !isTodo(s.note.text))
    .map((s) => s.note)
    .sort(byDate);
  if (found.length === 0) return nothing(`${about(q)}${rangeText(q)}`, ctx);
  return { text: `${plural(found.length, "note")} about ${about(q)}${rangeText(q)}: ${listNotes(found)}.`, notes: found, number: null };
}

/** Kinds whose notes may name a topic only by its parts ("the vanity" for the bathroom): counts and lists need the thing itself. */
const EXPANDED = new Set<QaQuestion["kind"]>(["sum", "decision", "remaining", "waiting", "feeling", "when"]);

export function composeAnswer(question: QaQuestion, all: QaNote[], ctx: ComposeContext): QaAnswer {
  // A card the pipeline added repeats the note that named the person: only the person's own answer lists it.
  const notes = question.kind === "person" || (question.kind === "when" && question.people.length > 0) ? all : all.filter((n) => !n.derived);
  let q = EXPANDED.has(question.kind) ? { ...question, expansion: expandTopic(question.topic, notes, question.kind === "when" ? [] : question.people, isFrameWord) } : question;
  const start = q.since.length > 0 && !q.range ? sinceEvent(q.since, notes) : null;
  if (start) q = { ...q, range: { from: parseDate(start.localDate), to: { year: 9999, month: 12, day: 31 }, label: `since ${dayOf(start)}` } };
  switch (q.kind) {
    case "list":
      return list(q, notes, ctx);
    case "sum":
      return sum(q, notes, ctx);
    case "count":
      return count(q, notes, ctx);
    case "remaining":
      return remaining(q, notes, ctx);
    case "waiting":
      return waiting(q, notes, ctx);
    case "decision":
      return decisions(q, notes, ctx);
    case "feeling":
      return feelings(q, notes, ctx, start);
    case "person":
      return person(q, notes, ctx);
    case "when":
      return q.people.length > 0 && q.topic.every((t) => ["see", "saw", "seen", "meet", "met"].includes(t)) ? person({ ...q, latest: true }, notes, ctx) : when(q, notes, ctx);
    case "schedule":
      return scheduleAnswer(q, notes, ctx);
    case "lookup":
      return lookup(q, notes, ctx);
  }
}
