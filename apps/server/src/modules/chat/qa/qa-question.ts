import type { CalendarDate } from "@life/classifier";
import { compoundsByInitials, initialsIn, phrasesByInitials } from "./acronyms.js";
import { activityNamed, doesActivity } from "./activities.js";
import { CURRENCY_WORDS, currencyNamed, withoutCountryDollars } from "./money.js";
import { PAY_KIND_ASKED } from "./pay-kind.js";
import { saidByAsked } from "./said-by-54.js";
import { saidWhereAsked } from "./said-where-57.js";
import { DURATION_WORDS, EXTRA_TIME, type TimeUnit, unitAsked } from "./durations.js";
import { contentWords, stem, words } from "./qa-words.js";
import { headcountAsked, TURNOUT } from "./headcount.js";
import { expandShorthand } from "./shorthand.js";
import { isWeekdays, RANGE_WORDS, readRange, weekdaysAsked, type QaRange } from "./qa-range.js";
import { isRelationWord, relationForms } from "./qa-relations.js";
import { isUnitWord, quantityAsked, type QuantityUnit } from "./quantities.js";
import { stayPlaceAsked } from "./stay-span.js";

export type QaKind = "list" | "sum" | "count" | "remaining" | "waiting" | "decision" | "feeling" | "person" | "when" | "schedule" | "lookup";

/** What a question asks, read locally (no model): the kind of answer, its topic, people and time range. */
export interface QaQuestion {
  kind: QaKind;
  /** Content words the answer must be about ("deck", "swimming"), without kind, range or name words. */
  topic: string[];
  /** Known people the question names, as the person's notes spell them. */
  people: string[];
  range: QaRange | null;
  /** "How many things are left…": a remaining question that wants a number. */
  wantsCount: boolean;
  /** "When did I last…", "latest": only the newest match answers. */
  latest: boolean;
  /** "How much do I still owe on the loan", "what's the balance on the card": the newest figure noted, not a sum. */
  balance?: boolean;
  /** Asks about what is coming ("when is…", "what's on…") rather than what happened. */
  future: boolean;
  /** "How many times did I…": a count of an activity, its first topic word. */
  timesOf: boolean;
  /** A currency the question names ("in euros"): a sum counts only amounts in it. */
  currency: string | null;
  /** "How's my back been", "how have I been sleeping": a condition, which a plain report tells ("slept 8 hours"). */
  condition: boolean;
  /** "Since I started physio": words of the event a range starts from, when it names no date (see sinceRange). */
  since: string[];
  /** "How many days passed between ordering the autoclave and it arriving": the words of each event. */
  between?: [string[], string[]] | null;
  /** "On Saturdays": the weekday (from Monday, 0) whose days alone the answer is about. */
  weekday?: number | null;
  /** "How many new patients did I see", "how many times did I go": what a count counts, which a note may tell by number. */
  counted?: string | null;
  /** "How many days since I last went to the gym": the day the span runs to (today), counted from the newest time it was done. */
  sinceLast?: CalendarDate | null;
  /** The words of that clause ("called", "mum"), a verb of the frame kept: it tells what was done. */
  sinceLastWords?: string[];
  /** The words after the verb of that clause ("the gym" in "since I last made it to the gym"): the things done. */
  sinceThings?: string[];
  /** Names in a "since…" clause ("since Chabela last went to the vet"): whose doing it is. */
  sinceNames?: string[];
  /** "How did I feel after the cutover": words of the event whose aftermath a feeling question asks about. */
  after?: string[];
  /** The thing a lookup asks for ("the restaurant Shreya recommended" → "restaurant"), weighed above the rest of the topic. */
  head: string | null;
  /** "When did we last get the chimney swept": the act done to the thing (a past form ending the causative), which weighs above the thing. */
  act?: string | null;
  /** "What was the name of the fella who fixed the pump": a person's name asked, whom notes tell by name, not by "fella". */
  nameOf?: boolean;
  /** "The café Imke told me about", "the book mum recommended": what someone told of. */
  told?: boolean;
  /** "What do I owe Bertrand?": debts to the person named. */
  owes: boolean;
  /** "How much does Fionnuala still owe me?": what was lent her, less what she paid back. */
  owedToMe?: boolean;
  /** "How many markets did my wife do": a count of what a relation did, whose notes open with their name. */
  byRelation?: boolean;
  /** "How many times did I work from home": the words of a known activity (see activities.ts), which decide a count. */
  activity?: string[][] | null;
  /** "Who have I been seeing a lot" (most) or "who did I catch up with in August" (all): the people met, not one named. */
  company?: "most" | "all" | null;
  /** "What did the vet say about the teeth": the words after "about", one of which a lookup's answer must name. */
  aboutWords?: string[];
  /** Words that mark a note as about another one of the thing ("my old job" when the new one is asked about). */
  unlike?: string[];
  /** "How many hours did I…", "how long did I spend on…": a count of time, in this unit, from the spans the notes name. */
  measure?: TimeUnit | null;
  /** "Where did I put the logbook", "where is the spare key": where a thing was put, which a note placing it answers. */
  whereKept?: boolean;
  /** "How many days was I in the Azores", "how many days did the restumping take": a stay, from its first note to its last. */
  stay?: boolean;
  /** Round 51: "how many days was I in Obuasi", "how long did I stay in Nadi": the place of a stay, as words (see stay-span.ts). */
  stayPlace?: string[] | null;
  /** "How many kilos of honey did we harvest": a sum of the quantities the notes tell in this unit (see quantity-answer.ts). */
  quantity?: QuantityUnit | null;
  /** "How much did clients pay me" (in), "how much have I invoiced" (billed): money coming in, which is no spending. */
  flow?: "in" | "billed" | null;
  /** Round 52: "how much overtime pay have I had": a kind of pay asked as money in (see pay-kind.ts). */
  payKind?: boolean;
  /** Round 54: "what did the vet say about the dog's leg": the one whose words are asked (see said-by-54.ts). */
  saidBy?: string[] | null;
  /** Round 57: "where did Rasmus say to eat": the one whose telling of a place is asked (see said-where-57.ts). */
  saidWhere?: string[] | null;
  /** "Zanele's birthday dinner": people the question names as owners of its thing, not as who did it. */
  owners?: string[];
  /** The question's capitalised names by their initials ("mow" → Meals on Wheels), and the initials it writes (see acronyms.ts). */
  phrases?: ReadonlyMap<string, string[]>;
  /** Its runs of plain words by their initials ("hv" → health visitor): read in notes, not searched for (see acronyms.ts). */
  compounds?: ReadonlyMap<string, string[]>;
  initials?: string[];
  /** "…now?", "…at the moment", "my current…": asked as things stand, which the newest telling answers (see current-value.ts). */
  now?: boolean;
  /** "Any ideas for what to get Jody", "what should I buy mum": what the person named would like (see presents.ts). */
  giftIdeas?: boolean;
  /** "How many times did we go down to Mam's": the host whose home the person went to (see occurrence-answers.ts). */
  hostVisited?: string | null;
  /** Round 32: "how many times did the drug inspector come to the pharmacy": who came, whom a counted note must name. */
  comer?: string[];
  /** Round 32: "how have I felt about running the shop with Abbu": the people asked as company ("with …"), not as the one feeling. */
  companions?: string[];
  /** "What did I get Owen for his birthday", "what did we buy Nana": presents the person gave the one named (see presents.ts). */
  giftGiven?: boolean;
  /** "Does Priya still have anything of mine", "what has Tom borrowed off me": things lent to the person (see lent-things.ts). */
  lent?: boolean;
  /** "How many students came to office hours": the people counted, whose numbers the notes give (see headcount-answer.ts). */
  headcount?: string | null;
  /** "What did I promise the girls" (mine), "what did Dean promise about the bathroom" (theirs): promises asked (see promises.ts). */
  promise?: "mine" | "theirs" | null;
  /** Words the notes naming the topic share (see expandTopic), set when the answer is composed. */
  expansion?: ReadonlyMap<string, number>;
}

