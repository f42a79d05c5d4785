import { plural } from "../../answer-text.js";
import { doesActivity, paidPerUse } from "../activities.js";
import { spentAmount } from "../money.js";
import { ARRANGING_WORDS, isPlannedAhead } from "../planned-ahead.js";
import { notOwnOccurrence, othersDoing, othersVisit } from "../spending-filters.js";
import { clausesOf, inCompanyOf, isAdviceOn, isEncounter, isRehearsalOnly, isRemoteOnly, isOccurrence, isPlan, isQuestionNote, isTodo, isTodoNotReport, missesAsked, tellsMiss } from "../qa-cues.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { withInitials } from "../acronyms.js";
import { eventKindsAsked, namesKindOf } from "../qa-kinds.js";
import { ownRelationNamed, relationForms } from "../qa-relations.js";
import { figureOf, toldCount } from "../told-count.js";
import { relevance, sameWord, wordAffinity, words } from "../qa-words.js";
import { about, byDate, type ComposeContext, daysApart, listNotes, nothing, rangeText } from "./answer-format.js";
import { namesCountedThing, othersOpening, ownerless } from "./count-anchor.js";
import { headcount } from "./headcount-answer.js";
import { moneyInCount } from "./income-answer.js";
import { inRange, RELEVANT, score, type Scored } from "./note-scoring.js";
import { presents, presentsAsked } from "./presents.js";
import { staySpan } from "../stay-span.js";

/**
 * The part of a note that speaks of the topic: its clause with the most relevance ("migraine day.
 * cancelled on Benedikt" is a migraine; the cancelling is about something else).
 */
function topicClause(text: string, q: QaQuestion): string {
  const clauses = clausesOf(text);
  if (clauses.length < 2 || q.topic.length === 0) return text;
  return clauses.map((c) => ({ c, r: relevance(q.topic, words(c)) })).sort((a, b) => b.r - a.r)[0]!.c;
}

/** "How many books have I finished": a start or a give-up is no finish. */
const finishing = (q: QaQuestion) => q.topic.some((t) => ["finish", "finished", "complete", "completed", "read"].includes(t));

/** Nouns a count asks of that every note of the event is ("how many agents have resigned", "how many games"). */
const GENERIC_COUNTED = new Set(["agents", "agent", "people", "staff", "members", "times", "days", "games", "team", "teams", "workers", "employees", "me", "us"]);
/** An event nearly happened, which is none: "almost resigned", "nearly quit". */
const NEARLY = /\b(?:almost|nearly|thinking of|thought about|threatened to)\b/i;
/**
 * Round 39: a thing only nearly done, in the clause that tells it, whatever kind the count asks: "almost called in sick, went
 * anyway", "nearly skipped the gym" (by a verb after the word, so "gym, nearly an hour" and "tank nearly empty" still count).
 */
const NEARLY_DONE = /\b(?:almost|nearly)\s+(?:\p{Ll}+ed|went|quit|gave up|threw|fell|broke|forgot|rang|ran out)\b/iu;

/** "How many times have I cycled to work": the activity must be in the note ("worked from home" is no ride). */
const ACTIVITY_LIKENESS = 0.4;

/** Verbs that say little of what was done without their object ("take the dog to the park", "have people over"). */
const LIGHT_VERBS = new Set(["take", "took", "taken", "have", "had", "get", "got", "do", "did", "done", "make", "made", "bring", "brought", "give", "gave", "put"]);

/** "How many times did I see Wei Ling": meetings, not texts or calls. */
const SEEING = new Set(["see", "saw", "seen", "meet", "met", "visit", "visited", "hang", "hung", "catch", "caught"]);

/** "How many times did my mother-in-law come over": her visits, which a call from her is not. */
const COMING = new Set(["come", "came", "comes", "coming"]);

