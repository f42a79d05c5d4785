/**
 * Spending notes that name an amount but are not the person's own spending: someone else's
 * purchase told by its buyer ("Declan bought paint for the shed, €38"), and money still to be
 * spent ("need to pay €80 for the school tour", "new shoes, they're about €65").
 */
import { PERSON_TITLE, words } from "./qa-words.js";

/** Verbs of buying or paying right after the opening subject. */
/**
 * Round 35 adds the verbs of filling a tank, grabbing a thing and giving or handing money: "Manu filled his ute, $112",
 * "Manu grabbed bread at the dairy, $11", "Ronnie handed Mama 5,000 pesos", "Ma gave us S$500" are another's money.
 */
const BUYER_VERB = String.raw`(?:bought|paid|got|sent|took (?:a|an)|spent|put|ordered|booked|treated|covered|picked up|splashed out|forked out|chipped in|shouted|filled|grabbed|gave|handed|donated|did (?:the|a|an|our|my) (?:\p{L}+ )?(?:shop|shopping|run))`;
/**
 * A name of one or two capitalised words: "Declan", "Mei Ling", "Wei Jie" (many given names are two words). Used
 * only at the opening of a note, before a verb, where two capitals in a row are rarely anything but a name.
 */
const NAME = String.raw`\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?`;
/**
 * "Declan bought…", "Peg and Jim paid for…", "Mei Ling took a Grab…": a capitalised subject of one or two names, then the
 * verb; a title before the buyer's name ("Dr. Patel paid for dinner") is no name of its own. Built once from the fixed
 * sources above, never from a note.
 */
const OTHER_BUYER = new RegExp(String.raw`^\s*(?:${PERSON_TITLE})?(${NAME})(?:\s+and\s+(${NAME}))?\s+(?:\p{Ll}+ly\s+)?${BUYER_VERB}\b`, "u");
/** People named by their tie to someone: "Camille's cousin", "Dad's friend". */
const KIN = String.raw`(?:cousin|cousins|sister|sisters|brother|brothers|mum|mom|mother|dad|father|parents|friend|friends|neighbour|neighbor|neighbours|neighbors|boss|colleague|wife|husband|partner|son|daughter|kids|aunt|auntie|uncle|tita|tito|lola|lolo|niece|nephew|in-laws|flatmate|roommate|classmate)`;
/** "Camille's cousin spent 8k on…", "Dad's friend paid…": another's kin or friend opening the note and buying. */
const OTHERS_KIN_BUYER = new RegExp(String.raw`^\s*(${NAME})['’]s\s+${KIN}\s+(?:\p{Ll}+ly\s+)?${BUYER_VERB}\b`, "u");
/** Openings that are no buyer: the writer, or a word of time or manner before their own verb ("Finally bought…"). */
const NOT_A_BUYER = new Set(
  (
    "i me we us my our just finally already also then and so still only never today yesterday tonight eventually accidentally " +
    "monday tuesday wednesday thursday friday saturday sunday this last"
  ).split(" "),
);

/**
 * Someone else's spending: a note opening with another person who bought or paid. `asked` are the names the
 * question gives ("how much did Declan spend"), whose spending is then what is asked.
 */
export function othersSpending(text: string, asked: readonly string[]): boolean {
  return anotherOpens(OTHER_BUYER.exec(text), asked) || OTHERS_KIN_BUYER.test(text);
}

/** The opening subjects matched (one or two names) are someone other than the writer and the people asked about. */
function anotherOpens(m: RegExpExecArray | null, asked: readonly string[]): boolean {
  if (!m) return false;
  const subjects = [m[1]!, m[2]].filter((s): s is string => s !== undefined).map((s) => words(s)[0] ?? s.toLowerCase());
  if (subjects.some((s) => NOT_A_BUYER.has(s))) return false;
  const askedFirst = asked.map((p) => words(p)[0]);
  return !subjects.some((s) => askedFirst.includes(s));
}

/** Round 35: "Sione lent Rawiri $100 too": another lender opening the note, whose loan is no money the writer is owed. */
const OTHER_LENDER = new RegExp(String.raw`^\s*(?:${PERSON_TITLE})?(${NAME})(?:\s+and\s+(${NAME}))?\s+(?:\p{Ll}+ly\s+|also\s+)?(?:lent|loaned|fronted|spotted)\b`, "u");

/** Another's loan, told by the note's opening subject; `asked` are the names the question gives (the borrower among them). */
export function othersLoan(text: string, asked: readonly string[]): boolean {
  return anotherOpens(OTHER_LENDER.exec(text), asked);
}

/** Verbs of money coming in right after the opening subject: "Yesenia got S/ 1,100 for her trip", "Joy earned…". */
const OTHER_EARNER = new RegExp(String.raw`^\s*(?:${PERSON_TITLE})?(${NAME})(?:\s+and\s+(${NAME}))?\s+(?:\p{Ll}+ly\s+)?(?:got|gets|earned|earns|received|receives|collected|collects|took home|was paid|got paid)\b`, "u");
/** "Rocío's sister got S/ 500 for…": another's kin taking money in. */
const OTHERS_KIN_EARNER = new RegExp(String.raw`^\s*(${NAME})['’]s\s+${KIN}\s+(?:got|earned|received|collected)\b`, "u");

