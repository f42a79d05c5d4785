import { wordTable } from "@life/contracts";
import { looksLikeCard } from "./text/card.js";
import {
  isCommonWord,
  isKnownFirstName,
  isKnownLastName,
  isLoanPronounName,
  isPlaceOrOrganization,
  isVerbForm,
  isWordGivenName,
  NON_NAME_CAPS,
  ORG_SUFFIXES,
  PET_CARE,
  isPetWord,
  PET_ANIMALS,
  RELATION_WORDS,
  tagsOf,
  THING_FOLLOWERS,
} from "./entities/lexicon.js";
import { COMMERCE_WORDS, isBrand } from "./entities/brands.js";
import { hasPastVerb } from "./dates/tense.js";
import { IMPERATIVE_VERBS } from "./text/verbs.js";
import { isRareWord, wordRank } from "./entities/rare-words.js";
import { ahGivenName, placeNounAfterName, walkedAlongRoute } from "./entities/entities-66.js";
import { bookTitleName, dutyOrAbsenceAfter, lowerAfterDeterminer, townSurname } from "./entities/entities-69.js";
import { frequencyActAfter, lowerInitials, placedThenActs, thingReachedPlace, vehicleTakenTo } from "./entities/entities-70.js";
import { insideAddress, monthGivenName, patronsPlace, roleAfterModifiers } from "./entities/entities-72.js";
import { afterAcronym, kinWordNamingChild, paidAsPerson } from "./entities/entities-74.js";
import { respectWordAfter, respectWordOfName, SOUTH_ASIAN_RESPECT_AFTER } from "./entities/entities-set71.js";
import { childsVaccine, firmCoinage, languageWord, nameBesideNumber, ownedPlaceNoun, readAsWord, verbBeforePronoun } from "./entities/entities-75.js";
import { lowerTitleBefore } from "./entities/entities-set73.js";
import { ampersandCouple, clientWorkAfter, taughtLanguage, type PairWord } from "./entities/entities-77.js";
import { providerCue, serviceProvider, someoneFrom } from "./entities/entities-78.js";
import { monthSubject, respectTitleBefore, vetsPatientName } from "./entities/entities-79.js";
import { choiceOptions, roleInApposition, shopInPossessive } from "./entities/entities-81.js";
import { backorderSentence, clauseSubject, everydayCompound, libraryHoldTitle, pronounTakesUp, thingGoesTo } from "./entities/entities-82.js";
import { capitalWords } from "./entities/capital-words-83.js";
import type { ClassifyContext } from "./types.js";

interface Word {
  text: string;
  lower: string;
  index: number;
  end: number;
  possessive: boolean;
  /** Punctuation (or start of text) separates it from the previous word. */
  afterBreak: boolean;
  sentenceStart: boolean;
}

/** A capitalised word right after these is a title, brand or model ("finished Atomic Habits", "old Hondas"). */
const THING_BEFORE = new Set(
  `finished finish reading read reread started watching watched watch listening listened bought buy
  old new used cheap cheaper cheapest vintage older newer two three few several many my your second-hand
  secondhand refurbished pre-owned`.split(/\s+/),
);
const ARTICLES = new Set(["the", "a", "an", "this", "that", "our", "their", "its", "every", "each", "some"]);
// "round": "ran 5 km round Lisi lake" (70th), "walked 8000 steps round Tundikhel" (68th); one walks round a place (round 75).
const LOCATIVE = new Set(["in", "at", "on", "into", "near", "to", "from", "via", "onto", "across", "around", "round", "inside", "outside", "through", "off"]);
/** Words after which a lowercase given name is a person ("text joe", "sold it to gavin"). */
const PERSON_CUES = new Set(
  `text texted call called email emailed tell told ask asked promised with to from for met meet ping
  pinged message messaged thank thanked invite invited remind help helped visit visited see saw and
  facetime zoom dm call pick drop take pay paid send sent give gave owe owes lend transfer e-transfer
  e-transferred venmo ring rang phone phoned lent loaned`.split(/\s+/),
);
/** Words that follow a sentence-initial name: "Ren took…", "Hiroshi from the gym…", "Mia seems…". */
const PERSON_NEXT = new Set(
  `from and is was has had just finally still got took said says wants needs seems texted called
  emailed asked told made loves hates likes lands starts will can could would should might did does
  is's isn't wasn't hasn't can't won't didn't doesn't also always never really must mustn't shall
  shouldn't wouldn't couldn't`.split(/\s+/),
);

/**
 * Where a rare lowercase word can only be a person: after a verb that takes one ("call chiamaka back";
 * not "and", which joins things as often), as an owner ("zawadi's room"), after "proud of", or as the
 * subject of a person's verb ("wojtek wants…", "mhairi swam…").
 */
function rarePersonSlot(words: Word[], i: number): boolean {
  const w = words[i]!;
  const prev = words[i - 1];
  const after = words[i + 1];
  const prevWord = isLetterWord(prev) && !w.afterBreak ? prev.lower : undefined;
  // "caterer wants…", "removalists quoted…": a trade or role noun, however rare, is not a name.
  if (/(?:er|ist|or)s?$/.test(w.lower)) return false;
  if (prevWord && PERSON_CUES.has(prevWord) && !RARE_WEAK_CUES.has(prevWord)) return true;
  // "married to eilidh", "sent it to tuan": "to" after a verb that goes to a person.
  const beforeTo = words[i - 2]?.lower ?? "";
  if (prevWord === "to" && (PREP_PERSON.to?.has(beforeTo) || MONEY_VERBS.has(beforeTo) || /^(married|engaged|it|them|this|that)$/.test(beforeTo))) return true;
  // "zawadi's room" owns; "grout's cracked" is "grout is".
  // An owner must be out of the vocabulary altogether: rarer words with 's are too often slang or shops.
  if (w.possessive) return isRareWord(w.lower, Infinity) && !(isLetterWord(after) && (hasPastVerb(after.lower) || after.lower.endsWith("ed") || /^(been|got|gone|going|not|still|just|a|an|the|so|too|very|back|on|off|in|out)$/.test(after.lower)));
  if (prevWord === "of" && /^(proud|fond|jealous|scared|afraid|sick|tired|thinking)$/.test(words[i - 2]?.lower ?? "")) return true;
  if (!isLetterWord(after) || after.afterBreak) return false;
  // "take aleena to her swimming": taken or dropped to her own thing.
  if (prevWord && /^(take|took|drop|dropped|bring|brought)$/.test(prevWord) && after.lower === "to" && /^(her|his|their)$/.test(words[i + 2]?.lower ?? "")) return true;
  return w.sentenceStart && (SPEAKER_VERBS.has(after.lower) || (hasPastVerb(after.lower) && !/^(was|were|had|did)$/.test(after.lower)) || (/^[a-z]+s$/.test(after.text) && PERSON_ACTS.has(after.lower.slice(0, -1))));
}

/**
 * A lowercase given name and surname ("sunny bhatia", "ping wu", "kemi adeyemo"): a first word that is not an
 * everyday word (or a given name that is also one) and a surname that is a known surname or no English word, in a
 * person's place: opening the sentence before a verb, after a verb of contact, or owning something.
 */
function lowerFullName(words: Word[], i: number): string | null {
  const a = words[i]!;
  const b = words[i + 1];
  if (!isLetterWord(b) || b.afterBreak || a.possessive || b.text !== b.lower || a.text !== a.lower) return null;
  if (RELATION_WORDS.has(a.lower) || NON_NAME_CAPS.has(a.lower) || RELATION_WORDS.has(b.lower) || NON_NAME_CAPS.has(b.lower)) return null;
  const first = isKnownFirstName(a.lower) || AMBIGUOUS_LOWER.has(a.lower) || (!isCommonWord(a.lower) && !isVerbForm(a.lower)) || isRareWord(a.lower);
  const firstSure = isKnownFirstName(a.lower) || isRareWord(a.lower) || AMBIGUOUS_LOWER.has(a.lower);
  // "noor fatima", "muhammad ali": two given names are one double name, unless a list goes on ("sara tom and…").
  const link = words[i + 2];
  const doubleGiven = isKnownFirstName(a.lower) && isKnownFirstName(b.lower) && !AMBIGUOUS_LOWER.has(a.lower) && !AMBIGUOUS_LOWER.has(b.lower) && !(link && (AND_WORDS.has(link.lower) || link.text === ","));
  const last = !isCommonWord(b.lower) && (isKnownLastName(b.lower) || isRareWord(b.lower, Infinity) || doubleGiven) && !isVerbForm(b.lower);
  if (!first || !last || isBrand([a.text, b.text])) return null;
  const prev = words[i - 1];
  const cue = isLetterWord(prev) && !a.afterBreak && PERSON_CUES.has(prev.lower) && !RARE_WEAK_CUES.has(prev.lower);
  const after = words[i + 2];
  const acts = a.sentenceStart && isLetterWord(after) && !after.afterBreak && (SPEAKER_VERBS.has(after.lower) || (hasPastVerb(after.lower) && !/^(was|were|had|did)$/.test(after.lower)));
  // A first word that is a verb ("ping", "call") names a person only before the person's own verb.
  if (!firstSure) return acts ? `${a.text} ${b.text}` : null;
  // "rose akana's dad…": a full name owning a parent, a child or an occasion.
  const owner = b.possessive && isLetterWord(after) && !after.afterBreak && (KIN_AFTER_OWNER.has(after.lower) || OCCASIONS.has(after.lower));
  return cue || acts || owner ? `${a.text} ${b.text}` : null;
}

/**
 * "her Seepferdchen badge", "selling his Bernina, only 300": a capital after his / her / their that is no known given
 * name, before a thing's noun or the clause's end, is a make or a kind of thing ("our Sioned in Cardiff" is a person,
 * and "told her Efua would…" goes on with a verb).
 */
function ownedThing(run: Word[], words: Word[], lastIndex: number, prev: Word | undefined): boolean {
  if (run.length !== 1 || !prev || !/^(his|her|their|its)$/.test(prev.lower) || run[0]!.possessive || isKnownFirstName(run[0]!.text)) return false;
  // "gave her Kemi the keys", "told her Ngozi was…": after a verb of giving or telling, "her" is its object.
  const verb = words[lastIndex - 2];
  if (verb && (GIVE_VERBS.test(verb.lower) || PERSON_VERBS.has(verb.lower) || /^(show|showed|teach|taught|bring|brought|let)$/.test(verb.lower))) return false;
  const next = words[lastIndex + 1];
  if (!next || /^[,.;!?)]$/.test(next.text)) return true;
  return isLetterWord(next) && !next.afterBreak && next.text === next.lower && !isVerbForm(next.lower) && !hasPastVerb(next.lower) && !PERSON_PASTS.has(next.lower) &&
    !isPresentVerb(next.lower) && !SPEAKER_VERBS.has(next.lower) && !PERSON_NEXT.has(next.lower) && !/^(is|was|has|had|would|will|can|could|should|and|n|or|in|at|on|to|from|with|for|of|who|that|next|says|said)$/.test(next.lower);
}

/** "and" as typed: "Rubina n me", "waqas & faizan". */
const AND_WORDS = new Set(["and", "n", "&"]);

/** Verbs of coming, after which "from" names a place ("rang from bradford"). */
const FROM_PLACE_VERBS = /^(rang|phoned|came|come|coming|moved|drove|flew|arrived|returned|travelled|traveled|up|down)$/;

/** What only a pet has: "his cage", "her hutch". */
const PET_GEAR = /^(cage|hutch|perch|cuttlebone|birdseed|kibble|litter|flea|fleas|worming|rabies)$/;

/** A lowercase word that can only be a given name: a known given name or no English word, and no everyday word. */
function lowerNameLike(w: Word | undefined): w is Word {
  return isLetterWord(w) && w.text === w.lower && !isCommonWord(w.lower) && !AMBIGUOUS_LOWER.has(w.lower) && !RELATION_WORDS.has(w.lower) &&
    !NON_NAME_CAPS.has(w.lower) && !HONORIFIC_AFTER.has(w.lower) && (isKnownFirstName(w.lower) || isRareWord(w.lower)) && !isBrand([w.text]);
}

/**
 * Lowercase names opening a sentence as its joined subject: name-like words, at least one "and" or "n" between
 * them and the last, then a verb ("wojtek n kieran swapped…", "zain hamza n aleena all have…").
 */
function lowerSubjectList(words: Word[], start: number): number[] {
  let k = start;
  let joined = false;
  let named = false;
  const members: number[] = [];
  for (;;) {
    // "siân and dj both off sick": lowercase initials may stand in the list beside a name-like word.
    const initials = isLetterWord(words[k]) && lowerInitials(words[k]!.text);
    if (!(lowerNameLike(words[k]) || initials) || (k > start && words[k]!.afterBreak && words[k - 1]?.text !== ",")) return [];
    named ||= !initials;
    members.push(k);
    k++;
    const link = words[k];
    if (link && (link.text === "," || ((link.lower === "and" || link.lower === "n") && !link.afterBreak))) {
      joined ||= link.text !== ",";
      k++;
      continue;
    }
    if (link && lowerNameLike(link) && !link.afterBreak && !joined) continue;
    return joined && named && pluralSubjectVerb(words[k]) ? members : [];
  }
}

/** The verb two joined subjects take: "swapped", "said", "are", "have". */
function pluralSubjectVerb(w: Word | undefined): boolean {
  if (!isLetterWord(w) || w.afterBreak) return false;
  return SPEAKER_VERBS.has(w.lower) || /^(are|were|have|had|both|all|just|still)$/.test(w.lower) || (hasPastVerb(w.lower) && !/^(was|did)$/.test(w.lower));
}

