import nlp from "compromise";
import { cosineSimilarity, embedText } from "../../embeddings/index.js";
import type { ContextTask } from "../../types.js";
import { isMonthName } from "../../dates/day-mentions.js";
import { IRREGULAR_PAST_FORMS } from "../../dates/tense.js";
import { STOPWORDS } from "../../text/normalize.js";
import { stem } from "../../text/stem.js";
import { stateDoneStems } from "./completion-states.js";
import { IN_USE, POSTURES, PUT_THING_UP, QUOTE_WORDS, QUOTES_GOT } from "./completion-links67.js";
import { GET_PAID_TITLE, payerPaid, userPaidOnly } from "./completion-links70.js";
import { LEFT_FOR_LATER, NOT_READY_NOTE } from "./completion-links75.js";
import { compoundHead, hasTitleResult } from "./completion-links72.js";
import { nameForThing, takenOff } from "./completion-links74.js";
import { messagedTaskPerson } from "./completion-links77.js";
import { sourcePaidThing } from "./completion-payer-83.js";
import { newPartInPlace } from "./completion-new-part-84.js";
import { ABBREVIATIONS, PAST_BASES, partialCount, DECIDE_VERBS, DECIDED, DELEGATE_VERBS, HAS_BACK, LIGHT_VERBS, MODAL_BEFORE, NOT_DONE, OTHER_ACTOR_WORDS, OUTCOME, OVER_DONE, PROBLEM_GONE, REPEAT, SAID_YES, VERB_GROUPS, WAIT_STATE, WITH_RECIPIENT } from "./completion-cues.js";

/** Verbs that hand a document over: its noun ("application", "cancellation") names the act done. */
const SENT_VERBS = new Set(["post", "send", "submit", "lodg", "fil", "email", "mail", "hand"].map(stem));

/** Task verbs whose goal is a thing back with its owner ("Return Nikos's drill"), or a problem gone ("Fix the leaking tap"). */
const RETURN_VERBS = new Set(["return", "giv", "bring", "lend", "drop", "send"].map(stem));
/** Task verbs whose goal is a person having the thing: "Send Cheska her half", "Pay Ama back". */
const RECEIVER_VERBS = new Set(["send", "pay", "transfer", "giv", "e-transfer", "wire", "lend"].map(stem));
const FIX_VERBS = new Set(VERB_GROUPS.find((g) => g.includes(stem("repair")))!);

/** Task verbs whose goal is a thing with the user: "Buy 40 loaf tins" is done when "all 40 tins are here". */
const ACQUIRE_VERBS = new Set(["buy", "order", "purchas", "get", "book", "collect", "pick", "fetch"].map(stem));

/** What a booking verb makes: "Make an appointment" is done by "booked". */
const BOOKED = new Set(["book", "schedul", "reserv", "arrang"].map(stem));
const BOOKINGS = new Set(["appoint", "appointment", "reservation", "booking", "slot", "consultation"].map(stem));

const GENERIC_OBJECTS = new Set(["new", "thing", "stuff", "list", "item", "some", "few", "all", "time"]);

function contentStems(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [])
    .map((w) => w.replace(/'s$/, ""))
    .map((w) => ABBREVIATIONS[w] ?? w)
    .filter((w) => !STOPWORDS.has(w) && !GENERIC_OBJECTS.has(w))
    .map(stem);
}

/** Irregular participles after a copula: "is written", "'s given", "are sold". */
const PASSIVE_PARTICIPLE = /\b(?:is|are|'s|'re|been|all|now|finally)\s+(written|given|taken|driven|chosen|spoken|shown|drawn|sold|built|paid|sent|bought|made|found|held|kept|thrown|sewn|sown|hung)\b/g;

/** A step still left after a result: "just need Cathal to sign it", "only have to post it". */
const STEP_LEFT = /\b(?:just|only|still|now) (?:need|needs|have to|has to|got to)\b/;

/** Back from a trade or a service, not from a place the user went: "the sofa is back from the upholsterer". */
const BACK_FROM = /\b(?:is|'s|are|'re|came|come) (?:now |finally |all )?back from (?:the |a )?(?!(?:holiday|vacation|trip|work|school|office|gym|hospital|leave|break|lunch|dinner|walk|run|shops?|market|beach|park)\b)[a-z]/;

/** "Bec knows about the party now": a person told (not "nobody knows", "who knows", "does Bec know"). */
const KNOWS_NOW = /\b(?!(?:nobody|noone|one|who|god|lord|heaven|everyone|everybody|anyone|anybody|never|else)\b)[a-z]+ (?:now |finally |already |all )?knows (?:about|that)\b/;
/** Task verbs whose goal is a person knowing: "Tell Bec about…", "Let Fiona know…", "Warn the neighbours about…". */
const TELL_VERBS = new Set(["tell", "let", "inform", "warn", "notify", "updat"].map(stem));
/** Task verbs that put a thing into a place the title names: "Enter Jess's hours in the roster system". */
const PLACE_VERBS = new Set(["enter", "put", "add", "log", "load", "upload", "input", "record", "pop", "stick", "place", "sav", "type"].map(stem));
const TITLE_PLACE = /\s(?:in|into|on|onto|to)\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+)?([a-z]+(?:\s[a-z]+){0,2})$/;

/**
 * "Jess's hours are in the roster system" does "Enter Jess's hours in the roster system": the thing stated to be
 * in the place the title puts it (the place's last word, after a copula). "the bins are in the garage" does not do
 * "Put the bins out", whose title names no place.
 */
function inTitlePlace(title: string, clauses: string[]): boolean {
  const place = TITLE_PLACE.exec(title.toLowerCase())?.[1];
  const last = place?.split(/\s+/).pop();
  if (!last || STOPWORDS.has(last)) return false;
  return clauses.some((c) => {
    const m = /(?:'s|'re|\bis|\bare) (?:now |all |finally |safely |already )?(?:in|on|into) (?:the |my |our |his |her )?((?:[a-z]+ ){0,2}[a-z]+)/.exec(c);
    return !!m && m[1]!.split(/\s+/).includes(last) && !STEP_LEFT.test(c);
  });
}

/** Task verbs that take a thing to a place: "Send Maa's medicine to Kumasi". */
const DESTINATION_VERBS = new Set(["send", "ship", "deliver", "post", "courier", "tak", "bring", "mail"].map(stem));
const TITLE_DESTINATION = /\sto\s+(?:the\s+)?([a-z]+)(?:\s+[a-z]+)?$/;
/** The thing reached, got to or arrived in the place the title sends it to (its first word after "to"). */
function reachedTitlePlace(title: string, clauses: string[]): boolean {
  const place = TITLE_DESTINATION.exec(title.toLowerCase())?.[1];
  if (!place || STOPWORDS.has(place)) return false;
  return clauses.some((c) => {
    const m = /\b(?:reached|got to|arrived (?:in|at)|landed (?:in|at)|made it to)\s+(?:the\s+)?([a-z]+)/.exec(c);
    return !!m && m[1] === place && !STEP_LEFT.test(c) && !MODAL_BEFORE.test(c.slice(0, m.index));
  });
}

