import { plural } from "../../answer-text.js";
import { BEFORE_LEAVING, isDeparture, isDoneReport, isImperativeVerb, isTodo, isWaiting } from "../qa-cues.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { reportsFinishing } from "../others-report.js";
import { mustDo, onProjectDay } from "../project-day-56.js";
import { RANGE_WORDS } from "../qa-range.js";
import { contentWords, sameWord, words } from "../qa-words.js";
import { categoriesNamed, inCategory } from "../spending-categories.js";
import { about, byDate, type ComposeContext, listNotes } from "./answer-format.js";
import { CUE_WORDS, RELATED, RELEVANT, score } from "./note-scoring.js";

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

/**
 * A thing said to be undone: "flashing not done yet", "the cooling unit still isn't wired in". A step, though it opens with
 * no verb of doing and writes a past form ("done", "wired").
 */
export const NOT_YET = /\bnot (?:(?:done|finished|fixed|sorted|started|ready|in|up|on) )?yet\b|\b(?:not|isn['’]?t|aren['’]?t|hasn['’]?t|haven['’]?t) (?:been )?(?:done|finished|fixed|sorted|started)\b|\bstill (?:isn['’]?t|aren['’]?t|hasn['’]?t|haven['’]?t|not)\b/iu;

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
  return reports.some((r) => r.createdAt > after && contentWords(r.text).some((w) => keys.some((k) => sameWord(k, w) && !otherNamed(item, r.text, k))));
}


/** The name a text gives its `key` thing: "the Truro hotel", "a hotel in Sydney" (read by tokens, never a pattern built from the key). */
function nameOf(text: string, key: string): string | null {
  const tokens = text.match(/[\p{L}\p{N}'’]+/gu) ?? [];
  const isName = (i: number) => i > 0 && /^\p{Lu}\p{Ll}+$/u.test(tokens[i] ?? "") && !RANGE_WORDS.has(tokens[i]!.toLowerCase());
  for (let i = 0; i < tokens.length; i++) {
    if (!sameWord(key, tokens[i]!.toLowerCase())) continue;
    if (isName(i - 1)) return tokens[i - 1]!.toLowerCase();
    if (["in", "at", "for", "from", "near"].includes(tokens[i + 1]?.toLowerCase() ?? "") && isName(i + 2)) return tokens[i + 2]!.toLowerCase();
  }
  return null;
}

/** "The Truro hotel got booked" does not book "a hotel in Sydney": the same thing, named as another one. */
function otherNamed(item: string, report: string, key: string): boolean {
  const mine = nameOf(item, key);
  const theirs = nameOf(report, key);
  return mine !== null && theirs !== null && mine !== theirs;
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

/** A pending to-do this close to the topic is one of its steps when nothing closer is: being a to-do already narrows the field. */
const isOpenTodo = (n: QaNote) => n.status !== "completed" && n.status !== "archived" && isStep(n.text) && !isDoneReport(n.text);

/**
 * What is left reads "ring Mum's bank", "phone the council" as steps; elsewhere (a count of calls) "phone call with Mum" is a report,
 * so these openers are to-dos here only, and only before a name, "the" or a possessive, not before "call".
 */
const CALL_OPENERS = new Set(["ring", "phone"]);
const isStep = (text: string) => {
  const [first, second] = words(text);
  return isTodo(text) || (first !== undefined && CALL_OPENERS.has(first) && second !== undefined && second !== "call" && second !== "calls");
};

export function remaining(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  // The person asked about is no sign a step was done: "ring Mum's bank" does not finish "book Mum's eye appointment".
  const named = [...q.topic, ...q.people.flatMap((p) => words(p))];
  const scored = score(notes, q);
  let related = scored.filter((s) => s.score >= RELEVANT).map((s) => s.note).sort(byDate);
  // A project named loosely ("the backyard") whose to-dos name only its parts ("the dead lawn"): a looser likeness, among to-dos only.
  if (!related.some(isOpenTodo)) related = [...related, ...scored.filter((s) => s.score >= RELATED && s.score < RELEVANT && isOpenTodo(s.note)).map((s) => s.note)].sort(byDate);
  // Any later report can finish a step ("found the cooler in the basement" need not mention the trip).
  const allReports = notes.filter((n) => isDoneReport(n.text) || n.status === "completed");
  const finishing = reportsFinishing(allReports);
  const open: Array<{ note: QaNote; items: string[] }> = [];
  for (const note of related) {
    if (note.status === "completed" || note.status === "archived") continue;
    // Round 53: another's doing ("Ed already wrapped all his hives") finishes none of one's own steps.
    const reports = finishing(note.text);
    const items = listItems(note.text);
    if (items.length > 0) {
      const left = items.filter((item) => !isDone(item, note.createdAt, reports, named));
      if (left.length > 0) open.push({ note, items: left });
    } else if (((isStep(note.text) && !isDoneReport(note.text)) || NOT_YET.test(note.text)) && !isDone(note.text, note.createdAt, reports, named)) {
      open.push({ note, items: [note.text] });
    }
  }
  // A to-do that names no project may still be a step of one: "need to pick up roofing felt" for the shed's "roof".
  for (const step of stepsOfOpenItems(open.flatMap((o) => o.items), notes, q.topic)) if (!open.some((o) => o.note.id === step.id)) open.push({ note: step, items: [step.text] });
  // Round 56: a to-do set for the project's own day ("book the hall for the 15th", the fair on 15 December) is one of its steps.
  const todos = notes.filter((n) => n.status !== "completed" && n.status !== "archived" && (isOpenTodo(n) || mustDo(n.text)));
  for (const n of onProjectDay(related.filter((n) => !isOpenTodo(n)), todos, notes, named, ctx.timeZone)) {
    if (!open.some((o) => o.note.id === n.id) && !isDone(n.text, n.createdAt, finishing(n.text), named)) open.push({ note: n, items: [n.text] });
  }
  // Asked about a move or a trip, "cancel the gym before I go" is one of its to-dos.
  if (q.topic.some(isDeparture)) {
    const leaving = notes.filter((n) => BEFORE_LEAVING.test(n.text) && n.status !== "completed" && n.status !== "archived" && isTodo(n.text) && !isDone(n.text, n.createdAt, allReports, q.topic));
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

/** Notes that tell a thing came or got done, which may end a wait ("picked up the screen door" after it was ordered). */
const endReports = (notes: readonly QaNote[]) => notes.filter((n) => !isWaiting(n.text, n.waitingFor) && /\b(came|arrived|landed|received|got|sent|back|done|fixed|showed up|signed|approved|finished|picked up|collected)\b/i.test(n.text));

/** A wait a later note ended ("running shoes came, fit perfectly" after "ordered running shoes, tracking says tuesday"). */
export function waitEnded(note: QaNote, notes: readonly QaNote[]): boolean {
  return isDone(note.text, note.createdAt, endReports(notes).filter((r) => r.id !== note.id), [], true);
}

export function waiting(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
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