/** Things read, which notes name by their title alone ("finished Piranesi"). */
const READING = new Set(["book", "books", "novel", "novels", "audiobook", "audiobooks"]);
const READ_ACTS = new Set(["read", "finish", "finished", "complete", "completed", "get", "got", "through"]);
/** A title finished: a capitalised name after the act ("done with Middlemarch", "finished The Bee Sting"), not "finished the tax return". */
const TITLE_READ = /\b(?:finished|done with|got through|read)\s+\p{Lu}/u;

/**
 * "Watched the surfers from the café": the activity named only by those who do it ("surfers", "runners") is others
 * doing it, not an occurrence of the writer's.
 */
function onlyItsDoers(activity: string, text: string): boolean {
  if (/ers?$/.test(activity)) return false;
  // The words built on the activity's own root: "surf", "surfed", "surfers".
  const root = activity.slice(0, 4);
  if (root.length < 3) return false;
  const hits = words(text).filter((w) => w.startsWith(root));
  return hits.length > 0 && hits.every((w) => /(?:er|ers)$/.test(w));
}

/** "Grab to the office", "Uber home": a note opening with the ride's name tells the ride, not an order to grab something. */
const opensWithRide = (known: readonly string[][], text: string) => paidPerUse(known) && doesActivity(known, text.trim().split(/\s+/)[0] ?? "");

