/**
 * Round 82 (ent82) entity cues, from the read halves' misses, each checked against GUIDELINES 5 (everyone named is in;
 * companies, brands, places and things are left out) and the read labels. No name lists: word shapes and the words
 * around a name only.
 */

/** Each half of an everyday compound is a word at least this long ("time|sheet", "voice|mail"). */
const COMPOUND_PART = 4;
/** A half is everyday when it is among this many most frequent words of the vocabulary. */
const EVERYDAY_RANK = 10_000;

/**
 * "timesheet's due", "voicemail left for …", "restock the ute with downlights": a lowercase word that is two everyday
 * English words run together is a word, however rare the whole is, not a given name the vocabulary lacks. Both halves
 * are four letters or more and among the 10,000 most frequent words (the second may be a plural, "down|lights"), and
 * neither half is a given name ("rose|mary"). Of compromise's 4,092 given names and surnames, 8 split so (wolf|gang,
 * camp|bell, made|line …), and the caller asks only for a lowercase word that is no known given name. `rank` gives a
 * word's frequency rank (Infinity when absent); `isGivenName` says a half is a given name.
 */
export function everydayCompound(word: string, rank: (w: string) => number, isGivenName: (w: string) => boolean): boolean {
  if (!/^[a-z]+$/.test(word) || word.length < 2 * COMPOUND_PART) return false;
  const everyday = (part: string): boolean => rank(part) < EVERYDAY_RANK && !isGivenName(part);
  for (let k = COMPOUND_PART; k <= word.length - COMPOUND_PART; k++) {
    const head = word.slice(0, k);
    const tail = word.slice(k);
    if (everyday(head) && (everyday(tail) || (tail.endsWith("s") && tail.length > COMPOUND_PART && everyday(tail.slice(0, -1))))) return true;
  }
  return false;
}

/** Negations and adverbs that open a relative clause's verb: "the jacket Rajesh didn't like". */
const CLAUSE_VERB_OPENERS = new Set(["didn't", "didnt", "doesn't", "doesnt", "don't", "dont", "won't", "wont", "can't", "cant", "never", "always", "keeps"]);
/** Prepositions and object pronouns after a verb: "the paperwork Yerlan piles on us" ("the copies for me" is a noun's). */
const CLAUSE_PREPOSITIONS = new Set(["on", "onto", "at"]);
const OBJECT_PRONOUNS = new Set(["us", "me", "him", "her", "them", "you"]);

/**
 * "half the townhouses Gary builds have …" (38th), "return the jacket Rajesh didn't like" (68th), "all the paperwork
 * Yerlan piles on us" (75th): a capital after "the <noun>" that opens a clause with its own verb is the clause's subject,
 * a person, though an article stands before it (the entity pass drops a capital after an article as a title, shop or
 * place, and reads such a clause only with a verb of saying or a past). The verb is a negation or adverb that opens one
 * (`CLAUSE_VERB_OPENERS`), a third-person present the lexicon knows as a verb ("builds", not "steamers" or "frames"
 * after an adjective), or an "-s" word before a preposition and an object pronoun ("piles on us"). The word between
 * the article and the capital must be a noun: no adjective ("the old Clyde steamers"), participle ("the cancelled Gove
 * flights", "the missing AWB copies") or number. `between` is that word (lowercase), `after` the words after the
 * capital (lowercase, up to three); `isAdjective` and `isVerb` read the lexicon.
 */
export function clauseSubject(between: string, after: readonly string[], isAdjective: (w: string) => boolean, isVerb: (w: string) => boolean): boolean {
  if (!/^[a-z]{3,}$/.test(between) || /(?:ed|ing)$/.test(between) || isAdjective(between)) return false;
  const [verb, next, then] = after;
  if (!verb) return false;
  if (CLAUSE_VERB_OPENERS.has(verb)) return true;
  if (!/^[a-z]{3,}s$/.test(verb) || verb.endsWith("ss")) return false;
  return isVerb(verb) || (!!next && CLAUSE_PREPOSITIONS.has(next) && !!then && OBJECT_PRONOUNS.has(then));
}

/** Verbs a thing goes to a person with: "the rota goes to Zhanna", "£500 goes to Tunde", "the Rayburn went to Donnie". */
const GO_FORMS = new Set(["goes", "go", "went", "gone"]);
/** Subjects that travel rather than pass to someone: "the bus goes to Leeds", "the 5:10 metro". */
const TRAVELLING = new Set(["bus", "buses", "train", "trains", "tram", "ferry", "flight", "flights", "plane", "coach", "road", "route", "line", "path", "trail", "track", "metro", "subway", "shuttle", "boat", "taxi", "cab", "lane", "street", "motorway", "highway", "river", "it", "that", "this", "everything", "everyone", "everybody", "someone", "somebody", "nobody", "family", "team", "group", "class", "kids", "kid", "boys", "girls", "lads", "friends", "parents", "one", "who"]);

