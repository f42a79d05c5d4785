import type { EventType } from "@life/contracts";
import { DAY_OR_CLOCK_AHEAD, EVENT_BOOST_CUES, EVENT_CUES, FAULT_GONE, REMINDER_CUE } from "./event-cues.js";
import { ANOTHERS_PROMISE } from "./event-cues-set71.js";
import type { SparseInput } from "./linear-model.js";
import { IMPERATIVE_VERBS } from "../../text/verbs.js";
import { argmax, toProbabilities } from "./scores.js";
import { boostCompletedTaskType } from "./completed-task-type.js";
import { round82DoneNotRemark } from "./event-cues-82.js";
import { eventTypeLogProbabilities } from "./text-models.js";

/**
 * Weight of the model's calibrated log-probabilities against the cue boosts. Cues encode the
 * guideline's precedence rules, which a corpus-trained model learns only approximately.
 */
export const MODEL_WEIGHT = Number(process.env.LIFE_EVENT_MODEL_WEIGHT ?? 0.5);
/**
 * Scale of the cue boosts added on top of the model (the model also sees the cues as features). 0.85 since the seventh
 * corpus batch: the model trained on it leans less on the cues' features, and at 0.75 three of the guideline's
 * precedence rules lost their cases by a hair; on the held parts 0.85 and 0.75 score the same (eval-fresh/README.md).
 */
const CUE_SCALE = Number(process.env.LIFE_EVENT_CUE_SCALE ?? 0.85);
/**
 * The cue boosts make the combined scores over-confident; the decision's probability is their
 * softmax at this temperature, fitted on the out-of-fold decisions by `npm run build:model` (0.65 since the seventh
 * corpus batch: calibration error of the decision 0.0195 at 0.6, 0.0191 at 0.65).
 */
export const EVENT_DECISION_TEMPERATURE = Number(process.env.LIFE_EVENT_DECISION_T ?? 0.65);

/** What other passes found in the thought, read by the event-type decision. */
export interface ThoughtFacts {
  /** The waiting-for pass found something awaited. */
  waiting?: boolean;
  /** The completion pass found an open task of the context that the thought reports done. */
  completes?: boolean;
  /** The title of that task, whose verb says what kind of thing was done. */
  completedTitle?: string;
}

/**
 * A weekday with its month and day, or with "the 12th" ("work christmas do Friday Dec 11, 6:30", "Territory Day
 * fireworks Wednesday Jul 1 with the kids", "Darwin Festival opening night Thursday Aug 13"; sixty-third set): one
 * occasion named by its date, which the model read as a routine for the weekday and the company in it. A single
 * thing to do (rule 13) unless the thought says it recurs (RECURS), as a named instance of a routine does.
 */
const DATED_ONE_OFF = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,? (?:(?:the )?zordinal|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? (?:znum|zordinal))\b/;
const RECURS = /\b(?:every|usual|usually|always|weekly|fortnightly|monthly|daily|each|like|as per|routine|again|ritual|tradition)\b/;
const DATED_ONE_OFF_PENALTY = Number(process.env.LIFE_EVENT_DATED_ONE_OFF ?? 2);

/**
 * A fault told as gone ("the big mixer's seal holds now, no more leaking", "new hoses on the roller, no more weeping
 * oil", "mum's finally on the NBN, no more dropouts"; sixtieth, sixty-first and sixty-third sets): a repair or a chore
 * reported (rule 13), not a decision, which "no more sugar from monday" is. The model reads "no more" as a rule.
 */
const FAULT_GONE_PENALTY = Number(process.env.LIFE_EVENT_FAULT_GONE ?? 3);
/** Takes back the "promised" decision cue (2.5 × CUE_SCALE) and a little of the model's lean, when another party promised. */
const ANOTHERS_PROMISE_PENALTY = Number(process.env.LIFE_EVENT_ANOTHERS_PROMISE ?? 3);

/**
 * A task of the list told as booked, locked in, gone through or sorted ("KC hall booked for mamère's 90th", "the church
 * hall booking for Kaino's party went through", "Bali flights locked in for july"; fifty-eighth, sixtieth and
 * sixty-third sets; 33 of the 49 read cases of these words with a completion are tasks, the rest money, things got, or
 * a cheered outcome): read only when the completion pass found the task.
 */