/** Words that may follow a person addressed: "emailed AK my statement", "told AK about it". */
const AFTER_ADDRESSEE = /^(my|the|a|an|about|re|to|that|and|n|if|back|again|for|on|at|with|yesterday|today|tonight|tomorrow|this|last|straight|there|what|how|when|why|whether|(?:i|we|he|she|they|it)(?:['’][a-z]{1,2})?)$/;

/** Trade and role nouns by their ending: "watchman", "caterer", "florist". */
const TRADE_SUFFIX = /(?:er|ist|or|man|men|woman)s?$/;

/** Talk nouns after which "with" introduces a person: "a chat with AK". */
const TALK_WITH = /^(chat|meeting|talk|call|catch-up|word|words|spoke|talked|met|argument|row)$/;

/**
 * Two capitals stand for a person's initials where only a person stands: before a speaker's or a person's past verb
 * ("JP says…", "AK spoke to…"), after a verb of contact ("emailed AK", "without telling AK"), after "waiting on",
 * "snapped at", "a chat with", or as what someone is called ("everyone calls him AK").
 */
function initialsAsPerson(words: Word[], i: number): boolean {
  const w = words[i]!;
  // "the new GM handed out…", "our MD said": after a determiner two capitals are a role or an office.
  if ([words[i - 1], words[i - 2]].some((d) => isLetterWord(d) && (ARTICLES.has(d.lower) || /^(my|your|his|her|new|old)$/.test(d.lower)))) return false;
  const after = words[i + 1];
  const afterWord = isLetterWord(after) && !after.afterBreak ? after.lower : undefined;
  // "emailed OU student support": a noun straight after makes the capitals a name of an office.
  const ends = !afterWord || AFTER_ADDRESSEE.test(afterWord);
  if (afterWord && (SPEAKER_VERBS.has(afterWord) || (hasPastVerb(afterWord) && !/^(was|were|had|did)$/.test(afterWord)))) return true;
  // "RK has put everyone on lates": a perfect tense of a person's act.
  const third = words[i + 2];
  if (afterWord && /^(has|had|hasn't|hadn't)$/.test(afterWord) && isLetterWord(third) && !third.afterBreak && (hasPastVerb(third.lower) || /^(put|got|just|already|finally|never)$/.test(third.lower))) return true;
  // "KC from the farmers market wants…": someone placed at a workplace, then a speaker's verb.
  if (placedSpeaker(words, i)) return true;
  const prev = words[i - 1];
  const prevWord = isLetterWord(prev) && !w.afterBreak ? prev.lower : undefined;
  if (!prevWord) return false;
  const before = words[i - 2]?.lower ?? "";
  if (!ends) return false;
  // "paid JR for the awning": money is paid or sent to a person.
  if (PERSON_VERBS.has(prevWord) || MONEY_VERBS.has(prevWord) || !!PREP_PERSON[prevWord]?.has(before)) return true;
  if (prevWord === "with" && TALK_WITH.test(before)) return true;
  return /^(him|her)$/.test(prevWord) && /^(calls?|called|calling)$/.test(before);
}

/**
 * "Randy at the fish market says…", "KC from the farmers market wants…": a name placed at or from somewhere, then, within
 * six words and no punctuation, a speaker's verb.
 */
function placedSpeaker(words: Word[], i: number): boolean {
  const next = words[i + 1];
  if (!isLetterWord(next) || next.afterBreak || !/^(at|from)$/.test(next.lower)) return false;
  for (let k = i + 2; k < Math.min(words.length, i + 8); k++) {
    const v = words[k]!;
    if (!isLetterWord(v) || v.afterBreak) return false;
    if (k > i + 2 && SPEAKER_VERBS.has(v.lower)) return true;
  }
  return false;
}

/**
 * The capitals from `start` ("House of Pancakes", "Hawaiian Ice Cream") are a name an owner's word belongs to: two or
 * more of them (or one after a verb of reading or watching) followed by a verb, the clause's end or a preposition.
 */
function ownerOfName(words: Word[], start: number, verbBefore: string | undefined): boolean {
  let k = start;
  let caps = 0;
  while (k < words.length && isLetterWord(words[k]) && !words[k]!.afterBreak && (isCapitalised(words[k]!) || (words[k]!.lower === "of" && caps > 0 && isLetterWord(words[k + 1]) && isCapitalised(words[k + 1]!)))) {
    if (CALENDAR_WORDS.has(words[k]!.lower)) return false;
    if (isCapitalised(words[k]!)) caps++;
    k++;
  }
  const reading = /^(read|reading|reread|rereading|watch|watched|watching|finished|started)$/.test(verbBefore ?? "");
  if (caps < 2 && !reading) return false;
  const after = words[k];
  if (!after || !isLetterWord(after) || after.afterBreak) return true;
  if (/^(with|on|at|to|for|in|again|last|this|and|n|is|was|has|had|will|wants|said|says)$/.test(after.lower)) return true;
  return !reading && (SPEAKER_VERBS.has(after.lower) || hasPastVerb(after.lower) || /^[a-z]{3,}ed$/.test(after.text) || (/^[a-z]+s$/.test(after.text) && isPresentVerb(after.lower)));
}

/** What opens a verb's object: "Rose booked the pavilion", "Joy filed everything". */
const OBJECT_START = /^(the|a|an|my|our|his|her|their|your|it|them|him|us|me|everything|all|some|both)$/;

/**
 * Where a given name that is also a word ("Dean", "Randy", "Joy", "Rose") is a person: owning something that is no verb
 * ("Dean's twins"), before a speaker's verb, after a verb of contact or of paying ("sent Dean 300"), placed at a
 * workplace before a speaker's verb, or opening a sentence before a past tense and its object ("Rose booked the hall";
 * "Bill came today" stays the bill).
 */
function wordNameSlot(words: Word[], lastIndex: number, prev: Word | undefined, sentenceStart: boolean, possessive: boolean): boolean {
  const next = words[lastIndex + 1];
  const nextWord = isLetterWord(next) && !next.afterBreak ? next.lower : undefined;
  if (possessive) return !!nextWord && next!.text === nextWord && (KIN_AFTER_OWNER.has(nextWord) || OCCASIONS.has(nextWord) || (!isVerbForm(nextWord) && !hasPastVerb(nextWord)));
  if (nextWord && SPEAKER_VERBS.has(nextWord)) return true;
  if (!sentenceStart && prev && (PERSON_VERBS.has(prev.lower) || MONEY_VERBS.has(prev.lower))) return true;
  if (placedSpeaker(words, lastIndex)) return true;
  const object = words[lastIndex + 2];
  // "Randy and his son…": beside someone's relation.
  if (nextWord && AND_WORDS.has(nextWord) && isLetterWord(object) && /^(his|her|their)$/.test(object.lower) && RELATION_WORDS.has(words[lastIndex + 3]?.lower ?? "")) return true;
  const past = !!nextWord && (hasPastVerb(nextWord) || PERSON_PASTS.has(nextWord) || /^[a-z]{3,}ed$/.test(nextWord)) && !/^(was|were|had|did)$/.test(nextWord);
  // "Ruby plays way better when…": a person's everyday act in the present, opening the thought.
  const acts = !!nextWord && /^[a-z]+s$/.test(nextWord) && PERSON_ACTS.has(nextWord.slice(0, -1));
  return sentenceStart && ((past && isLetterWord(object) && !object.afterBreak && OBJECT_START.test(object.lower)) || acts);
}

/** Cues that also come before a verb or a thing ("to reschedule", "for rewires", "and pistachios"). */
const RARE_WEAK_CUES = new Set(["to", "for", "and", "n", "pick", "drop", "take", "see", "help", "meet", "visit"]);

/** What only a person does, said right after an unknown lowercase subject ("wojtek wants…"). */
const SPEAKER_VERBS = new Set(
  `said says wants wanted needs asked told texted called emailed messaged thinks reckons offered
  promised loves hates likes replied`.split(/\s+/),
);

/**
 * Given names that are also everyday words; typed lowercase they are read as the word. "junior" and "col" (round 72:
 * "Junior wants the morning shift", 50th; "is Junior at the plaza", 45th; "rang Col", 35th; "the sparky Col put me
 * onto", 37th) are names the lexicon tags as words only; so is "kelvin" (round 75: "Kelvin says the system outage…", 64th;
 * "annoyed Kelvin never helps…", 41st; "Comfort's grandson Kelvin", 48th).
 */
const AMBIGUOUS_LOWER = new Set(
  `mark bill pat sue rose jack frank grace hope joy faith will may june april august art max don ray
  rob sandy summer dawn grant chase drew gene lane carol pearl ruby amber ivy holly iris daisy sky
  guy nick cliff glen jean jay eve al ed pierce bob rich buck earl harry herb jimmy kitty lou mac
  mike norm penny sally sonny teddy tom wade will violet heather olive ginger basil sage august junior col kelvin`.split(/\s+/),
);

const fold = (s: string): string => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Blanks quoted titles, e-mail addresses and URLs, keeping offsets. */
function blankNonProse(text: string): string {
  return text
    // "Dr. Ramos", "Mrs. Lee": the period of an abbreviated title does not end the sentence.
    .replace(/\b(Dr|Mr|Mrs|Ms|Mx|Prof|Sr|Sra|Dra)\.(?=\s+\p{Lu})/giu, "$1 ")
    // Addresses start a word; trying every position of a long run made this quadratic.
    .replace(/(?<!\S)\S+@\S+|https?:\/\/\S+|www\.\S+/g, (m) => " ".repeat(m.length))
    .replace(/(^|[\s(])(['"“‘])([^'"”’]{2,80})(['"”’])(?=$|[\s).,!?:;])/g, (_m, pre: string, q1: string, body: string, q2: string) => `${pre}${q1}${" ".repeat(body.length)}${q2}`);
}

function readWords(text: string): Word[] {
  const words: Word[] = [];
  let last = 0;
  for (const m of text.matchAll(/[\p{L}][\p{L}\p{N}'’-]*|\S/gu)) {
    const raw = m[0];
    const index = m.index;
    const between = text.slice(last, index);
    last = index + raw.length;
    if (!/^\p{L}/u.test(raw)) {
      words.push({ text: raw, lower: raw, index, end: last, possessive: false, afterBreak: true, sentenceStart: false });
      continue;
    }
    const possessive = /['’]s$/i.test(raw) || /['’]$/.test(raw);
    const clean = raw.replace(/['’]s$/i, "").replace(/['’]$/, "");
    const prev = words[words.length - 1];
    const afterBreak = !prev || !/^\p{L}/u.test(prev.text) || /[^\s]/.test(between);
    const sentenceStart = !prev || /[.!?:;(—–]/.test(prev.text) || (prev.text === "-" && /\s-\s?$/.test(text.slice(0, index)));
    words.push({ text: clean, lower: clean.toLowerCase(), index, end: index + clean.length, possessive, afterBreak, sentenceStart });
  }
  return words;
}

const isLetterWord = (w: Word | undefined): w is Word => !!w && /^\p{L}/u.test(w.text);
/** "Kwame" yes; "GOT", "JDs", "T4s", "FaceTime", "B" no. */
const isCapitalised = (w: Word): boolean =>
  (/^\p{Lu}\p{Ll}/u.test(w.text) && !/\p{N}/u.test(w.text) && !/^\p{Lu}[\p{Ll}]+\p{Lu}/u.test(w.text)) || isApostropheSurname(w.text);
/** "O'Rourke", "D'Souza", "N'Diaye": one capital, an apostrophe, then a capitalised word. */
const isApostropheSurname = (text: string): boolean => /^\p{Lu}['’]\p{Lu}\p{Ll}+$/u.test(text);

/** Capitalised words of context relations and project titles name companies and things ("client – Orion"). */
function contextThingWords(context: ClassifyContext, contactFirstNames: Set<string>): Set<string> {
  const out = new Set<string>();
  const add = (s: string) => {
    for (const word of capitalWords(s)) {
      const w = fold(word.replace(/['’]s$/, ""));
      // "Fix up Gérard's fishing boat", "Kévin's 15th birthday": a given name owning the project is a person.
      const owner = /['’]s$/.test(word) && isKnownFirstName(w);
      if (!contactFirstNames.has(w) && !owner) out.add(w);
    }
  };
  for (const c of context.contacts ?? []) add((c.relation ?? "").replace(/^[^–—:-]*[–—:-]/, ""));
  for (const p of context.projects ?? []) add(p.title.replace(/^\S+\s?/, ""));
  return out;
}

/** A firm's coined name among the words of a name ("Ridgeline", "Tejas Infosoft"), unless the lexicon knows it as a name. */
const coinedFirm = (name: string): boolean => name.split(/\s+/).some((w) => firmCoinage(w, isKnownFirstName(w) || isKnownLastName(w), (stem) => !isRareWord(stem)));

/**
 * Person names as written (GUIDELINES 5): known contacts, capitalised names, and lowercase given
 * names in clear positions; relation words, companies, places, titles and pets left out.
 * `asRead`, when given, receives the names as the text models and the waiting, completion and parent rules read them:
 * coined firms' names ("Ridgeline") among them, which are no entity (GUIDELINES 5) but were read as people when the
 * models were trained (as for `kinCalledByName`), and without "Kelvin", which the models read as the word they were
 * trained on; so these two readings of round 75 move the entities field only. Round 78's service providers ("call
 * Claro, the internet keeps dropping") and places one comes from ("a bloke from Logan") are kept in it the same way.
 */
export function extractEntities(text: string, context: ClassifyContext = {}, asRead: string[] = []): string[] {
  const words = readWords(blankNonProse(text));
  const contacts = (context.contacts ?? []).map((c) => fold(c.name).split(/\s+/));
  const contactFirst = new Set(contacts.map((p) => p[0] ?? ""));
  const contactAll = new Set(contacts.flat());
  const things = contextThingWords(context, contactFirst);
  const card = looksLikeCard(text);
  const found: string[] = [];
  // Coined firms' names read as people before round 75, and round 78's providers and places one comes from: out of the
  // entities, kept in `asRead`.
  const firms = new Set<string>();
  // Names only round 77 finds: in the entities, kept out of `asRead` so the models read the text as trained.
  const unread = new Set<string>();
  // Names as read before round 79 where its readings changed them ("Pak Joko"), for `asRead`.
  const readBefore: string[] = [];
  const vetText = words.some((x) => x.lower === "vet" || x.lower === "vets" || x.lower === "veterinary");
  let vetSentence: { start: number; words: string[] } | undefined;
  const libraryText = words.some((x) => x.lower === "library");
  // Round 82's back-order sentences: a cheap test of the text first ("back" may open "back order").
  const backorderText = words.some((x) => x.lower.startsWith("backorder") || x.lower.startsWith("back-order") || x.lower === "back");

  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!isLetterWord(w)) continue;
    const prev = words[i - 1];
    const prevLetter = isLetterWord(prev) && !w.afterBreak ? prev : undefined;
    const lowerFolded = fold(w.text);

    // "JP says…", "JP and Layla": two capitals standing for a person's initials, where only a person stands.
    if (isInitials(w)) {
      if (initialsAsPerson(words, i)) found.push(w.text);
      continue;
    }

    if (!isCapitalised(w)) {
      // Lowercase names stay lowercase when they are a known contact or follow a clear cue.
      const cue = prevLetter && PERSON_CUES.has(prevLetter.lower);
      if (RELATION_WORDS.has(w.lower) || NON_NAME_CAPS.has(w.lower)) continue;
      // "send doña Marta the photo": a title typed lowercase is not a lowercase name (set73).
      if (lowerTitleBefore(w, words[i + 1])) continue;
      // "Maya didi's salary": the respect word after a name is not a second name (set71).
      if (respectWordOfName(w, prevLetter, HONORIFIC_AFTER)) continue;
      if (lowerAfterDeterminer(prevLetter?.lower, !!prevLetter?.possessive)) continue;
      // "rang from bradford", "moved up from leeds": where one comes from is a place, even one that is also a given name.
      if (prevLetter?.lower === "from" && FROM_PLACE_VERBS.test(words[i - 2]?.lower ?? "")) continue;
      const plainWord = isCommonWord(w.lower) || AMBIGUOUS_LOWER.has(w.lower);
      const contact = contactFirst.has(lowerFolded) && (!plainWord || cue || w.possessive);
      // "rebecca and i are…": a lowercase given name as the subject of the sentence.
      const after = words[i + 1];
      const subject = w.sentenceStart && isLetterWord(after) && !after.afterBreak && (PERSON_NEXT.has(after.lower) || hasPastVerb(after.lower)) && !isPlaceOrOrganization(w.text);
      // "sunny bhatia borrowed…", "ping wu sent…", "call sunny bhatia": a given name and a surname typed lowercase.
      const pair = lowerFullName(words, i);
      if (pair) {
        found.push(pair);
        i++;
        continue;
      }
      const name = !plainWord && (isKnownFirstName(w.lower) || isRareWord(w.lower)) && !isBrand([w.text]);
      // "me and ife are…", "babatunde and i decided…": joined with the writer.
      const withSelf = (prevLetter?.lower === "and" && words[i - 2]?.lower === "me" && !prev!.afterBreak) || (words[i + 1]?.lower === "and" && (words[i + 2]?.text === "i" || words[i + 2]?.lower === "me") && !words[i + 1]!.afterBreak && !words[i + 2]!.afterBreak);
      // "coach navjot", "dr ogbu", "pastor lanre": a title typed lowercase before a name.
      const titledLower = !!prevLetter && TITLES.has(prevLetter.lower) && !isCommonWord(w.lower);
      // "ask grace if…", "text hope about…": a given name that is also a word, right after a verb of contact.
      const nextWord = words[i + 1];
      const askedWord = AMBIGUOUS_LOWER.has(w.lower) && isKnownFirstName(w.lower) && !!prevLetter && PERSON_VERBS.has(prevLetter.lower) && (!nextWord || !isLetterWord(nextWord) || /^(if|whether|about|back|re|that|and)$/.test(nextWord.lower));
      // "sunny's housewarming", "tobi's graduation": an owner of a person's occasion.
      const occasion = w.possessive && !isCommonWord(w.lower) && !isBrand([w.text]) && isLetterWord(nextWord) && !nextWord.afterBreak && OCCASIONS.has(nextWord.lower);
      // "ring tariq bhai", "nasreen khala's": a word before a kinship or respect word is a name.
      const honorificNext = isLetterWord(nextWord) && !nextWord.afterBreak && HONORIFIC_AFTER.has(nextWord.lower) && !w.possessive && !plainWord && w.lower.length >= 3 && !TRADE_SUFFIX.test(w.lower) &&
        !isVerbForm(w.lower) && !isPlaceOrOrganization(w.text) && !HONORIFIC_AFTER.has(w.lower) && !TITLES.has(w.lower) && !isBrand([w.text]);
      // "wojtek n kieran swapped…", "zain hamza n aleena all have…": joined names opening the sentence as its subject.
      const subjects = w.sentenceStart ? lowerSubjectList(words, i) : [];
      if (subjects.length) {
        found.push(...subjects.map((k) => words[k]!.text));
        i = subjects[subjects.length - 1]!;
        continue;
      }
      // "eilidhs birthday", "kaias school trip": an owner typed with no apostrophe, before a person's occasion or
      // things; the name is the word without its "s" when neither form is an English word.
      const bareOwner = bareOwnerName(w, nextWord);
      if (bareOwner) {
        found.push(bareOwner);
        continue;
      }
      // "glyn next door lent us…": a name-like word before "next door" is the neighbour.
      const nextDoor = words[i + 1]?.lower === "next" && words[i + 2]?.lower === "door" && !words[i + 1]!.afterBreak;
      // "dr bevan's nurse": after a title, a word that is no everyday word is a surname, known or not.
      const titledSurname = titledLower && !plainWord && (isKnownLastName(w.lower) || isRareWord(w.lower, TITLED_RARE_RANK)) && !isBrand([w.text]) && !isPlaceOrOrganization(w.text);
      // "joy says…", "faith's husband…", "her husband kimo", "his dad bill is…": a given name (one that is also a word
      // too) as a speaker opening the sentence, as the owner of kin, or right after someone's kin word.
      const wordGiven = AMBIGUOUS_LOWER.has(w.lower) || isWordGivenName(w.lower);
      const nameish = wordGiven || (!plainWord && (isKnownFirstName(w.lower) || isRareWord(w.lower)) && !isBrand([w.text]));
      const speaks = wordGiven && w.sentenceStart && isLetterWord(nextWord) && !nextWord.afterBreak && SPEAKER_VERBS.has(nextWord.lower);
      const ownsKin = nameish && w.possessive && isLetterWord(nextWord) && !nextWord.afterBreak && KIN_AFTER_OWNER.has(nextWord.lower);
      const kinName = nameish && !w.possessive && !!prevLetter && !prevLetter.possessive && KIN_AFTER_OWNER.has(prevLetter.lower) && ownedBefore(words, i - 2) &&
        // A word-name must close the phrase or go on with "is" ("my husband will call" is a modal).
        (!wordGiven || !isLetterWord(nextWord) || nextWord.afterBreak || /^(is|was|has|and|n|who)$/.test(nextWord.lower));
      if (contact || (isKnownFirstName(w.lower) && !plainWord && (cue || w.possessive || subject)) || occasion || (name && (withSelf || titledLower || nextDoor)) || titledSurname || askedWord || honorificNext || speaks || ownsKin || kinName) found.push(w.text);
      // "call chiamaka back", "thamarai said…": a word no English vocabulary has, where only a person stands.
      else if (w.text === w.lower && !plainWord && isRareWord(w.lower) && !isBrand([w.text]) && rarePersonSlot(words, i)) found.push(w.text);
      continue;
    }

    // "Rs 12,000", "Rs. 640", "KSh 500": a currency code before an amount's digits is the money, not a name.
    if (CURRENCY_WORDS.has(w.lower) && /^\d$/.test(words[words[i + 1]?.text === "." ? i + 2 : i + 1]?.text ?? "")) continue;
    const following = words[i + 1];
    if (isLetterWord(following) && !following.afterBreak && !w.possessive && ahGivenName(w.text, following.text, isCommonWord(following.text))) {
      found.push(`${w.text} ${following.text}`);
      i++;
      continue;
    }
    // Collect a run of capitalised words: "Ray Costa", "Verdant Foods", "Hearth & Wick".
    const run: Word[] = [w];
    let j = i + 1;
    let ampersand = false;
    while (j < words.length) {
      const n = words[j]!;
      if (n.text === "&" && words[j + 1] && isCapitalised(words[j + 1]!)) { ampersand = true; j++; continue; }
      // "Gwenllian ap Rhys", "Ludo van Dijk", "Mrs van Wyk", "Dr van der Merwe": lowercase name particles between a given
      // name or a title and a capitalised surname.
      const particles = particleSpan(words, j);
      const opener = run[0]!;
      if (particles && !run[run.length - 1]!.possessive && run.length === 1 && (TITLES.has(opener.lower) || !isPlaceOrOrganization(opener.text))) {
        run.push(...words.slice(j, j + particles));
        j += particles;
        continue;
      }
      if (!isLetterWord(n) || n.afterBreak || !isCapitalised(n) || run[run.length - 1]!.possessive) break;
      // "Call Bill Fontaine Thursday at 10": a weekday or month after a name is not part of it.
      if (CALENDAR_WORDS.has(n.lower)) break;
      // "the Hausmeister Herr Kowalski", "our Steuerberaterin Frau Schulte": a formal title before a capital opens a new
      // name; the capitalised noun before it is the role, not part of the person.
      if (RUN_TITLES.has(n.lower) && isLetterWord(words[j + 1]) && !words[j + 1]!.afterBreak && isCapitalised(words[j + 1]!)) break;
      run.push(n);
      j++;
    }
    // "Fennick & Rowe", "Marks & Spencer": the word after "&" is the same firm unless it is a given name ("Maya & Tom").
    const partner = ampersand ? words[j] : undefined;
    i = partner && (!isKnownFirstName(partner.text) || isBrand([run[run.length - 1]!.text, "&", partner.text])) ? j : j - 1;
    // "new address: 14 Rata St, Glen Eden": the capitals of an address are a street and a suburb.
    const runStart = i - run.length + 1;
    let sentence = runStart;
    while (sentence > 0 && !words[sentence]!.sentenceStart) sentence--;
    if (insideAddress(words.slice(sentence, runStart).map((x) => x.lower), words[i + 1]?.lower)) continue;
    const runCtx: RunContext = { contactFirst, contactAll, things, ampersand, prev: prevLetter, sentenceStart: w.sentenceStart || (w.afterBreak && !prevLetter && !!prev), pet: looksLikePet(words, i - run.length + 1, i), petPlace: atPetPlace(words, i) || vetsPatient(words, i - run.length + 1, i) || walkedAlongRoute(words[i - run.length]?.lower, words[i + 1]?.lower), card, clientWork: true, read82: { found: false } };
    let person = classifyRun([...run], words, i, runCtx);
    // Round 79: a respect title left out ("Pak Joko" → "Joko"), a month as a person ("May is off sick"), the vet's
    // patient left out ("take Pippa … at the vet"); the entities field only, `asRead` keeps the names as read before.
    if (run.length === 2 && respectTitleBefore(run[0]!.lower, 2)) {
      const before = classifyRun([...run], words, i, { ...runCtx, respect79: false });
      if (person && person !== before) unread.add(person.toLowerCase());
      if (before && before !== person) readBefore.push(before);
    }
    if (!person && run.length === 1 && runCtx.sentenceStart && monthSubject(w.lower, letterWords(words, i + 1, Math.min(i + 4, sentenceEndAfter(words, i))), isPersonAct)) {
      person = w.text;
      unread.add(person.toLowerCase());
    }
    // Round 82: "according to Ndeshi she's …", "chasing Lerato for the fees, she's my friend": a capital taken up by "he"
    // or "she" later in its sentence (entities only, as round 79's months).
    if (!person && run.length === 1 && pronounPerson(words, i, runCtx)) {
      person = w.text;
      unread.add(person.toLowerCase());
    }
    if (person && vetText && run.length === 1 && !person.includes(" ") && !contactFirst.has(fold(person))) {
      // The sentence's words are read once a sentence; what follows the name, eight words at most.
      if (vetSentence?.start !== sentence) vetSentence = { start: sentence, words: letterWords(words, sentence, sentenceEndAfter(words, i)) };
      const rest = words.slice(i + 1, Math.min(i + 1 + 12, words.length));
      const stop = rest.findIndex((x) => /^[.!?;]$/.test(x.text) || x.sentenceStart);
      const after = (stop < 0 ? rest : rest.slice(0, stop)).filter(isLetterWord).slice(0, 8).map((x) => x.text);
      if (vetsPatientName(vetSentence.words, prevLetter?.lower, after, isPetWord, actsAfterName)) firms.add(person.toLowerCase());
    }
    if (person && clientWorkAfter(words[i + 1]?.lower) && !classifyRun([...run], words, i, { ...runCtx, clientWork: false })) unread.add(person.toLowerCase());
    if (person && !contactFirst.has(fold(person.split(/\s+/)[0]!)) && coinedFirm(person)) firms.add(person.toLowerCase());
    if (person && !contactFirst.has(fold(person.split(/\s+/)[0]!)) && providerOrOrigin(words, runStart, i, sentence)) firms.add(person.toLowerCase());
    // Round 82: "Shopee says the helmet is backordered": a name the lexicon does not know, in a sentence about a back
    // order, is the shop (entities only, as the coined firms).
    if (person && backorderText && !TITLES.has(run[0]!.lower) && words[i + 1]?.lower !== "the" && !contactFirst.has(fold(person.split(/\s+/)[0]!)) &&
      !person.split(/\s+/).some((p) => isKnownFirstName(p)) && backorderSentence(letterWords(words, sentence, sentenceEndAfter(words, i)))) firms.add(person.toLowerCase());
    // Round 82: "the library is holding Cantik Itu Luka for me": a title held at the library (entities only, as firms).
    if (person && libraryText && !contactFirst.has(fold(person.split(/\s+/)[0]!)) && !words[i]!.possessive &&
      libraryHoldTitle(letterWords(words, sentence, sentenceEndAfter(words, i)), prevLetter && !words[runStart]!.afterBreak ? words[runStart - 1]!.lower : undefined, isLetterWord(words[i + 1]) && !words[i + 1]!.afterBreak ? words[i + 1]!.lower : undefined)) firms.add(person.toLowerCase());
    // Round 82: a clause's subject or a thing's recipient found only by round 82: in the entities, out of `asRead`.
    if (person && runCtx.read82?.found) unread.add(person.toLowerCase());
    if (person) found.push(person);
  }

  // Round 81: "going with Bandipur …, not Nagarkot": two named options are firms or places (entities only, as firms).
  for (const option of choiceOptions(words, isCapitalised)) {
    firms.add(option);
    firms.add(option.split(" ").pop()!);
  }
  for (const name of coordinatedNames(words, found, unread)) {
    if (coinedFirm(name)) firms.add(name.toLowerCase());
    found.push(name);
  }
  found.push(...lowerCoordinated(words, found));
  const seen = new Map<string, string>();
  for (const name of found) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  // Round 82: "timesheet's due", "voicemail left for …": a lowercase compound of two everyday words is a word; out of
  // the entities, kept in `asRead` as read before (as the coined firms), whichever path found it.
  for (const name of seen.values()) if (name === name.toLowerCase() && !contactFirst.has(fold(name)) && !isKnownFirstName(name) && everydayCompound(name, wordRank, isKnownFirstName)) firms.add(name);
  // In the order written: coordinated names are found after the pass, wherever they stand.
  const names = [...seen.values()].sort((a, b) => text.indexOf(a) - text.indexOf(b));
  // "Kevin Tran" makes a separate "Kevin" redundant.
  const read = names.filter((n) => !names.some((o) => o !== n && o.toLowerCase().startsWith(`${n.toLowerCase()} `)));
  asRead.push(...read.filter((n) => !readAsWord(n) && !unread.has(n.toLowerCase())), ...readBefore.filter((n) => !read.includes(n)));
  return read.filter((n) => !firms.has(n.toLowerCase()));
}

/** Verbs of going somewhere: a capital one goes "to" is a place, whoever "she" is after it. */
const MOTION_BEFORE_TO = new Set(["went", "go", "goes", "going", "gone", "drove", "drive", "driving", "drives", "flew", "fly", "flying", "moved", "move", "moving", "got", "get", "getting", "arrived", "headed", "heading", "head", "came", "come", "coming", "back", "trip", "walked", "walk", "ran", "travelled", "traveled", "travelling", "traveling", "rode", "ride", "sailed", "returned", "return", "way", "holiday", "off", "took", "take", "taking", "bring", "brought", "drop", "dropped", "bus", "train", "flight", "ferry"]);
/** Verbs that take a place straight after them: "reached Koramangala", "left Suva". */
const PLACE_REACHED = new Set(["reached", "reach", "reaches", "left", "leave", "leaving", "leaves", "toured", "explored", "exploring", "touring"]);
/** Nouns for people a pronoun could stand for instead of the capital. */
const PEOPLE_NOUNS = new Set(["kids", "boys", "girls", "people", "everyone", "someone", "somebody", "customer", "customers", "client", "clients", "son", "daughter", "baby", "he", "she"]);
const isPersonWord82 = (w: string): boolean => RELATION_WORDS.has(w) || PEOPLE_NOUNS.has(w) || TRADE_BEFORE.test(w) || ROLE_BEFORE.test(w) || APPOSITION_ROLES.has(w);

/**
 * Round 82: the one-word capital words[i], dropped by the run's reading, is a person taken up by "he", "she" or "him"
 * later in its sentence (`pronounTakesUp`). Not a word the lexicon knows (a place, a common word, a brand, a title, a
 * month), nor a pet, nor a capital after an article or a place preposition, nor one "to" which someone goes or takes a
 * person ("drove Mum to Taupo, she slept").
 */
function pronounPerson(words: Word[], i: number, ctx: RunContext): boolean {
  const w = words[i]!;
  if (w.possessive || !isCapitalised(w) || isCommonWord(w.text) || isKnownFirstName(w.text) || isPlaceOrOrganization(w.text) || isBrand([w.text]) || RELATION_WORDS.has(w.lower) || NON_NAME_CAPS.has(w.lower) ||
    TITLES.has(w.lower) || CALENDAR_WORDS.has(w.lower) || languageWord(w.text) || ctx.things.has(fold(w.text)) || ctx.pet || ctx.petPlace || ctx.contactFirst.has(fold(w.text))) return false;
  const prev = ctx.prev?.lower;
  // "reading Americanah, she …", "the cake reached Koramangala, she loved it": a title read, a place reached.
  if (prev && ((LOCATIVE.has(prev) && prev !== "to") || THING_BEFORE.has(prev) || PLACE_REACHED.has(prev))) return false;
  if (prev === "to" && [2, 3, 4, 5].some((b) => MOTION_BEFORE_TO.has(wordBefore(words, i, b) ?? ""))) return false;
  if (precededByArticle(words, i)) return false;
  const after = words.slice(i + 1, sentenceEndAfter(words, i));
  return pronounTakesUp(after, (t) => isLetterWord(t) && isCapitalised(t), isPersonWord82);
}

/** The index after the last word of the sentence holding words[i] (a full stop, "!", "?" or ";" ends it). */
function sentenceEndAfter(words: Word[], i: number): number {
  let k = i + 1;
  while (k < words.length && !words[k]!.sentenceStart && !/^[.!?;]$/.test(words[k]!.text)) k++;
  return k;
}

/** The lowercase letter words of words[from..to). */
const letterWords = (words: Word[], from: number, to: number): string[] => words.slice(from, to).filter(isLetterWord).map((x) => x.lower);

const isPersonAct = (word: string): boolean => PERSON_ACTS.has(word);
/** A verb a person does after their name: "Dana drives", "Sam took …", "Ana says". */
const actsAfterName = (word: string): boolean => SPEAKER_VERBS.has(word) || hasPastVerb(word) || isPresentVerb(word);

/**
 * Round 78: the one-word run words[start..end] is a service provider rung up or owing a service ("call Claro asap, the
 * internet keeps dropping"), or the run is where "a bloke from …" comes from. A given name or surname the lexicon
 * knows stays a person. `sentence` is the index of the first word of the run's sentence.
 */
function providerOrOrigin(words: Word[], start: number, end: number, sentence: number): boolean {
  const first = words[start]!;
  const last = words[end]!;
  const before = first.afterBreak ? undefined : words[start - 1];
  if (!last.possessive && before && !before.afterBreak && someoneFrom(words[start - 2]?.lower, before.lower)) return true;
  if (start !== end || isKnownFirstName(first.text) || isKnownLastName(first.text)) return false;
  const next = words[end + 1];
  const after = isLetterWord(next) && !next.afterBreak && !last.possessive ? next : undefined;
  const then = after && isLetterWord(words[end + 2]) && !words[end + 2]!.afterBreak ? words[end + 2]!.lower : undefined;
  // The sentence is read only for a capital rung up or owing, so a long paste of names is not read once a name.
  if (!providerCue(before?.lower, after?.lower, then)) return false;
  let close = end + 1;
  while (close < words.length && !words[close]!.sentenceStart) close++;
  const said = words.slice(sentence, close).filter(isLetterWord).map((x) => x.lower);
  return serviceProvider(before?.lower, after?.lower, then, said);
}

const CALENDAR_WORDS = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february march july september october
  november december christmas easter`.split(/\s+/),
);

const COORDINATORS = new Set([",", "and", "&", "+", "n"]);

/** Two capitals that are not a role, office or everyday abbreviation ("HR said", "GP says" are not people). */
const NOT_INITIALS = new Set(
  `hr it gp pa vp md ta ra er or tv pc us uk eu ok am pm id pr qa ui ux ai hq bc dc la ny nz ca ma ba
  bs ms rn np pt ot cc ip os db td ey pe re fyi uw ns nb qc on ab sk mb pei nl cv ac ad po dm dj vr ev mp aa bt bp`.split(/\s+/),
);
const isInitials = (w: Word): boolean => /^\p{Lu}{2}$/u.test(w.text) && !NOT_INITIALS.has(w.lower);

/**
 * Everyone in a coordination is a person when one of them is ("dinner with Maya and Tom",
 * "Maya, Tom and Priya"), even a name that is also a word; with "&" or "+" alone, when all are
 * known given names ("Maya & Tom", not "Hearth & Wick"). Relation words, places, companies and
 * other non-name capitals stay out.
 */
function coordinatedNames(words: Word[], found: string[], unread: Set<string>): string[] {
  const foundFirst = new Set(found.map((n) => fold(n.split(/\s+/)[0]!)));
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    const members: Word[][] = [];
    // The words that joined each member to the next ("," or "and"), for the place rule below.
    const links: string[] = [];
    let j = i;
    // "Tuan, Hanh and I split…", "Kavin and I read…": joined with the writer, the others are people too.
    let withSelf = false;
    for (;;) {
      const member: Word[] = [];
      while (j < words.length && isLetterWord(words[j]) && (isCapitalised(words[j]!) || (member.length === 0 && isInitials(words[j]!))) && (member.length === 0 || !words[j]!.afterBreak)) member.push(words[j++]!);
      if (member.length === 0) break;
      members.push(member);
      let k = j;
      let joined = false;
      while (k < words.length && COORDINATORS.has(words[k]!.lower)) {
        joined = true;
        k++;
      }
      links.push(words.slice(j, k).map((w) => w.lower).join(" "));
      if (!joined || k === j) break;
      j = k;
      if (words[j]?.text === "I" && !words[j + 1]?.text.startsWith("'")) {
        withSelf = words[k - 1]!.lower === "and";
        break;
      }
    }
    if (members.length >= 2 || (withSelf && members.length === 1)) {
      // "Koa, Aunty Rose and Dean": a member found under its title counts by the name after the title.
      const anyFound = members.some((m) => m.some((w) => foundFirst.has(fold(w.text)) && !TITLES.has(w.lower) && !RELATION_WORDS.has(w.lower)));
      const allGiven = members.every((m) => isKnownFirstName(m[0]!.text));
      // "Gurdeep & Will", "Nadia & Farhan": a couple joined by "&" (round 77), kept out of the models' reading.
      const couple = !anyFound && !allGiven && !withSelf && members.length === 2 && members.every((m) => m.length === 1) && links[0] === "&" && ampersandCouple(pairWord(members[0]![0]!), pairWord(members[1]![0]!));
      if (anyFound || allGiven || withSelf || couple) {
        for (const [mi, whole] of members.entries()) {
          if (commaPlace(words, whole, links[mi], foundFirst)) continue;
          // "Monday Aga and I": a day or title before the name is not part of it.
          const start = whole.findIndex((w) => !NON_NAME_CAPS.has(w.lower) && !TITLES.has(w.lower));
          if (start < 0) continue;
          const m = whole.slice(start);
          while (m.length > 1 && HONORIFIC_AFTER.has(m[m.length - 1]!.lower)) m.pop();
          const first = m[0]!;
          if (RELATION_WORDS.has(first.lower) || NON_NAME_CAPS.has(first.lower) || isBrand(m.map((w) => w.text)) || (isPlaceOrOrganization(first.text) && !isKnownFirstName(first.text))) continue;
          out.push(m.map((w) => w.text).join(" "));
          if (couple) unread.add(m.map((w) => w.text).join(" ").toLowerCase());
        }
      }
    }
    i = Math.max(j, i + 1);
  }
  return out;
}

/** How the lexicon reads one word of an "&" pair (round 77). */
function pairWord(w: Word): PairWord {
  const given = isKnownFirstName(w.text) || AMBIGUOUS_LOWER.has(w.lower) || isWordGivenName(w.lower);
  return { given, rare: isRareWord(w.lower), common: isCommonWord(w.lower) };
}

/**
 * "home from the hospital in Hammerfest, Ánde says…", "Dad's home from Komfo Anokye, Kwadwo says…" (read halves of the
 * 55th and 57th sets): a capital after a preposition of place, not found a person on its own, joined to a name by a comma
 * alone is the place the clause ends with, not a member of a list of people.
 */
function commaPlace(words: Word[], member: Word[], link: string | undefined, foundFirst: Set<string>): boolean {
  const before = words[words.indexOf(member[0]!) - 1];
  // "at Maya's, Tom says hi": a home named by its owner is the person's.
  return link === "," && isLetterWord(before) && LOCATIVE.has(before.lower) && !member[member.length - 1]!.possessive && !foundFirst.has(fold(member[0]!.text));
}

/**
 * "at bimpe's, kunle and bisola came too": lowercase words joined by "and" or a comma to a name already found
 * are names too when they are given names or no English word (relation words, everyday words and brands stay out).
 */
function lowerCoordinated(words: Word[], found: string[]): string[] {
  const names = new Set(found.flatMap((n) => n.toLowerCase().split(/\s+/)));
  const out: string[] = [];
  const candidate = (w: Word | undefined): w is Word =>
    isLetterWord(w) && w.text === w.lower && !names.has(w.lower) && !RELATION_WORDS.has(w.lower) && !HONORIFIC_AFTER.has(w.lower) && !NON_NAME_CAPS.has(w.lower) &&
    !isCommonWord(w.lower) && !AMBIGUOUS_LOWER.has(w.lower) && (isKnownFirstName(w.lower) || isRareWord(w.lower)) && !isBrand([w.text]);
  const joined = (a: Word | undefined, link: Word | undefined) => !!a && isLetterWord(a) && names.has(a.lower) && !!link && (AND_WORDS.has(link.lower) || link.text === ",");
  // Passes alternate direction, so a chain spreading either way from a name is followed in one pass, not one word
  // a pass (a 10,000-character "x and y and … and Bob" took 0.6 s scanning left to right only).
  for (let pass = 0, changed = true; changed; pass++) {
    changed = false;
    for (let k = 0; k < words.length; k++) {
      const i = pass % 2 === 0 ? k : words.length - 1 - k;
      const w = words[i];
      // "layla and jp are both in": lowercase initials after "and" and a name, the two the subject of a plural verb.
      if (isLetterWord(w) && lowerInitials(w.text) && !names.has(w.lower) && joined(words[i - 2], words[i - 1]) && AND_WORDS.has(words[i - 1]!.lower) && pluralSubjectVerb(words[i + 1])) {
        names.add(w.lower);
        out.push(w.text);
        changed = true;
        continue;
      }
      if (!candidate(w)) continue;
      // A comma joins only in a list that "and" closes ("bimpe's, kunle and bisola", not "Tamsin Ruiz, ext 4471").
      const before = joined(words[i - 2], words[i - 1]) && (AND_WORDS.has(words[i - 1]!.lower) || AND_WORDS.has(words[i + 1]?.lower ?? ""));
      if (before || (joined(words[i + 2], words[i + 1]) && AND_WORDS.has(words[i + 1]!.lower))) {
        names.add(w.lower);
        out.push(w.text);
        changed = true;
      }
    }
  }
  return out;
}

interface RunContext {
  contactFirst: Set<string>;
  contactAll: Set<string>;
  things: Set<string>;
  pet: boolean;
  /** Taken to or left at the vet, the groomers or the kennels: only an animal is, whatever its name. */
  petPlace: boolean;
  card: boolean;
  ampersand: boolean;
  prev: Word | undefined;
  sentenceStart: boolean;
  /** Read a capital before a client's work as their surname ("the Hartono wedding", round 77). */
  clientWork?: boolean;
  /** Drop round 79's respect titles ("Pak Joko", "Captain Falzon"); off to read the run as before round 79. */
  respect79?: boolean;
  /** Set when a round 82 reading made the run a person (shared by the copies of the context), for `asRead`. */
  read82?: { found: boolean };
}

/** Formal titles that open a new name inside a run of capitals (not "Miss", as in "Little Miss Sunshine", nor kin words). */
const RUN_TITLES = new Set(["dr", "mr", "mrs", "ms", "prof", "frau", "herr", "rev", "pastor", "señor", "señora", "monsieur", "madame"]);
/** Possessors before a relation or a pet: "her husband Till", "Mia's dog Bruno". */
const POSSESSORS = new Set(["my", "our", "his", "her", "their", "your"]);
function ownedBefore(words: Word[], k: number): boolean {
  const w = words[k];
  return !!w && isLetterWord(w) && !words[k + 1]?.afterBreak && (POSSESSORS.has(w.lower) || w.possessive);
}
/** "her grandson Kelvin", "Tane's cousin Mere": a capital right after someone's relation word is that relation's name. */
function kinApposed(words: Word[], start: number): boolean {
  const kin = words[start - 1];
  return !!kin && isLetterWord(kin) && !words[start]!.afterBreak && !kin.possessive && RELATION_WORDS.has(kin.lower) && ownedBefore(words, start - 2) && !CALENDAR_WORDS.has(words[start]!.lower) &&
    // "my son Year 7 options": a school year or a class, not a name.
    !/^\d/.test(words[start + 1]?.text ?? "");
}
/** "Mia's dog Bruno", "our cat Oscar": a capital right after someone's animal word is the pet, even with a person's name. */
function ownedPet(words: Word[], start: number): boolean {
  const animal = words[start - 1];
  return !!animal && isLetterWord(animal) && !words[start]!.afterBreak && !animal.possessive && isPetWord(animal.lower) && ownedBefore(words, start - 2);
}

function classifyRun(run: Word[], words: Word[], lastIndex: number, ctx: RunContext): string | null {
  // Leading honorifics and sentence words ("Dr", "Don't", "Project") are not part of the name.
  let titled = false;
  // "St Michael's called", "Saint Joseph's": a saint's name names a hospital, church or school.
  if (/^(st|saint|ste)$/.test(run[0]!.lower) && run.length > 1) return null;
  // "Jun Hao", "Jan Novak", "May Lin": a given name that is also a month, before a surname-like capital; "Tan Jun Hao": a
  // surname before it (round 72).
  const monthGiven = monthGivenName(run, MONTH_ABBR_GIVEN, nameLikeCapital);
  // "at No Frills", "from The Brick": a place or shop whose name opens with a plain word ("to Jun Hao's" is a person).
  if (run.length > 1 && NON_NAME_CAPS.has(run[0]!.lower) && !TITLES.has(run[0]!.lower) && ctx.prev && LOCATIVE.has(ctx.prev.lower) && !ctx.sentenceStart && !monthGiven) return null;
  // "Proud of May", "texted June": a month that is also a given name, where only a person stands.
  if (run.length === 1 && MONTH_GIVEN.has(run[0]!.lower) && monthAsPerson(words, lastIndex)) return run[0]!.text;
  let droppedTitle: string | undefined;
  // "Lola's teacher", "Nana Yaw's fees for the term": a grandparent's word that is a given name, said of a schoolchild (round 74).
  const childKin = kinWordNamingChild(words, lastIndex - run.length + 1);
  const respect = (x: Word): boolean => ctx.respect79 !== false && respectTitleBefore(x.lower, run.length);
  while (!monthGiven && !childKin && run.length && (NON_NAME_CAPS.has(run[0]!.lower) || RELATION_WORDS.has(run[0]!.lower) || TITLES.has(run[0]!.lower) || respect(run[0]!) || (ctx.sentenceStart && leadingVerb(run)))) {
    const titleWord = TITLES.has(run[0]!.lower) || respect(run[0]!);
    const dropped = run.shift()!;
    droppedTitle = dropped.lower;
    titled = titleWord && run.length > 0 && !NON_NAME_CAPS.has(run[0]!.lower);
    ctx = { ...ctx, prev: dropped, sentenceStart: false };
    if (/^(dr|mr|mrs|ms|prof|sr|sra|dra)$/.test(dropped.lower)) ctx = { ...ctx, prev: undefined };
  }
  // "dr Maya", "doña Marta": a title typed lowercase just before the run cues a person as the capitalised one does (set73).
  if (!titled && run.length && lowerTitleBefore(ctx.prev, run[0])) titled = true;
  // "Shabana Baji", "Nasreen Khala's flight": a kinship or respect word after the name is not part of it, and says a person.
  let tailPossessive = false;
  while (run.length > 1 && HONORIFIC_AFTER.has(run[run.length - 1]!.lower) && !run[run.length - 2]!.possessive) {
    tailPossessive = run.pop()!.possessive;
    titled = true;
  }
  if (!run.length || ctx.ampersand) return null;
  // "Hari Raya", "Durga Puja": a festival's name whose last word says the festival, though its first is a given name.
  if (run.length > 1 && FESTIVAL_TAILS.has(run[run.length - 1]!.lower)) return null;
  const first = run[0]!;
  const lastWord = run[run.length - 1]!;
  const next = words[lastIndex + 1];
  const nextLetter = isLetterWord(next) && !next.afterBreak ? next : undefined;
  const possessive = lastWord.possessive || tailPossessive;
  const folded = run.map((w) => fold(w.text));
  // "Father Damien's school": a parish, a school or a church named after its patron.
  // "Fr. Thomas's parish": the title's full stop parts it from the name.
  const dottedTitle = words[lastIndex - 1]?.text === "." ? words[lastIndex - 2]?.lower : undefined;
  if (run.length === 1 && patronsPlace(droppedTitle ?? dottedTitle, possessive, nextLetter?.lower)) return null;

  const isContact = ctx.contactFirst.has(folded[0]!);
  // "at CUF Descobertas", "in the AK Harburg": the rest of a name that opens on an acronym (round 74).
  if (!isContact && !titled && afterAcronym(ctx.prev?.text, ctx.prev && !ctx.prev.afterBreak ? words[lastIndex - run.length - 1]?.lower : undefined)) return null;
  if (isContact) {
    const full = run.filter((w, k) => k === 0 || ctx.contactAll.has(folded[k]!));
    return full.map((w) => w.text).join(" ");
  }
  if (run.some((w) => ORG_SUFFIXES.has(w.lower)) && run.length > 1) return null;
  if (!titled && isBrand(run.map((w) => w.text))) return null;
  // "Irish dictionaries", "first Scandinavian buyer": a language's or a people's word (round 75).
  if (!titled && run.length === 1 && languageWord(first.text)) return null;
  // "Mali's mam rang", "Paris's mum": the owner of a parent or sibling is a person, even when the name is also a place.
  if (run.length === 1 && possessive && nextLetter && KIN_AFTER_OWNER.has(nextLetter.lower) && !ctx.things.has(folded[0]!) && !precededByArticle(words, lastIndex)) return first.text;
  // "Bellfield Crescent", "Victoria Park": a place noun inside the run names a place.
  if (run.length > 1 && run.slice(1).some((w) => PLACE_NOUNS.has(w.lower))) return null;
  if (nextLetter && !possessive && (ORG_SUFFIXES.has(nextLetter.lower) || THING_FOLLOWERS.has(nextLetter.lower) || PLACE_NOUNS.has(nextLetter.lower) || placeNounAfterName(nextLetter.lower, words[lastIndex + 2]?.lower))) return null;
  // "Grey's Anatomy", "Schindler's List": a capitalised word straight after a capitalised possessive is
  // the rest of a title or shop name, not a second person.
  if (ctx.prev && !ctx.sentenceStart && ctx.prev.possessive && isCapitalised(ctx.prev) && run.length === 1 && !isKnownFirstName(first.text)) return null;
  // "Cox's Bazar", "Dunn's River": a name in the possessive before a capitalised noun of a place opens the place's name (round 75).
  if (run.length === 1 && possessive && nextLetter && isCapitalised(nextLetter) && ownedPlaceNoun(nextLetter.lower)) return null;
  // "Hirst's are waiting on me to collect the stone": a name in the possessive that takes a plural verb is a firm
  // ("Hirst's" for Hirst's yard), not a person.
  if (run.length === 1 && possessive && !isContact && next && !next.afterBreak && /^(?:are|were|have|haven't|havent|aren't|arent|weren't)$/.test(next.lower)) return null;
  // "Rahim's Grill", "Tom's Kitchen": a possessive before a capitalised trade word names a shop.
  if (possessive && nextLetter && isCapitalised(nextLetter) && ORG_SUFFIXES.has(nextLetter.lower)) return null;
  // "Morgan Stanley's recruiter", "Acme's app": what a company has, not a person.
  if (possessive && nextLetter && ORG_POSSESSED.has(nextLetter.lower) && !isContact) return null;
  if (folded.some((f) => ctx.things.has(f))) return null;
  // "the course that Bronwyn asked us to do": "that" opens a clause whose subject is the name.
  const clauseThat = ctx.prev?.lower === "that" && personFollows(words, lastIndex, lastIndex - run.length + 1, ctx.card);
  // "the month Yousef wants…": a name opening a clause after "the <noun>" is its subject.
  const clauseStart = lastIndex - run.length + 1;
  const between = words[clauseStart - 1];
  const clauseNoun = !!between && isLetterWord(between) && /^[a-z]+$/.test(between.text) && !THING_BEFORE.has(between.lower) && ARTICLES.has(words[clauseStart - 2]?.lower ?? "") && (SPEAKER_VERBS.has(nextLetter?.lower ?? "") || (!!nextLetter && hasPastVerb(nextLetter.lower) && !isCommonWord(first.text)));
  // Round 82: "the jacket Rajesh didn't like", "half the townhouses Gary builds have …": a clause with its own verb.
  const clause82 = !clauseNoun && !!between && isLetterWord(between) && !between.afterBreak && !words[clauseStart]!.afterBreak && !THING_BEFORE.has(between.lower) && !ARTICLES.has(between.lower) &&
    ARTICLES.has(words[clauseStart - 2]?.lower ?? "") && run.length === 1 && !possessive && !!nextLetter && !isCommonWord(first.text) && !isPlaceOrOrganization(first.text) && !isBrand([first.text]) &&
    clauseSubject(between.text, followingWords(words, lastIndex, 3), isAdjectiveWord, isVerbForm);
  // "the Patterson family arrive on the 1st": a surname naming a household is a person, though an article stands before it.
  // "the Hartono wedding", "Sutcliffe job parked": a surname before the work done for that client (round 77).
  const ownerNoun = !!nextLetter && (HOUSEHOLD_AFTER_SURNAME.has(nextLetter.lower) || (!!ctx.clientWork && clientWorkAfter(nextLetter.lower) && !CALENDAR_WORDS.has(first.lower) && !languageWord(first.text) && !taughtLanguage(first.text)));
  const household = run.length === 1 && !possessive && ownerNoun && !isCommonWord(first.text) && !isPlaceOrOrganization(first.text) && !isBrand([first.text]) && !ctx.things.has(folded[0]!);
  // "reading the new Ian Rankin": a full name after "the new" that one reads or listens to is the author.
  const author = run.length >= 2 && isKnownFirstName(first.text) && /^(?:new|latest|last|old)$/.test(words[clauseStart - 1]?.lower ?? "") && words[clauseStart - 2]?.lower === "the" &&
    /^(?:read|reading|reads|finished|started|listening|devouring|loving)$/.test(words[clauseStart - 3]?.lower ?? "");
  if (precededByArticle(words, clauseStart) && !clauseThat && !clauseNoun && !household && !author) {
    if (!clause82) return null;
    if (ctx.read82) ctx.read82.found = true;
  }
  if (run.every((w) => isPlaceOrOrganization(w.text) && !isKnownFirstName(w.text))) return null;
  // "the chemist in Douglas", "a week in Chester": what stands after "in" is a place, even a given name; one confides
  // in or believes in a person, and "in Maya's room" is hers.
  if (ctx.prev?.lower === "in" && !ctx.sentenceStart && !possessive && !IN_PERSON_BEFORE.has(wordBefore(words, clauseStart, 2) ?? "")) return null;
  // Round 81: "in Hickey's, …", "into Gilmore's for the brakes": a bare possessive one is in is a shop, unless a given name.
  if (run.length === 1 && possessive && !ctx.sentenceStart && !titled && !isKnownFirstName(first.text) && shopInPossessive(ctx.prev?.lower, words[lastIndex + 1])) return null;
  // "he's driving up from Katherine", "Nana came from Eunice": where one comes from is a place, even a given name (as
  // for a name typed lowercase).
  if (ctx.prev?.lower === "from" && !ctx.sentenceStart && !possessive && run.length === 1 && FROM_PLACE_VERBS.test(wordBefore(words, clauseStart, 2) ?? "")) return null;
  if (ctx.petPlace || (ctx.pet && !isKnownFirstName(first.text)) || ownedPet(words, lastIndex - run.length + 1)) return null;
  if (ownedThing(run, words, lastIndex, ctx.prev)) return null;
  // "Winston the cat": an animal named in apposition is a pet even with a person's name.
  if (words[lastIndex + 1]?.lower === "the" && PET_ANIMALS.test(words[lastIndex + 2]?.lower ?? "")) return null;

  // "to Jun Hao's army friend": a given name that is also a month, before a surname-like capital, is as known as any.
  const knownFirst = isKnownFirstName(first.text) || isLoanPronounName(first.text) || monthGiven;
  const common = isCommonWord(first.text) && !knownFirst;
  const knownSurname = run.slice(1).some((w) => isKnownLastName(w.text));
  const restCommon = run.slice(1).some((w) => isCommonWord(w.text) && !(monthGiven && MONTH_ABBR_GIVEN.has(w.lower)) && !isKnownLastName(w.text) && !isKnownFirstName(w.text) && !NAME_PARTICLES.has(w.text) && !(run.length === 2 && townSurname(first.text, w.text)));
  // "Ray Costa": a common first word is still a name before a known surname. In a contact card
  // (a phone number or e-mail present) "Isidore Banks" is a name even with a common surname.
  const cardName = ctx.card && run.length === 2 && !common;
  const fullName = run.length >= 2 && (cardName || !restCommon);
  // "Uncle Ray", "texted Max": a title or a verb of contact before the word makes it a person.
  // "Maya didi new number…": a respect word after the word says a person (set71).
  const cued = titled || (!!ctx.prev && PERSON_VERBS.has(ctx.prev.lower) && !ctx.sentenceStart) || kinApposed(words, lastIndex - run.length + 1) || respectWordAfter(nextLetter, HONORIFIC_AFTER);
  // "thanks to Hope", "that Will ordered", "Will's retirement", "Bill Fontaine": a given name that is also a
  // word is a name when capitalised inside a sentence, or at its start as an owner or a speaker.
  const givenWord = AMBIGUOUS_LOWER.has(first.lower) && !MONTH_GIVEN.has(first.lower);
  const prepPerson = !!ctx.prev && !!PREP_PERSON[ctx.prev.lower]?.has(wordBefore(words, lastIndex - run.length + 1, 2) ?? "");
  const asName = givenWord && ((!ctx.sentenceStart && (prepPerson || !(ctx.prev && (LOCATIVE.has(ctx.prev.lower) || /^(towards?|like|named|called)$/.test(ctx.prev.lower))))) || (possessive && !!nextLetter && !isVerbForm(nextLetter.lower)) || SPEAKER_VERBS.has(nextLetter?.lower ?? ""));
  // "Dean's twins", "sent Dean 300", "Rose booked the hall", "Bill Medeiros": a given name that is also a word, where only
  // a person stands or before a surname that is no English word.
  const wordGiven = givenWord || isWordGivenName(first.lower);
  const wordName = wordGiven && run.length === 1 && wordNameSlot(words, lastIndex, ctx.prev, ctx.sentenceStart, possessive);
  const wordSurname = wordGiven && run.length === 2 && !possessive && isRareWord(run[1]!.lower) && !isPlaceOrOrganization(run[1]!.text) && !isBrand(run.map((w) => w.text));
  // "Mark the transfer as done", "Will the…": at a sentence start, before an article, the word is a verb.
  if (givenWord && ctx.sentenceStart && run.length === 1 && !possessive && ARTICLES.has(nextLetter?.lower ?? "")) return null;
  if (common && !(fullName && knownSurname) && !cued && !asName && !monthGiven && !wordName && !wordSurname) return null;
  const prevLower = ctx.prev?.lower;
  // "buy Tiago a new berimbau", "reading Neema the Anansi stories": a giving verb's first object, before the thing given,
  // is a person.
  const firstObject = !!prevLower && GIVING_THING_VERBS.has(prevLower) && run.length === 1 && !possessive && !!nextLetter && OBJECT_OPENERS.has(nextLetter.lower) && !SPAN_AFTER_OPENER.has(words[lastIndex + 2]?.lower ?? "") &&
    // "bought Pippa a new harness": a thing for an animal says a pet.
    !words.slice(lastIndex + 2, lastIndex + 5).some((w) => PET_CARE.test(w.lower) || /^(harness|toy|toys|treats?|bone|chew)$/.test(w.lower));
  if (!knownFirst && !knownSurname && !cued && !titled && !possessive && run.length === 1 && !firstObject && actsOnCustomer(words, lastIndex)) return null;
  if (restCommon && !cardName) return null;
  if (prevLower === "from" && /^(rec|recommendation|referral|reference|tip|text|email|message|note|card|gift|call|reply|response|answer|word|news|update|updates|letter|postcard|voicemail|invite|invitation|hello|love|thanks|wishes|flowers|present|presents|chocolates|hamper)$/.test(wordBefore(words, lastIndex - run.length + 1, 2) ?? "")) return fullName ? run.map((w) => w.text).join(" ") : first.text;
  // "binge-watched Succession": the last part of a hyphenated verb.
  const prevHead = prevLower?.split("-").pop();
  // "watch Zaid's rugby", "reading Lachie's footy book": an owner no vocabulary knows, before a lowercase thing of theirs, is a
  // person though a title could follow the verb ("watched Grey's Anatomy" goes on with a capital).
  const ownerOfThing = possessive && run.length === 1 && !!nextLetter && !isCapitalised(nextLetter) && isRareWord(first.lower);
  if (prevHead && (THING_BEFORE.has(prevHead) || THING_BEFORE.has(prevLower!)) && !knownFirst && !firstObject && !ownerOfThing) return null;
  if (run.length === 1 && !possessive && bookTitleName(wordBefore(words, lastIndex, 2), prevLower, nextLetter?.lower, words[lastIndex + 2]?.text)) return null;
  if (prevLower === "of" && /^(audiobook|book|copy|episode|season|movie|film|album|chapter|edition|series)$/.test(wordBefore(words, lastIndex - run.length + 1, 2) ?? "")) return null;
  // "House of Pancakes", "Bank of Hawaii": a capital after "of" after a capital is the rest of one name.
  const runStart = lastIndex - run.length + 1;
  // Only an everyday word: "a Portrait of Wojtek" still names him.
  if (prevLower === "of" && !words[runStart]!.afterBreak && isLetterWord(words[runStart - 2]) && isCapitalised(words[runStart - 2]!) && !words[runStart - 1]!.afterBreak &&
    run.length === 1 && !isRareWord(first.lower) && !knownFirst) return null;
  // "Rebecca by Daphne du Maurier": a work named before "by" and its author.
  const byWho = words[lastIndex + 2];
  if (nextLetter?.lower === "by" && !possessive && isLetterWord(byWho) && !byWho.afterBreak && isCapitalised(byWho) && (isKnownFirstName(byWho.text) || isKnownLastName(byWho.text))) return null;
  // "Ken's House of Pancakes wants…", "Dave's Hawaiian Ice Cream wants…", "reading Charlotte's Web with…": an owner
  // before a name of capitals that ends the phrase, or acts, is part of a shop's or a title's name ("Bram's Franklin
  // Institute form" goes on with the owner's thing).
  if (possessive && run.length === 1 && nextLetter && isCapitalised(nextLetter) && !KIN_AFTER_OWNER.has(nextLetter.lower) && ownerOfName(words, lastIndex + 1, prevLower)) return null;
  const toPerson = (!!prevLower && !!PREP_PERSON[prevLower]?.has(wordBefore(words, lastIndex - run.length + 1, 2) ?? "")) || (prevLower === "to" && run.length === 1 && isRareWord(first.lower) && givenTo(words, lastIndex - 1)) ||
    (prevLower === "to" && run.length === 1 && !possessive && handedForAct(words, lastIndex, wordBefore(words, lastIndex, 2) ?? "")) ||
    // "voice message to Ánde asking…", "supplier list to Roz": what one sends goes to a person, not a place.
    (prevLower === "to" && run.length === 1 && SENT_TO.has(wordBefore(words, lastIndex, 2) ?? "") && !isPlaceOrOrganization(first.text)) ||
    // "take the Polo to Bheki on thursday": a car taken to a name goes to the mechanic.
    (prevLower === "to" && run.length === 1 && !possessive && !isPlaceOrOrganization(first.text) && !isCommonWord(first.text) && vehicleTakenTo([2, 3, 4, 5, 6].map((b) => words[lastIndex - b])));
  // Round 82: "the night-ski rota goes to Zhanna", "£500, goes to Tunde": a thing goes to a person.
  const goVerb = words[lastIndex - 2];
  const goesTo82 = !toPerson && prevLower === "to" && run.length === 1 && !possessive && !titled && !knownFirst && !isPlaceOrOrganization(first.text) && !isCommonWord(first.text) && !isBrand([first.text]) &&
    isLetterWord(goVerb) && !words[lastIndex - 1]!.afterBreak && (!goVerb.afterBreak || words[lastIndex - 3]?.text === ",") && thingGoesTo(goVerb.lower, [words[lastIndex - 3]?.lower, words[lastIndex - 4]?.lower], isThingWord);
  if (goesTo82 && ctx.read82) ctx.read82.found = true;
  // "the cake reached Koramangala in one piece": a thing reached a place.
  if (prevLower === "reached" && !possessive && isLetterWord(words[lastIndex - run.length - 1]) && thingReachedPlace(words[lastIndex - run.length - 1])) return null;
  // "exported the leads out of Pipedrive": "out of" names a place or a tool, as "from" does.
  const outOf = prevLower === "of" && wordBefore(words, lastIndex - run.length + 1, 2) === "out";
  if (prevLower && (LOCATIVE.has(prevLower) || outOf) && !knownFirst && !possessive && !knownSurname && !toPerson && !goesTo82 && !titled) return null;
  const afterNext = words[lastIndex + 2];
  const duty = run.length === 1 && !possessive && !isPlaceOrOrganization(first.text) && isLetterWord(afterNext) && !afterNext.afterBreak &&
    dutyOrAbsenceAfter(nextLetter?.lower, afterNext.lower, IMPERATIVE_VERBS.has(afterNext.lower) || isVerbForm(afterNext.lower) || OBJECT_OPENERS.has(words[lastIndex + 3]?.lower ?? ""));
  if (ctx.sentenceStart && !knownFirst && !possessive && !fullName && !titled && !duty && !(household && !!ctx.clientWork && clientWorkAfter(nextLetter?.lower)) && !personFollows(words, lastIndex, lastIndex - run.length + 1, ctx.card) &&
    // Round 81: "Vakhtang, the mechanic behind …": a name opening its sentence before a role in commas.
    !(run.length === 1 && roleInApposition(words.slice(lastIndex + 1, lastIndex + 7), isApposedRole))) return null;
  return fullName ? run.map((w) => w.text).join(" ") : first.text;
}

/** Up to n lowercase letter words after words[index], stopping at a break. */
function followingWords(words: Word[], index: number, n: number): string[] {
  const out: string[] = [];
  for (let k = index + 1; k < words.length && out.length < n; k++) {
    const w = words[k]!;
    if (!isLetterWord(w) || w.afterBreak) break;
    out.push(w.lower);
  }
  return out;
}
const isAdjectiveWord = (w: string): boolean => tagsOf(w).some((t) => t === "Adjective" || t === "Comparative" || t === "Superlative" || t === "Value" || t === "Cardinal" || t === "Ordinal" || t === "TextValue");
/** Lexicon tags a noun subject may carry (a word the lexicon lacks may be one too). */
const NOUN_TAGS = new Set(["Noun", "Singular", "Plural", "Uncountable"]);
/** A word that may be a thing as a subject: no pronoun, verb, adverb or relation word ("rota", "machine", "pics"). */
const isThingWord = (w: string): boolean => !RELATION_WORDS.has(w) && tagsOf(w).every((t) => NOUN_TAGS.has(t));

/** What is sent to someone: "voice message to Ánde", "supplier list to Roz", "the forms to Hilma". */
const SENT_TO = new Set(["message", "msg", "note", "text", "email", "e-mail", "letter", "reply", "voicemail", "list"]);

/** What one hands a thing to a person for: "deck gone to Pradeep for review". */
const HANDED_FOR = new Set(["review", "approval", "sign-off", "signoff", "signature", "signing", "checking", "comments", "feedback", "proofreading", "vetting", "sign"]);
/**
 * "steerco deck gone to Pradeep for review", "results are due to Priya by the 30th", "ten years married to Efua": after
 * "to", a capital handed something for an act, owed a thing by a day, or married, is a person, not a place.
 */
function handedForAct(words: Word[], nameIndex: number, beforeTo: string): boolean {
  const next = words[nameIndex + 1];
  const after = words[nameIndex + 2];
  if (/^(married|engaged|wed)$/.test(beforeTo)) return true;
  if (!isLetterWord(next) || next.afterBreak) return false;
  if (next.lower === "for" && isLetterWord(after) && !after.afterBreak && HANDED_FOR.has(after.lower)) return true;
  return beforeTo === "due" && next.lower === "by";
}

/**
 * What a surname names after "the": a household ("the Patterson family"). A client's job is left out: "the Armitage job"
 * and "the Dennistoun job" read alike, a surname and a suburb.
 */
const HOUSEHOLD_AFTER_SURNAME = new Set(["family", "household", "clan"]);

/** Verbs that take a person and then a thing ("buy Tiago a bike"), and the words that open the thing. */
const GIVING_THING_VERBS = new Set(["buy", "bought", "get", "got", "read", "reading", "make", "made", "bring", "brought", "show", "showed", "teach", "taught", "cook", "cooked", "knit", "knitted"]);
/** "bought Hondas a few years back": after the opener, a stretch of time or a quantity, not a thing given. */
const SPAN_AFTER_OPENER = new Set(["few", "couple", "while", "bit", "lot", "long", "week", "weeks", "month", "months", "year", "years", "day", "days", "fortnight", "time", "whole"]);
const OBJECT_OPENERS = new Set(["a", "an", "the", "some", "new", "his", "her", "their", "one", "two", "more", "another"]);

/** After a title ("dr bevan"), a word rarer than this frequency rank is a surname; "dr appointment" stays a word. */
const TITLED_RARE_RANK = 15_000;
/** Particles inside a full name, typed lowercase: Welsh "ap"/"ab"/"ferch", Dutch "van", German "von", Arabic "bin"/"al". */
const NAME_PARTICLES = new Set(["ap", "ab", "ferch", "van", "von", "de", "der", "den", "du", "da", "dos", "das", "bin", "binti", "al", "el"]);
/** How many lowercase particles open at `j` ("van", "van der") before a capitalised surname that is no calendar word or place; 0 if none. */
function particleSpan(words: Word[], j: number): number {
  let k = j;
  while (k < words.length && k - j < 2 && NAME_PARTICLES.has(words[k]!.text) && !words[k]!.afterBreak) k++;
  const after = words[k];
  if (k === j || !isLetterWord(after) || after.afterBreak || !isCapitalised(after) || CALENDAR_WORDS.has(after.lower) || isPlaceOrOrganization(after.text)) return 0;
  return k - j;
}
/** Kin only a person has, after an owner: "Mali's mam", "Jordan's dad". */
const KIN_AFTER_OWNER = new Set(["mum", "mom", "mam", "mummy", "mammy", "dad", "daddy", "nan", "nain", "gran", "grandma", "grandad", "granny", "sister", "brother", "wife", "husband", "parents", "stepmum", "stepdad", "auntie", "uncle",
  // Children, cousins and partners are a person's too: "Comfort's grandson", "Harper's niece".
  "son", "daughter", "grandson", "granddaughter", "niece", "nephew", "cousin", "boyfriend", "girlfriend", "fiancé", "fiancée", "fiance", "fiancee"]);

/** What a person (a child, most often) has, after an owner typed without an apostrophe. */
const OWNED_AFTER_BARE = new Set(["school", "teacher", "class", "homework", "dance", "swimming", "football", "footy", "netball", "match", "game", "trip", "present", "gift", "card", "flight", "mum", "mom", "dad", "uniform", "shoes", "lunch", "playdate", "sleepover"]);
/** "eilidhs birthday" → "eilidh": a rare lowercase word ending in "s" whose stem is a rare word or a given name, before an occasion or a person's thing. */
function bareOwnerName(w: Word, next: Word | undefined): string | null {
  if (w.text !== w.lower || w.possessive || !/^[\p{Ll}]{4,}s$/u.test(w.text) || !isLetterWord(next) || next.afterBreak) return null;
  if (!OCCASIONS.has(next.lower) && !OWNED_AFTER_BARE.has(next.lower)) return null;
  const stem = w.text.slice(0, -1);
  if (RELATION_WORDS.has(stem) || NON_NAME_CAPS.has(stem) || isCommonWord(stem) || isBrand([stem])) return null;
  return isRareWord(w.lower, Infinity) && (isKnownFirstName(stem) || isRareWord(stem, Infinity)) ? stem : null;
}

/** A person's occasions: what only a person has ("sunny's housewarming"). */
const OCCASIONS = new Set(
  `birthday bday housewarming wedding graduation convocation funeral christening baptism retirement engagement
  anniversary recital`.split(/\s+/),
);

/** Month words (and their short forms) that are also given names: Jan (Dutch, Czech, Polish), Jun (Chinese, Korean), May. */
const MONTH_ABBR_GIVEN = new Set(["jan", "jun", "may", "june", "april", "august"]);
/** A capitalised word that can be a surname: a known given or family name, or a rare word, and no calendar or everyday word. */
function nameLikeCapital(w: Word): boolean {
  return isCapitalised(w) && !CALENDAR_WORDS.has(w.lower) && !isCommonWord(w.text) && (isKnownFirstName(w.text) || isKnownLastName(w.text) || isRareWord(w.lower));
}
/** Months that are also given names. */
const MONTH_GIVEN = new Set(["april", "may", "june", "august"]);

/** A month word stands for a person after a verb of contact, "proud of", or before a speaker's verb, never before a day. */
function monthAsPerson(words: Word[], index: number): boolean {
  const w = words[index]!;
  const next = words[index + 1];
  if (next && /^\d/.test(next.text)) return false;
  const prev = words[index - 1];
  const prevWord = isLetterWord(prev) && !w.afterBreak ? prev.lower : undefined;
  if (prevWord && PERSON_VERBS.has(prevWord)) return true;
  if (prevWord === "of" && /^(proud|fond|thinking)$/.test(words[index - 2]?.lower ?? "")) return true;
  if (prevWord && PREP_PERSON[prevWord]?.has(words[index - 2]?.lower ?? "")) return true;
  return isLetterWord(next) && !next.afterBreak && SPEAKER_VERBS.has(next.lower);
}

/**
 * A verb opening a sentence before a name ("Congratulate Grace Tsang", "Donated Tolu's coats", "Ping me"):
 * an imperative, or an everyday word that is a verb form. "Ping Wu" keeps "Ping": a word that is not an
 * everyday word, before a surname that is not a given name, is the given name.
 */
function leadingVerb(run: Word[]): boolean {
  const lead = run[0]!;
  const rest = run[1];
  if (IMPERATIVE_VERBS.has(lead.lower)) return !(run.length === 2 && rest && !isCommonWord(lead.text) && isKnownLastName(rest.text) && !isKnownFirstName(rest.text));
  if (run.length < 2 || !rest || AMBIGUOUS_LOWER.has(lead.lower) || isKnownFirstName(lead.text) || isKnownLastName(lead.text)) return false;
  // "Congratulate Grace Tsang": an everyday word before a given name and a surname.
  if (run.length >= 3 && isKnownFirstName(rest.text) && !isRareWord(lead.lower)) return true;
  return (isVerbForm(lead.lower) || hasPastVerb(lead.lower)) && (!isCommonWord(rest.text) || isKnownFirstName(rest.text) || AMBIGUOUS_LOWER.has(rest.lower));
}

/** Words that say a subject is a person, not a company ("it", "they"). */
const PERSONAL_PRONOUNS = new Set(["she", "he", "her", "his", "him", "herself", "himself", "she's", "he's", "she'd", "he'd", "she'll", "he'll"]);

/** What befalls a body, said first after a name: "Jide fell off the delivery okada" (no shop falls). */
const BODY_ACTS = new Set(["fell", "slipped", "tripped", "fainted", "collapsed", "cried", "sprained", "broke", "twisted"]);

/** What a person does in a reply, said first after a name: "Idris hasn't answered on the lease renewal". */
const PERSON_REPLIES = new Set(["answered", "answer", "replied", "reply", "responded", "texted", "rang", "messaged", "said", "says", "told", "promised"]);
const AUXILIARIES = new Set(["has", "hasn't", "hasnt", "is", "isn't", "still", "yet", "just", "finally", "never", "didn't", "didnt", "doesn't", "won't", "will", "hasn’t"]);

/**
 * An unknown name followed, in its clause, by what a shop or app does ("Swiggy overcharged me twice");
 * a "she" or "his" in the clause, or a reply as its first act, says it is a person ("Odalys shipped her
 * novel off", "Idris hasn't answered on the renewal").
 */
function actsOnCustomer(words: Word[], lastIndex: number): boolean {
  // "Vakhtang charged 350 GEL for the brake pads, paid him cash": paid as "him", a person charged (round 74).
  if (paidAsPerson(words, lastIndex)) return false;
  for (let k = lastIndex + 1; k < Math.min(words.length, lastIndex + 4); k++) {
    const w = words[k]!;
    if (!isLetterWord(w) || AUXILIARIES.has(w.lower)) continue;
    if (PERSON_REPLIES.has(w.lower) || BODY_ACTS.has(w.lower)) return false;
    break;
  }
  let commerce = false;
  for (let k = lastIndex + 1; k < Math.min(words.length, lastIndex + 8); k++) {
    const w = words[k]!;
    if (!isLetterWord(w) || (w.afterBreak && k > lastIndex + 1)) break;
    if (PERSONAL_PRONOUNS.has(w.lower)) return false;
    if (COMMERCE_WORDS.has(w.lower)) commerce = true;
  }
  return commerce;
}

/** Verbs of handing over: what is paid, sent or given "to" someone ("pay my subs to Faizan"). */
const GIVE_VERBS = /^(pay|paid|send|sent|give|gave|hand|handed|lend|lent|pass|passed|return|returned|owe|owed|transfer|transferred)$/;

/** Words naming the unit after an amount's digits ("25k", "40 quid") or its currency before them ("Rs 500"). */
const AMOUNT_UNITS = new Set(["k", "m", "quid", "bucks", "dollars", "pounds", "euros", "rand", "naira", "cedis", "lakh", "lakhs", "grand", "rupees", "shillings", "bob", "pesos", "ringgit"]);
const CURRENCY_WORDS = new Set(["rs", "inr", "ksh", "kes", "usd", "gbp", "eur", "php", "rm", "ngn", "ghs", "zar"]);

/** A digit or a currency sign: the pieces of an amount ("£1,200") as the word reader splits them. */
const AMOUNT_PIECE = /^(?:\d|[£$€₦¥₹])$/;

/**
 * A giving verb opens the phrase that ends in "to" at index toIndex, within five words and no punctuation. An amount
 * right before "to" belongs to the phrase ("sent £50 to Tunde", "paid £1,200 to Kemi"): its digits, sign and the
 * separators between digits are skipped, and the word before it must still be joined to it.
 */
function givenTo(words: Word[], toIndex: number): boolean {
  let end = toIndex;
  // "sent 25k to Manasi", "paid 40 quid to Kemi": a unit word after the digits is part of the amount.
  const unit = AMOUNT_UNITS.has(words[toIndex - 1]?.lower ?? "") && /^\d$/.test(words[toIndex - 2]?.text ?? "") ? 1 : 0;
  if (AMOUNT_PIECE.test(words[toIndex - 1 - unit]?.text ?? "") && /\d/.test(words[toIndex - 1 - unit]!.text)) {
    end -= unit;
    while (end - 1 >= 0 && toIndex - end < 12 && (AMOUNT_PIECE.test(words[end - 1]!.text) || (/^[,.]$/.test(words[end - 1]!.text) && /^\d$/.test(words[end - 2]?.text ?? "")))) end--;
    // A currency word before the digits ("Rs 25000", "KSh 500") belongs to the amount too.
    if (CURRENCY_WORDS.has(words[end - 1]?.lower ?? "")) end--;
    // Without a sign or a unit, only digits right after the giving verb are money ("sent 300 to Manasi").
    if (!/^[£$€₦¥₹]$/.test(words[end]!.text) && !unit && !CURRENCY_WORDS.has(words[end]!.lower) && !GIVE_VERBS.test(words[end - 1]?.lower ?? "")) return false;
  }
  for (let k = end - 1; k >= Math.max(0, end - 5); k--) {
    const w = words[k]!;
    // The sign that opens an amount always reads as after a break; the words before it must not.
    const joined = k + 1 === end && end < toIndex ? true : !words[k + 1]!.afterBreak;
    if (!isLetterWord(w) || !joined) return false;
    if (GIVE_VERBS.test(w.lower)) return true;
  }
  return false;
}

function wordBefore(words: Word[], start: number, back: number): string | undefined {
  const w = words[start - back];
  return w && isLetterWord(w) ? w.lower : undefined;
}

/** A pet: named after an animal word, "called"/"named" after one, or a possessive before a care word. */
function looksLikePet(words: Word[], start: number, end: number): boolean {
  const last = words[end]!;
  const after = words[end + 1];
  if (last.possessive && after && isLetterWord(after) && PET_CARE.test(after.lower) && !childsVaccine(after.lower)) return true;
  for (let k = start - 1; k >= Math.max(0, start - 3); k--) {
    const w = words[k]!;
    // "the dog walker is Priyanka": an animal word before a role noun names a person's job.
    const role = words[k + 1];
    if (isLetterWord(w) && isPetWord(w.lower) && !(role && isLetterWord(role) && /^(walker|walkers|sitter|sitters|groomer|trainer|minder|breeder|nurse|doctor|person|lady|guy)$/.test(role.lower))) return true;
  }
  // "took Bramble to the groomer": a pet's place after the name ("Winston the cat" is read in classifyRun).
  if (atPetPlace(words, end)) return true;
  // "Mithu needs his bird seed", "since we moved his cage": what only a pet has, said as the name's own.
  for (let k = end + 1; k < Math.min(words.length - 1, end + 8); k++) {
    if (/^[.!?;]$/.test(words[k]!.text)) break;
    const gear = words[k + 1]!.lower;
    if (/^(his|her|its)$/.test(words[k]!.lower) && (PET_GEAR.test(gear) || (/^(bird|cat|dog)$/.test(gear) && /^(seed|food|biscuits|treats)$/.test(words[k + 2]?.lower ?? "")))) return true;
  }
  const prev = words[start - 1];
  const prev2 = words[start - 2];
  return !!prev && /^(called|named)$/.test(prev.lower) && !!prev2 && isPetWord(prev2.lower);
}

/** "took Bramble to the groomer", "drop Pip at the groomers", "book Bramble in at the vet": a pet's place within three words after the name. */
function atPetPlace(words: Word[], end: number): boolean {
  for (let k = end + 1; k <= Math.min(words.length - 2, end + 3); k++) {
    if (/^[.!?;,]$/.test(words[k]!.text)) return false;
    if (/^(to|at)$/.test(words[k]!.lower) && words[k + 1]?.lower === "the" && /^(vet|vets|vet's|groomer|groomers|groomer's|kennels?|cattery)$/.test(words[k + 2]?.lower ?? "")) return true;
  }
  return false;
}

/** What the vet does for a patient, said after its possessive name ("Tug's blood test", "Bobby's jabs"). */
const VET_WORK = /^(blood|bloods|x-ray|xray|x-rays|scan|op|operation|surgery|teeth|meds|tablets|stitches|test|tests)$/;

/**
 * "vet hasn't rung back yet on Tug's blood test", "next tuesday 11am the vet for Bobby's jabs": a name owning care or
 * a test, with the vet earlier in its sentence, is the vet's patient, an animal, whatever its name.
 */
function vetsPatient(words: Word[], start: number, end: number): boolean {
  const after = words[end + 1];
  if (!words[end]!.possessive || !after || !isLetterWord(after) || !(PET_CARE.test(after.lower) || VET_WORK.test(after.lower))) return false;
  for (let k = start - 1; k >= 0; k--) {
    const w = words[k]!;
    if (/^[.!?;]$/.test(w.text)) return false;
    if (/^(vet|vets|vet's)$/.test(w.lower)) return true;
  }
  return false;
}

function precededByArticle(words: Word[], start: number): boolean {
  // "our cleaner Ewa's email": the article belongs to the trade word, which the name stands beside.
  const before = words[start - 1]?.lower ?? "";
  if ((TRADE_BEFORE.test(before) || (RELATION_WORDS.has(before))) && !words[start]?.afterBreak) return false;
  // "ring our Nigel", "our Stacey passed": in northern English, Welsh and Irish speech "our" before a given name is
  // one's own family member, not a thing of ours ("our Christmas bonus", "our Volvo").
  const own = words[start];
  if (before === "our" && own && !own.afterBreak && (isKnownFirstName(own.text) || isRareWord(own.lower)) && !isCommonWord(own.text) && !isPlaceOrOrganization(own.text) && !isBrand([own.text])) return false;
  for (let k = start - 1; k >= Math.max(0, start - 2); k--) {
    const w = words[k]!;
    if (!isLetterWord(w) || words[k + 1]?.afterBreak) return false;
    // "£20 each into Noor's fund": a preposition between the article and the name closes the article's phrase.
    if (LOCATIVE.has(w.lower) || /^(of|for|with|by)$/.test(w.lower)) return false;
    if (ARTICLES.has(w.lower)) return true;
    if (isCapitalised(w) || !/^[a-z]+$/.test(w.text) || PERSON_CUES.has(w.lower)) return false;
  }
  return false;
}

/** Respect and kinship words said after a given name or surname (Indian and other English). */
const HONORIFIC_AFTER = new Set(["ji", "jee", "veer", "paaji", "paji", "bhaiya", "bhai", "didi", "di", "aunty", "auntie", "uncle", "sahib", "saab", "sir", "madam", "bhabhi", "akka", "anna", "chechi", "chettan", "sensei", "san", "baji", "aapa", "bhaijaan", "sahiba", "chacha", "chachu", "khala", "khalu", "mamu", "phupho", "phuppo", "aiya", "ayya", "malli", "nangi", ...SOUTH_ASIAN_RESPECT_AFTER]);

/** Last words of a festival's two-word name ("Hari Raya", "Durga Puja", "Raksha Bandhan", "Mardi Gras"). */
const FESTIVAL_TAILS = new Set(["raya", "puja", "bandhan", "gras", "aidilfitri", "aidiladha"]);

/** Titles before a surname or given name; the word after one is a person even if it is also a word ("Uncle Ray"). */
const TITLES = new Set(["dr", "doc", "mr", "mrs", "ms", "miss", "sir", "ma'am", "maam", "prof", "professor", "rabbi", "imam", "frau", "herr", "fr", "rev", "pastor", "father", "sister", "brother", "uncle", "aunt", "aunty", "auntie", "cousin", "grandma", "grandpa", "nana", "nan", "granny", "coach", "chef", "señor", "señora", "señorita", "tía", "tío", "padre", "doña", "dona", "sr", "sra", "dra", "mestre", "abuela", "abuelo", "madrina", "padrino", "monsieur", "madame", "maulana", "maulvi", "molvi", "haji", "hajji", "qari", "deacon", "deaconess", "evangelist", "reverend", "alhaji", "alhaja", "matron", "councillor", "cllr", "pundit", "pandit", "panditji", "boeta", "oom", "tannie"]);

/** Verbs and adjectives whose "in" takes a person: "confided in Ana", "interested in Ravi" (for the "in <place>" rule). */
const IN_PERSON_BEFORE = new Set(["confided", "confide", "confiding", "believe", "believed", "believes", "interested", "trust", "trusted", "disappointed", "proud"]);

/** "thanks to Zeb", "bumped into Kenji", "waiting on Ngozi": after these, the preposition introduces a person, not a place. */
const PREP_PERSON: Readonly<Record<string, Set<string>>> = wordTable({
  // "voice note to Odhiambo", "a note to Ebrahim": a note is written to a person.
  to: new Set(["note", "thanks", "thank", "grateful", "talked", "talk", "spoke", "speak", "chatted", "chat", "apologised", "apologized", "replied", "reply", "wrote", "write", "lent", "said", "hello", "hi", "shoutout", "introduced", "explained", "mentioned", "waved", "lied", "listened"]),
  into: new Set(["bumped", "bump", "ran", "run", "running", "bumping"]),
  on: new Set(["waiting", "wait", "waitin", "depending", "depend", "counting", "relying", "rely", "checked", "check", "checking"]),
  from: new Set(["heard", "hear", "hearing"]),
  // "snapped at Zain", "shouted at Ollie": a person is what one snaps, shouts or waves at.
  at: new Set(["snapped", "snap", "shouted", "shout", "yelled", "yell", "screamed", "laughed", "smiled", "waved", "swore", "glared", "winked", "nodded", "snapping", "shouting", "yelling", "screaming", "laughing", "smiling", "waving", "swearing", "glaring"]),
});

/** Verbs after which a capitalised word is a person even when it is also a word ("texted Max", "asked Will"). */
const PERSON_VERBS = new Set(["text", "texted", "call", "called", "email", "emailed", "tell", "told", "ask", "asked", "thank", "thanked", "invite", "invited", "met", "ping", "pinged", "message", "messaged", "visit", "visited", "hug", "hugged", "facetimed", "telling", "asking", "texting", "emailing", "messaging"]);

/** Things a company has that a person does not: "Morgan Stanley's recruiter", "Acme's app". */
const ORG_POSSESSED = new Set(["recruiter", "recruiters", "app", "website", "site", "servers", "customer", "customers", "support", "helpline", "headquarters", "hq", "shares", "stock", "warehouse", "branch", "branches", "checkout", "api"]);

/** Role nouns before an appositive name: "the new guy on the team, Farouk, is…". */
const ROLE_BEFORE = /^(guy|girl|woman|man|person|friend|neighbou?r|colleague|coworker|manager|boss|client|hire|intern|teacher|coach|nurse|doctor|cousin|partner|kid|lady|fellow)$/;

/** "groceries" → "grocery", "errands" → "errand": a plural whose singular is an everyday word. */
function isCommonPlural(word: string): boolean {
  if (!word.endsWith("s")) return false;
  const singulars = [word.slice(0, -1), word.endsWith("ies") ? `${word.slice(0, -3)}y` : "", word.endsWith("es") ? word.slice(0, -2) : ""];
  return singulars.some((w) => w.length >= 3 && (isCommonWord(w) || !isRareWord(w)));
}
/** A trade or a person's role in apposition after a name (round 81 reads it after a comma too). */
const isApposedRole = (r: string): boolean => TRADE_BEFORE.test(r) || ROLE_BEFORE.test(r) || APPOSITION_ROLES.has(r);
const APPOSITION_ADJECTIVES = new Set(["new", "old", "young", "local", "retired", "head", "senior", "junior"]);
/** Roles after "<name> the": the trades below, and these ("the vet", "the postdoc", "the sparky"). */
const APPOSITION_ROLES = new Set(["vet", "postdoc", "engineer", "architect", "surveyor", "courier", "postman", "postie", "caretaker", "concierge", "owner", "sparky", "chippy", "chef", "cook", "nurse", "surgeon", "lecturer", "professor", "priest", "pastor", "vicar", "imam", "rabbi", "secretary", "receptionist", "admin", "organiser", "organizer", "captain", "treasurer", "chair", "director"]);

/** Trades and helpers named right before a name: "our cleaner Ewa", "my tutor Sione", "the plumber Dave". */
const TRADE_BEFORE = /^(cleaner|nanny|childminder|babysitter|plumber|builder|electrician|tutor|accountant|dentist|gardener|mechanic|landlord|landlady|lawyer|solicitor|realtor|therapist|physio|trainer|stylist|barber|hairdresser|midwife|pharmacist|recruiter|rep|handyman|roofer|tiler|painter|decorator|driver|carer|neighbou?r|friend|colleague|boss|manager|coach|teacher)$/;

/** Verbs of sending or paying money: "sent it to tuan". */
const MONEY_VERBS = new Set(["sent", "send", "transfer", "transferred", "e-transferred", "paid", "pay", "gave", "give", "lent", "lend", "wired", "venmoed"]);

/**
 * Places named after someone: "Don Mills library", "Kennedy station", "Bellfield Crescent". Nouns that are
 * also surnames (Park, Hall, Lane, Church, Bridge, Temple) are left out.
 */
const PLACE_NOUNS = new Set(
  `library station mall plaza square centre center arena stadium mosque gurdwara synagogue avenue
  street road drive boulevard blvd crescent campus airport terminal subway highway hwy parkway`.split(/\s+/),
);

/** Teams a person works in: "Neha in accounts". */
const DEPARTMENTS = /^(accounts|finance|hr|legal|marketing|sales|payroll|ops|operations|support|procurement|engineering|design|admin|reception|compliance|it|facilities|research)$/;

function personFollows(words: Word[], lastIndex: number, start = lastIndex, card = false): boolean {
  const next = words[lastIndex + 1];
  const before = words[start - 1];
  const beforeWord = words[start - 2];
  if (before?.text === "," && beforeWord && isLetterWord(beforeWord) && ROLE_BEFORE.test(beforeWord.lower)) return true;
  // "…number is 01552 908 116, Kalam", "recommended: Bablu, 97654 10022": in a card, the name beside the number (round 75).
  if (card && start === lastIndex && nameBesideNumber(before?.text, beforeWord?.text, next?.text, words[lastIndex + 2]?.text)) return true;
  if (!next) return false;
  if (next.text === "(") return true;
  // "Marites: the signed form…": a name opening a note before a colon, as "who: what" is written.
  // A plural of an everyday word before the colon is a list's heading ("Groceries: milk", "Errands: post office").
  if (next.text === ":" && start === 0) return !isCommonPlural(words[lastIndex]!.lower);
  if (!isLetterWord(next)) return false;
  // "Vikram bhaiya said…", "Sharma ji from the third floor": a kinship or respect word after a name.
  if (HONORIFIC_AFTER.has(next.lower)) return true;
  // "Emeka next door is…"
  if (next.lower === "next" && words[lastIndex + 2]?.lower === "door") return true;
  // "Imtiaz the builder, 07700…", "Kenji the new postdoc", "Cáit the chiropodist": a name in apposition with a trade or role.
  // In a contact card (`looksLikeCard`), any "-er" or "-or" noun is the trade ("Alhassan the fitter…, 024 555 0187"), and
  // texting's "d" is "the" ("Ifeanyi d mechanic").
  if (next.lower === "the" || (card && next.lower === "d")) {
    const k = APPOSITION_ADJECTIVES.has(words[lastIndex + 2]?.lower ?? "") ? lastIndex + 3 : lastIndex + 2;
    const role = words[k]?.lower ?? "";
    if (TRADE_BEFORE.test(role) || ROLE_BEFORE.test(role) || APPOSITION_ROLES.has(role) || /^[a-z]{3,}(?:ist|ian)$/.test(role) || (card && /^[a-z]{3,}(?:er|or)$/.test(role))) return true;
  }
  // "Dazza the aircon guy", and in a card "Dom colour rep", "Ram dai plumber": the role after a word or two.
  if (roleAfterModifiers(words.slice(lastIndex + 1, lastIndex + 6), card, (r) => TRADE_BEFORE.test(r) || ROLE_BEFORE.test(r) || APPOSITION_ROLES.has(r))) return true;
  // "Neha in accounts handles…", "Oyelaran at Brightpine runs…": a person placed in a team or a firm.
  const place = words[lastIndex + 2];
  if (next.lower === "in" && DEPARTMENTS.test(place?.lower ?? "")) return true;
  if (next.lower === "at" && place && isLetterWord(place) && isCapitalised(place) && !isPlaceOrOrganization(words[lastIndex]!.text)) return true;
  // "Jesmond in Xlendi brings…", "Vinnie on Lincoln Rd does…": placed in a town or on a road, then a present verb.
  if ((next.lower === "in" || next.lower === "on") && !isPlaceOrOrganization(words[lastIndex]!.text) && !isBrand([words[lastIndex]!.text]) && !isCommonWord(words[lastIndex]!.text) &&
    placedThenActs(words.slice(lastIndex + 2, lastIndex + 6), (v) => !/^(?:is|was|has)$/.test(v) && !TRADING_VERBS.has(v) && (isVerbForm(v) || isPresentVerb(v)))) return true;
  // "Tudor at the garage would rather…", "Hinemoa at the café likes…": a person placed at a workplace, then a person's
  // verb ("Costa at the station is closed" is a shop: a state, not an act).
  if (next.lower === "at" && place?.lower === "the" && !isPlaceOrOrganization(words[lastIndex]!.text)) {
    for (let k = lastIndex + 3; k < Math.min(words.length, lastIndex + 7); k++) {
      const v = words[k]!;
      if (!isLetterWord(v)) break;
      if (k > lastIndex + 3 && (SPEAKER_VERBS.has(v.lower) || /^(would|will|can|does|always|never|only)$/.test(v.lower) || (/^[a-z]+s$/.test(v.text) && isPresentVerb(v.lower)))) return true;
    }
  }
  if (next.lower === "and" || next.lower === "n") {
    const after = words[lastIndex + 2];
    // "Rubina n me put…": joined with the writer.
    if (after && /^(me|i)$/.test(after.lower) && !after.afterBreak) return true;
    // "Kaito and his wife": a name beside someone's relation.
    if (after && /^(his|her|their)$/.test(after.lower) && RELATION_WORDS.has(words[lastIndex + 3]?.lower ?? "")) return true;
    // "Themba and the kids will come to us": a name beside a household's people.
    // "…, Fadielah and the three kids": a count may stand before them.
    const counted = /^(two|three|four|five|\d)$/.test(words[lastIndex + 3]?.lower ?? "") ? 1 : 0;
    if (after?.lower === "the" && /^(kids|children|boys|girls|twins|family|wife|husband|grandkids)$/.test(words[lastIndex + 3 + counted]?.lower ?? "")) return true;
    return !!after && isLetterWord(after) && isCapitalised(after);
  }
  const then = words[lastIndex + 2];
  // "Shalini to review", "Liam to bring the drill bits": a name given a job to do, as notes assign one.
  if (next.lower === "to" && isLetterWord(then) && !then.afterBreak && IMPERATIVE_VERBS.has(then.lower) && !isPlaceOrOrganization(words[lastIndex]!.text)) return true;
  // "Bram only eats…", "Teodor usually answers…": an adverb of frequency before a verb in the present.
  // A shop's trading verbs ("Acmeco only ships on weekdays") say a firm, not a person.
  if (FREQUENCY_ADVERBS.has(next.lower) && isLetterWord(then) && !then.afterBreak && /^[a-z]+s$/.test(then.text) && !TRADING_VERBS.has(then.lower) && (isVerbForm(then.lower) || isPresentVerb(then.lower))) return true;
  // "Kavir only studying when…", "Shanice only do her homework": the "-ing" or the bare form after the adverb.
  if (FREQUENCY_ADVERBS.has(next.lower) && isLetterWord(then) && !then.afterBreak && frequencyActAfter(then.lower, words[lastIndex + 3]?.lower, ingVerb(then.lower), IMPERATIVE_OR_ACT(then.lower)) && !isPlaceOrOrganization(words[lastIndex]!.text) && !isBrand([words[lastIndex]!.text])) return true;
  // "Lerato cut her hair", "Diego hit his first home run": a past tense spelt as its base, before the person's own thing.
  if (BARE_PASTS.has(next.lower) && /^(his|her|their)$/.test(then?.lower ?? "")) return true;
  // "Finbarr put two new tyres on the Yaris": a bare past before the thing it acted on (a number or "new" opens it).
  if (BARE_PASTS.has(next.lower) && /^(two|three|four|five|six|new|\d+)$/.test(then?.lower ?? "") && !isBrand([words[lastIndex]!.text])) return true;
  if (NAME_ACT_PASTS.has(next.lower)) return !isCommonPlural(words[lastIndex]!.lower);
  // "Jørgen mixes them", "Kwasi swears by him": an "-s" word before an object pronoun is the person's verb (round 75).
  if (isLetterWord(then) && !then.afterBreak && verbBeforePronoun(next.lower, then.lower, words[lastIndex + 3]?.lower)) return true;
  // "Kade having a hard time…", "Ayrton begging to drive my boat", "Emmalee gotta have new shoes", "Riaan off sick": a
  // name told with what it is doing (the be dropped, as speech drops it), not a thing's noun ("Haskins listing is live").
  if (isLetterWord(then) && !then.afterBreak && ((ingVerb(next.lower) && DOING_GOES_ON.has(then.lower)) || (/^(gotta|gonna|wanna)$/.test(next.lower) && IMPERATIVE_OR_ACT(then.lower)) || (next.lower === "off" && then.lower === "sick"))) return true;
  return PERSON_NEXT.has(next.lower) || hasPastVerb(next.lower) || PERSON_PASTS.has(next.lower) || /^(has|is|was)n?'?t?$/.test(next.lower) || (/^[a-z]+s$/.test(next.text) && (isVerbForm(next.lower) || (isPresentVerb(next.lower))));
}

/** Words a verb's "-ing" goes on with, its object, its "to" or its place: "having a hard time", "begging to drive". */
const DOING_GOES_ON = new Set(["a", "an", "the", "my", "his", "her", "their", "our", "to", "by", "up", "on", "at", "in", "for", "about", "over", "round", "around", "me", "him", "us", "them", "it"]);
const IMPERATIVE_OR_ACT = (word: string): boolean => IMPERATIVE_VERBS.has(word) || PERSON_ACTS.has(word) || isVerbForm(word);
/** "having", "begging", "coming": an "-ing" form of a verb ("listing" too: what follows it tells). */
function ingVerb(word: string): boolean {
  if (!/^[a-z]{2,}ing$/.test(word)) return false;
  const stem = word.slice(0, -3);
  return [stem, `${stem}e`, /(.)\1$/.test(stem) ? stem.slice(0, -1) : ""].some((b) => b.length >= 2 && IMPERATIVE_OR_ACT(b));
}

/** Irregular pasts of what people do with hands and body, which the tense reader's list leaves out: "Efua held the ladder". */
const PERSON_PASTS = new Set(["held", "stood", "sat", "led", "fed", "wore", "hid", "knelt", "wept", "shot"]);
/**
 * Pasts the tense reader keeps as adjectives ("fully booked", "signed lease"), acts when a name does them: "Toyer booked
 * the PA", "Kemi signed the lease"; not after a plural thing ("Flights booked for June").
 */
const NAME_ACT_PASTS = new Set(["booked", "signed", "confirmed", "cancelled", "canceled", "postponed", "rescheduled", "organised", "organized"]);
const FREQUENCY_ADVERBS = new Set(["only", "usually", "often", "sometimes", "rarely", "barely", "hardly", "mostly", "even"]);
const TRADING_VERBS = new Set(["ships", "sells", "stocks", "delivers", "opens", "closes", "accepts", "takes", "charges", "posts", "trades"]);
/** Past tenses spelt as their base form. */
const BARE_PASTS = new Set(["cut", "hit", "put", "set", "let", "shut", "hurt", "quit", "split", "spread", "cast", "burst"]);

/** Everyday verbs a person does, as base forms: "Kavin sleeps…", "Tharshan picks them up". */
const PERSON_ACTS = new Set(`sleep eat play swim work cry laugh live run love hate like think know feel sing dance cook drive
  read write talk walk speak answer study`.split(/\s+/));

/** "picks", "sleeps", "fixes": a third-person present of a known verb. */
function isPresentVerb(word: string): boolean {
  const bases = [word.slice(0, -1), word.endsWith("es") ? word.slice(0, -2) : "", word.endsWith("ies") ? `${word.slice(0, -3)}y` : ""];
  return bases.some((b) => b && (IMPERATIVE_VERBS.has(b) || PERSON_ACTS.has(b)));
}