/** "has Jira access now": a clause whose subject now has a thing. */
const HAS_NOW = /\b(?:has|have|'s got|now has|now have) (?!to\b)((?:[a-z]+ ){1,3})now$/;

/** A clause that says its thing is still on its way: "the report will come tomorrow". */
const FUTURE = /\b(?:will|'ll|should|shall)\s+(?:come|arrive|reach|land|be (?:ready|back|here|sent|done|out|delivered))\b/;

const DONE_WORD = /\b(done|finished|complete|completed|sorted|taken care of|crossed off|wrapped up)\b/;

const CLAUSE_TITLES = new Set(["dr", "dr.", "mr", "mrs", "ms", "prof", "professor"]);
const NEGATIONS = new Set(["didn't", "didnt", "hasn't", "hasnt", "haven't", "havent", "won't", "wont", "doesn't", "doesnt", "never"]);

/** "dr whitlock didn't even ask about chapter 4": a clause where a named person (tokens compared) negates their own act. */
function namedNegation(clause: string, name: string): boolean {
  const words = clause.split(/\s+/);
  const start = CLAUSE_TITLES.has(words[0] ?? "") ? 1 : 0;
  const nameWords = name.split(/\s+/);
  if (!nameWords.every((w, k) => words[start + k] === w)) return false;
  let next = start + nameWords.length;
  if (words[next] === "still") next++;
  return NEGATIONS.has(words[next] ?? "");
}

/** Clauses of a thought: a report in one ("called the bank again") and a state in another. */
function clausesOf(lower: string): string[] {
  return lower.split(/[,.;:!?]|\s[—–-]\s|\s(?:and|but|so|then|now)\s/).map((c) => c.trim()).filter(Boolean);
}

/** A clause whose subject is someone else who did the verb: "Dagny finished her thesis", "she said yes". */
function otherActorClause(clause: string, nameStarts: string[]): boolean {
  if (OTHER_ACTOR_WORDS.test(clause)) return true;
  return nameStarts.some((n) => clause.startsWith(n) && !/^'s\b/.test(clause.slice(n.length)) && /^\s+(?:just\s+|finally\s+|already\s+)?[a-z]+(?:ed|ent|ot|ave|aid|old|ook|ew|one)\b/.test(clause.slice(n.length)));
}

/** Verbs whose past is their base form, after what makes them past. */
const SAME_FORM_PAST = /\b(?:finally|just|already|i|we|i've|we've|have|has|had|'ve) (?:finally |just |already )?(put|set|cut|shut|quit|hit|read|spread|split|shed|fit)\b/g;

/**
 * Stems of the past-tense verbs in the clauses the user reports, plus "call" for "had a call with",
 * "got through to". A participle after a need or a future ("need the statements printed") is no
 * report; "efiled" is "filed".
 */
function doneVerbStems(clauses: string[]): Set<string> {
  const out = new Set<string>();
  for (const clause of clauses) {
    for (const m of clause.matchAll(/\b[a-z]+\b/g)) {
      const w = m[0];
      if (!(IRREGULAR_PAST_FORMS.has(w) || (w.length > 4 && w.endsWith("ed")))) continue;
      if (MODAL_BEFORE.test(clause.slice(Math.max(0, m.index - 40), m.index))) continue;
      out.add(stem(PAST_BASES[w] ?? w));
      if (/^e[a-z]{4,}ed$/.test(w)) out.add(stem(w.slice(1)));
    }
    // "finally put up the curtains", "we cut the hedge": a verb whose past is its base form is past after "finally",
    // "just", "already", a subject or a perfect's auxiliary ("Put up the curtains" is done; "put up the curtains" is not).
    for (const m of clause.matchAll(SAME_FORM_PAST)) if (!MODAL_BEFORE.test(clause.slice(Math.max(0, m.index - 40), m.index))) out.add(stem(m[1]!));
    // "the speech is written", "the gifts are given out": a passive outcome of the task's own verb.
    for (const m of clause.matchAll(PASSIVE_PARTICIPLE)) if (!MODAL_BEFORE.test(clause.slice(Math.max(0, m.index - 40), m.index))) out.add(stem(m[1]!));
    // "the report went to the board": it was sent.
    if (/\b(?:went|gone) (?:off |out |over )?to\b/.test(clause)) out.add(stem("send"));
    // "all three quotes are with me now": received (the task was to collect or get them).
    if (/(?:'s|\bis|\bare|'re) (?:all |now )?with (?:me|us)\b/.test(clause)) out.add(stem("receive"));
    // "the old bath went to a bloke from Logan for $150": sold (a price after the buyer; not "went to a mate's for dinner").
    if (/\b(?:went|gone) to (?:a|an|some|this|that|the) [a-z]+(?: [a-z]+){0,3} for (?:[$£€]\s?\d|\d+\s?(?:bucks|quid|dollars|pounds|euros)\b)/.test(clause)) out.add(stem("sell"));
    // "got to the last page of the book": finished (not "got to the end of my tether", which names no page or chapter).
    if (/\b(?:got|made it|reached) to the (?:very )?(?:last|final) (?:page|chapter)\b/.test(clause)) out.add(stem("finish"));
    // "Fiona has the draft roster in her inbox": emailed to her (not "my inbox", which is something received).
    if (/\b(?:has|have|'s got|got) (?:the |my |our |a |an )?[a-z]+(?: [a-z]+){0,3} in (?:his|her|their) inbox\b/.test(clause)) { out.add(stem("email")); out.add(stem("send")); }
    // "my application went in last night": handed in (not "went in for surgery", "went in to work").
    if (/\bwent in\b(?!\s+(?:for|to|with|at|on|and|there|here)\b)/.test(clause)) out.add(stem("send"));
    // "the direct debit is set up" does "Set up the direct debit".
    if (/\b(?:is|'s|are|'re|now|all) (?:all |now )?set up\b/.test(clause)) out.add(stem("set"));
    // "the locker is empty": cleared out.
    if (/\b(?:is|'s|are|'re|now|all|completely|finally) (?:all |completely |finally |now )?empty\b/.test(clause)) out.add(stem("empty"));
    // "the hired PA is back with the hire shop": returned (not "back with a vengeance", "back with me").
    if (/\b(?:is|'s|are|'re) (?:now |safely |all )?back (?:with|at) (?!(?:me|us|him|her|them|a|an|my|our|his|your|friends|family|work|school)\b)[a-z]/.test(clause)) out.add(stem("return"));
    // "we're with Panda for the bins from next week", "we're on Bell now": a provider switched to.
    if (/^(?:we'?re|i'?m|we are|i am) (?:now |officially |finally )?(?:with|on) (?!(?:the|a|an|my|our|it|hold|holiday|leave|track|time|call|about|board|top|edge|way)\b)[a-z]+(?: [a-z]+)? (?:for (?:the |our |my )?[a-z]+ )?(?:now|from)\b/.test(clause)) out.add(stem("switch"));
    // "the form's away in the post", "the report's off to the board": sent (not "off to bed", "away on holiday").
    if (/\b(?:is|'s|are|'re) (?:now |all )?(?:away|off) (?:in the (?:post|mail)|to (?:the |his |her |their )?(?!bed\b|school\b|work\b|sleep\b)[a-z]+)/.test(clause)) out.add(stem("send"));
    // "the loft is clear at last", "gutters are clear now": cleared (not "it's clear that…", "clear to me").
    if (/\b(?:is|'s|are|'re) (?:now |all |finally )?clear\b(?!\s+(?:that|to|on|about|of|as|enough)\b)/.test(clause)) out.add(stem("clear"));
    // "new tyres on the van": a part fitted (not "need new tyres on the van", "new tyres on order").
    if (/^(?:the |a )?new [a-z]+(?: [a-z]+)? (?:on|in|fitted (?:on|to|in)) (?:the|my|our) (?!order\b|way\b|sale\b)[a-z]+/.test(clause)) out.add(stem("replace"));
    if (/\bhad a (?:\w+ )?(?:call|chat|phone call)\b|\bgot through to\b|\bspoke (?:to|with)\b/.test(clause)) out.add("call");
    // "I'm in for the Ballycotton 10k, bib number 1184": entered (not "in for a treat", which names no event with "the").
    if (/^(?:i'?m|we'?re|i am|we are) (?:all |officially |now |finally )?in for the\b/.test(clause)) { out.add(stem("register")); out.add(stem("enter")); out.add(stem("sign")); }
    // "Saoirse's in with the orthodontist on the 9th": an appointment made (a day or time after the one seen).
    if (/'s in with (?:the |dr |a )?[a-z]+(?: [a-z]+)? (?:on|at|for|next|this|tomorrow|tmrw)\b/.test(clause)) out.add(stem("book"));
    if (DONE_WORD.test(clause) || OVER_DONE.test(clause)) out.add("done");
    // "finally got round to cancelling netflix", "managed to sell the bike"
    for (const m of clause.matchAll(/\b(?:got (?:a)?round to|managed to|finally got to)\s+([a-z]+)/g)) out.add(stem(m[1]!));
    if (SAID_YES.test(clause)) out.add("ask");
    for (const s of stateDoneStems(clause)) out.add(s);
  }
  return out;
}

/** The stem of the verb a past form reports ("paid" → "pay"), or null for a word that is no past form. */
function pastStem(w: string): string | null {
  return IRREGULAR_PAST_FORMS.has(w) || (w.length > 4 && w.endsWith("ed")) ? stem(PAST_BASES[w] ?? w) : null;
}

function verbsCompatible(taskVerb: string, done: Set<string>): boolean {
  if (done.has(taskVerb)) return true;
  // The stemmer leaves "cancell" from "cancelling" beside "cancel".
  for (const v of done) if (v.length >= 5 && taskVerb.length >= 5 && (v.startsWith(taskVerb) || taskVerb.startsWith(v))) return true;
  for (const v of done) if (VERB_GROUPS.some((g) => g.includes(taskVerb) && g.includes(v))) return true;
  return false;
}

/**
 * The task's object named by a done verb's noun ("paid off" does "Make the final payment",
 * "delivered" does "Arrange delivery of…"), or the task's verb as a noun beside a done word
 * ("handover's done" does "Hand over the keys").
 */
function nominalDone(taskVerb: string, objects: string[], done: Set<string>, lower: string): boolean {
  if (LIGHT_VERBS.has(taskVerb)) for (const v of done) {
    if (v.length < 3) continue;
    const kin = VERB_GROUPS.filter((g) => g.includes(v)).flat();
    // "Make the final payment" ← "paid"; "Book the boiler service" ← "serviced"; "Make a dentist appointment" ← "booked".
    for (const k of [v, ...kin]) if (k.length >= 3 && objects.some((o) => o.length >= k.length && o.startsWith(k))) return true;
    if (BOOKED.has(v) && objects.some((o) => BOOKINGS.has(o))) return true;
  }
  // "posted the cancellation letter" does "Cancel the gym contract": the task's act as a noun, sent.
  const sent = [...done].some((v) => SENT_VERBS.has(v));
  if (taskVerb.length < 3 || !(done.has("done") || (sent && taskVerb.length >= 4))) return false;
  return (lower.match(/[a-z]+/g) ?? []).some((w) => w.length > taskVerb.length + 1 && w.startsWith(taskVerb) && stem(w) !== taskVerb);
}

/** The verbs a task asks for: its first word ("re-felt" is "felt"), and the participle of "Get the kiln repaired". */
function taskVerbs(title: string): string[] {
  const words = title.toLowerCase().match(/[a-z][a-z-]*/g) ?? [""];
  const head = words[0]!.replace(/^re-/, "").replace(/-.*$/, "");
  // A task starts with a base form: "Re-felt the roof" is to felt, not "feel" (the stemmer's lemma of a past form).
  const first = IRREGULAR_PAST_FORMS.has(head) ? head : stem(head);
  const out = [first];
  if (first === "get" || first === "hav" || first === "ask") {
    // "Get the kiln repaired", "Get the landlord to fix the boiler": the act asked for.
    const participle = [...words].reverse().find((w) => w.length > 4 && w.endsWith("ed"));
    if (participle) out.push(stem(participle));
    const infinitive = words.indexOf("to");
    if (infinitive > 0 && words[infinitive + 1]) out.push(stem(words[infinitive + 1]!));
  }
  return out;
}

const adjectives = new Map<string, boolean>();
/** "broken" and "faulty" describe one thing; "gas" and "water" name two bills. Cached (bounded). */
function isAdjective(word: string): boolean {
  let a = adjectives.get(word);
  if (a === undefined) {
    a = nlp(word).has("#Adjective");
    if (adjectives.size >= 2000) adjectives.clear();
    adjectives.set(word, a);
  }
  return a;
}

/**
 * "paid the gas bill" does not do "Pay the water bill": the shared word is modified by another
 * content word on each side, neither modifier is on the other side, and neither is an adjective
 * ("broken headphones" are the "faulty headphones").
 */
/** Place words a title may share with a thought ("under the sink"): they name no thing of their own. */
const PREPOSITIONS = new Set(["under", "over", "behind", "above", "below", "beside", "inside", "outside", "near", "across", "around", "between", "beneath", "underneath"].map(stem));

/** "lit" and "literature", "uni" and "university": one modifier is the other cut short (three letters or more). */
function clipped(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.length > short.length && long.startsWith(short);
}

/**
 * "paid the Corolla insurance" for "Pay the car insurance": a capitalised name (not the first word) before the
 * shared thing, where the title has a lowercase common word, names one of the title's kind, unless another task of
 * the context has the same thing ("Pay the house insurance" beside it keeps the two apart).
 */
function namedKind(titleWord: string | undefined, textWord: string | undefined, at: number, shared: string, elsewhere: (stem: string) => boolean): boolean {
  if (!titleWord || !textWord || at === 0 || elsewhere(shared)) return false;
  return /^\p{Lu}\p{Ll}+$/u.test(textWord) && /^\p{Ll}+$/u.test(titleWord);
}

/** "SA" for "South Africa": a short modifier spelled by the first letters of the words just before the shared one. */
function initialsOf(short: string, before: readonly string[]): boolean {
  if (short.length < 2 || short.length > 4 || before.length < short.length) return false;
  return before.slice(-short.length).map((w) => w[0]).join("") === short;
}

function modifierConflict(taskTitle: string, lower: string, matched: string[], head?: string, original?: string, elsewhere: (stem: string) => boolean = () => false): boolean {
  const taskWords = (taskTitle.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).map((w) => w.replace(/'s$/, ""));
  const textWords = (lower.match(/[\p{L}\p{N}']+/gu) ?? []).map((w) => w.replace(/'s$/, ""));
  const taskStems = new Set(taskWords.map(stem));
  const textStems = new Set(textWords.map(stem));
  // A verb before the shared word ("Choose tiles", "ordered tiles") is no modifier.
  const modifier = (words: string[], i: number): string | null => {
    const w = words[i - 1];
    return w && !STOPWORDS.has(w) && !/^\d/.test(w) && !/(?:ed|ing)$/.test(w) && !IRREGULAR_PAST_FORMS.has(w) ? stem(w) : null;
  };
  const rawText = lower.replace(/’/g, "'").match(/[\p{L}\p{N}']+/gu) ?? [];
  const casedText = original?.match(/[\p{L}\p{N}'’]+/gu)?.map((w) => w.replace(/’/g, "'").replace(/'s$/, "")) ?? [];
  const casedTitle = (taskTitle.match(/[\p{L}\p{N}']+/gu) ?? []).map((w) => w.replace(/'s$/, ""));
  for (const s of matched) {
    // "the drip under the sink" and "the leak under the kitchen sink": a shared preposition is no thing with modifiers.
    if (PREPOSITIONS.has(s)) continue;
    // "Hamid's visa" is not "Renew my visa": someone else's thing, whom the task does not name.
    const ri = rawText.findIndex((w) => stem(w.replace(/'s$/, "")) === s);
    const owner = ri > 0 ? /^(\p{L}+)'s$/u.exec(rawText[ri - 1]!) : null;
    // "photos from Ruby's game" for "Send Kate the game photos": the owned word is only the title's modifier, and the
    // title's thing (its head, named elsewhere in the text) is nobody's in particular.
    const ownsHead = !head || s === head || stem((rawText[ri + 1] ?? "").replace(/'s$/, "")) === head || !textStems.has(head);
    // "this month's rent", "today's delivery": a time word's "'s" says when, not whose.
    if (owner && !TIME_OWNERS.has(owner[1]!) && !taskStems.has(stem(owner[1]!)) && ownsHead && !sameThingOwned(taskWords, s, rawText[ri + 1], textStems)) return true;
    const before = rawText[ri - 1] === "own" ? rawText[ri - 2] : rawText[ri - 1];
    if (ri > 0 && /^(?:his|her|their)$/.test(before ?? "") && /\bmy\b/i.test(taskTitle)) return true;
    const ti = taskWords.findIndex((w) => stem(w) === s);
    const xi = textWords.findIndex((w) => stem(w) === s);
    if (ti < 2 || xi < 1) continue;
    const tm = modifier(taskWords, ti);
    const xm = modifier(textWords, xi);
    if (tm && xm && tm !== xm && !textStems.has(tm) && !taskStems.has(xm) && !isAdjective(taskWords[ti - 1]!) && !isAdjective(textWords[xi - 1]!) && !clipped(taskWords[ti - 1]!, textWords[xi - 1]!) && !initialsOf(textWords[xi - 1]!, taskWords.slice(0, ti)) && !initialsOf(taskWords[ti - 1]!, textWords.slice(0, xi)) && !namedKind(casedTitle[ti - 1], casedText[xi - 1], xi - 1, s, elsewhere) && !thisMonthFor(taskWords[ti - 1]!, textWords, xi)) return true;
  }
  return false;
}

/**
 * "ordered Hiruni's recital photos" for "Order the recital photos", "Yan Yan's party venue is booked" for "Book the
 * party venue": the title names the thing by "the" and two words, nobody's in particular, and the thought's owner
 * stands before the same two words and the thought tells the title's own act (ordered, booked), so it says whose the
 * title's thing is, not that it is another's ("Hamid's visa" for "Renew my visa", or for "Renew the visa", which
 * shares one word, stays apart).
 */
function sameThingOwned(taskWords: readonly string[], shared: string, textNext: string | undefined, textStems: ReadonlySet<string>): boolean {
  const ti = taskWords.findIndex((w) => stem(w) === shared);
  const titleNext = taskWords[ti + 1];
  return ti > 1 && taskWords[ti - 1] === "the" && textStems.has(stem(taskWords[0]!)) && !!titleNext && !!textNext && stem(textNext.replace(/'s$/, "")) === stem(titleNext);
}

const TIME_OWNERS = new Set(["month", "week", "year", "today", "tonight", "tomorrow", "yesterday", "weekend", "fortnight"]);
/** "paid this month's rent" for "Pay the January rent": a task is written in its month, a report says "this month". */
function thisMonthFor(titleModifier: string, textWords: readonly string[], xi: number): boolean {
  return isMonthName(titleModifier) && textWords[xi - 1] === "month" && textWords[xi - 2] === "this";
}

export interface Completion {
  task: ContextTask;
  confidence: number;
  reasoning: string;
}

/**
 * Cosine between the thought and a task title at which the task's subject counts as named with
 * no shared content word. Chosen on the fresh tuning set (eval-fresh): reported completions sat
 * at 0.72–0.93, other tasks in the same contexts at 0.54 and below; on the dev set an unrelated
 * project's task reached 0.6.
 */
export const SEMANTIC_MATCH = 0.7;

/**
 * A decision reported ("went with the Hyundai") finishes the one open task to decide something
 * when the two are this close in meaning, with no word shared ("Decide on the new car": 0.65).
 */
export const DECISION_MATCH = 0.55;

/**
 * News of a thing that comes out or comes in to the user ("the plumber's quote is in", "Torran's report is out", "next
 * season's cruise schedule is out"; sixty-first and sixty-third sets): the thing has come, which is the goal only of
 * a task to get, chase or wait for it, or to send or put it out, not of one to act on what it is about ("Book the
 * plumber", "Sign Torran's school report", "Price next season's tours").
 */
const NEWS_OUT = /\b(?:quotes?|quotation|estimate|report|reports|schedule|timetable|roster|rota|results?|forecast|fixtures?|draw|grades|marks|figures|numbers|valuation|minutes|rankings?|scores?|list)(?:'s| is| are) (?:finally |now |all )?(?:in|out)\b/;
const NEWS_VERBS = new Set(["get", "ask", "request", "chase", "collect", "receive", "obtain", "fetch", "check", "wait", "await", "find", "send", "submit", "publish", "post", "release", "issue", "write", "finish", "draft", "prepare", "complete", "file", "lodge", "hand", "put", "email"].map(stem));

/** Task titles repeat from thought to thought: their embeddings are cached (bounded). */
const taskVectors = new Map<string, Float32Array | null>();
function taskVector(title: string): Float32Array | null {
  let v = taskVectors.get(title);
  if (v === undefined) {
    v = embedText(title.toLowerCase());
    if (taskVectors.size >= 500) taskVectors.clear();
    taskVectors.set(title, v);
  }
  return v;
}

interface Evidence {
  clauses: string[];
  done: Set<string>;
  outcome: boolean;
  /** The outcome is only news of a thing that comes out or in ("the plumber's quote is in"). */
  newsOnly: boolean;
  decided: boolean;
}

function evidenceOf(clauses: string[]): Evidence {
  const text = clauses.join(", ");
  const outcome = OUTCOME.test(text);
  const newsOnly = outcome && clauses.some((c) => NEWS_OUT.test(c)) && !OUTCOME.test(clauses.filter((c) => !NEWS_OUT.test(c)).join(", "));
  return { clauses, done: doneVerbStems(clauses), outcome, newsOnly, decided: DECIDED.test(text) };
}

/**
 * A context task the thought reports as done (GUIDELINES 8): a past-tense verb that does the
 * task's verb, an outcome said of the task's object, or a decision for a task to decide; the
 * task's object named or the thought close in meaning; and no sign of partial progress, a
 * reminder, a need, someone else's doing, or another thing of the same kind ("gas" bill, not
 * "water" bill).
 */
export function findCompletion(lower: string, tasks: ContextTask[], isReminder: boolean, names: string[] = [], textEmbedding?: Float32Array | null, original?: string): Completion | null {
  if (isReminder || !tasks.length) return null;
  const nameStarts = names.map((n) => n.toLowerCase());
  // "sanded two doors so far" is progress ("so" also splits clauses, so it is read whole).
  if (/\bso far\b/.test(lower) && !WAIT_STATE.test(lower)) return null;
  let clauses = clausesOf(lower);
  let leftOpen: string[] = [];
  // "theory test passed, 38 out of 40!!": a mark out of a total beside a pass is a score, not part of the work.
  const score = (c: string) => /^\d+\s+(?:out of|of)\s+\d+\W*$/.test(c) && /\b(?:passed|aced|scored|got)\b/.test(lower);
  const open = clauses.filter((c) => NOT_DONE.test(c) || NOT_READY_NOTE.test(c) || (partialCount(c) && !score(c)));
  if (open.length) {
    // "…, they haven't paid yet": someone else's negation is a wait, not the user's task undone.
    // "…, she still needs to fix the charts": what is left is someone else's work.
    // "the outside can wait" leaves part of the user's own task for later: no one else's wait.
    const othersOpen = (c: string) =>
      (WAIT_STATE.test(c) && !/\bcan wait\b/.test(c)) ||
      /^(?:they|he|she|(?:the|my|our) [a-z]+)\s+(?:still\s+)?(?:haven'?t|hasn'?t|havent|hasnt|have not|has not|didn'?t|won'?t)\b/.test(c) ||
      /^(?:they|he|she|(?:the|my|our) [a-z]+)\s+(?:still\s+)?(?:needs?|has|have|must)\s+(?:to\s+)?(?!me\b|us\b)[a-z]+/.test(c) ||
      // "…, she's still on crutches", "he's still off sick": a person's condition that goes on, not the task left undone.
      /^(?:they|he|she)(?:'s|'re| is| are) still (?:on crutches|in (?:hospital|bed|plaster|a cast|a sling|pain|recovery)|off (?:sick|work)|sick|poorly|unwell|recovering|laid up|sore|weak|limping|not (?:well|great|good|right|herself|himself))\b/.test(c) ||
      // "…, he's still to check the dates with Jean": the step left is his.
      /^(?:they|he|she)(?:'s|'re| is| are) still to [a-z]+/.test(c) ||
      nameStarts.some((n) => c.startsWith(`${n} still needs`) || c.startsWith(`${n} still has to`) || c.startsWith(`${n}'s still to `) || c.startsWith(`${n} is still to `)) ||
      nameStarts.some((n) => namedNegation(c, n));
    if (REPEAT.test(lower)) return null;
    // "the gutters got cleaned but the mango tree still needs a trim": what is left of the user's own is another task
    // of the list (its object named in the open clause), which stays open; the task the rest reports is done.
    leftOpen = open.filter((c) => !othersOpen(c));
    if (!leftOpen.every((c) => LEFT_FOR_LATER.test(c) && tasks.some((t) => namesTaskObject(c, t)))) return null;
    clauses = clauses.filter((c) => !open.includes(c));
  }
  // "got quotes … for the truck decals" is a step towards the job, unless a task is itself about the quotes.
  if (!tasks.some((t) => QUOTE_WORDS.test(t.title))) clauses = clauses.filter((c) => !QUOTES_GOT.test(c));
  // What the user reports, and what someone else did (which does only a task to get them to act).
  const own = evidenceOf(clauses.filter((c) => !otherActorClause(c, nameStarts)));
  const all = evidenceOf(clauses);
  // "the blinds are up": the state a "Put up…" task asks for.
  // "got Mrs Dunlop's lights up for her": put up by the user (a thing between "got" and "up"; "got up at 6" has none).
  const isUp = /(?:'s|'re|\bis|\bare) (?:all |finally |now )?up\b(?! to\b| for\b)/.test(lower) || own.clauses.some((c) => /\bgot (?:the |my |our |his |her |their )?(?:[a-z']+ ){0,3}[a-z]+s up\b/.test(c));
  // States that say a task's goal is reached without its verb: a thing back with its owner, a
  // problem gone, a document with its recipient (each checked against the task below).
  const ownText = own.clauses.join(", ");
  const hasBack = HAS_BACK.test(ownText);
  const problemGone = PROBLEM_GONE.test(ownText);
  // "tender documents now with Mrs Quaye": read on the punctuated clause, since "now" also splits clauses.
  const nowWith = lower.split(/[,.;:!?]/).map((c) => c.trim()).filter((c) => /\snow with\s/.test(c) && !otherActorClause(c, nameStarts));
  const withRecipient = [...own.clauses, ...nowWith].map((c) => WITH_RECIPIENT.exec(c)?.[1]).filter((x): x is string => !!x);
  const backFrom = BACK_FROM.test(ownText);
  const knowsNow = own.clauses.some((c) => KNOWS_NOW.test(c));
  // "the Hyderabad team has Jira access now": the one a task was to get a thing for has it (checked against the task below).
  const hasNow = own.clauses.some((c) => HAS_NOW.test(c));
  // "…is at the desk, set up and beeping": a clause of its own saying the thing is in use.
  const inUse = own.clauses.some((c) => IN_USE.test(c));
  // Tasks whose thing the text puts where their title puts it ("Jess's hours are in the roster system").
  const placed = new Set(tasks.filter((t) => PLACE_VERBS.has(taskVerbs(t.title)[0]!) && inTitlePlace(t.title, own.clauses)).map((t) => t.id));
  const hereNow = /(?:'s|'re|\bis|\bare) (?:all |finally |now )?here\b/.test(ownText) || /(?:'s|'re|\bis|\bare) (?:(?:standing|sitting|parked) )?(?:on|at|in) (?:the|my|our) [a-z]+(?: [a-z]+)? now\b/.test(ownText);
  // Tasks to send a thing to a place the title names, whose thing "reached" that place ("tablets reached Kumasi").
  const arrived = new Set(tasks.filter((t) => DESTINATION_VERBS.has(taskVerbs(t.title)[0]!) && reachedTitlePlace(t.title, own.clauses)).map((t) => t.id));
  // "the page has its first 500 followers" does "Reach 500 followers on the cake page": the thing has the result asked for.
  // "new batteries in both smoke alarms" does "Change the smoke alarm batteries": the new part in its place (round 84).
  const resulted = new Set(tasks.filter((t) => (own.clauses.some((c) => /\b(?:has|have)\b/.test(c)) && hasTitleResult(t.title, contentStems(t.title), taskVerbs(t.title)[1] ?? null, own.clauses, stem)) || newPartInPlace(t.title, own.clauses, stem)).map((t) => t.id));
  // "winter tyres are off the Prius" does "Take the winter tyres off the Prius".
  const tookOff = new Set(tasks.filter((t) => takenOff(t.title, own.clauses, stem)).map((t) => t.id));
  // "texted Jhon Jairo congrats" does "Congratulate Jhon Jairo on the baby": the message made to the task's own person.
  const messaged = new Set(tasks.filter((t) => messagedTaskPerson(t.title, own.clauses, stem)).map((t) => t.id));
  if (messaged.size === 0 && resulted.size === 0 && tookOff.size === 0 && !all.done.size && !all.outcome && !all.decided && !clauses.some((c) => BEEN_VISIT.test(c)) && !isUp && !hereNow && !hasBack && !problemGone && !backFrom && !withRecipient.length && !knowsNow && placed.size === 0 && arrived.size === 0 && !hasNow && !inUse) return null;
  // A person's name ties gratitude or news about them to their task, but says nothing is done.
  const nameStems = new Set(names.flatMap((n) => contentStems(n)));
  const textStems = new Set(contentStems(lower).filter((s) => !nameStems.has(s)));
  const textVector = textEmbedding === undefined ? embedText(lower) : textEmbedding;
  const decideTasks = tasks.filter((t) => DECIDE_VERBS.has(taskVerbs(t.title)[0]!)).length;
  let best: Completion | null = null;
  let bestScore = 0;
  // How many tasks name each stem: a thing another task also names (counted once, not per pair of tasks).
  const stemCounts = new Map<string, number>();
  if (original) for (const t of tasks) for (const s of new Set(contentStems(t.title))) stemCounts.set(s, (stemCounts.get(s) ?? 0) + 1);
  for (const task of tasks) {
    if (leftOpen.some((c) => namesTaskObject(c, task))) continue;
    const stems = contentStems(task.title);
    const verbs = taskVerbs(task.title);
    const verb = verbs[0]!;
    const objects = stems.filter((s) => s !== verb && !nameStems.has(s));
    const matched = objects.filter((s) => textStems.has(s) || [...textStems].some((t) => (t.length >= 4 && s.length >= 4 && (t.startsWith(s) || s.startsWith(t))) || (t.length >= 4 && s.length > t.length + 2 && s.endsWith(t) && compoundHead(s, t, wordOf(task.title, s), wordOf(lower, t)))));
    const titleVector = taskVector(task.title);
    const similarity = textVector && titleVector ? cosineSimilarity(textVector, titleVector) : 0;
    const decisionOnly = DECIDE_VERBS.has(verb) && own.decided && decideTasks === 1 && similarity >= DECISION_MATCH;
    // "gave Otto the climbing shoes" does "Give Otto his birthday present": the task's own verb, done by the user to the person it names.
    const personDone = !matched.length && own.done.has(verb) && !LIGHT_VERBS.has(verb) && names.some((n) => contentStems(n).some((s) => stems.includes(s)) || shortNameOf(n, task.title));
    // "Cheska got her half" does "Send Cheska her half of…": the person the task sends, pays or gives to has it.
    const received = RECEIVER_VERBS.has(verb) && matched.length > 0 && clauses.some((c) => nameStarts.some((n) => contentStems(n).every((s) => stems.includes(s)) && c.startsWith(n) && /^\s+(?:finally\s+|now\s+)?(?:got|received|has|'s got|has got)\b/.test(c.slice(n.length))));
    // "Indi's done", "Telasi paid": the thing named only by the title's name for it, which was read as a person.
    const byName = nameForThing(task.title, tasks.filter((t) => t !== task).map((t) => t.title), clauses, names, pastStem, stem);
    if (!matched.length && similarity < SEMANTIC_MATCH && !decisionOnly && !personDone && !received && !arrived.has(task.id) && !byName && !messaged.has(task.id)) continue;
    const elsewhere = (s: string) => (stemCounts.get(s) ?? 0) > (stems.includes(s) ? 1 : 0);
    if (modifierConflict(task.title, lower, matched, headObject(task.title, objects.filter((o) => !verbs.includes(o))), original, elsewhere)) continue;
    // "ECG done, report will come tomorrow" does not do "Collect the ECG report": the task's thing is still to come.
    const head = objects[objects.length - 1];
    if (head && clauses.some((c) => FUTURE.test(c) && contentStems(c).includes(head))) continue;
    // "booked the function room for the party, done" does not do "Order Chloe's party cake": another job, for the same occasion.
    // "Get the landlord to fix the boiler" is done by the landlord; "Get my visa" is not delegated.
    const delegated = DELEGATE_VERBS.has(verb) && (verbs.length > 1 || !["get", "hav"].includes(verb));
    const ev = delegated ? all : own;
    const decided = DECIDE_VERBS.has(verb) && ev.decided;
    // "Get the MCB fixed" asks for the fixing: "the electrician came" is not it.
    // "the schedule is up" does "Post the schedule" too (posted on a board or a site).
    const upDone = isUp && (/^(?:(?:put|hang|set|pin|stick|nail)\s+up|post)\b/i.test(task.title) || PUT_THING_UP.test(task.title));
    const compatible = upDone || verbs.some((v, i) => (i === 0 && verbs.length > 1 ? ev.done.has(v) : verbsCompatible(v, ev.done))) || nominalDone(verb, objects, ev.done, lower);
    const stateDone =
      matched.length > 0 &&
      ((hasBack && RETURN_VERBS.has(verb)) ||
        (knowsNow && TELL_VERBS.has(verb)) ||
        placed.has(task.id) ||
        resulted.has(task.id) ||
        tookOff.has(task.id) ||
        (hasNow && verb === stem("get") && own.clauses.some((c) => contentStems(HAS_NOW.exec(c)?.[1] ?? "").some((x) => matched.includes(x)))) ||
        (problemGone && (FIX_VERBS.has(verb) || verbs.length > 1)) ||
        // "the sofa is back from the upholsterer": a job a trade did is done.
        (backFrom && (FIX_VERBS.has(verb) || verbs.length > 1)) ||
        withRecipient.some((subject) => contentStems(subject).some((x) => matched.includes(x))) ||
        // "Get the visa sorted" ← "visa stamped": a result said of the thing the task is to get done;
        // not when a step is still left ("the form is filled in, just need Cathal to sign it").
        (!STEP_LEFT.test(lower) && ev.clauses.some((c) => resultAfterObject(c, matched, SENT_VERBS.has(verb), ACQUIRE_VERBS.has(verb), inUse))));
    // "the plumber's quote is in" does "Get a quote from the plumber", not "Book the plumber".
    const outcome = ev.outcome && !(ev.newsOnly && !verbs.some((v) => NEWS_VERBS.has(v)));
    // "Gary paid for Hobsonville, finally" does "Get paid for the Hobsonville rough-in": the payer's act is the task's goal.
    const getPaid = GET_PAID_TITLE.test(task.title);
    // "I paid for the Ngaio fit-out" is the money going the other way.
    if (getPaid && userPaidOnly(all.clauses, lower)) continue;
    // "Checho paid the 65 lucas for the Yamaha job" does "Collect the 65 lucas from Checho": the source paid the title's sum.
    const paidIn = (getPaid && matched.length > 0 && all.clauses.some(payerPaid)) || sourcePaidThing(task.title, all.clauses, stem);
    if (!(compatible || stateDone || arrived.has(task.id) || received || paidIn || byName || messaged.has(task.id) || doneInClauseWith(ev.clauses, matched) || outcome || decided)) continue;
    // "booked the function room for the party, done" does not do "Order Chloe's party cake": a "done" said of another job, for the same occasion.
    const thing = headObject(task.title, objects.filter((o) => !verbs.includes(o)));
    if (!(compatible || stateDone || arrived.has(task.id) || received || paidIn || decided || messaged.has(task.id)) && thing && matched.length > 0 && !matched.includes(thing) && anotherThingDone(own.clauses, verb, objects, thingWord(task.title, thing))) continue;
    // "WE CLOSED!!, the Ochoas got their keys" does "Close on Pecan Valley…", not "Order a closing gift…": a task whose own
    // verb is the one reported done goes first, and the done verb ("closed") is no shared word for a task that only has
    // it as a noun ("closing gift").
    const scored = matched.filter((s) => !ev.done.has(s)).length;
    const score = scored / Math.max(objects.length, 1) + scored * 0.5 + similarity + (ev.done.has(verb) ? OWN_VERB_BONUS : 0);
    if (score > bestScore) {
      bestScore = score;
      const confidence = Math.min(95, Math.round(55 + 25 * (matched.length / Math.max(objects.length, 1)) + 5 * matched.length));
      best = { task, confidence, reasoning: `The thought reports "${task.title}" as done (matched ${matched.join(", ")}).` };
    }
  }
  return best;
}

/** A clause naming a thing of the task's title (a content word other than the title's verb). */
function namesTaskObject(clause: string, task: ContextTask): boolean {
  const verb = taskVerbs(task.title)[0];
  const objects = contentStems(task.title).filter((s) => s !== verb);
  const stems = new Set(contentStems(clause));
  return objects.some((o) => stems.has(o));
}

/** "Chi" for the "Chiamaka" a title names: a one-word name of three letters or more that starts a capitalised title word. */
function shortNameOf(name: string, title: string): boolean {
  const n = name.toLowerCase();
  if (!/^\p{L}{3,}$/u.test(n)) return false;
  return (title.match(/\p{Lu}\p{Ll}+/gu) ?? []).some((w) => w.length > n.length + 1 && w.toLowerCase().startsWith(n));
}

/** "went through", "paid off", "came back": a verb's particle, no object of its own. */
const PARTICLES = new Set(["through", "off", "out", "over", "down", "away", "back", "round", "around", "along", "ahead", "today", "yesterday", "tonight", "fine", "well", "ok", "okay"]);
const DETERMINERS = new Set(["the", "a", "an", "my", "our", "his", "her", "their", "its", "some", "this", "that"]);

/** A past verb of another act with its own object, none of the task's ("booked the function room" beside "Order the party cake"). */
function anotherThingDone(clauses: string[], taskVerb: string, objects: readonly string[], thing: string): boolean {
  return clauses.some((clause) => {
    const words = clause.match(/[a-z']+/g) ?? [];
    return words.some((w, i) => {
      if (!(IRREGULAR_PAST_FORMS.has(w) || (w.length > 4 && w.endsWith("ed"))) || verbsCompatible(taskVerb, new Set([stem(w)]))) return false;
      const next = DETERMINERS.has(words[i + 1] ?? "") ? words[i + 2] : words[i + 1];
      return next !== undefined && next.length >= 3 && !PARTICLES.has(next) && contentStems(next).length > 0 && !contentStems(next).some((s) => objects.includes(s)) && !OBJECT_ENDS.has(next) && !alike(next, thing);
    });
  });
}

/** Two words this close in the offline vectors name the same thing ("meds" and "prescription"), not another one. */
const SAME_THING = 0.4;
/** Outweighs one more shared word (0.5 plus its share of the title's objects). */
const OWN_VERB_BONUS = 1;
function alike(a: string, b: string): boolean {
  const va = embedText(a);
  const vb = embedText(b);
  return va !== null && vb !== null && cosineSimilarity(va, vb) >= SAME_THING;
}

/** A text's own word for a stem, lowercase ("bedrooms" for "bedroom"), if it has one. */
function wordOf(text: string, s: string): string | undefined {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).map((w) => w.replace(/'s$/, "")).find((w) => stem(w) === s);
}

/** The title's own word for a stem ("bags" for "bag"). */
function thingWord(title: string, thing: string): string {
  return (title.toLowerCase().match(/[a-z']+/g) ?? []).find((w) => contentStems(w).includes(thing)) ?? thing;
}

const OBJECT_ENDS = new Set(["for", "to", "at", "with", "from", "in", "on", "by", "before", "after", "of"]);

/** The thing a task acts on: its last object before a preposition ("goodie bags" in "Get goodie bags for the kids coming to Chloe's party"). */
function headObject(title: string, objects: readonly string[]): string | undefined {
  const words = title.toLowerCase().match(/[a-z']+/g) ?? [];
  const end = words.findIndex((w, i) => i > 0 && OBJECT_ENDS.has(w));
  const before = new Set(contentStems(words.slice(0, end < 0 ? words.length : end).join(" ")));
  return objects.filter((o) => before.has(o)).pop();
}

/** Past results that are no goal reached: "the car broke down again" does not do "Get the car serviced". */
const SETBACKS = new Set(["postponed", "rescheduled", "moved", "shifted", "deferred", "preponed", "pushed", "broke", "broken", "failed", "crashed", "died", "leaked", "flooded", "cracked", "stopped", "rejected", "refused", "declined", "delayed", "cancelled", "canceled", "stolen", "lost", "damaged", "burst", "jammed", "stuck", "backordered"]);

/** Participles that say a thing is wanted, not done: "a permit for the job needed". */
const NEEDED = new Set(["needed", "required", "wanted", "requested", "expected", "planned", "missed"]);

/** A thing that went or came somewhere moved itself: "the bath went to the tip" is no result done to it. */
const MOTION_PASTS = new Set(["went", "came", "ran", "got", "fell", "flew", "rode", "drove"]);

/** A copula or degree word between a thing and its result: "register is fully tallied". */
const LINKS = new Set(["is", "are", "was", "were", "got", "been", "has", "have", "all", "fully", "now", "finally", "already"]);
/** Results short of a task's goal (GUIDELINES 8: listing is not selling, d137). */
const PARTIAL_RESULTS = new Set(["booked", "scheduled", "reserved", "planned", "listed", "advertised", "looked", "quoted", "measured", "priced", "assessed", "diagnosed", "viewed"]);
const COPULAS = new Set(["is", "are", "was", "were", "got", "been"]);
/** A thing that came to the user: "the appraisal came in at value" is news of it, not a "Send the appraisal…" done
 * (a thing that "went" off may well have been sent). */
const THING_CAME = new Set(["came", "arrived"]);
const RESULT_PREPOSITIONS = new Set(["at", "in", "on", "by", "till", "until", "for", "from", "with", "today", "yesterday"]);

/** "visa stamped", "kiln's repaired": a participle said right after the task's object, with no need before it. */
function resultAfterObject(clause: string, objects: string[], toSend = false, toAcquire = false, inUse = false): boolean {
  if (MODAL_BEFORE.test(clause)) return false;
  const words = clause.match(/[a-z']+/g) ?? [];
  const isPast = (w: string) => IRREGULAR_PAST_FORMS.has(w) || (w.length > 4 && w.endsWith("ed"));
  const resultAt = (start: number): boolean => {
    let j = start;
    let copula = false;
    for (; j < start + 3 && LINKS.has(words[j] ?? ""); j++) if (COPULAS.has(words[j]!)) copula = true;
    if (copula && toAcquire && POSTURES.has(words[j] ?? "")) j++;
    const next = words[j];
    // "cylinder is here", "all 40 tins are here": a thing to get, book or buy has come.
    if (next === "here" && copula && toAcquire) return true;
    // "HSRP plate is on the car now", "the new scanner is at the desk now": a thing to get or order, in its place now.
    if (copula && toAcquire && ["on", "at", "in"].includes(next ?? "") && (inUse || words.slice(j + 1).includes("now"))) return true;
    if (!next || SETBACKS.has(next) || PARTIAL_RESULTS.has(next) || (toSend && THING_CAME.has(next)) || !isPast(next)) return false;
    // Without a copula the participle must end the report ("visa stamped", "…stamped at the embassy", "loan
    // disbursed to the builder's account"): "kids picked pineapple", "mum agreed to…" are the thing named acting.
    const after = words[j + 1];
    return copula || after === undefined || RESULT_PREPOSITIONS.has(after) || (after === "to" && DETERMINERS.has(words[j + 2] ?? "") && !MOTION_PASTS.has(next));
  };
  // "SA visa for the Joburg conference approved": a short phrase after the thing ("for / of the …") may stand before
  // a participle that ends the clause.
  const afterPhrase = (start: number): boolean => {
    if (!["for", "of"].includes(words[start] ?? "")) return false;
    for (let k = start + 2; k <= start + 4 && k < words.length; k++) {
      const w = words[k]!;
      if (k === words.length - 1 && isPast(w) && !SETBACKS.has(w) && !PARTIAL_RESULTS.has(w) && !THING_CAME.has(w) && !MOTION_PASTS.has(w) && !NEEDED.has(w)) return true;
    }
    return false;
  };
  return words.some((w, i) => objects.includes(stem(w.replace(/'s$/, ""))) && (resultAt(i + 1) || afterPhrase(i + 1)));
}

/** "the gutters are done": a generic done word in the same clause as the task's object. */
/**
 * "the chimney sweep's been and gone" (the clause "chimney sweep's been", since "and" splits clauses): the one who
 * came to do the job has come, the job done; not "it's been", "there's been".
 */
const BEEN_VISIT = /\b(?!(?:it|that|there|this|what|where|who|he|she)'s)[a-z]+'s been(?: and gone)?$/;

function doneInClauseWith(clauses: string[], objects: string[]): boolean {
  // "the magician's advance: done": a clause that is only a done word says it of the one before.
  // So does a short "both coats over".
  const merged = clauses.map((c, i) => (i > 0 && (/^(?:all )?(?:done|sorted|finished)\b\W*$/u.test(c) || (OVER_DONE.test(c) && c.split(/\s+/).length <= 3)) ? `${clauses[i - 1]} ${c}` : c));
  return merged.some((clause) => {
    if (!DONE_WORD.test(clause) && !OVER_DONE.test(clause) && !BEEN_VISIT.test(clause)) return false;
    const stems = new Set(contentStems(clause));
    return objects.some((o) => stems.has(o));
  });
}