const BOOKED_DONE = /\b(?:booked|locked in|went through|came through|sorted|squared away|done and dusted)\b/;
const BOOKED_DONE_BOOST = Number(process.env.LIFE_EVENT_BOOKED_DONE ?? 2.5);

/** The cues that are model features, then those that only add their boost. */
const ALL_CUES = [...EVENT_CUES, ...EVENT_BOOST_CUES];
/** Types that record rather than plan: a contact card, an outcome, a noticed fact. */
const RECORD_TYPES: EventType[] = ["contact", "milestone_outcome", "observation_insight"];
const RECORD_PENALTY = Number(process.env.LIFE_EVENT_RECORD_PENALTY ?? 1.5);
const WAIT_STATE_BOOST = Number(process.env.LIFE_EVENT_WAIT_STATE ?? 2.5);
/**
 * Someone else's news (GUIDELINES 2: "other people's lives and news"): the thought opens with a named person or a
 * relative and never speaks of the user ("Cosmo adopted a greyhound", "my cousin's shifting to Pune"). Reads the
 * prepared text, where names are "zperson".
 */
const OTHERS_NEWS = /^(?:(?:my|our) (?:\w+ )?(?:cousin|brother|sister|mum|mom|dad|aunt|auntie|uncle|nan|gran|grandma|grandpa|niece|nephew|friend|pal|mate|neighbou?r|colleague|boss)|zperson(?:(?:,| and) zperson)*)(?:'s|'re| is| are| has| had| just|\s+\w+(?:ed|s)\b)/;
const FIRST_PERSON = /\b(?:i|i'm|im|i've|ive|i'll|i'd|me|my|mine|we|we're|we've|we'll|us|our|let's)\b/;
/** "Deirdre has her dish back": the user's return done, not news. */
const HAS_IT_BACK = /\b(?:has|have|got) (?:his|her|their|its|the) [^,.;]{1,40} back\b/;
const OTHERS_NEWS_BOOST = Number(process.env.LIFE_EVENT_OTHERS_NEWS ?? 1.5);
/**
 * Money awaited with no act of the user's ("the deposit's still not back", "hasn't credited the refund"): rule 3. 3.5
 * since the fifty-third round: at 1.5 the "still hasn't" cue and the model's reading of a wait as a noticed fact
 * outweighed it (read halves +7 cases of event type, held +4, against 1.5; 2.5 scored +6 / +3).
 */
const MONEY_WAIT_BOOST = Number(process.env.LIFE_EVENT_MONEY_WAIT ?? 3.5);
/**
 * Money awaited or owed: the money is the point (GUIDELINES 3, rule 3). Reads the prepared text. The fifty-third round
 * added kinds of money paid to the user (a bonus, a commission, a pension or lump sum, a grant, a tax credit) and a
 * charge taken in error ("the double charge"), not "in charge".
 */
