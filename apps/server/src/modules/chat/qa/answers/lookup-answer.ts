import { withInitials } from "../acronyms.js";
import { isDoneReport, isPlan, isQuestionNote, isTelling } from "../qa-cues.js";
import { namesKindOf } from "../qa-kinds.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { contentWords, hasVector, PERSON_TITLE, wordAffinity, words } from "../qa-words.js";
import { about, byDate, type ComposeContext, listNotes, nothing } from "./answer-format.js";
import { adviceOn } from "./advice-answer.js";
import { asksCurrentFigure, currentFigure } from "./current-value.js";
import { bestMatches, inRange, mentions } from "./note-scoring.js";
import { lentThings } from "./lent-things.js";
import { presents, presentsAsked, wishes } from "./presents.js";
import { promises } from "./promises.js";
import { othersSpending } from "../spending-filters.js";
import { noWordsNoted } from "../said-by-54.js";
import { toldWhere } from "../said-where-57.js";

/** A best match must hold one of the topic's words, or one this close to it: a loose likeness alone is no answer. */
const ANCHOR = 0.65;
/**
 * A doing of the person's: told in the first person, with someone named, or opening with what was done ("went to…",
 * "day trip to Rotto with Isla"); not the scenery ("a busker playing near the town hall", "the wind blew the sand").
 */
const isDoing = (text: string) => /\b(?:i|i'm|i've|i'd|we|we're|we've|we'd|me|us|our)\b/i.test(text) || /\bwith \p{Lu}/u.test(text) || isDoneReport(words(text)[0] ?? "");
/** How many doings a question with a range and no topic lists. */
const DOINGS = 5;
/** What a note telling of the thing gains when the question asks what someone told or recommended. */
const TOLD = 0.05;

export function lookup(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const lent = q.lent ? lentThings(q, notes) : [];
  if (lent.length > 0) return { text: `From your notes: ${listNotes(lent)}.`, notes: lent, number: null };
  const wished = q.giftIdeas ? wishes(q, notes) : [];
  if (wished.length > 0) return { text: `From your notes: ${listNotes(wished)}.`, notes: wished, number: null };
  // "What did Dean promise about the bathroom": his promises on it, however told ("Dean says he'll skim the ceiling").
  const promised = q.promise ? promises(q, notes) : [];
  if (promised.length > 0) return { text: `From your notes: ${listNotes(promised)}.`, notes: promised, number: null };
  const figure = asksCurrentFigure(q) ? currentFigure(q, notes) : null;
  if (figure) return figure;
  // "What did I get Owen for his birthday": presents told by the act; another's present to him ("Mam bought Owen…") is theirs.
  const given = presentsAsked(q) ? presents(q, notes) : q.giftGiven ? presents(q, notes).filter((n) => !othersSpending(n.text, q.people)) : [];
  if (given.length > 0) return { text: `From your notes: ${listNotes(given)}.`, notes: given, number: null };
  // Round 35: a professional's advice over several visits, later ones not naming the thing asked.
  const advice = adviceOn(q, notes);
  if (advice.length > 0) {
    const all = [...advice, ...toldOn(advice, notes)].sort(byDate);
    return { text: `From your notes: ${listNotes(all)}.`, notes: all, number: null };
  }
  // Round 32: a note's initials read as the words the question writes out ("my BP is high" for "blood pressure").
  const said = (n: QaNote) => withInitials(n.text, words(n.text), q);
  const found = bestMatches(q, notes)
    .filter((s) => q.topic.length === 0 || q.topic.some((t) => wordAffinity(t, said(s.note)) >= ANCHOR) || namesKindOf(q.topic, said(s.note)))
    // "What did the vet say about Miso's teeth": a note on the vet that says nothing of teeth is no answer.
    .filter((s) => !q.aboutWords || q.aboutWords.length === 0 || q.aboutWords.some((t) => wordAffinity(t, said(s.note)) >= ANCHOR) || namesKindOf(q.aboutWords, said(s.note)));
  // "What did we get up to last weekend": with no topic, what the person did in the range, not what they saw go by.
  if (q.topic.length === 0 && q.range && !q.future) {
    const doings = found.map((s) => s.note).filter((n) => !n.derived && isDoing(n.text) && !isPlan(n.text) && !isQuestionNote(n.text)).sort(byDate).slice(-DOINGS);
    if (doings.length > 0) return { text: `From your notes: ${listNotes(doings)}.`, notes: doings, number: null };
  }
  // Round 54: "what did the vet say about the dog's leg", and no note naming the leg tells anyone's words: none answers.
  if (q.saidBy && q.aboutWords && q.aboutWords.length > 0 && noWordsNoted(found.map((s) => s.note), notes)) return nothing(about(q), ctx);
  if (found.length === 0) {
    // Round 57: "where did Rasmus say to eat in Mariehamn": his telling that names a place, though it names neither the act nor
    // the thing, so the anchor on the topic left it out.
    const where = q.saidWhere ? toldWhere(q.saidWhere, [...q.topic, ...q.people.map((p) => p.toLowerCase())], notes.filter((n) => inRange(n, q))).sort(byDate) : [];
    if (where.length > 0) return { text: `From your notes: ${listNotes(where)}.`, notes: where, number: null };
    const named = toldByName(q, notes);
    return named.length > 0 ? { text: `From your notes: ${listNotes(named)}.`, notes: named, number: null } : nothing(about(q), ctx);
  }
  // "The name of the fella who fixed the pump": a name is asked, so only notes naming someone answer, with that person's others.
  if (q.nameOf) {
    const named = namedWho(q, found.map((s) => s.note));
    if (named.length > 0) return { text: `From your notes: ${listNotes(named)}.`, notes: named, number: null };
  }
  // Round 30: "where did I put the logbook": a note placing it ("put it in the safe", "in the blue folder under the bed") answers,
  // not one that only names it ("got the logbook back from the bank"); another's ("Min-jae keeps his passport…") is theirs.
  const placed = q.whereKept ? found.filter((s) => PLACED.test(s.note.text) && !placedByAnother(s.note.text, q.people)) : [];
  const placing = placed.length > 0 ? placed : found;
  // "The café Imke told me about": among close matches, her telling of it answers, not a coffee with her.
  const ranked = q.told ? placing.map((s) => ({ ...s, score: s.score + (isTelling(s.note.text) ? TOLD : 0) })).sort((a, b) => b.score - a.score) : placing;
  const best = ranked[0]!.score;
  const kept = ranked.filter((s) => s.score >= best - 0.02).slice(0, 2).map((s) => s.note);
  const told = q.told ? [...kept, ...toldOn(kept, notes)].sort(byDate) : kept;
  const all = [...told, ...goneOn(told, notes)].sort(byDate);
  return { text: `From your notes: ${listNotes(all)}.`, notes: all, number: null };
}