const KIND_WORDS = new Set(
  (
    "much many spend spent spending cost costs costed costing blow blew blown total money put into times often number altogether overall roughly approximately exactly " +
    "agree agreed decide decided decision choose chose chosen pick picked picking go went end ended settle settled " +
    "feel feeling feelings felt mood wise been doing finding coping handling " +
    "left still need needs remaining outstanding sort sorted do done " +
    "waiting wait supposed get send expecting " +
    "who whos is again remind know tell told about say said says recommend recommended recommends mention mentioned suggest suggested " +
    "when whens what whats which name called was were have got happening planned scheduled coming up anything something on " +
    "me my i we us our moment meant currently now right present ever"
  )
    .split(" ")
    .concat(CURRENCY_WORDS),
);

/** "What's the balance on the Visa now", "at the moment", "my current weight": the question's "as things stand". */
const AS_IT_STANDS = /\b(?:now|currently|at the moment|right now|these days|at present|as it stands)\s*[?.!]*\s*$|\b(?:current|present)\s+\p{L}+/u;

/** "Any ideas for what to get Jody", "what should we buy Nana for Christmas", "gift ideas for Mum". */
const GIFT_IDEAS = /\bideas?\b.*\b(?:get|buy|give|gift|present)\b|\b(?:gift|present) ideas?\b|\bwhat (?:should|could|can|shall) (?:i|we) (?:get|buy|give)\b|\bwhat to (?:get|buy|give)\b|\bwhat (?:does|would|do) \p{L}+ (?:want|like|fancy)\b/u;