const MONEY_AT_STAKE = /\bzmoney\b|\b(?:money|refunds?|refunded|rebates?|allowances?|loans?|back ?pay|overtime|credited|overcharged?|arrears|owes?|owed|owing|invoices?|invoiced|payments?|paid|pay|payout|rent|deposit|reimburs\w*|salary|wages|fees?|premium|cheque|check bounced|bonus|commission|overpayment|overpaid|underpaid|pension|lump sum|grant|(?:tax|gst|hst|vat) credits?|(?:double|wrong|extra) charges?)\b/;
/** An act of the user's that the wait follows: a call or message, an order, a request, a decision (d020, d032, d125). */
const USER_ACT = /\b(?:called|phoned|rang|emailed|e-mailed|texted|messaged|whatsapped|dm'?d|left (?:a |her |him |them )?(?:voice ?mail|message|msg)|ordered|bought|applied|submitted|sent|invoiced|put (?:a|in a) hold|asked|requested|chased|decided|filed|booked|signed up)\b/;

/**
 * The user's own act still undone, told as "(I) still haven't …" with no other subject (fifty-third round: "I still
 * haven't sent Ms Ruddock my hours", "still haven't measured the landing for the carpet"): a thing of the user's to do
 * (its own type: a task, a call), not something awaited from a party outside their control (GUIDELINES 7), so the
 * "still hasn't" cue of a wait stated as a state is taken back, and a little more, as the model learned the same words.
 * Hearing, receiving or getting is another party's act ("still haven't heard back from the council"): still a wait.
 */
export const USER_STILL_UNDONE = /^(?:(?:ok|okay|so|and|argh|ugh|oh|oops|damn)[\s,]+)?(?:i\s+)?still\s+(?:haven'?t|havent|have not|not)\b(?!\s+(?:yet\s+)?(?:heard|received|got|gotten|had|been)\b)/;
const USER_UNDONE_PENALTY = Number(process.env.LIFE_EVENT_USER_UNDONE ?? 2.5);
/** The undone act is a call or message. */
const UNDONE_CALL = /\bstill\s+(?:haven'?t|havent|have not|not)\s+(?:yet\s+)?(?:rung|rang|called|phoned|emailed|e-mailed|texted|messaged|whatsapped|facetimed|replied to|written to|wrote to)\b/;

/** A return of the user's that a refund follows ("returned the boots, refund in 5 days"): the return keeps its own type (rule 4). */
const USER_RETURN = /\b(?:returned|took back|sent back|brought back)\b/;

/**
 * A statement of fact in the third person (thirty-first round): the thought opens with its subject (a determiner and
 * a noun phrase, or a name) and a verb of the present tense ("the 42 bus never shows before 8:10", "zperson only
 * answers email before lunch", "the courier firms all book up a month before a show"). An instruction to oneself
 * opens with its verb instead, and a plan says "I", "we", an obligation or a time ahead (checked beside it).
 */
export const STATEMENT_OF_FACT =
  /^(?:(?:the|my|our|his|her|their|this|that|these|those)\s+(?:(?!znum|zmoney)[a-z0-9'-]+\s+){0,4}?|zperson(?:'s\s+[a-z'-]+)?\s+)(?:(?:always|never|only|usually|often|rarely|seldom|all|sometimes|mostly)\s+)?(?!(?:this|its|his|hers|ours|yours|theirs|plus|less|across|towards|always|perhaps|was|does)\b)(?:[a-z]{2,}[^s']s)\b(?! (?:are|is|were|was|came|got|went)\b)/;
/**
 * The same statement told in the present progressive (thirty-fourth round): a subject, "is / are" (or "'s / 're") and
 * a verb in -ing ("the bathroom door is scraping the lino again", "the chapel roof is letting in by the organ",
 * "the ewes on the bank are panting") is a state seen now, not a plan; "is going to" is a plan, and "is getting /
 * coming" are left to NOT_A_FACT, as a time ahead is to the caller. A possessive may stand inside the subject ("the
 * Astra's brakes are squealing again", thirty-sixth round).
 */
export const PROGRESSIVE_FACT =
  /^(?:(?:the|my|our|his|her|their|this|that|these|those)\s+(?:(?!znum|zmoney)[a-z0-9-]+(?:'s)?\s+){0,4}?(?!znum|zmoney)[a-z0-9-]+|zperson)(?:\s+(?:is|are)|'s|'re)\s+(?:(?:still|again|always|now|constantly)\s+)?(?!going\b)[a-z]{2,}ing\b/;
/** What makes such an opening a plan, a need or a report of the user's after all. */
export const NOT_A_FACT =
  /\b(?:i|i'm|im|i've|ive|i'll|i'd|me|we|we're|we'll|we've|us|let's|you)\b|\b(?:needs?|wants?|has to|have to|should|must|gotta|got to|is due|are due|is getting|are getting|is coming|are coming|is booked|are booked)\b|\b(?:is|are) (?:all |now |finally )?(?:[a-z]+ed|done|sorted|ours|over)\b/;
/**
 * Another party's act told in the past tense (thirty-ninth round): the thought opens with a third-party subject (a
 * determiner and a noun phrase, "someone", or a title and a name: "the council resurfaced the road", "someone took the
 * good fork", "dr zperson upped my iron tablets") and a verb in the past tense,
 * regular or one of the common irregular ones. Such a report of what someone else did is a noticed fact or news
 * (GUIDELINES 2: "other people's lives and news"; rule 11), not a task of the user's. Left out: verbs whose act is
 * itself of a type that ranks above a noticed fact: a call or message (rule 2: "rang", "texted", "sent", "wrote",
 * "told"), money (3: "charged", "refunded"), a thing arriving or going (4: "came", "went", "arrived", "delivered",
 * "returned", "collected", "brought"), a decision or commitment (8: "decided", "agreed", "confirmed", "signed",
 * "booked", "promised"), a result (10: "won", "made", "hit", "passed", "finished", "reached", "scored", "walked");
 * "got" and "had" (a result or a delivery as often as news). A bare name before a past verb is left to OTHERS_NEWS
 * (with it, the twenty-fourth held set fell). The same guards as the statement rule apply beside it.
 */
export const PAST_ACT =
  /^(?:(?:the|my|our|his|her|their|this|that|these|those)\s+(?:(?!znum|zmoney|(?:is|are|was|were|be|been|got|gets|has|have|had|isn't|wasn't)\b)[a-z0-9'-]+\s+){0,4}?(?!znum|zmoney|(?:is|are|was|were|be|been|got|gets|has|have|had)\b)[a-z0-9-]+|someone|somebody|(?:dr|fr|father|mr|mrs|ms|miss|councillor|cllr|nurse|sister|uncle|auntie|aunty)\.?\s+zperson(?:'s\s+[a-z'-]+)?)\s+(?:(?:finally|just|already|also|only|never|all|both|then)\s+)?(?!(?:need|used|tired|bored|red|bed|shed|seed|feed|speed|hundred|wicked|naked|sacred|fed|led|called|phoned|emailed|e-mailed|texted|messaged|whatsapped|facetimed|skyped|zoomed|replied|arrived|delivered|shipped|hauled|returned|collected|donated|dropped|posted|ordered|charged|refunded|invoiced|confirmed|agreed|decided|signed|booked|picked|accepted|approved|promised|finished|completed|reached|earned|achieved|passed|qualified|graduated|walked|kicked|celebrated|crossed|scored|launched|released)\b)(?:[a-z]{2,}ed|dug|took|broke|gave|put|left|found|sold|bought|cut|lost|ran|fell|said|kept|caught|threw|tore|shut|built|spent|drove|stole|forgot|bit|ate|froze|blew|grew|shook|swept|split|struck|hung)\b/;
const PAST_ACT_BOOST = Number(process.env.LIFE_EVENT_PAST_ACT ?? 1.5);
/** After a comma, an optional "and / then / so" and the word that follows (with its hyphened parts). */
const AFTER_COMMA = /, (?:(?:and|then|so) )?([a-z]+(?:-[a-z]+)*)/g;
/**
 * An instruction after the statement ("the robes are ready, collect them"): the thought is a task after all. The word
 * after the comma, or its part before a hyphen ("call-back"), is compared with the imperative verbs.
 */
export function thenDo(prepared: string): boolean {
  for (const [, word] of prepared.matchAll(AFTER_COMMA)) {
    const parts = word!.split("-");
    if (parts.some((_, i) => IMPERATIVE_VERBS.has(parts.slice(0, i + 1).join("-")))) return true;
  }
  return false;
}
const SAYING_VERBS = new Set(["said", "says", "reckons", "mentioned"]);
/** An instruction right after the verb of saying ("said ring back monday", "says to call"): words compared, no pattern built. */
export function saidThenDo(prepared: string): boolean {
  const words = prepared.match(/[a-z]+(?:-[a-z]+)*/g) ?? [];
  return words.some((w, i) => SAYING_VERBS.has(w) && IMPERATIVE_VERBS.has((words[i + 1] === "to" ? words[i + 2] : words[i + 1]) ?? ""));
}
const STATEMENT_BOOST = Number(process.env.LIFE_EVENT_STATEMENT ?? 1.2);
/**
 * A chore reported done in the passive (thirty-sixth round): a subject, "is / are" ("'s / 're") and the participle of a
 * making or tidying verb ("the conference badges are printed", "the speech for Ignatius's retirement is written",
 * "the crèche form is filled in") is an ordinary thing done, a task with `completes` (GUIDELINES 3, rule 13, d036),
 * not a noticed fact. Only verbs that make or tidy a thing: "done", "sorted", "booked", "posted", "submitted",
 * "packed" and "cleaned" also name states of someone else's ("the boiler's done", "the results are posted", "the
 * train is packed") and were taken back after a full run; not "signed" (a deal, rule 8), "finished / complete" (an
 * outcome, rule 10) or "written by" (an author).
 */
export const DONE_PASSIVE =
  /^(?:(?:ok|okay|so|right)[\s,]+)?(?:(?:the|my|our|his|her|their|all the|this|that|these|those)\s+(?:(?!znum|zmoney)[a-z0-9-]+(?:'s)?\s+){0,4}?(?!znum|zmoney)[a-z0-9-]+|zperson's\s+(?:[a-z0-9-]+\s+){0,3}?[a-z0-9-]+)(?:\s+(?:is|are)|'s|'re)\s+(?:all |now |finally |just |already )?(?:written|printed|edited|painted|wrapped|filled (?:in|out)|ironed|hoovered|mowed|tidied|drafted|laminated|labelled|labeled)\b(?! by\b)/;
const DONE_PASSIVE_BOOST = Number(process.env.LIFE_EVENT_DONE_PASSIVE ?? 1.5);

/**
 * A named person's own act told in the past tense (forty-first round): the thought opens with a person by name (a bare
 * name, a title and a name, a name with a description between commas, or a name's relative: "zperson moved to Tengah",
 * "dr zperson changed my jab", "zperson, zperson's cousin, got retrenched", "zperson's husband got laid off") and a verb
 * in the past tense. What that person did or what befell them is their news, an outcome or a call (rules 2, 10, 11):
 * never a card about them (rule 7 wants their details), a task of the user's (13) or the user's own decision (8). So
 * those three readings lose weight; which of news, outcome or call it is stays with the model and the other cues.
 * Left out: someone asking or telling the user to do a thing ("zperson asked for my self-evaluation by friday", a task).
 */
export const NAMED_PAST_ACT =
  /^(?:(?:dr|fr|father|mr|mrs|ms|miss|councillor|cllr|nurse|sister|uncle|auntie|aunty|coach)\.?\s+)?zperson(?:'s (?:mother|mum|mom|mam|father|dad|husband|wife|partner|son|daughter|kids?|boy|girl|brother|sister|cousin|aunt|uncle|nan|gran|grandson|granddaughter|boss|friend|baby|fianc[eé]e?|boyfriend|girlfriend)(?: zperson)?|, [^,]{1,40},)?\s+(?:(?:just|finally|already|also|only|never|suddenly)\s+)?(?!(?:asked|told|reminded|needed|wanted|used|recommended|introduced|referred|suggested|moved|changed (?:his|her|their))\b)(?:[a-z]{2,}ed|dug|took|broke|gave|put|left|found|sold|bought|cut|lost|ran|fell|said|kept|caught|threw|tore|shut|built|spent|drove|stole|forgot|bit|ate|froze|blew|grew|shook|swept|split|struck|hung|quit|got|went|came|made|won|had|sent|rang|wrote|began|became|did|saw|met|paid|sang|swam|slept|woke|wore|won)\b/;
const NAMED_PAST_ACT_PENALTY = Number(process.env.LIFE_EVENT_NAMED_PAST ?? 1.5);

/**
 * What a named person says or said told in reported speech (forty-first round): "zperson says the cabin's free…",
 * "uncle zperson from alum rock says the shop is moving", "zperson at the front desk says the lease is up". It is their
 * word passed on, a noticed fact or news (rule 11), or money or an outcome by its content; never a card about them, a
 * task, a purchase or a decision of the user's. Guards as the news rules: no I / we / need / must in it, no instruction
 * after "said" ("said ring back monday", a call or task), no time ahead, no card cue.
 */
export const REPORTED_SAYING =
  /^(?:(?:dr|fr|father|mr|mrs|ms|miss|councillor|cllr|nurse|sister|uncle|auntie|aunty|coach)\.?\s+)?zperson(?:'s [a-z]+)?(?: (?:at|from) (?:the )?[a-z]+(?: [a-z]+){0,3})? (?:said|says|reckons|mentioned)\b/;

/**
 * A decision still to make, told as the user's act of deciding (forty-fifth round): "need to decide whether we keep the
 * car or sell it", "decide if I'm taking the two new students", "have to choose between the two quotes". It is a task
 * (rule 13; the forty-first set's "decide whether to…"), whatever the options weighed in it would be on their own (a
 * sale, a purchase, a call), and not a decision made (rule 8: "decided…"). Opens the thought, after an optional
 * subject and obligation; "can't decide" (a state of mind) and "decided whether" do not match.
 */
export const DECISION_TO_MAKE =
  /^(?:(?:so|ok|okay|right|and|still)[\s,]+)?(?:(?:i|we) )?(?:(?:really |still )?(?:need to|needs to|have to|has to|got to|gotta|must|should) )?(?:decide|choose|figure out|work out|make up (?:my|our) minds?) (?:whether|if|between)\b/;
const DECISION_TO_MAKE_BOOST = Number(process.env.LIFE_EVENT_DECIDE ?? 4);

/**
 * A piece of the user's list reported finished (forty-fifth round): "finally finished the scheme of work for grade 8",
 * "finished consolidating the flaking paint". When the completion pass found the open task it does, an ordinary thing
 * finished is a task done (rule 13, d036), not an outcome (10) or study (9). Left out: a first of its kind, "!!", and
 * what is read, watched, studied, sat or run (a book, a course, an exam, a race), which keep their own readings.
 */
export const CHORE_FINISHED =
  /^(?:(?:ok|okay|so|right|finally|just|at last)[\s,]+)*(?:finished|completed|done with|wrapped up|got through) (?!(?:my|his|her|their|our|the|a) (?:very )?first\b)/;
const NOT_A_CHORE =
  /\bzexcl\b|\b(?:book|novel|series|season|course|module|chapter|podcast|audiobook|textbook|certificate|certification|degree|diploma|exam|exams|marathon|race|triathlon|parkrun|10k|5k|thesis|dissertation)\b/;
/** 2 since the seventh corpus batch, whose finished chores told as states moved such news closer to an outcome. */
const CHORE_FINISHED_BOOST = Number(process.env.LIFE_EVENT_CHORE_FINISHED ?? 2);

export interface EventTypeDecision {
  type: EventType;
  /** 0–1 */
  probability: number;
  /** Readable reasons from the cue rules that fired for the chosen type. */
  cues: string[];
  /** A project cue fired (labelled a project, lists steps, starts a larger effort). */
  listsSteps?: boolean;
}

/**
 * The logistic regression over the corpus, with the precedence cues of GUIDELINES 3 added in log
 * space. `exclude` rules a type out (a thought about an existing project does not start one).
 */
export function classifyEventType(prepared: string, input: SparseInput, exclude?: EventType, facts: ThoughtFacts = {}): EventTypeDecision {
  if (REMINDER_CUE.test(prepared)) return { type: "reminder_intention", probability: 0.97, cues: ["asks to be reminded"] };
  const { scores, fired } = eventTypeScores(prepared, input, exclude, facts);
  const type = argmax(scores);
  const probability = toProbabilities(scores, EVENT_DECISION_TEMPERATURE)[type];
  return { type, probability, cues: fired.get(type) ?? [], listsSteps: fired.has("project") };
}

/** Log scores per event type (model plus cue boosts) and the cues that fired, for a thought with no reminder phrase. */
export function eventTypeScores(prepared: string, input: SparseInput, exclude?: EventType, facts: ThoughtFacts = {}): { scores: Record<EventType, number>; fired: Map<EventType, string[]> } {
  const raw = eventTypeLogProbabilities(input);
  const scores = {} as Record<EventType, number>;
  for (const t of Object.keys(raw) as EventType[]) scores[t] = raw[t] * MODEL_WEIGHT;
  // Without a reminder phrase it is never a reminder (GUIDELINES 3, rule 1).
  scores.reminder_intention = -Infinity;
  if (exclude) scores[exclude] = -Infinity;
  const fired = new Map<EventType, string[]>();
  for (const cue of ALL_CUES) {
    if (!cue.re.test(prepared)) continue;
    const already = fired.get(cue.type) ?? [];
    // Several cues of one type add up, but with diminishing weight.
    scores[cue.type] += (already.length ? cue.boost / 2 : cue.boost) * CUE_SCALE;
    fired.set(cue.type, [...already, cue.label]);
  }
  // A fault gone is no decision (rule 8), though "no more …" opens many.
  if (FAULT_GONE_PENALTY && FAULT_GONE.test(prepared)) scores.decision_commitment -= FAULT_GONE_PENALTY;
  // Another party's promise is no commitment of the user's (rule 8; set71 round).
  if (ANOTHERS_PROMISE_PENALTY && ANOTHERS_PROMISE.test(prepared)) scores.decision_commitment -= ANOTHERS_PROMISE_PENALTY;
  // A one-off told by its calendar date is no routine (rule 6) unless the thought says it recurs.
  if (DATED_ONE_OFF_PENALTY && DATED_ONE_OFF.test(prepared) && !RECURS.test(prepared)) scores.routine_activity -= DATED_ONE_OFF_PENALTY;
  const planned = DAY_OR_CLOCK_AHEAD.test(prepared);
  // A card, an outcome, a feeling or money at stake: a reading that the statement, chore and news rules below leave alone.
  const otherReading = fired.has("contact") || fired.has("milestone_outcome") || fired.has("emotion_state") || MONEY_AT_STAKE.test(prepared);
  // A time ahead is no record (GUIDELINES 4.6 leaves feelings and observations unscheduled, 4.5 schedules
  // appointments): a card, an outcome or a noticed fact that states when something happens next is a plan,
  // unless what comes then is only something awaited ("the proofs will be back thursday").
  if (planned && !facts.waiting) for (const t of RECORD_TYPES) scores[t] -= RECORD_PENALTY;
  // A wait stated as a state, with no act of the user's and no money at stake, is a noticed fact (dev d027:
  // "still shows my vacation as pending - Grace hasn't approved it"); a reported call, order or decision keeps its
  // own type (d020, d032, d125), money makes it a transaction (d062), a feeling stays a feeling (d013).
  if (facts.waiting && !fired.has("emotion_state") && !MONEY_AT_STAKE.test(prepared) && !USER_ACT.test(prepared)) {
    scores.observation_insight += WAIT_STATE_BOOST;
    fired.set("observation_insight", [...(fired.get("observation_insight") ?? []), "notes what is awaited"]);
  }
  // The user's own act still undone is no wait stated as a state (GUIDELINES 7): the "still hasn't" reading is taken back.
  // It is the user's own thing to do: a call or message when its act is one (rule 2), else a task (rule 13).
  if (USER_UNDONE_PENALTY && USER_STILL_UNDONE.test(prepared)) {
    scores.observation_insight -= USER_UNDONE_PENALTY;
    const own = UNDONE_CALL.test(prepared) ? "communication" : "task";
    scores[own] += USER_UNDONE_PENALTY;
    fired.set(own, [...(fired.get(own) ?? []), "has the user's own act still undone"]);
  }
  // A statement of fact in the third person with no plan in it is a noticed fact, not a task (rule 11 before 13),
  // unless a card, an outcome, a feeling, money or a time ahead gives it another reading.
  const factGuards = !planned && !NOT_A_FACT.test(prepared) && !thenDo(prepared) && !otherReading;
  let readAsFact = false;
  if (STATEMENT_BOOST && factGuards && (STATEMENT_OF_FACT.test(prepared) || PROGRESSIVE_FACT.test(prepared))) {
    readAsFact = true;
    scores.observation_insight += STATEMENT_BOOST;
    fired.set("observation_insight", [...(fired.get("observation_insight") ?? []), "states a fact in the third person"]);
  }
  // A chore reported done in the passive is a task done (rule 13), unless a card, an outcome, a feeling or money
  // gives it another reading.
  if (DONE_PASSIVE_BOOST && DONE_PASSIVE.test(prepared) && !otherReading) {
    scores.task += DONE_PASSIVE_BOOST;
    fired.set("task", [...(fired.get("task") ?? []), "reports a chore done"]);
  }
  // Another person's news with nothing of the user's in it is a noticed fact, not a plan of the user's; a card
  // (contact cue) or an outcome keeps its own reading.
  // An instruction after it ("zperson's mum is in hospital, bring her grapes") makes it a task after all (fifty-third round).
  if (OTHERS_NEWS_BOOST && OTHERS_NEWS.test(prepared) && !FIRST_PERSON.test(prepared.replace(/^(?:my|our) /, "")) && !otherReading && !HAS_IT_BACK.test(prepared) && !thenDo(prepared)) {
    readAsFact = true;
    scores.observation_insight += OTHERS_NEWS_BOOST;
    fired.set("observation_insight", [...(fired.get("observation_insight") ?? []), "tells someone else's news"]);
  }
  // The same state with money at stake is a transaction (d062 "still waiting on the refund", d069 the deposit):
  // the money is the point, and a bare "still hasn't" cue must not make it a noticed fact.
  else if (MONEY_WAIT_BOOST && facts.waiting && !fired.has("emotion_state") && MONEY_AT_STAKE.test(prepared) && !USER_ACT.test(prepared) && !USER_RETURN.test(prepared)) {
    scores.transaction += MONEY_WAIT_BOOST;
    fired.set("transaction", [...(fired.get("transaction") ?? []), "money still awaited"]);
  }
  // Another party's act told in the past tense is a noticed fact or news (rule 11), under the statement rule's guards;
  // not added again where the statement or news rule has already read it so, and not where it reports a task of the
  // user's list done by someone else ("the electrician fixed the lights" for "get the lights fixed": rule 13, d036).
  if (PAST_ACT_BOOST && factGuards && !readAsFact && !facts.completes && PAST_ACT.test(prepared)) {
    scores.observation_insight += PAST_ACT_BOOST;
    fired.set("observation_insight", [...(fired.get("observation_insight") ?? []), "tells what another party did"]);
  }
  // A named person's own act in the past tense is no card, task or decision of the user's (rules 7, 8, 13), unless a
  // card's details are in it ("zperson changed her number, it's …") or it reports a task of the user's list done.
  if (NAMED_PAST_ACT_PENALTY && !planned && !fired.has("contact") && !facts.completes && NAMED_PAST_ACT.test(prepared)) {
    scores.contact -= NAMED_PAST_ACT_PENALTY;
    scores.decision_commitment -= NAMED_PAST_ACT_PENALTY;
    scores.task -= NAMED_PAST_ACT_PENALTY;
  }
  // A named person's word passed on is no card, task, purchase or decision of the user's (rules 4, 7, 8, 13).
  if (NAMED_PAST_ACT_PENALTY && !planned && !fired.has("contact") && !facts.completes && REPORTED_SAYING.test(prepared) && !NOT_A_FACT.test(prepared) && !saidThenDo(prepared)) {
    for (const t of ["contact", "task", "acquisition_disposition", "decision_commitment"] as const) scores[t] -= NAMED_PAST_ACT_PENALTY;
  }
  // A task of the list reported finished is a task done, not an outcome or study (rule 13).
  if (CHORE_FINISHED_BOOST && facts.completes && CHORE_FINISHED.test(prepared) && !NOT_A_CHORE.test(prepared) && !fired.has("learning_consumption")) {
    scores.task += CHORE_FINISHED_BOOST;
    fired.set("task", [...(fired.get("task") ?? []), "reports a task of the list finished"]);
  }
  // A booking or a piece of paperwork of the list told as booked, locked in, gone through or sorted is a task done
  // (rule 13, d036), not a result or a remark; money makes it a transaction, a cheer ("!!") an outcome.
  if (BOOKED_DONE_BOOST && facts.completes && BOOKED_DONE.test(prepared) && !MONEY_AT_STAKE.test(prepared) && !/\bzexcl\b/.test(prepared) && !fired.has("acquisition_disposition") && !fired.has("communication") && !fired.has("transaction")) {
    scores.task += BOOKED_DONE_BOOST;
    fired.set("task", [...(fired.get("task") ?? []), "reports a task of the list done"]);
  }
  // A decision still to make is a task of the user's, not the sale, purchase or call weighed in it (rule 13).
  if (DECISION_TO_MAKE_BOOST && DECISION_TO_MAKE.test(prepared)) {
    scores.task += DECISION_TO_MAKE_BOOST;
    fired.set("task", [...(fired.get("task") ?? []), "has a decision still to make"]);
  }
  boostCompletedTaskType(scores, fired, facts.completedTitle, prepared);
  // A task of the list told done with its own verb and still read as a remark is that task done (evt82).
  round82DoneNotRemark(scores, fired, facts.completedTitle, prepared);
  return { scores, fired };
}