/** How soon after a note one opening "also …" is read as more of it. */
const GONE_ON_MS = 60 * 60_000;
/** "also picked up…", "Dr Farah also said…": a note that says it adds to what came just before it. */
export const ADDS_TO_LAST = /^\s*(?:(?:and|oh|plus)\s+)?also\b|^\s*(?:\S+\s+){1,2}also\s+(?:said|says|told|wants|wanted|got|picked|bought)\b/i;

/**
 * Round 49: a telling or a haul typed in two goes ("Brickfields haul: a silk saree…" then "also picked up kolam colours…";
 * "at Khan el-Khalili I bought a brass lantern…" then "also picked up a backgammon board…"): the note within the hour that
 * says it adds ("also …") is the rest of the answer, though it need not name the place or the person again.
 */
function goneOn(kept: readonly QaNote[], notes: readonly QaNote[]): QaNote[] {
  const next = (n: QaNote) => {
    const at = Date.parse(n.createdAt);
    return notes
      .filter((m) => !m.derived && Date.parse(m.createdAt) > at && Date.parse(m.createdAt) - at <= GONE_ON_MS)
      .sort(byDate)[0];
  };
  return [...new Set(kept.map(next).filter((n): n is QaNote => n !== undefined && !kept.includes(n) && ADDS_TO_LAST.test(n.text)))];
}

/** A thing placed: by a verb of putting it somewhere, or by where it is ("in the blue folder under the bed"). */
const PLACED = /\b(?:put|left|keep|keeps|kept|stored|stashed|hid|hidden|tucked|hung|locked|filed|parked|packed)\b|\b(?:in|under|behind|inside|beside|on top of|next to)\s+(?:the|my|our|a|an|her|his|their)\b/i;
/** A note opening with someone else placing their own: "Min-jae keeps his passport in the freezer bag drawer". */
const PLACER = /^\s*(\p{Lu}[\p{L}'’-]*)\s+(?:puts|put|keeps|kept|leaves|left|stores|stored|hides|hid|hangs|hung|stashes|stashed)\b/u;
function placedByAnother(text: string, asked: readonly string[]): boolean {
  const who = PLACER.exec(text)?.[1];
  return who !== undefined && !asked.some((p) => words(p)[0] === words(who)[0]);
}

/** How soon after a telling a note is read as the rest of it. */
const TOLD_ON_MS = 20 * 60_000;

/**
 * Advice is often typed in two goes: "physio says rotator cuff strain…" then, ten minutes later,
 * "band exercises morning and night, ice after every shift". Asked what someone said, the note
 * written right after their telling carries the rest of it, though it names neither them nor the topic.
 */
function toldOn(kept: readonly QaNote[], notes: readonly QaNote[]): QaNote[] {
  const next = (n: QaNote) => {
    const at = Date.parse(n.createdAt);
    return notes
      .filter((m) => !m.derived && !kept.includes(m) && !isQuestionNote(m.text) && Date.parse(m.createdAt) > at && Date.parse(m.createdAt) - at <= TOLD_ON_MS)
      .sort(byDate)[0];
  };
  return [...new Set(kept.filter((n) => isTelling(n.text)).map(next).filter((n): n is QaNote => n !== undefined))];
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

/** A title before a capitalised name: "Dr. Kimball", "Mrs Okafor" name a person wherever they stand. */
const TITLED = new RegExp(String.raw`\b${PERSON_TITLE}(\p{Lu}\p{Ll}+)`, "gu");
/** How many of a named person's notes on the topic answer beside the best one. */
const NAMED_NOTES = 3;

/** The people a note names that the question does not: its entities and titled names, by first word. */
function othersNamed(note: QaNote, asked: ReadonlySet<string>): string[] {
  const titled = [...note.text.matchAll(TITLED)].map((m) => m[1]!.toLowerCase());
  return [...new Set([...note.entities.map((e) => words(e)[0] ?? ""), ...titled])].filter((w) => w.length > 1 && !asked.has(w));
}

/**
 * Asked the name of the one who did something: the best match that names someone the question does not, and the other
 * matches naming that same person ("paid Dewey for the well work"), best first. A match naming no one is no answer.
 */
function namedWho(q: QaQuestion, matches: readonly QaNote[]): QaNote[] {
  const asked = new Set([...q.people.flatMap((p) => words(p)), ...q.topic]);
  const first = matches.find((n) => othersNamed(n, asked).length > 0);
  if (!first) return [];
  const names = new Set(othersNamed(first, asked));
  return matches.filter((n) => othersNamed(n, asked).some((w) => names.has(w))).slice(0, NAMED_NOTES).sort(byDate);
}