/**
 * "the night-ski rota goes to Zhanna" (75th), "my part of Kemi's wedding, £500, goes to Tunde on the 1st" (33rd): a
 * thing that goes to a capital is handed to a person, where "we go to Lisbon" and "going to Matara" travel. The word
 * before the verb must be the thing itself: a lowercase noun (no pronoun, auxiliary, "to" or adverb, nor a person's or
 * a vehicle's word, `TRAVELLING`), or an amount set off in commas ("£500, goes"). "going" (travel) is not read. `before`
 * are the two tokens before the verb, nearest first (lowercase); `isThingWord` says a word may be a noun subject
 * (the caller's lexicon: no pronoun, verb form, adverb or relation word).
 */
export function thingGoesTo(verb: string, before: readonly (string | undefined)[], isThingWord: (w: string) => boolean): boolean {
  if (!GO_FORMS.has(verb)) return false;
  const [subject, earlier] = before;
  if (!subject) return false;
  if (subject === ",") return !!earlier && /^\d/.test(earlier);
  return /^[a-z][a-z-]*[a-z]$/.test(subject) && !TRAVELLING.has(subject) && isThingWord(subject);
}

/** Pronouns that take up a person named before them: "…, she's my friend", "…, he hasn't rung back", "ask him". */
const PERSON_PRONOUNS = new Set(["he", "she", "he's", "she's", "hes", "shes", "he'll", "she'll", "he'd", "she'd", "him"]);
/** How many tokens after the name the pronoun may stand. */
const PRONOUN_REACH = 16;

/**
 * "according to Ndeshi she's the only girl …" (60th), "chasing Lerato for the salon fees, she's my friend" (40th),
 * "read to Kelera before bed, …, she knows every word" (74th), "voicemail left for Aled …, he hasn't rung back" (34th):
 * a capital the lexicon does not know, taken up later in its sentence by "he", "she" or "him" with no other capital,
 * person's word or "they" between, is the person the pronoun stands for; a firm is "they" and a place no pronoun. `after`
 * are the tokens after the name to its sentence's end (lowercase, marks as they are); `isCapital` says a token is a
 * capital word; `isPersonWord` a relation or a person's noun ("mum", "nurse", "kids") the pronoun could stand for instead.
 * The caller leaves out a place one travels to ("went to Taupo, he slept") and a capital after "in" or an article.
 */
export function pronounTakesUp<T extends { lower: string }>(after: readonly T[], isCapital: (t: T) => boolean, isPersonWord: (w: string) => boolean): boolean {
  for (let k = 0; k < after.length && k < PRONOUN_REACH; k++) {
    const t = after[k]!;
    if (PERSON_PRONOUNS.has(t.lower)) return true;
    if (isCapital(t) || isPersonWord(t.lower) || t.lower === "they" || t.lower === "they're" || t.lower === "i" || t.lower === "we") return false;
  }
  return false;
}

/** Words that say a thing ordered is not in stock: "backordered", "on back order". */
const BACKORDER = new Set(["backorder", "backordered", "backorders", "back-order", "back-ordered"]);

/**
 * "Shoppers backordered my inhaler" (19th), "Shopee says the bike helmet I ordered is backordered" (42nd), "the seal kit
 * is backordered, Repuestos Náuticos says two weeks" (76th): in a sentence about a thing on back order, a capital name
 * the lexicon does not know as a given name is the shop or supplier, not a person. The caller keeps a titled name ("Mr
 * Goh says"), one before a role ("Clive the gas man"), a contact and a known given name. `sentence` are the lowercase
 * words of the name's sentence.
 */
export function backorderSentence(sentence: readonly string[]): boolean {
  return sentence.some((w, k) => BACKORDER.has(w) || (w === "back" && /^order(?:ed|s)?$/.test(sentence[k + 1] ?? "")));
}

/** Verbs a library holds a book with, right before its title: "holding Cantik Itu Luka", "put Kava in the Blood aside". */
const HELD_BEFORE_TITLE = new Set(["holding", "holds", "held", "put", "reserved", "reserve", "keeping", "kept"]);

/**
 * "the TIM library is holding Cantik Itu Luka for me" (73rd), "the USP library put Kava in the Blood aside" (74th),
 * "Seto Dharti hold has come at the library" (68th): in a sentence about the library, a capital right after a verb of
 * holding or keeping, or right before "hold", is the book's title, no person. A book held "for Dami" names a person
 * after "for", which is not read. `sentence` are the lowercase words of the name's sentence; `before` the word before
 * the name and `after` the word after it (lowercase; undefined across a mark).
 */
export function libraryHoldTitle(sentence: readonly string[], before: string | undefined, after: string | undefined): boolean {
  if (!sentence.includes("library")) return false;
  return (!!before && HELD_BEFORE_TITLE.has(before)) || after === "hold";
}