/**
 * Round 34: another's income, told by the note's opening subject ("Yesenia got a $100 tip from her honeymooners"): no money
 * of the writer's, unless the question names them. `asked` are the names the question gives.
 */
export function othersIncome(text: string, asked: readonly string[]): boolean {
  return anotherOpens(OTHER_EARNER.exec(text), asked) || OTHERS_KIN_EARNER.test(text);
}

/** A need or a plan to pay, not a payment: "need to pay €80", "have to get new runners, €70". */
const STILL_TO_PAY = /\b(?:need(?:s)? to|have to|has to|got to|gotta|must|should|remember to|don'?t forget to|want(?:s)? to|plan(?:ning)? to|going to|gonna|hoping to|would like to|might)\s+(?:\p{L}+\s+)?(?:pay|buy|get|book|order|renew|send)\b|\bthinking (?:of|about) (?:buying|getting|booking|ordering)\b/iu;
/** A price guessed ("they're about €65", "about R2,400"), not paid. */
const ROUGH_PRICE = /\b(?:about|around|roughly|approx\.?|approximately)\s+(?:[$£€₹¥₩]|[A-Z]{1,3}\$|RM?(?=\s?\d))\s?\d/i;
/** Wanting or eyeing a thing with its price ("want new running shoes… R2,400", "eyeing a R12,000 couch"): no purchase yet. */
const WANTED = /^\s*(?:i\s+)?(?:want|wants|eyeing|fancy|tempted by|saving (?:up )?for)\b|\b(?:eyeing|saving (?:up )?for)\b/i;
/** A price per unit seen on a shelf or in a flyer ("turkey at $1.49 a pound", "€2.10/kg"): what it costs, not what was paid. */
const UNIT_PRICE = /(?:[$£€₹¥₩]|[A-Z]{1,3}\$)\s?\d+(?:[.,]\d+)?\s*(?:a|per|\/)\s*(?:pound|lb|lbs|kg|kilo|100g|litre|liter|gallon|dozen)\b/i;
/** A priced thing needed, not yet bought: "the van needs a £600 gearbox", "boiler needs £250 of work", "we need a new £90 seat". */
const NEEDS_PRICED = /\bneeds?\s+(?:(?:a|an|another|the)\s+)?(?:new\s+)?(?:[$£€₹¥₩]|[A-Z]{1,3}\$)\s?\d/u;
/** Someone else's thing and its price: "Keegan's knife was about $90 when he got it". */
const OTHERS_THING_PRICE = /^\s*(\p{Lu}\p{Ll}+)['’]s\s+(?:[\p{L}-]+\s+){0,3}(?:was|were|is|are|cost|costs)\b/u;
/** Said to have been paid after all. */
const PAID = /\b(?:bought|paid|spent|ordered|booked|got|picked up)\b/i;

/** A price to come ("the rent goes to $1,300 in July", "going up to $680", "will be $40"): what it will cost, not what was paid. */
const PRICE_TO_COME = /\b(?:goes|going|rises|rising|jumps|jumping)\s+(?:up\s+|down\s+)?to\s+(?:[$£€₹¥₩]|[A-Z]{1,3}\$)\s?\d|\bwill (?:be|cost)\s+(?:[$£€₹¥₩]|[A-Z]{1,3}\$)\s?\d/iu;

/** Money pledged, not yet given: "pledged 5k for the church harambee", "pledging £20 a month" (until "paid the pledge"). */
const PLEDGED = /\bpledg(?:e|ed|es|ing)\b/i;

/**
 * Round 34: a thing seen and passed over ("saw a North Face backpack for S/ 890, too expensive, left it"): nothing paid.
 * Round 39: walked on or past it as walked away ("a jumper in a shop window for NZ$390, walked on by").
 */
const PASSED_OVER = /\b(?:too (?:expensive|pricey|dear)|couldn'?t afford|can'?t afford|left it|put it back|walked (?:away|on|past)|didn'?t buy|not buying)\b/i;

export function notYetSpent(text: string): boolean {
  if (PASSED_OVER.test(text) && !PAID.test(text)) return true;
  if (PLEDGED.test(text) && !/\bpaid\b/i.test(text)) return true;
  if (STILL_TO_PAY.test(text) || UNIT_PRICE.test(text) || PRICE_TO_COME.test(text)) return true;
  if ((WANTED.test(text) || NEEDS_PRICED.test(text)) && !PAID.test(text)) return true;
  // A guessed price is paid only when the writer says so: "when he got it" tells of another's purchase.
  return ROUGH_PRICE.test(text) && (!PAID.test(text) || OTHERS_THING_PRICE.test(text));
}

/**
 * Verbs of doing after an opening name: "Keegan did 14 hours", "Riaan went to the gym", "Keegan ran the trail"; round 36:
 * hours told by a time sheet's verbs ("Joy clocked 6 hours overtime", "Sam logged 3 hours").
 */
const OTHER_DOER = new RegExp(String.raw`^\s*(${NAME})(?:\s+and\s+(${NAME}))?\s+(?:\p{Ll}+ly\s+)?(?:did|does|worked|works|ran|runs|went|goes|had|has|was|is|got|made|took|spent|put in|pulled|clocked|logged|racked up|called in|calls in|phoned in|rang in|stayed home|stays home|swam|flew|flies|drove|drives|cycled|rode|lifted|surfed|played|trained|finished|covered|walked|walks|strolled|hiked|fished|gave (?:me|us) a hand|helped|helps|lent (?:me|us) a hand|pitched in|(?:talking|talked|chatting|chatted) (?:to|with) (?!me\b|us\b))\b`, "u");

/**
 * Someone else's doing, told by the note's opening subject ("Keegan did 14 hours yesterday"): no time or occurrence of
 * the writer's, unless the question names them. The writer, a weekday or an adverb opening the note is no other doer.
 */
export function othersDoing(text: string, asked: readonly string[]): boolean {
  return anotherOpens(OTHER_DOER.exec(text), asked) || anotherOpens(OTHER_HAS_DONE.exec(text), asked);
}

/**
 * Round 44: another's visit to the one the writer visits ("Tevita dropped in on Mum before his shift", "Riikka visited Dad on
 * Sunday"): a count of the writer's visits passes it over, unless the visitor is the one asked of.
 */
/** One or two names opening the note, then perhaps an adverb ("Riikka also visited", "Ilona and Eero quickly picked"). */
const NAMES_OPEN = String.raw`^\s*(${NAME})(?:\s+and\s+(${NAME}))?\s+(?:\p{Ll}+ly\s+|also\s+)?`;
const OTHER_VISITOR = new RegExp(String.raw`${NAMES_OPEN}(?:visited|dropped in)\b`, "u");

export function othersVisit(text: string, asked: readonly string[]): boolean {
  return anotherOpens(OTHER_VISITOR.exec(text), asked);
}

/**
 * Round 45: another's quantity gathered or traded, told by a name opening the note ("Ilona picked 1 kg of blueberries", "Kalo
 * sold 20 kg of vanilla", "Nanay harvested 40 kilos of rice"): no kilos of the writer's, unless that one is asked of. The verbs
 * are those of a quantity made or traded that `OTHER_DOER` lacks.
 */
const OTHER_GATHERER = new RegExp(String.raw`${NAMES_OPEN}(?:picked|harvested|gathered|grew|caught|produced|boiled|sold|bought)\b`, "u");

export function othersQuantity(text: string, asked: readonly string[]): boolean {
  return anotherOpens(OTHER_GATHERER.exec(text), asked);
}

/**
 * "Dai's done 20 hours of overtime", "Bethan's been swimming twice": before a past participle the "'s" is "has", so the
 * name is the subject, not an owner ("Dai's van", "Bethan's lesson" are left to the possessive rules).
 */
const OTHER_HAS_DONE = new RegExp(String.raw`^\s*(${NAME})['’]s\s+(?:already\s+|just\s+|only\s+)?(?:done|been|had|worked|put in|pulled|spent|finished|gone|clocked|racked up|swum|run|cycled|played|trained)\b`, "u");

/** "Keegan's day off", "Mia's swim": the thing of another, named by a possessive opening the note. */
const OTHERS_OPENING = new RegExp(String.raw`^\s*(${NAME})['’]s\s`, "u");
/** "Asked Marguerite for a day off": a request, not the thing requested. */
const REQUEST = /\b(?:asked|asking|ask|requested|requesting)\b(?:\s+[\p{L}'’]+){0,2}\s+for\b/iu;

/** Whether an activity's note is another's or only a request for it, when the question names neither person. */
export function notOwnOccurrence(text: string, asked: readonly string[]): boolean {
  if (REQUEST.test(text)) return true;
  const m = OTHERS_OPENING.exec(text);
  if (!m) return othersDoing(text, asked);
  const who = words(m[1]!)[0]!;
  return !NOT_A_BUYER.has(who) && !asked.some((p) => words(p)[0] === who);
}

/** An owner's name opening the note, one word or two joined by a hyphen ("Nora's", "Yoon-ah's", "Jean-Luc's"). */
const PET_OWNER = /^\s*(\p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}+)?)['’]s\s/u;
/** The animals a pet's spending is for, named after an owner's possessive. */
const PET_WORDS = new Set(["dog", "dogs", "cat", "cats", "puppy", "kitten", "pet", "pets", "rabbit", "hamster", "horse", "pony"]);

/**
 * Another's pet opening the note ("Yoon-ah's cat had surgery, ₩1,200,000", "Nora's dog had his teeth cleaned"): money on an
 * animal that is not the writer's, so no spending on "the cat" asked by the writer. `asked` are the names the question gives.
 */
export function othersPet(text: string, asked: readonly string[]): boolean {
  const m = PET_OWNER.exec(text);
  if (!m) return false;
  const who = words(m[1]!)[0]!;
  const next = words(text.slice(m.index + m[0].length))[0];
  return next !== undefined && PET_WORDS.has(next) && !NOT_A_BUYER.has(who) && !asked.some((p) => words(p)[0] === who);
}