/** Going to or being at someone's place: "out to mam's", "called out to mam", "down to mãe's", "at my mother's", "stayed for a cuppa". */
const AT_THEIR_PLACE = /\b(?:out|over|round|down|up|across)\s+to\b|\bcalled\s+(?:out|in|round|over|by)\b|\b(?:popped|dropped)\s+(?:in|by|round|over)\b|\bstayed\s+(?:for|the night|over)\b|\b(?:at|to)\s+(?:my\s+|our\s+)?\p{L}+['’]s(?!\p{L})/iu;

/** "Called out to mam", "called round to Sal's": a call in person, not on the phone. */
const CALLED_ROUND = /\bcalled\s+(?:out|in|round|over|by)\b/i;

/** The host visited named in the note: a relation as the writer's own in any of its forms ("mam", "my mother", "mãe"), or a name. */
function visitsHost(text: string, host: string): boolean {
  const forms = relationForms(host);
  return forms !== null ? ownRelationNamed(text, forms) : words(text).some((w) => sameWord(w, host));
}

/** Verbs of a host coming to the writer: "Mam came to ours", "Gran popped over", "Sal stayed the weekend". */
const HOST_CAME = new Set(["came", "come", "comes", "coming", "popped", "dropped", "stayed", "visited", "drove"]);

/**
 * Asked how often the person went to someone's home ("go down to Mam's"), a note opening with that someone coming the
 * other way ("Mam came to ours for a change") is their visit, not the person's.
 */
export function hostCameOver(text: string, host: string): boolean {
  const tokens = words(text);
  const at = tokens[0] === "my" ? 1 : 0;
  // A relation in any of its forms: asked of "mum", "mãe came up to town" and "Mother came over" are her visits.
  const forms = relationForms(host);
  const first = tokens[at] ?? "";
  return (sameWord(first, host) || (forms !== null && forms.includes(first))) && HOST_CAME.has(tokens[at + 1] ?? "");
}

/**
 * Round 51: a stay in a place asked in days, from the note arriving there to the one telling its end, both cited; the
 * days between their dates, as both voices count them ("landed" on the 30th, "back" on the 4th: 5 days). Null when no such
 * pair is noted, so the question is answered as before.
 */
export function stayDays(q: QaQuestion, notes: readonly QaNote[]): QaAnswer | null {
  const span = q.stayPlace ? staySpan(q.stayPlace, notes, q.range) : null;
  if (!span) return null;
  return { text: `${plural(span.days, "day")}: from ${listNotes([span.from])} to ${listNotes([span.to])}.`, notes: [span.from, span.to], number: span.days };
}

export function count(asked: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  if (asked.flow) return moneyInCount(asked, notes, ctx);
  const came = asked.headcount ? headcount(asked, notes, ctx, asked.headcount) : null;
  if (came) return came;
  // "How many students do I have now": asked as things stand, the newest note giving their figure answers, not a count of notes.
  const standing = asked.now === true && asked.counted && asked.counted !== "times" ? currentCount(asked, notes, asked.counted) : null;
  if (standing) return standing;
  // "Take" is close to "back", "have" to "had": beside an object, a light verb only blurs which notes tell the thing.
  const heavy = asked.topic.filter((t) => !LIGHT_VERBS.has(t));
  const q = heavy.length > 0 && heavy.length < asked.topic.length ? { ...asked, topic: heavy } : asked;
  // "How many books did I read": the act of reading is the frame, the books the topic.
  const reading = q.topic.some((t) => READING.has(t)) && q.topic.every((t) => READING.has(t) || READ_ACTS.has(t));
  const seeing = q.people.length > 0 && q.topic.length > 0 && q.topic.every((t) => SEEING.has(t));
  // "How many times did I visit my parents": asked of visits by whom they were with, a call or a message from them is none.
  const visits = !seeing && q.topic.some((t) => SEEING.has(t) || COMING.has(t));
  const known = q.activity ?? null;
  // Its object is no activity either: "the dog" is in "dog park", not in "chased the frisbee at the park" with the dog.
  // A thing of its kind stands for it: "the Vespa wouldn't start" for "the scooter".
  // Round 32: asked how often someone came ("did the drug inspector come to the pharmacy"), the comer is no activity.
  const comer = q.comer ?? [];
  const activity = q.timesOf && q.topic.length > 1 && q === asked && comer.length === 0 ? q.topic[0]! : null;
  // The activity's own word, whose doers ("the surfers") are others at it.
  const doer = activity ?? (q.topic.length === 1 ? q.topic[0]! : null);
  // "Done with <a title>" finishes a book as "finished" does.
  const finished = (s: Scored) => ((finishing(q) && /\b(?:done with|wrapped up|got through)\b/i.test(s.note.text)) || (reading && TITLE_READ.test(s.note.text)) ? { ...s, score: Math.max(s.score, RELEVANT) } : s);
  const found = score(notes.filter((n) => inRange(n, q)), seeing ? { ...q, topic: [] } : q)
    .map(finished)
    .filter((s) => (seeing ? isEncounter(s.note.text) || q.people.some((p) => inCompanyOf(s.note.text, p)) : known ? doesActivity(known, s.note.text) : (activity === null || wordAffinity(activity, words(s.note.text)) >= ACTIVITY_LIKENESS || namesKindOf([activity], words(s.note.text))) && !(doer !== null && onlyItsDoers(doer, s.note.text))))
    .filter((s) => !(visits && isRemoteOnly(s.note.text)))
    .filter((s) => !(q.hostVisited && hostCameOver(s.note.text, q.hostVisited)))
    .filter((s) => (known !== null || s.score >= RELEVANT) && (seeing ? !othersVisit(s.note.text, q.people) : q.byRelation === true || !(othersVisit(s.note.text, q.people) || (known !== null ? notOwnOccurrence(s.note.text, q.people) : othersDoing(s.note.text, q.people) || (ownerless(q) && othersOpening(s.note.text, q.people))))) && isOccurrence(topicClause(s.note.text, q), s.note.eventType, q.byRelation === true ? [] : s.note.entities, finishing(q), q.topic) && !(known !== null ? isTodoNotReport(s.note.text) && !opensWithRide(known, s.note.text) : isTodo(s.note.text)) && (spentAmount(s.note.text) === null || (known !== null && paidPerUse(known))))
    .filter((s) => (comer.length === 0 || namesComer(s.note.text, comer, q)) && !COMING_AHEAD.test(s.note.text))
    // Round 37b: a note drawn in by a likeness spread over the question's words names nothing counted; books read are
    // named by their titles ("finished Piranesi"), which no word of the question is.
    .filter((s) => seeing || known !== null || reading || namesCountedThing(s.note.text, q))
    .filter((s) => !NEARLY_DONE.test(topicClause(s.note.text, q)))
    .filter((s) => !isRehearsalOnly(s.note.text, asked.topic))
    .map((s) => s.note)
    .sort(byDate);
  // Round 31: an event asked by its kind ("how many brownouts", "how many agents have resigned", "how many days did Bea miss
  // school") is counted by the notes telling one, in its kind's words ("power went out", "rendered her last day", "absent
  // again"), of the other things asked where the question names any; not one only nearly done ("almost resigned").
  const events = seeing || known !== null ? [] : eventKindsAsked(q.topic);
  if (events.length > 0) {
    const rest = q.topic.filter((t) => !events.some((e) => e.words.includes(t)) && !GENERIC_COUNTED.has(t));
    const tells = (n: QaNote) => {
      const said = words(n.text);
      // Round 32: a thing run out of is told by "no" before it too ("no Panadol on the shelves", "no milk left").
      const none = (e: { key: string }) => e.key === "runout" && said.some((x, i) => x === "no" && i + 1 < said.length && [...rest, ...q.people.flatMap((p) => words(p))].some((t) => sameWord(t, said[i + 1]!)));
      // A child kept from school is told with the child between the words: "kept Bea home another day".
      const keptHome = (e: { key: string }) => (e.key === "missschool" || e.key === "missedschool") && KEPT_HOME.test(n.text);
      return events.every((e) => namesKindOf([e.key], said) || e.words.every((w) => said.some((x) => sameWord(w, x))) || none(e) || keptHome(e));
    };
    const ofRest = (n: QaNote) => {
      if (rest.length === 0) return true;
      const said = words(n.text);
      return rest.some((t) => said.some((x) => sameWord(t, x)) || wordAffinity(t, said) >= ACTIVITY_LIKENESS || namesKindOf([t], said));
    };
    const told = notes.filter((n) => !n.derived && inRange(n, q) && tells(n) && ofRest(n) && !NEARLY.test(n.text) && !isTodo(n.text) && !isPlan(n.text) && !isQuestionNote(n.text));
    const kept = found.filter((n) => tells(n) && !NEARLY.test(n.text) && !told.includes(n));
    found.splice(0, found.length, ...[...kept, ...told].sort(byDate));
  }
  // Round 30: asked how often the person visited a relation, a note at or going to the relation's ("out to mam's with scones",
  // "Sunday at my mother's", "called out to mam") is a visit, though it says no "visit" nor the town asked.
  if (q.hostVisited && !seeing) {
    const host = q.hostVisited;
    const more = notes.filter((n) => !n.derived && inRange(n, q) && !found.includes(n) && visitsHost(n.text, host) && !othersVisit(n.text, q.people) && AT_THEIR_PLACE.test(n.text) && (!isRemoteOnly(n.text) || CALLED_ROUND.test(n.text)) && !hostCameOver(n.text, host) && !isTodo(n.text) && !isPlan(n.text) && !isQuestionNote(n.text));
    found.push(...more);
    found.sort(byDate);
  }
  if (!seeing && known === null && q.people.length === 0 && found.length > 0) {
    // "Hill starts with Gwen": one of the lessons need not say "lesson" when the others name who they are with.
    const byGuide = guidedOccurrences(q, notes, found);
    if (byGuide.length > 0) found.push(...byGuide);
    found.sort(byDate);
  }
  // Round 34: a note dated ahead of its day that tells an arrangement or nothing done is a plan, unless plans are asked;
  // advice on the thing ("how to avoid soroche") is none of it.
  const plansAsked = q.topic.some((t) => ARRANGING_WORDS.has(t));
  // Round 35: asked how often a thing was closed or cancelled, a note must tell it so ("SH35 closed again", "shut until 4pm"):
  // "took the ferry to Waiheke" is no ferry cancelled.
  const misses = missesAsked(q.topic);
  found.splice(0, found.length, ...found.filter((n) => !isAdviceOn(n.text) && (plansAsked || !isPlannedAhead(n)) && misses.every((m) => tellsMiss(n.text, m))));
  if (found.length === 0) return { text: `None: I found no notes about ${about(q)}${rangeText(q)} (searched ${ctx.searched}).`, notes: [], number: 0 };
  // "Three new patients this week", "to the gym twice": a note telling its own number of the thing counts that many.
  const things = q.topic.filter((t) => !LIGHT_VERBS.has(t));
  const namesThing = (clause: string) => (known !== null && doesActivity(known, clause)) || words(clause).some((w) => things.some((t) => sameWord(t, w)));
  // Round 30: a stay asked in days runs from its first note to the one telling its end ("home from camp", "back in Lisbon").
  const [first, last] = [found[0], found.at(-1)];
  if (q.stay && !q.range && found.length >= 2 && first && last && STAY_ENDED.test(last.text)) {
    const days = daysApart(first.localDate, last.localDate);
    return { text: `${days} days: from ${listNotes([first])} to ${listNotes([last])}.`, notes: [first, last], number: days };
  }
  const total = found.reduce((sum, n) => sum + (q.counted ? (toldCount(n.text, q.counted, namesThing) ?? 1) : 1), 0);
  return { text: `${total}${rangeText(q)}: ${listNotes(found)}.`, notes: found, number: total };
}

/**
 * Whether a note names the one whose coming is counted, every word of them or their initials ("DI came again" for the drug
 * inspector); a coming still ahead is left out by the count's own filter.
 */
function namesComer(text: string, comer: readonly string[], q: QaQuestion): boolean {
  const said = withInitials(text, words(text), q);
  return comer.every((c) => said.some((w) => sameWord(c, w)));
}

/** "Kept Bea home", "kept him home from school": a child kept from school, named between the words. */
const KEPT_HOME = /\bkept (?:\p{Lu}\p{Ll}+|him|her|them|the kids|the boys|the girls) home\b/u;

/** A visit still to come: "will do rounds next month", "coming next week", "due tomorrow". */
const COMING_AHEAD = /\b(?:will|going to|gonna|might|may)\b.*\b(?:next|tomorrow)\b|\bnext (?:week|month|year)\b/i;

/** The end of a stay or a job told: "home from camp", "back on the road", "restumping done", "working again". */
const STAY_ENDED = /\b(?:back|home|done|finished|over|returned|fixed|sorted|again|ended|wrapped up)\b/i;

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

export function list(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const given = presentsAsked(q) ? presents(q, notes) : [];
  if (given.length > 0) return { text: `${plural(given.length, "note")} about ${about(q)}${rangeText(q)}: ${listNotes(given)}.`, notes: given, number: null };
  const found = score(notes.filter((n) => inRange(n, q)), q)
    .filter((s) => s.score >= RELEVANT && isOccurrence(s.note.text, s.note.eventType, s.note.entities, finishing(q)) && !isTodo(s.note.text))
    .map((s) => s.note)
    .sort(byDate);
  if (found.length === 0) return nothing(`${about(q)}${rangeText(q)}`, ctx);
  return { text: `${plural(found.length, "note")} about ${about(q)}${rangeText(q)}: ${listNotes(found)}.`, notes: found, number: null };
}

/** The newest note in range that gives a figure of the counted thing ("three new kids, so 43 students now"), as its answer. */
function currentCount(q: QaQuestion, notes: readonly QaNote[], counted: string): QaAnswer | null {
  const told = notes
    .filter((n) => !n.derived && inRange(n, q) && !isQuestionNote(n.text) && !othersDoing(n.text, q.people) && figureOf(n.text, counted) !== null)
    .sort(byDate);
  const newest = told.at(-1);
  if (newest === undefined) return null;
  const figure = figureOf(newest.text, counted)!;
  return { text: `${figure}, as of ${listNotes([newest])}.`, notes: [newest], number: figure };
}