/** "Go down to Mam's", "been over to Gran's", "popped round to Sal's": a going to someone's home, and whose. */
const TO_HOME = /\b(?:go|goes|went|gone|been|going|get|got|drive|drove|driven|pop|popped|head|headed)\s+(?:down\s+|up\s+|over\s+|round\s+|across\s+|back\s+)?to\s+(\p{L}+)['’]s(?=\s*(?:$|[?.!,]|(?:in|on|at|over|during|since|this|last|for|before|after|with|so|lately|recently)\b))/u;

/** "How many times did I visit my mum", "visit mam": the relation visited, whose own visits to the writer are none of the writer's. */
function relationVisited(lower: string): string | null {
  const m = /\bvisit(?:ed|ing)?\s+(?:my\s+)?(\p{L}+)/u.exec(lower);
  return m && relationForms(m[1]!) !== null ? m[1]! : null;
}

/** "What did I get Owen for his birthday", "what have we bought Nana": the verb of giving with its receiver, then "for" or nothing. */
const GIFT_GIVEN = /^what (?:did|have|had) (?:i|we) (?:get|got|buy|bought|give|given)\s+\p{L}+(?:\s+for\b|[?.!\s]*$)/u;

/** "Does Priya still have anything of mine", "what did I lend Tom", "what has Jess borrowed off me". */
const LENT_ASKED = /\b(?:anything|something|stuff|things?) (?:of mine|of ours)\b|\bwhat (?:did|have|do) (?:i|we) (?:lend|lent|loan(?:ed)?)\b|\bborrow(?:ed)?\b.*\b(?:off|from) (?:me|us)\b|\bwhat (?:has|did|does) \p{L}+ (?:still )?borrow/u;

const PREPOSITIONS = new Set(["at", "for", "from", "in", "of", "on", "with", "to", "by"]);

/** Words that say which one of a thing is meant, not what it is. */
const MODIFIERS = new Set(["new", "old", "current", "latest", "recent", "previous", "former", "bad", "dodgy", "gammy"]);

/** A word of a question's frame (its kind or range), by stem: "decided" in a note says nothing of the topic. */
export function isFrameWord(word: string): boolean {
  return FRAME_STEMS.has(stem(word));
}

const FRAME_STEMS = new Set([...KIND_WORDS, ...RANGE_WORDS].map(stem));

const PERSON_PATTERNS = [
  /^(?:who(?:'s|’s|s| is| was)|remind me who)\s+(.+?)(?:\s+(?:is|was|again))*[?.!\s]*$/i,
  /\b(?:what do (?:i|we) know about|tell me about|what about|anything (?:on|about))\s+(.+?)[?.!\s]*$/i,
  /\bwhat(?:'s|’s|s| is) (?:new|up|going on|happening|the latest|the story) with\s+(.+?)[?.!\s]*$/i,
];

/** Capitalised words inside the question that are not its first word: a name the notes may not list yet. */
function capitalisedNames(question: string): string[] {
  const tokens = question.match(/[\p{L}'’]+/gu) ?? [];
  const organisation = new Set(organisationWords(question));
  // Initials ("MoW", "GP") name a body or a role, not a person.
  return tokens.slice(1).filter((t) => /^\p{Lu}\p{Ll}+/u.test(t) && !/^\p{Lu}\p{L}*\p{Lu}/u.test(t) && !/^(I|I'm|I've)$/.test(t) && !organisation.has(t)).map((t) => t.replace(/['’]s$/, ""));
}

/** "Meals on Wheels", "Bank of Queensland": capitals joined by "on", "of" or "for" name a body, whose words are the topic, not people. */
function organisationWords(question: string): string[] {
  const found: string[] = [];
  for (const m of question.matchAll(/(\p{Lu}\p{Ll}+)\s+(?:on|of|of the|for)\s+(\p{Lu}\p{Ll}+)/gu)) {
    if (RANGE_WORDS.has(m[2]!.toLowerCase())) continue;
    found.push(m[1]!, m[2]!);
  }
  return found;
}

/** A phrase opening in lower case with a capitalised word later: a description around a name, not a name itself. */
export const describedByName = (phrase: string) => /^\p{Ll}/u.test(phrase) && /\s\p{Lu}\p{Ll}/u.test(phrase);

/** "What's new with my sister", "any news from Odile": the person, all told. */
const NEWS_OF = /\bwhat(?:'s|’s|s| is) (?:new|up|going on|happening|the latest|the story) with\b|\bany news (?:from|about|on)\b|\bwhat(?:'s|’s|s| has| have) \p{L}+ been up to\b/u;
/**
 * "What did I buy at Costco", "what did we get from the market": the verb of buying before a place is the question's
 * frame, and a note of the trip seldom repeats it ("Costco: a coat and rice"), so the place alone is the topic.
 */
const BOUGHT_AT = /\b(?:buy|bought|get|got|pick(?:ed)? up)(?=\s+(?:at|from)\s)/gi;

/** The frame of such a question, which names no topic of the news ("going", "new"). */
const NEWS_FRAME = /\bwhat(?:'s|’s|s| is) (?:new|up|going on|happening|the latest|the story) with\b|\bany news (?:from|about|on)\b|\bbeen up to\b/giu;
/** "How much does Fionnuala still owe me" (or "us", said for a couple): a loan less what came back. */
const OWED_ME = /\b(?:how much|what) (?:does|do|did) .+ (?:still )?owe (?:me|us)\b|\bwhat(?:'s|’s|s) .+ (?:still )?owe (?:me|us)\b/;

/** "Do I owe soph anything", "what's hemi still owe me": the one owing or owed. */
const OWING_WHO = /\bowe (\p{L}+)\b(?<!\bowe (?:me|us|him|her|them|anything|anyone|money))|\b(?:what(?:'s|’s|s)?|does|did) (\p{L}+) (?:still )?owe (?:me|us)\b/iu;

/** "Who have I been seeing", "who did I catch up with": whom the person met, not who someone is. */
const COMPANY = /^who (?:have|did|do|was|am|are) (?:i|we) (?:been )?(?:see(?:n|ing)?|saw|meet(?:ing)?|met|hang(?:ing)? out with|hung out with|catch(?:ing)? up with|caught up with|spen[dt](?:ing)? (?:time|most time) with)\b/;

/** Round 34: tips taken in ("how much did I get in tips", "how much in tips did I make", "how much was I tipped"). */
const TIPS_IN = String.raw`\b(?:get|got|getting|make|made|receive|received)\s+(?:in\s+)?tips\b|\btips\s+(?:did|have|do)\s+(?:i|we)\s+(?:get|got|make|made|receive|received)\b|\b(?:was|were|been|got|get)\s+tipped\b`;
/**
 * Round 50: what someone asked by name or kin has sent, with no "me" ("how much has Suresh sent for Amma", "how much did my
 * sister send for Mum's care"): money in from them, not the writer's spending. The writer ("I", "we") or "you" is no sender.
 */
const SENT_BY = String.raw`^how much (?:money )?(?:has|have|did) (?!(?:i|we|you)\s)(?:my\s+|our\s+)?[a-z'’-]+(?:\s+[a-z'’-]+)?\s+(?:sent|send|transferred|transfer|wired|wire)\b`;
/**
 * Round 38: money handed to the writer ("how much chop money did Kwaku give me", "what did Mum send us") and what the
 * writer got from a source ("how much did I get from sewing orders"); "give me back" is a loan repaid (PAID_BACK).
 */
const HANDED_IN = String.raw`\b(?:give|gave|given|send|sent)\s+(?:me|us)\b(?!\s+back)|^how much (?:money )?(?:did|have|do) (?:i|we) (?:get|got|receive|received) from\b|${SENT_BY}`;
/** "How much did clients pay me", "what did I earn from Halvorsen", "how many invoices got paid": money received. */
const MONEY_IN = new RegExp(String.raw`\bpa(?:y|id) (?:me|us)\b(?! back)|\bpaying (?:me|us)\b|\b(?:get|got|been|getting) paid\b|\bearn(?:ed|t)?\b|\bincome\b|\brevenue\b|\b(?:make|made) from\b|\bcame in from\b|\b(?:brought|bring|brings|bringing) in\b|\binvoices?\b.*\b(?:paid|settled|cleared)\b|${TIPS_IN}|${HANDED_IN}`);
/** "How much have I invoiced", "how many invoices did I send": money billed, not yet received. */
const BILLED = /\b(?:i|we)(?: have| had|'ve|’ve)? (?:invoiced|billed)\b|\b(?:did|have|do) (?:i|we) (?:invoice|bill)\b|\binvoices? (?:did|have|do) (?:i|we) (?:send|sent)\b|\binvoices? (?:went|go|gone) out\b/;
/** Words of such a question's frame, which name no topic ("clients", "invoices"). */
const FLOW_WORDS = new Set(["give", "gave", "given", "get", "got", "receive", "received", "agency", "employer", "company", "firm", "people", "back", "pay", "paid", "paying", "earn", "earned", "earnt", "income", "revenue", "invoice", "invoices", "invoiced", "billed", "bill", "client", "clients", "customer", "customers", "make", "made", "send", "sent", "settled", "cleared", "work", "brought", "bring", "brings", "bringing"]);

/** "How many people have paid me back", "who has paid me back": a count of payments received. */
const PAID_BACK = /\b(?:paid|pay|sent|given) (?:me|us) back\b/;

function moneyFlow(lower: string, kind: QaKind): "in" | "billed" | null {
  if (kind !== "sum" && kind !== "count") return null;
  if (kind === "count" && PAID_BACK.test(lower)) return "in";
  if (MONEY_IN.test(lower) || PAY_KIND_ASKED.test(lower)) return "in";
  return BILLED.test(lower) ? "billed" : null;
}

/** "How has the bad knee done since…", "how's my back doing": a condition asked after, as "how has it been" is. */
const CONDITION_DONE = /\bhow(?:'s|’s|s| is| has| have)\s+(?:my|the)\s+(?:\p{L}+\s+){1,3}(?:done|doing)\b/u;
const LIFE_AT_LARGE = new Set(["life", "things", "everything", "stuff"]);
/** "How am I finding retirement", "how are we coping with the move", "how do I find the new job": the person's feelings about it. */
const HOW_FINDING = /\bhow (?:am|are|was|were|do|did|have) (?:i|we)(?: been)? (?:finding|coping|getting on|handling|taking|find|cope|take)\b/;
/** "What did the physio tell me about…", "what has Priya told us about…": what someone said, a lookup. */
const TOLD_BY = /\b(?:did|does|has|have)\s+(?!i\b|we\b|you\b)(?:the\s+|my\s+|our\s+)?\p{L}+\s+(?:tell|told)\s+(?:me|us)\b/u;

/** "Did my wife do", "has our son played": a relation as the subject of the question's verb. */
const RELATION_SUBJECT = /\b(?:did|does|do|has|have|had)\s+(?:my|our)\s+(\p{L}+)\s+(?!\p{L}+ed\b)/gu;
const relationDoing = (lower: string) => [...lower.matchAll(RELATION_SUBJECT)].some((m) => isRelationWord(m[1]!));

/** "How many flash columns did I run": the things counted, then the verb done to them. */
const COUNTED_THEN_VERB = /^how many ((?:\p{L}+ ){0,2}?\p{L}+) (?:did|have|had|do) (?:i|we) (\p{L}+)/u;
/** Counted things that are units of an activity ("how many days did I run", "how many times did I swim"), not a thing done. */
const COUNT_UNITS = new Set(["times", "sessions", "days", "nights", "mornings", "evenings", "weeks", "hours", "miles", "km", "kilometres", "kilometers", "laps", "lengths"]);

/**
 * The activity a count asks of. "Run" with a thing counted as its object ("how many flash columns did I run", "how many
 * reports did I run") is operating it, not running; a unit ("how many miles did I run") or a run ("how many 5ks") is
 * still running. Other verbs take their object as the activity's ("how many jobs did I apply for").
 */
function countedActivity(lower: string): string[][] | null {
  const found = activityNamed(lower);
  const m = found ? COUNTED_THEN_VERB.exec(lower) : null;
  const counted = m?.[1]!.split(" ").at(-1) ?? "";
  if (!m || !["run", "ran"].includes(m[2]!) || COUNT_UNITS.has(counted) || /^\d+(?:k|km)s?$/.test(counted)) return found;
  return activityNamed(m[1]!) === null ? null : found;
}

/**
 * "How many new patients did I see": the plural counted, which notes may tell by number ("three new patients"); "how many
 * times did I…" counts times. Other units ("days", "hours", "miles") are measures, not things told by number here.
 */
function countedThing(lower: string): string | null {
  const m = COUNTED_THEN_VERB.exec(lower);
  const counted = m?.[1]!.split(" ").at(-1) ?? null;
  if (counted === null || (counted !== "times" && COUNT_UNITS.has(counted)) || !/s$/.test(counted)) return null;
  return counted;
}

/**
 * "How many days was I in the Azores", "how many days were we up to camp", "how many days did the restumping take": the days a
 * stay or a job lasted, not days counted one by one ("how many days did I work").
 */
const STAY = /^how many (?:days|nights) (?:(?:was|were|is|are)\s+(?!there\b)|did (?:it|the|my|our|his|her|their)\b.*\btake\b)/;

/** "Where did I put / leave / keep…", "where's the spare key": a thing's place, not a place gone to ("where did we go camping"). */
const WHERE_KEPT = /^where (?:did|do|does|have|has|had) .+ (?:put|leave|left|keep|kept|store|stored|stash|stashed|hide|hid|hidden|hang|hung|park|parked)\b|^where(?:'s|’s| is| are)\b/;

/** Words of working beside "overtime", which it already says. */
const OVERTIME_FRAME = new Set(["work", "worked", "working", "do", "did", "done", "doing"]);

/**
 * "How much do I still owe on the mortgage", "what's the balance on the Visa", "what's left owing on the car loan": a balance;
 * so is money one has put by for a thing ("how much have I got put aside for tax", "how much do I have saved for the trip").
 */
const BALANCE = /\bhow much do (?:i|we) (?:still )?owe on\b|\bwhat(?:'s|’s|s| is) (?:the |my |our )?(?:\p{L}+ )?balance\b|\bhow much is (?:still )?(?:left|owing) on\b|\bwhat(?:'s|’s|s| is) (?:still )?(?:left )?owing on\b|\bhow much (?:is|is there|have (?:i|we) got|do (?:i|we) have|(?:i|we)(?:'ve|’ve| have) got) (?:left )?in (?:the |my |our )\p{L}|\bhow much (?:have (?:i|we) got|do (?:i|we) have|(?:i|we)(?:'ve|’ve| have) got) (?:put|set|stashed|tucked|saved) (?:aside |away |by |up )?(?:for|towards?)\b/u;

function kindOf(question: string): QaKind {
  // "Since I left Corvell" tells when, not what is left to do.
  const lower = question.replace(/\b(?:i|we|he|she|they|you)(?: just)? left\b/g, " ");
  if (BALANCE.test(lower)) return "sum";
  if (COMPANY.test(lower)) return "person";
  if (NEWS_OF.test(lower) || OWED_ME.test(lower)) return "person";
  if (/\bwhat (?:did|do|does|has|have) .+ (?:come|came|add(?:ed)? up) to\b/.test(lower)) return "sum";
  if (/\bwaiting\b|\bsupposed to\b|\bget(?:ting)? back to me\b|\bexpecting\b|\bowe(?:s)? me\b/.test(lower)) return "waiting";
  if (/\bhow much\b|\b(?:total|spent|spend|spending)\b|\bwhat did .+ cost(?:ing)?\b|\bwhat(?: has| have|'s|’s|s) .+ cost(?:ing)? (?:me|us)\b|\bset (?:me|us) back\b/.test(lower) && !/\bowe\b/.test(lower)) return "sum";
  if (/\b(left|remaining|outstanding)\b|\bstill (?:need|have|got) to\b|\bstill to (?:do|sort|organi[sz]e|arrange|book|get|buy)\b|\bto do (?:for|before|on)\b|\bneed to (?:do|sort)\b|\bneeds? (?:doing|to be done)\b/.test(lower)) return "remaining";
  if (/\bhow many\b|\bhow often\b|\bnumber of\b/.test(lower) || TURNOUT.test(lower)) return "count";
  if (/\b(decide|decided|decision|choose|chose|chosen|pick|picked|picking|go(?:ing)? with|went with|end(?:ed)? up|settle(?:d)? on|in the end|agree|agreed)\b/.test(lower)) return "decision";
  if (/\b(feel|feeling|felt|mood)\b|\bhow(?:'s|’s|s| is| has| have| was)\b.*\bbeen\b/.test(lower) || CONDITION_DONE.test(lower) || HOW_FINDING.test(lower)) return "feeling";
  // "What did the physio tell me about the stairs" asks what someone said, not about the stairs as a person.
  if (TOLD_BY.test(lower)) return "lookup";
  if (/^(?:who|whos|who's|who’s)\b|\bremind me who\b|\bwhat do (?:i|we) know about\b|\btell me about\b|\bwhat do i owe\b|\bhow much do (?:i|we) (?:still )?owe\b|^do (?:i|we) owe\b/.test(lower)) return "person";
  if (/^when\b|^what (?:day|time|date)\b/.test(lower)) return "when";
  if (/^(?:which|what|list)\s+(?:\w+\s+)?\w+s\s+(?:have|did|do)\s+(?:i|we)\b|^list\b/.test(lower)) return "list";
  if (/\bwhat(?:'s|’s|s| is| are)? (?:on|happening|planned|scheduled|coming up)\b|\b(?:do|have) i (?:have|got) (?:anything|something|much)?\s*(?:on|planned|scheduled)\b|\bwhat (?:have|do) i (?:got|have) on\b|\banything (?:on|scheduled|planned)\b|\b(agenda|calendar|schedule)\b/.test(lower)) return "schedule";
  return "lookup";
}

/** The first topic word after "what was the / what's the name of the / which": the kind of thing asked for. */
function headNoun(lower: string, topic: readonly string[]): string | null {
  const m = /^(?:what|which)(?:'s|’s|s| is| was| were| are)?\s+(?:(?:the|that|those|this)\s+)?(?:name of (?:the |that )?)?([\p{L}]+)/u.exec(lower);
  const word = m?.[1];
  if (!m || !word || !topic.includes(word)) return null;
  // A compound names its kind last: "the wifi password at mum's" asks for a password.
  let head = word;
  // Only a run that ends the question or meets a preposition is a compound: "the restaurant shreya recommended" asks for a restaurant.
  const rest = words(lower.slice(m.index + m[0].length));
  let run = 0;
  // A past form ("recommended", "liked") ends the noun phrase: what follows tells of the thing, not its kind.
  while (run < rest.length && topic.includes(rest[run]!) && !rest[run]!.endsWith("ed")) run++;
  if (run > 0 && (run === rest.length || PREPOSITIONS.has(rest[run]!))) head = rest[run - 1]!;
  return head;
}

/**
 * "The Kyoto weekend", "the weekend in Galway": a trip told by its length, not the calendar's
 * weekend. Read as a trip, so no range is taken from it. A month or season after "in" is a range.
 */
function weekendAway(text: string): string {
  return text
    .replace(/\b(the|our|that|this)\s+(\p{Lu}\p{Ll}+)\s+(?:long\s+)?weekend\b/gu, "$1 $2 trip")
    // Lower case, "the bach weekend" is named by what happens in it all the same; "this past weekend" is the calendar's.
    .replace(/\b(the|our|that)\s+(\p{Ll}{3,})\s+(?:long\s+)?weekend\b/gu, (all, det: string, noun: string) => (RANGE_WORDS.has(noun) || noun === "long" ? all : `${det} ${noun} trip`))
    .replace(/\b(the|our|that)\s+(?:long\s+)?weekend\s+(in|at|on|to)\s+(\p{Lu}\p{Ll}+)/gu, (all, det: string, prep: string, place: string) => (RANGE_WORDS.has(place.toLowerCase()) ? all : `${det} trip ${prep} ${place}`));
}

/** "Get the chimney swept", "have the car serviced": a causative whose last word is the act done to the thing. */
const CAUSATIVE = /\b(?:get|got|have|had)\s+(?:the|my|our|a)\s+(?:\p{L}+\s+){1,2}?(\p{L}+)[?.!\s]*$/u;
function causativeAct(lower: string): string | null {
  const word = CAUSATIVE.exec(lower)?.[1];
  // Only a past form is the act ("swept", "serviced"); "get the car keys" ends on a thing.
  return word && (word.endsWith("ed") || (stem(word) !== word && !word.endsWith("s"))) ? word : null;
}

/** "When was the boiler last serviced", "when were the windows last cleaned": the act, a past form after "last". */
function lastDoneAct(lower: string): string | null {
  const word = /^when (?:was|were|has|have) .+ last (\p{L}+)\b/u.exec(lower)?.[1];
  return word !== undefined && word.endsWith("ed") ? word : null;
}

/**
 * "What was the name of the fella who fixed the pump", "the name of the vet who came out at night": a relative "who" after
 * the noun asked for marks a person, whose notes give the name and seldom the noun ("Dewey came out, swapped the switch").
 * Not "the name of the restaurant we ate at" nor "the name of the road that…": no "who", no person.
 */
const NAME_OF_WHO = /\bname of (?:the|that|this|our|my|a) (?:\p{L}+ )?(\p{L}+) (?:who|whom)\b/u;

/** "How many days since I last…", "how long has it been since the dog last…": days from the newest time, not a count since. */
const DAYS_SINCE_LAST = /^how many days(?: (?:has it been|is it|has it|was it|have passed|has passed))? since\b(?=.*\blast\b)/;

/** "How many days passed between ordering X and it arriving", "how long was it between the quote and the invoice". */
const BETWEEN = /^how (?:many days|long)(?: (?:passed|went by|was it|were there|did it take|is it|has it been))? between (.+?) and (.+?)[?.!\s]*$/;

/** Verbs of someone coming to the place asked about. */
const COME_VERBS = new Set(["come", "visit", "drop", "stop", "show", "turn", "call"]);
const COMER_DETERMINERS = new Set(["the", "a", "an", "our", "my", "that", "this"]);

/**
 * "How many times did the drug inspector come to the pharmacy", "how often has the plumber been round": the one who came,
 * as the words between "did"/"has" and the verb of coming (at most three, no person asked as "I" or "we"). Read by words.
 */
function comerAsked(lower: string): string[] {
  const ws = lower.match(/[\p{L}'’]+/gu) ?? [];
  const aux = ws.findIndex((w, i) => (w === "did" || w === "has" || w === "have") && i > 0 && (ws[i - 1] === "times" || ws[i - 1] === "often"));
  if (aux < 0) return [];
  const verb = ws.findIndex((w, i) => i > aux && COME_VERBS.has(w));
  if (verb < 0 || verb - aux - 1 < 1 || verb - aux - 1 > 4) return [];
  const between = ws.slice(aux + 1, verb).filter((w) => !COMER_DETERMINERS.has(w));
  // Kin and another's people ("my boyfriend's mother") are met in their own forms ("his mom"), which the relation rules read.
  if (between.length === 0 || between.length > 3 || between.some((w) => ["i", "we", "you", "they", "he", "she"].includes(w) || /['’]s$/.test(w) || isRelationWord(w))) return [];
  return between;
}

export function readQuestion(question: string, today: CalendarDate, knownNames: readonly string[], timeZone?: string): QaQuestion {
  const text = weekendAway(expandShorthand(question.trim().replace(/\s+/g, " ")))
    // "How many agents have left my team" asks who went, not what is left to do: "left" is the verb, with an object after it.
    .replace(/\b(have|has|had) left (?=(?:my|our|the|this|since)\b)/gi, "$1 resigned from ")
    // "Break down" is one act, which notes tell as a breakdown ("stalled", "won't start"): one word for the lexicon of kinds.
    .replace(/\b(?:break|breaks|broke|broken) down\b/gi, "breakdown")
    // Round 32: "run out of" is one event, a thing's stock gone ("out of Panadol by noon", "milk finished again"): one word too.
    .replace(/\b(?:run|runs|ran|running) out of\b/gi, "runout");
  const lower = text.toLowerCase();
  const measure = unitAsked(lower);
  const sinceLast = DAYS_SINCE_LAST.test(lower) ? today : null;
  const ends = BETWEEN.exec(lower);
  const between: [string[], string[]] | null = ends ? [contentWords(ends[1]!), contentWords(ends[2]!)] : null;
  const kind = measure || between ? "count" : kindOf(lower);
  // "Hours on Saturdays" keeps to those days; "how does she feel about working Saturdays" is about them.
  const countOrSum = kind === "count" || kind === "sum";
  // "When does Owen play next", "when do we fly out next": asked of the next one, a time to come.
  const past = kind !== "schedule" && !(kind === "when" && (/^when(?:'s|’s|s| is| are| will)\b/.test(lower) || /^when (?:do|does)\b.*\bnext\b/.test(lower)));
  const range = readRange(lower, today, past, timeZone);
  // "Since I left Corvell" names the event a range starts from, not whom the answer is about.
  const asking = text.replace(/\bsince\b.*$/i, " ");
  const questionWords = new Set(words(asking));
  // A word of a body's name ("Meals on Wheels") is no person, even where the notes' names took it for one.
  const bodyWords = new Set(organisationWords(asking).map((w) => w.toLowerCase()));
  const people = knownNames.filter((name) => {
    const parts = words(name);
    return parts.length > 0 && questionWords.has(parts[0]!) && parts[0]!.length > 1 && !bodyWords.has(parts[0]!);
  });
  if (kind === "person") {
    for (const pattern of PERSON_PATTERNS) {
      const m = pattern.exec(text);
      const whom = m?.[1]!.replace(/^(?:the|my)\s+/i, "").replace(/['’]s$/, "") ?? "";
      // "The new people at the Bixby place" describes whom by a name inside it, which is read below as the person.
      if (m && people.length === 0 && !describedByName(whom)) people.push(whom);
    }
    // A name typed in lower case is no known name and has no capital: the debt's own wording places it.
    const debtor = people.length === 0 ? OWING_WHO.exec(text) : null;
    if (debtor) people.push((debtor[1] ?? debtor[2])!);
  }
  for (const name of capitalisedNames(asking).filter((n) => !RANGE_WORDS.has(n.toLowerCase()) && !isWeekdays(n.toLowerCase()))) if (!people.some((p) => words(p)[0] === name.toLowerCase())) people.push(name);
  // "How many times did I take Grab", "badminton sessions": the activity counted is no person, though capitalised or
  // taken for a name by the classifier.
  const activity = kind === "count" && !measure ? countedActivity(lower) : null;
  if (activity) people.splice(0, people.length, ...people.filter((p) => !doesActivity(activity, p)));
  const nameWords = new Set(people.flatMap((p) => words(p)));
  // Phrases of the question's frame, and a "since…" clause, which anchors time rather than naming the topic.
  const topicText = withoutCountryDollars(text).replace(NEWS_FRAME, " ").replace(BOUGHT_AT, " ").replace(TURNOUT, " ").replace(/\b(?:come|came|add(?:ed)? up) to\b|\bstill owe (?:me|us)\b|\bowe (?:me|us)\b|\bget(?:ting)? back to me\b|\bset (?:me|us) back\b|\bso far\b|\bend(?:ed)? up\b|\bin the end\b|\b(?:to )?hear(?:d)? back(?: (?:about|on|from))?\b|\bto hear (?:about|from)\b|\b(?:throw|threw|thrown|throwing)\s+(?:at|on|onto|toward|towards)\b|\bput\s+(?:toward|towards)\b|\b(?:put|set|stashed|tucked)\s+(?:aside|away|by)\b|\b(?:make|made|think|thought|reckon)\s+of\b/gi, " ").replace(/\bsince\b.*$/i, " ");
  const words0 = [...new Set(contentWords(topicText))].filter((w) => !KIND_WORDS.has(w) && !RANGE_WORDS.has(w) && !(countOrSum && isWeekdays(w)) && !nameWords.has(w) && !/^\d+(?:st|nd|rd|th)$/.test(w));
  // "The new job", "my current phone": notes name the thing, rarely its newness.
  // "How many extra hours did I put in": hours past the rostered ones are overtime, however the notes tell it.
  const timed = measure ? words0.filter((w) => !DURATION_WORDS.has(w)).map((w) => (EXTRA_TIME.has(w) ? "overtime" : w)) : words0;
  // Overtime is work: "how many extra hours did I work" asks of overtime alone.
  const framed0 = timed.includes("overtime") ? timed.filter((w) => !OVERTIME_FRAME.has(w)) : timed;
  // "How many kilos of honey": the unit is how the answer is told, not a word its notes must share.
  const quantity = kind === "count" && !measure ? quantityAsked(lower) : null;
  const framed = quantity ? framed0.filter((w) => !isUnitWord(w)) : framed0;
  const flow = moneyFlow(lower, kind);
  const unframed = flow ? framed.filter((w) => !FLOW_WORDS.has(w)) : framed;
  const modified = unframed.some((w) => !MODIFIERS.has(w)) ? unframed.filter((w) => !MODIFIERS.has(w)) : unframed;
  // "How am I finding life", "how are things": feelings asked of life at large name no topic.
  const topic = kind === "feeling" ? modified.filter((w) => !LIFE_AT_LARGE.has(w)) : modified;
  const counted = kind === "count" && !measure && !sinceLast ? countedThing(lower) : null;
  // The noun of "the name of the fella who…" is how the question points at the person, not a word their notes write.
  const namedWho = kind === "lookup" ? (NAME_OF_WHO.exec(lower)?.[1] ?? null) : null;
  const asked = namedWho && topic.length > 1 ? topic.filter((w) => w !== namedWho) : topic;
  // The words after "since", read once for the since-clause fields below.
  const sinceClause = /\bsince\b(.*)$/i.exec(text)?.[1] ?? "";
  // Asked about the new one, a note on the old one ("last week at my old job") is about another.
  const unlike = words0.some((w) => ["new", "current", "latest"].includes(w)) && topic.length < words0.length ? ["old", "previous", "former", "ex"] : [];
  return {
    kind,
    topic: asked,
    head: kind === "lookup" && !namedWho ? headNoun(lower, topic) : null,
    nameOf: namedWho !== null,
    act: kind === "when" ? (causativeAct(lower) ?? lastDoneAct(lower)) : null,
    currency: kind === "sum" ? currencyNamed(lower) : null,
    timesOf: kind === "count" && /\bhow many times\b|\bhow often\b/.test(lower),
    condition: kind === "feeling" && /\bhow(?:'s|’s|s| is| has| have| was)\s+(?:my|the|i been)\b/.test(lower) && !/\b(feel|feeling|felt|mood)\b/.test(lower),
    sinceLast,
    between,
    weekday: countOrSum ? weekdaysAsked(lower) : null,
    counted,
    sinceNames: sinceLast ? capitalisedNames(`since ${sinceClause}`).filter((n) => !RANGE_WORDS.has(n.toLowerCase())) : [],
    sinceThings: sinceLast ? contentWords(/\blast\s+\S+\s+(.*)$/i.exec(sinceClause)?.[1] ?? "").filter((w) => !RANGE_WORDS.has(w)) : [],
    sinceLastWords: sinceLast ? contentWords(sinceClause).filter((w) => w !== "last" && !RANGE_WORDS.has(w)) : [],
    since: range ? [] : contentWords(sinceClause).filter((w) => !KIND_WORDS.has(w) && !RANGE_WORDS.has(w)),
    after: kind === "feeling" && !range ? contentWords(/\bafter\b(.*)$/i.exec(text)?.[1] ?? "").filter((w) => !KIND_WORDS.has(w) && !RANGE_WORDS.has(w)) : [],
    aboutWords: kind === "lookup" ? contentWords(/\babout\s+(.+)$/i.exec(text)?.[1] ?? "").filter((w) => !KIND_WORDS.has(w) && !nameWords.has(w)) : [],
    told: TOLD_BY.test(lower) || /\b(?:told (?:me|us)|recommend(?:ed|s)?|mentioned|suggested|said|swore by|swears? by|raved about)\b/.test(lower),
    owedToMe: kind === "person" && OWED_ME.test(lower),
    company: COMPANY.test(lower) ? (/\b(?:a lot|lots|most|loads|heaps|often|the most)\b/.test(lower) ? "most" : "all") : null,
    owes: /\b(?:what|how much) do (?:i|we) owe\b|\bdo (?:i|we) owe\b/.test(lower),
    people,
    owners: people.filter((p) => (asking.match(/\p{L}+(?=['’]s\b)/gu) ?? []).some((w) => w.toLowerCase() === words(p)[0])),
    range,
    unlike,
    wantsCount: kind === "remaining" && /\bhow many\b/.test(lower),
    activity,
    byRelation: kind === "count" && relationDoing(lower),
    measure,
    quantity,
    stay: kind === "count" && STAY.test(lower),
    stayPlace: stayPlaceAsked(lower),
    whereKept: kind === "lookup" && WHERE_KEPT.test(lower),
    headcount: kind === "count" && !measure ? headcountAsked(lower) : null,
    hostVisited: kind === "count" ? (TO_HOME.exec(lower)?.[1] ?? relationVisited(lower)) : null,
    comer: kind === "count" ? comerAsked(lower) : [],
    companions: kind === "feeling" ? people.filter((p) => words(lower).some((w, i, all) => w === "with" && all[i + 1] === words(p)[0])) : [],
    flow,
    payKind: flow === "in" && PAY_KIND_ASKED.test(lower),
    saidBy: kind === "lookup" ? saidByAsked(text) : null,
    saidWhere: kind === "lookup" ? saidWhereAsked(text) : null,
    future: !past,
    phrases: phrasesByInitials(text),
    compounds: compoundsByInitials(text),
    initials: initialsIn(text),
    now: AS_IT_STANDS.test(lower),
    lent: people.length > 0 && LENT_ASKED.test(lower),
    promise: kind === "lookup" && /\bpromis(?:e|ed)\b|\bsw(?:ear|ore)\b/.test(lower) ? (/\b(?:did|have|had) (?:i|we) (?:promise|swear)\b|\b(?:i|we) (?:promised|swore)\b/.test(lower) ? "mine" : "theirs") : null,
    giftIdeas: people.length > 0 && GIFT_IDEAS.test(lower),
    giftGiven: kind === "lookup" && people.length > 0 && GIFT_GIVEN.test(lower),
    balance: kind === "sum" && BALANCE.test(lower),
    latest: /\b(last|latest|most recent)\b/.test(lower) && !NEWS_OF.test(lower) && !/\blast (week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.test(lower),
  };
}
