import type { EventType } from "@life/contracts";
import { IMPERATIVE_VERBS } from "../../text/verbs.js";
import { ROUND64_EVENT_CUES } from "./event-cues-64.js";
import { ROUND66_EVENT_CUES } from "./event-cues-66.js";
import { ROUND68_EVENT_CUES } from "./event-cues-68.js";
import { ROUND69_EVENT_CUES } from "./event-cues-69.js";
import { ROUND70_EVENT_CUES } from "./event-cues-70.js";
import { ROUND73_EVENT_CUES } from "./event-cues-73.js";
import { ROUND74_EVENT_CUES } from "./event-cues-74.js";
import { ROUND79_EVENT_CUES } from "./event-cues-79.js";
import { ROUND80_EVENT_CUES } from "./event-cues-80.js";
import { SET65_EVENT_CUES } from "./event-cues-set65.js";
import { SET67_EVENT_CUES } from "./event-cues-set67.js";
import { SET69_EVENT_CUES } from "./event-cues-set69.js";
import { SET70_EVENT_CUES } from "./event-cues-set70.js";
import { SET71_EVENT_CUES } from "./event-cues-set71.js";
import { SET72_EVENT_CUES } from "./event-cues-set72.js";
import { SET73_EVENT_CUES } from "./event-cues-set73.js";

export interface Cue {
  type: EventType;
  re: RegExp;
  /** Added to the naive Bayes log score when the cue matches. */
  boost: number;
  label: string;
}

/** GUIDELINES 3, rule 1: asking to be reminded wins over every other reading. */
export const REMINDER_CUE =
  /\b(remind me|remind us|reminder (?:for|to|about)|set a reminder|(?:don'?t|dont|do not|dinnae|dinna) forget|(?:don'?t|do not|dinnae|dinna) let me (?:forget|miss)|ping me|nudge me)\b|\breminder\s*:/;

/** "happy to help" is a willingness, not a feeling. */
const EMOTIONS =
  "happy|sad|anxious|nervous|stressed|frustrated|exhausted|knackered|wrecked|tired|proud|grateful|thankful|heartbroken|calm|excited|worried|scared|afraid|lonely|overwhelmed|relieved|annoyed|angry|upset|guilty|furious|bummed|gutted|thrilled|overjoyed|down(?! (?:at|to|the|on|by|for|there|here|south|north|in(?! the dumps))\\b)|low|miserable|hopeful|content|jealous|embarrassed|ashamed|burnt out|burned out|drained|restless|bored|giddy|elated|devastated|terrified|panicking|panicked|dreading|stoked|pumped|livid|fuming|chuffed|gutted|shattered|over the moon|on edge|pleased|delighted|glad|disappointed|homesick|grumpy|cranky|irritated|frazzled|fed up|sick of|wound up|heartsick|grinding me down|wearing me down|raging|scunnered|wiped out";
/**
 * After a feeling word: what makes it a level, not a feeling ("low priority", "down 15 pounds", "up 3 kilos", "so low
 * on diesel"). Twenty-ninth round.
 */
const NOT_A_LEVEL = "(?! (?:priority|znum|zmoney|on (?:gas|fuel|diesel|petrol|oil|battery|stock|funds|cash))\\b)";
const VERB = `(?:${[...IMPERATIVE_VERBS].join("|")})`;
/** Three or more steps, each opening with a verb: "sort the stuff, book movers and figure out the piano". */
const STEP_LIST = new RegExp(`\\b${VERB} [^,.;]{1,60},\\s*(?:and\\s+)?${VERB} [^,.;]{1,50},?\\s*(?:and\\s+|then\\s+)?(?:${VERB}|figure|line|get) [^,.;]{1,50}`);
/** Fillers and priority words that may open a note before its verb. */
const LEAD = "^(?:(?:ok|okay|so|also|then|and|pls|please|hey|need to|gotta|have to|i need to|i have to|must|should|finally|just|(?:high|medium|low|top) priority|urgent|critical|important|asap|note to self|todo)[\\s:,.!-]+)*";
const COMM_VERBS = "call|phone|ring|email|e-mail|text|message|dm|facetime|zoom|skype|whatsapp|slack|voicemail|video call|video-call";
const COMM_PAST = "called|phoned|rang|emailed|e-mailed|texted|messaged|dm'?d|facetimed|zoomed|skyped|whatsapped|slacked|replied|wrote back";

/** Pieces of a time ahead, read after prepareText (which writes ordinals, clock times and numbers as zordinal, ztime, znum). */
const WEEKDAY = "(?:mon|tues|wednes|thurs|fri|satur|sun)day";
const DATE_OF_MONTH = "\\b(?:on|for|to|till|until|by) the zordinal\\b";
/** A day or clock time ahead: a weekday, tomorrow, tonight, today at…, the 14th, a clock time. */
const DAY_AHEAD = `\\b(?:on |this |next |by |till |until |for )?${WEEKDAY}\\b(?! just gone)|\\b(?:tomorrow|tmrw|tmr|tonight|day after tomorrow)\\b|\\btoday (?:at|by|before|from)\\b|${DATE_OF_MONTH}|\\bat (?:ztime|znum)\\b|\\bztime\\b|\\bnext week\\b`;
/** Said of the past ("yesterday at 3", "last night"): a report, not a plan. */
const PAST_WHEN = "\\b(?:yesterday|last (?:night|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this morning|ago|earlier today)\\b";
/** The thought as a whole names no past time and then one of `ahead` (all constant patterns above, no text of a thought). */
const aheadWithNoPast = (ahead: string) => new RegExp(`^(?!.*${PAST_WHEN}).*(?:${ahead})`);
/** A party, not the user, wants or needs something done or handed over. */
const PARTY_ASKS =
  /^(?!.*\b(?:i|we)\s+(?:\w+\s+)?wants?\b).*\b(?!(?:i|we|you|she|he|they|it|who|that|which|this|what)\b)[a-z]+(?:'s)? (?:wants|has asked for|is asking for|asked for|is after|needs (?:me|us) to) (?!to\b|znum (?:now|an? (?:hour|week|month))\b)/;
/** A time ahead with no past marker in the thought. */
export const PLANNED_TIME = aheadWithNoPast(DAY_AHEAD);
/**
 * The same, without "tonight" or "today" (said of what already happened today: "got my green belt tonight"): a
 * weekday, tomorrow, a day of the month or a clock time ahead.
 */
export const DAY_OR_CLOCK_AHEAD = aheadWithNoPast(`(?<!\\bevery )\\b${WEEKDAY}\\b|\\b(?:tomorrow|tmrw|tmr)\\b|${DATE_OF_MONTH}|\\bztime\\b|\\bat znum\\b`);

/** Words after which "borrow" or "back" is money or a person, not a thing (rule 3; "take the kids back"). */
const NOT_A_THING = "(?!(?:money|cash|deposit|refunds?|loan|zmoney|znum|kids?|children|boys|girls|baby|dog|zperson)\\b)";
/** The user's own borrowing or return of a thing, verb first, or an owner wanting their own thing back (forty-fifth round). */
export const BORROW_OR_RETURN = new RegExp(
  "^(?:(?:so|ok|okay|right|just|also|and)[\\s,]+)?(?:" +
    `(?:borrowed|borrowing|borrow) (?:a |an |the |his |her |their |(?:(?:mr|mrs|ms|miss|dr|fr|sister|uncle|auntie|aunty)\\.? )?zperson's )${NOT_A_THING}[a-z]` +
    `|(?:bring|brought|carry|carried|give|gave|hand|handed|take|took|drop|dropped) back (?:the|his|her|their|(?:(?:mr|mrs|ms|miss|dr|fr|sister|uncle|auntie|aunty)\\.? )?zperson's) ${NOT_A_THING}[a-z]` +
    `|(?:bring|brought|carry|carried|give|gave|hand|handed|take|took|drop|dropped) (?:the|his|her|their|(?:(?:mr|mrs|ms|miss|dr|fr|sister|uncle|auntie|aunty)\\.? )?zperson's) ${NOT_A_THING}(?:[a-z'-]+ ){1,3}back\\b` +
    ")" +
    `|\\b(?:wants?|wanted|wanting) (?:his|her|their) ${NOT_A_THING}(?:[a-z'-]+ ){1,3}back\\b`,
);

/**
 * Cue rules that carry the precedence of GUIDELINES 3 on top of the text model. Boosts are in
 * log-odds: 3 overrides all but a confident model, 1.5 settles near ties.
 */
export const EVENT_CUES: Cue[] = [
  // A single thing to do is the default reading of an imperative note (GUIDELINES 3, rule 13).
  { type: "task", re: new RegExp(`${LEAD}${VERB}\\b`), boost: 1, label: "is a single thing to do" },
  { type: "communication", re: new RegExp(`${LEAD}(?:${COMM_VERBS}|${COMM_PAST})\\b`), boost: 4, label: "opens with a call, email or message" },
  { type: "communication", re: /\b(had a (?:\w+ )?(?:call|chat|phone call|video call|zoom)|got through to|left a (?:voice ?mail|message)|(?:call|zoom|facetime|video call|phone call|meeting call|teams call) with|voicemail|heard back from|^zperson (?:just )?(?:rang|called|phoned|texted|messaged|emailed|facetimed|whatsapped))\b/, boost: 3, label: "mentions a call or message" },
  { type: "communication", re: new RegExp(`\\b(?:need to|gotta|have to|should|must|to)\\s+(?:${COMM_VERBS})\\b|\\bsend (?:\\w+ )?(?:a |the )?(?:\\w+[- ])?(?:emails?|texts?|messages?)\\b`), boost: 2, label: "plans a call or message" },
  { type: "emotion_state", re: new RegExp(`^(?:(?:i'?m|i am|honestly|just|so|sae|dead|pure|really|weirdly|kind of|kinda|super|feeling|feel|felt|ugh|totally|absolutely|a bit|a little)[\\s,.]+)*(?:${EMOTIONS})\\b${NOT_A_LEVEL}`), boost: 3.5, label: "states a feeling" },
  { type: "emotion_state", re: new RegExp(`\\b(?:i'?m|i am|i feel|feeling|feel|felt|so|sae|dead|pure|really|very|honestly|pretty|super|kinda|kind of|a bit|totally|completely|utterly|absolutely)\\s+(?:so\\s+|really\\s+|very\\s+|super\\s+|kind of\\s+)?(?:${EMOTIONS})\\b${NOT_A_LEVEL}`), boost: 2.5, label: "states a feeling" },
  { type: "milestone_outcome", re: /\b(first (?:steps|word|words|tooth|race|marathon|10k|5k|half|sale|client|paycheck|paycheque|order|standing order|contract|stockist)|got (?:an? |straight )[a-e](?:\+|-| plain| minus| plus)?(?=[\s,.!]|$)|(?:the )?best (?:\w+ ){0,2}(?:has|have) (?:ever )?had|passed (?:my|the|her|his)|got the job|got into|got accepted|accepted (?:in)?to|got promoted|promoted to|graduated|anniversary|celebrated \d+|\d+(?:st|nd|rd|th) (?:sale|order|customer|subscriber|birthday)|hit \d|reached \d|(?:passed|crossed|topped) \d|closed the .{0,30}deal|is (?:done|finished|complete)\b|(?:offer|job) (?:from|came)|personal best|\bpb\b|never (?:done|managed|had) (?:that|this|it) before|first time ever|made the team|won the|finished my first|paid off|debt free|sold out|best (?:day|week|month|year|quarter|season|sales?)(?: \\w+)? (?:yet|so far|ever)|record (?:month|sales|day|week|year)|new record|we (?:shipped|launched|released)|went live|(?:is|are) (?:now )?live)\b/, boost: 2.5, label: "reports an achievement or result" },
  { type: "decision_commitment", re: /\b(decided|decision|going with|not taking|final answer|no backing out|no going back|no turning back|promised|committed|commit to|signed up|(?<!\b(?:thinking|think|maybe|perhaps|probably|guess|suppose|hope|hoping) )i'?ll|(?<!\b(?:thinking|think|maybe|perhaps|probably|guess|suppose|hope|hoping) )we'?ll|we'?re going to|told \w+ (?:i'?d|i would|yes|we'?d)|picked the|chose|sticking with|from now on|no more|cutting out|cutting back on|quitting|hold off|holding off|not going to|won'?t be|cancell?ed (?:my|the|our) (?:\w+ ){0,2}(?:membership|subscription|contract|plan)|unsubscribed|done with (?!(?:the|my|a|an|it|all|this|that|our|your|his|her|their)\b)\w+|no (?:more )?\w+(?: \w+){0,4} after (?:znum|ztime)\b(?! ?(?:days?|weeks?|months?|years?|hours?|hrs?|mins?|minutes?)\b))\b/, boost: 2.5, label: "records a decision or commitment" },
  { type: "project", re: /^(?:new )?project:|\bproject:/, boost: 5, label: "is labelled a project" },
  { type: "project", re: /[:—–-]\s*[^,.;]{2,40},\s*[^,.;]{2,40},\s*[^,.;]{2,40}|[:—–-]\s*[^,.;]{2,40}(?:,\s*[^,.;]{2,40}){1,},?\s+(?:and|&|\+)\s+[^,.;]{2,40}/, boost: 2.5, label: "lists several steps" },
  { type: "project", re: STEP_LIST, boost: 1.5, label: "lists several steps" },
  { type: "project", re: /^(?:(?:want to|wanna|need to|let'?s|time to|gonna|going to|i want to|we should)\s+)?(?:plan|organi[sz]e|set up|launch|start|kick off|build|turn(?:ing)? .{3,30} into|train for|renovate|redo|migrate|overhaul|create|throw)\b/, boost: 1, label: "starts a larger effort" },
  { type: "contact", re: /\bzphone\b|\bzemail\b/, boost: 3, label: "holds contact details" },
  { type: "contact", re: /\b(new number|number is|email (?:is|changed)|new email|new address|address is|(?<!\bthe [\w-]+ )lives (?:at|on|in)|cell\b|mobile is|rec from|recommended by|new contact|recruiter from|(?:partner|wife|husband|kids?) (?:is|are|named|called)|allergic to|prefers)\b/, boost: 2.5, label: "describes a person" },
  // Not "zperson:": a name before a colon opens a "who: what" note of something awaited (GUIDELINES 7), never a card in
  // the labelled sets; a card's colon comes with a number or an address, which the cue above reads.
  { type: "contact", re: /^zperson(?: zperson)?\s*(?:\(|-|—|–|from the|from my|is (?:a|our|my|the))/, boost: 2.5, label: "starts with a person's details" },
  { type: "contact", re: /\b(?:she|he|they) (?:runs|owns|manages|works at|works in|works for|is a|is an|is the|does|handles)\b|\bmet zperson (?:at|from|through)\b/, boost: 2, label: "describes who someone is" },
  { type: "transaction", re: /zmoney[^.]{0,60}\b(pay|paid|bill|invoice|refund|payout|reimburs|remit|deposit|due|owe|fee|tax|rent|salary|transfer|send|sent|charge|payment|cost)|\b(pay|paid|bill|invoice|invoiced|refund|payout|reimburse|reimbursed|remittance|deposit|deposited|owe|owed|fee|rent|salary|transfer|send|sent|charge|payment)\b[^.]{0,60}zmoney|\b(?:going|gone|went|goes) up (?:by )?(?:znum|zmoney)|\bup from (?:znum|zmoney)|\b(?:came|comes|come) to zmoney/, boost: 2, label: "is about an amount of money" },
  { type: "transaction", re: /\b(invoice|invoiced|refund|payout|reimburse|reimbursed|reimbursement|remittance|paycheque|paycheck|mortgage payment|property tax|bill)\b/, boost: 1, label: "is about a payment" },
  // "return" as a noun is no giving back of a thing (fifty-third round): a tax, VAT or annual return is a form, a
  // return flight or fare a trip; a person is picked up or grabbed, not got (rule 4).
  { type: "acquisition_disposition", re: /\b(buy|bought|order|ordered|(?:pick up|picked up)(?! zperson\b(?!'s))|(?<!\b(?:tax|vat|gst|hst|annual|income|the|a|my|our|his|her|their|its|zmoney|[a-z]+'s) )return(?! (?:gifts?|flights?|fares?|tickets?|trips?|journey|leg)\b)|returned|sell|sold|list|listed|donate|donated|get rid of|got rid of|need (?:a )?new|purchase|purchased|groceries|grocery (?:run|list|shop)|shopping list)\b/, boost: 1.2, label: "gets or gets rid of a thing" },
  { type: "acquisition_disposition", re: /\b((?:grab|grabbed)(?! zperson\b(?!'s))|give away|gave away|giving away|for sale|on (?:kijiji|ebay|gumtree|marketplace|facebook marketplace|olx|craigslist|vinted|depop|freecycle)|backorder(?:ed)?|on back ?order|secondhand|second-hand|(?:charity|hospice|op|thrift) (?:shop|store)|to the (?:wreckers|tip|dump|scrapyard|scrap yard)|(?:is|are) ready (?:at|for (?:collection|pick ?-?up))|ready to (?:collect|pick up)|collect (?:it|them|my|our|his|her|the) (?!for\b)|(?:send|sending|take|taking) (?:it |them )?back|(?:get|getting|buy|buying|grab|order|got|bought) (?:zperson|him|her|them|the kids?|dad|mum|mom) (?:a |some )?new)\b/, boost: 1.2, label: "gets or gets rid of a thing" },
  { type: "learning_consumption", re: /\b(read|reading|course|class|workshop|tutorials?|podcast|studying|study|lesson|(?<!\bin the )library|retraining|in-?service training|training (?:course|session|day|workshop)|accreditation|audiobook|documentary|webinar|pages|chapter|chapters|module|learning|lecture)\b/, boost: 1.2, label: "reads, watches or studies" },
  // "gym mon + thu 6am", "swim squad wednesdays": two weekdays, or a weekday in the plural, schedule a habit.
  { type: "routine_activity", re: /\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?s?\s*(?:\+|&|\/|,|and)\s*(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?s?\b|\b(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weeknights)\b/, boost: 2, label: "describes a routine" },
  { type: "routine_activity", re: /\b(like every|every (?:day|week|night|morning|evening|afternoon|weekend|month|term|shift|lunch ?(?:hour|time|break)|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|as usual|routine|habit|streak|in a row|daily|weekly|again today|like always|usual)\b/, boost: 2, label: "describes a routine" },
  // Waiting stated as a state ("IT still haven't fixed my login"): a noticed fact unless money or a feeling says otherwise.
  { type: "observation_insight", re: /\bstill (?:hasn'?t|haven'?t|hasnae|havenae|has not|have not|not|no sign of|nothing from)\b/, boost: 1.5, label: "notes what is still awaited" },
  { type: "observation_insight", re: /^(?:an? )?(?:idea|thought|insight|observation|note to self)\s*[:-]/, boost: 3, label: "is labelled an idea" },
  { type: "observation_insight", re: /\b(noticed|realised|realized|seems|seem|always|never|pattern|idea:|cheaper than|more than|better than|worse than|smells|keeps|whenever|every time|pretty sure|might be worth|maybe .{0,30} should|only (?:when|after|before|if|on)|most of (?:our|the|my)|tends? to|usually)\b/, boost: 1.2, label: "notes an observation" },

  // An appointment, visit or event stated as a fact with its time ("the piano tuner comes monday at 10", "eye test
  // booked for monday at half 9"): a thing to do (GUIDELINES 3, rule 13), scheduled by 4.5. Appended last so the
  // earlier cues keep their feature numbers in the trained model.
  // A feature only (no boost): the model learns from the corpus what a time ahead says beside the other words.
  { type: "task", re: PLANNED_TIME, boost: 0, label: "states a plan with its time" },
  // Someone asks something of the user ("the school wants the form back by friday", "the broker needs three
  // payslips"): a thing to do, unless the user is the one who wants (that is a need or a plan).
  { type: "task", re: PARTY_ASKS, boost: 1.5, label: "someone asks something of the user" },
  // A feeling said through what wears the user down ("work is grinding me down", "fed up of the damp").
  { type: "emotion_state", re: /\b(?:grinding|wearing|getting|dragging) me down\b|\bfed up (?:with|wi|of)\b|\bsick (?:and tired )?of\b/, boost: 2.5, label: "states a feeling" },
  // Twenty-second round. "due for a jab / a service" names a thing to do, not money due (rule 3 wants an amount).
  { type: "task", re: /\b(?:is|are|'s|'re) (?:now |over)?due (?:for )?(?:an? |their |its |his |her |the )?(?:\w+ )?(?:jabs?|vaccinations?|vaccines?|boosters?|service|check-?up|inspection|mot|haircut|trim|deworming)\b/, boost: 2, label: "is due to be done" },
  // A thing ready to collect, or collecting it, is getting it (rule 4), not a chore.
  { type: "acquisition_disposition", re: /\b(?:is|are) ready (?:at|for (?:collection|pick ?-?up))|\bready to (?:collect|pick up)\b|\bcollect (?:it|them|my|our|his|her|the) (?!for\b)/, boost: 2, label: "gets or gets rid of a thing" },
  // A supply that goes off or down every so often is a noticed pattern (rule 11), not the user's routine.
  { type: "observation_insight", re: /\b(?:goes|go|went|cuts?|is|are|keeps? going) (?:off|out|down)\b.{0,40}\b(?:every|whenever|each)\b/, boost: 2.5, label: "notes a pattern" },
];

/**
 * Twenty-fifth round: cues that add their boost but are no model feature (a new feature would hash onto weights
 * learned for others until the model is rebuilt, as the domain's fixed trade cues in domain-cues.ts).
 */
/** A fault told as gone ("no more drips", "no more weeping oil", "no more dropouts"): a cue here, and in event-type.ts no decision. */
export const FAULT_GONE = /\bno more (?:[a-z]+ )?(?:drips?|dripping|leaks?|leaking|weeping|draughts?|rattl(?:e|es|ing)|squeak(?:s|ing)?|drop-?outs?|flicker(?:s|ing)?)\b/;

export const EVENT_BOOST_CUES: Cue[] = [
  // Thanks for what someone did is gratitude stated outright (rule 12): "huge thanks to Ana for the lift", "thank god
  // for Tom". "thanks to Ana the fence is back up" says why a thing got done and is left to the model.
  { type: "emotion_state", re: /^(?:big |huge |massive |so much |many )?thanks (?:to (?:zperson|the \w+(?: \w+)?|\w+) for|god for)\b|^thank (?:god|goodness|heavens) for\b/, boost: 2.5, label: "states a feeling" },
  // Missing someone is a feeling (rule 12): "I miss her", "missing Mum heaps".
  // Asking someone whether something holds is a message to them (rule 2): "ask Joy whether practice is still at 7".
  { type: "communication", re: /\bask(?:ed)? (?!me\b|myself\b|around\b)(?:zperson|[a-z]+) (?:if|whether)\b/, boost: 3, label: "plans a call or message" },
  // Picking up or fetching a person is a school run or a lift, a thing to do (rule 13), not getting a thing (rule 4).
  { type: "task", re: /\b(?:pick(?:ing)? up|grab|collect|fetch) (?:zperson|the (?:kids|boys|girls|twins)|(?:my )?(?:son|daughter|mum|mom|mam|dad|nan|gran|ammi|abbu|amma|appa)) (?:from|at|after)\b/, boost: 2.5, label: "is a single thing to do" },
  // A thing making a noise or smell is a noticed fact (rule 11), not a chore.
  { type: "observation_insight", re: /\bmaking (?:a|an|that|this|the|weird|funny|strange) (?:[a-z]+ )?(?:noise|sound|smell|racket)\b/, boost: 2, label: "notes an observation" },
  // Finishing or starting the reading or a module of a course, and doing a masterclass, is studying (rule 9), not a
  // chore; booking a masterclass for a party is left to the model.
  { type: "learning_consumption", re: /\b(?:finish|finishing|finished|do|doing|start|starting|started) (?:the|my|this|that) (?:[a-z-]+ ){0,2}(?:reading|readings|module|chapter|coursework)\b|\b(?:doing|attending|at|in) (?:the|a|my) (?:[a-z-]+ ){0,2}master ?class(?:es)?\b/, boost: 2, label: "reads, watches or studies" },
  { type: "emotion_state", re: /\bi miss (?:her|him|them|you|home|zperson)\b|^(?:i'?m |so |really )?missing (?:zperson|him|her|them|home|(?:my )?(?:mum|mom|mam|dad|nan|gran|family|kids|friends))\b/, boost: 2.5, label: "states a feeling" },
  // Twenty-eighth round. A feeling opened by a texting filler ("tbh burnt out…", "ngl so tired", "lowkey stressed"):
  // the opening cue's fillers are written ones.
  { type: "emotion_state", re: new RegExp(`^(?:tbh|ngl|tbf|lowkey|low key|low-key|fr|not gonna lie|to be honest)[\\s,.]+(?:(?:so|really|very|kinda|kind of|a bit|super|just|feeling)\\s+)*(?:${EMOTIONS})\\b`), boost: 3, label: "states a feeling" },
  // A heart that is heavy, broken or full is a feeling stated outright (rule 12).
  { type: "emotion_state", re: /\b(?:my )?heart (?:is |feels |was )?(?:so |very )?(?:heavy|broken|breaking|full|aching|sore)\b|\bheavy heart\b/, boost: 2.5, label: "states a feeling" },
  // Being on hold with someone is a call (rule 2), not a paused thing ("the project is on hold").
  { type: "communication", re: /\bon hold (?:w|with|to) (?:the |my |our )?[a-z]/, boost: 3.5, label: "mentions a call or message" },
  // "the furnace guy is Sven", "her new teacher is Miss Kaylee": a role told with the person's name is a card (rule 7).
  { type: "contact", re: /\b(?:guy|lady|man|woman|person|teacher|director|manager|rep|coach|doctor|dentist|nurse|planner|treasurer|chair|secretary|contact|landlord|agent|adviser|advisor|tutor|nanny|babysitter|pastor|mechanic|plumber|electrician|accountant|lead|head) (?:is|=) (?:(?:miss|mr|mrs|ms|mx|dr|sister|brother|pastor|auntie|aunty|uncle)\.? )?zperson\b/, boost: 2.5, label: "describes who someone is" },
  // An amount opening the note and paid to someone ("$180 to Dale for the battery"), or money dropped or blown on
  // something, is the money itself (rule 3).
  { type: "transaction", re: /^zmoney (?:to|for) |\b(?:dropped|blew|blown|spent|forked out|shelled out|splashed out|splurged) (?:like |about |around |almost |nearly )?zmoney\b/, boost: 2, label: "is about an amount of money" },
  // A rule with a clock time ("zero coffee past 3pm"): a decision (rule 8), as "no more coffee after 2pm" (d003).
  { type: "decision_commitment", re: /\b(?:zero|no|no more) (?!(?:idea|clue|sign|one|word|news|reply|answer)\b)(?:[a-z]+ ){0,4}(?:after|past) ztime\b/, boost: 3.5, label: "records a decision or commitment" },
  // Taking one's turn at a household duty ("I'm on daycare drop-off tomorrow", "me on bath time") is a routine (rule
  // 6, "school run is mine tomorrow", d145).
  { type: "routine_activity", re: /\b(?:i'?m|im|i am|me) on (?:the )?(?:[a-z]+ ){0,2}(?:drop-?offs?|pick-?ups?|school runs?|bath ?time|bed ?time|dishes|night feeds?)(?: duty)?\b/, boost: 2.5, label: "describes a routine" },
  // A figure that went up or down by a share ("ER visits down 8%") is a noticed fact (rule 11).
  { type: "observation_insight", re: /\b(?:up|down|rose|fell|dropped|jumped|climbed|increased|decreased|grew) (?:by )?(?:znum ?%|znum percent)/, boost: 2, label: "notes an observation" },
  // Another person's news of a move, a departure, a birth ("Ilse's moving to Hamburg", "Priyanka is leaving the
  // hospital in june", "his wife had twins") is a noticed fact (rule 11), not a card, though "wife" and "is" read as
  // one; not a leaving do, and not the user's own move ("we're moving saturday").
  { type: "observation_insight", re: /(?<!\bwe)(?<!\byou)(?: is| are|'s|'re) (?:moving|shifting|leaving(?! (?:do|drinks|party|card|present|gift|collection)\b)|relocating|getting transferred|being transferred|pregnant|due any day|retiring|emigrating)\b|\bhad (?:a baby|twins|triplets|a (?:baby )?(?:boy|girl))\b/, boost: 2.5, label: "notes someone else's news" },
  // Someone needing or wanting a new thing, and finding a present or a gift for someone, is getting a thing (rule 4):
  // "zain needs new school shoes", "sort a present for Huia".
  { type: "acquisition_disposition", re: /\b(?:needs|wants|needed|wanted) (?:a |an |some |the )?new\b|\b(?:sort|find|get|pick out|choose) (?:a|some|the) (?:[a-z]+ )?(?:present|gift|pressie)s?\b|\b(?:present|gift) for\b/, boost: 2, label: "gets or gets rid of a thing" },
  // A piece of work shipped or launched is an outcome (rule 10): "shipped the audit dashboard", not a parcel.
  { type: "milestone_outcome", re: /\b(?:shipped|launched|released|rolled out) (?:the|my|our) (?:[a-z-]+ ){0,3}(?:dashboard|feature|app|site|website|product|release|version|report|model|tool|update|redesign|pipeline|portal)\b/, boost: 3, label: "reports an achievement or result" },  // Twenty-ninth round. "it's final", "that's settled": a decision told as settled (rule 8), not another's news.
  { type: "decision_commitment", re: /\b(?:it'?s|its|that'?s|thats) (?:final|settled|decided)\b(?! (?:score|whistle|round|results?|exams?|game|match|day|week|bill|payment|notice|version|draft|call|boarding|answer)\b)/, boost: 3, label: "records a decision or commitment" },
  // A person's card told by their role after the name ("Gord at the dealer is the guy for engines", "Rosa from the
  // co-op is the one to ask") or by a pronoun and a role ("she's our tutor", "he's the backup driver"): a card (rule
  // 7), not a noticed fact.
  { type: "contact", re: /^zperson (?:at|from|on|with|in) (?:[a-z&'-]+ ){1,4}(?:is|='?s) (?:the|our|my) (?:[a-z-]+ ){0,3}(?:guy|lady|man|woman|person|one|contact)\b|\b(?:she|he)(?:'s|s| is) (?:the|our|my) (?:[a-z-]+ ){0,2}(?:driver|guy|lady|coach|teacher|tutor|doctor|dentist|mechanic|accountant|dispatcher|rep|contact|manager|treasurer|secretary|plumber|electrician|nurse|babysitter|nanny|landlord|agent|lawyer|vet)\b/, boost: 4, label: "describes who someone is" },
  // A call on a regular day ("every sunday night I phone Biji", "we ring Mum every week"): a call (rule 2 ranks above
  // a routine, 6), though "every" reads as a routine.
  { type: "communication", re: /\bevery (?:[a-z]+ ){0,2}(?:i|we) (?:always )?(?:call|phone|ring|facetime|video ?call|skype|zoom|whatsapp)\b|\b(?:i|we) (?:always )?(?:call|phone|ring|facetime|video ?call|skype|zoom) (?:[a-z']+ ){1,4}every\b/, boost: 7, label: "plans a call or message" },
  // Someone doing their first thing of its kind ("did his first full reading", "drove her first load", "gave my first
  // talk"): a notable result (rule 10), not the studying or the chore.
  { type: "milestone_outcome", re: /\b(?:did|gave|played|sang|led|drove|ran|completed|finished|made|had|won|got|read|recited|taught|coached|hosted) (?:his|her|their|my|our) (?:very )?first\b(?! (?:coffee|cup|tea|drink|beer|bite|meal)\b)/, boost: 2.5, label: "reports an achievement or result" },
  // A log that names its regular slot in other words ("as every weekend", "same as every saturday", "my thursday
  // job", "my friday ritual"): a routine (rule 6), as "like every" is. Thirty-first round.
  { type: "routine_activity", re: /\b(?:as|same as) every (?:day|week|weekend|morning|evening|night|shift|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\b(?:my|our) (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|daily|weekly|weekend|morning|evening) (?:job|ritual|chore|habit|tradition|shift|stint)\b/, boost: 2, label: "describes a routine" },
  // Thirty-sixth round. A call told as the user's plan in the first person ("I'm phoning Iain tonight", "I'll call
  // Gordon tomorrow afternoon", "we'll ring the school"): a call (rule 2), which ranks above the "I'll" of a
  // commitment (rule 8); "I'll call it a day" and "calling time on" are not calls.
  { type: "communication", re: /^(?:(?:so|ok|okay|right|and|then)[\s,]+)?(?:i'?m|im|i am|i'?ll|i will|we'?re|we'?ll|we will)\s+(?:(?:just|definitely|probably|going to|gonna|also)\s+)?(?:call|calling|phone|phoning|ring|ringing|email|emailing|text|texting|message|messaging|facetime|facetiming|video ?call|video ?calling)\b(?! (?:it|time)\b)/, boost: 4, label: "plans a call or message" },
  // A comparison that grows with every period ("the food bank's running out faster every month", "the buses get
  // later every week"): a trend noticed (rule 11), not the user's routine; a first-person plan is left to the rest.
  { type: "observation_insight", re: /^(?!.*\b(?:i|i'?m|im|i'?ll|i'?ve|we|we'?re|we'?ll|me|my|our|let'?s)\b).*\b(?:faster|slower|more|less|fewer|worse|better|higher|lower|bigger|smaller|earlier|later|dearer|cheaper|longer|shorter|busier|quieter|harder|easier|heavier|lighter)\b(?: [a-z]+){0,3} (?:every|each) (?:day|week|month|year|season|time|winter|summer|spring|autumn)\b/, boost: 2.5, label: "notes a pattern" },
  // A feeling told through the body, with no feeling word ("couldnae sleep a wink for thinking about the scan", "still
  // shaking after that bus", "a lump in my throat", "my stomach's in knots"): a feeling stated outright (rule 12).
  { type: "emotion_state", re: /\b(?:could(?:n'?t|nae)|can'?t|cannae|did(?:n'?t|nae)) sleep (?:a wink )?(?:for|with) (?:thinking|worrying|fretting)\b|\b(?:still|was|i'?m|am) (?:shaking|trembling) (?:after|since)\b|\ba lump in my throat\b|\b(?:stomach|tummy|guts?)(?:'s| is| was)? (?:in|tied in) (?:knots|a knot)\b|\bheart (?:was |is |'s )?in my mouth\b/, boost: 3, label: "states a feeling" },
  // Handing one's old things on ("giving my old choir folder to Davie's grandson"): getting rid of a thing (rule 4).
  { type: "acquisition_disposition", re: /\b(?:giving|gave|give|handing|handed|passing|passed) (?:my|our|his|her|the) (?:old|spare|unused) [a-z]/, boost: 2, label: "gets or gets rid of a thing" },
  // Forty-fifth round. A thing borrowed or handed back, told as the user's own act with its verb first ("borrowed
  // Mrs Lindo's calculator for the demo", "carry back the projector", "bring Deb's dish back"), or its owner wanting
  // their own thing back ("zperson wants her pot back"): getting or returning a thing (rule 4), not a task. Not money
  // borrowed or wanted back (rule 3), not another's act ("zperson borrowed the ladder": news), not a thing that is not
  // the owner's ("the priest wants the form back": a task), not a person taken back.
  { type: "acquisition_disposition", re: BORROW_OR_RETURN, boost: 4, label: "gets or gets rid of a thing" },
  // Fifty-third round. A refresher or a seminar is a class (rule 9: "courses, classes, workshops"), booked or attended,
  // not a chore: "the manual handling refresher is tuesday at 2", "a budgeting seminar at the library saturday".
  { type: "learning_consumption", re: /\b(?:refresher|seminars?)\b/, boost: 3, label: "reads, watches or studies" },
  // Thirty-ninth round. A call or message from another party, told with its subject first ("the tidy towns committee
  // rang looking for volunteers", "Fr Twomey phoned to ask…", "the twins' mother texted"): a call (rule 2), as "zperson
  // rang" already is; a library ringing about a hold is left to rule 9 ("library holds for something to read"), and
  // "called at / round / to" is a visit, a bell or an alarm that rang no call.
  { type: "communication", re: /^(?!.*\b(?:library|bell|doorbell|alarm)\b)(?:(?:the|my|our|his|her|their)\s+(?:[a-z0-9'-]+\s+){0,3}?[a-z0-9'-]+|(?:(?:dr|fr|father|mr|mrs|ms|miss|councillor|cllr|nurse|sister)\.?\s+)?zperson's\s+[a-z'-]+|(?:dr|fr|father|mr|mrs|ms|miss|councillor|cllr|nurse|sister)\.?\s+zperson)\s+(?:just\s+|finally\s+)?(?:rang|called(?! (?:at|in|into|round|over|by|to|for|off)\b)|phoned|texted|messaged|emailed|e-mailed|whatsapped|facetimed)\b/, boost: 3, label: "mentions a call or message" },
  // Fifty-fourth round. An instruction to pay opening the thought ("pay Kamsi's school bus, 60k for the term", "pay
  // Adanna 20k for the weekends she helped", "pay my dues before then"): the money is the point (rule 3), not a chore;
  // paying a visit, attention or one's respects is not money.
  { type: "transaction", re: /^(?:(?:and|so|ok|okay|also|then|must|need to|have to|gotta|remember to)\s+)?pay\b(?! (?:a visit|him a visit|her a visit|them a visit|attention|(?:my |our )?respects|tribute|it forward)\b)/, boost: 2.5, label: "is about an amount of money" },
  // Collecting or picking up a thing, told with its verb first ("collect Lwazi's party cake on saturday", "collect me
  // new specs from Specsavers friday"): getting a thing (rule 4), not a chore. A person fetched ("pick up zperson from
  // school", "collect the kids") is the task cue's, and is not matched.
  { type: "acquisition_disposition", re: /^(?:(?:and|so|ok|okay|also|then|need to|have to|gotta|must)\s+)?(?:collect|pick up|pickup)\s+(?!(?:zperson|the (?:kids|boys|girls|twins|wains|bairns|weans)|him|her|them|us|(?:my |our )?(?:son|daughter|mum|mom|mam|dad|nan|gran|granny|grandma|grandpa|ma|papa|mama|kids|wife|husband))\b(?!'s))/, boost: 2, label: "gets or gets rid of a thing" },
  // Not being able to wait, told by the user ("can't wait to see Nanay at the airport", "missing Mummy's cooking, can't
  // wait for d long wknd", "can't wait to get the hip done"): excitement stated outright (rule 12), not the plan it
  // looks forward to. Another's ("Alfie can't wait for his birthday") opens with its subject and is not matched.
  { type: "emotion_state", re: /(?:^|[,;!.]\s*)(?:(?:so|oh|omg|honestly|really|and|i|just)\s+)*(?:can'?t|cant|cannot|cannae) wait\b/, boost: 2.5, label: "states a feeling" },
  // Fifty-fourth round. One's old things told as gone to someone or somewhere ("the old three-piece suite went to the
  // hospice", "my old ute is going to the wreckers monday", "the weans' old cot went to the baby bank"): getting rid of
  // a thing (rule 4), not a noticed fact, though a past verb and a subject read as one.
  { type: "acquisition_disposition", re: /\b(?:old|spare|unused) (?:[a-z'-]+ ){0,3}(?:went|gone|is going|are going|goes|go|is off|are off) (?:off )?to\b/, boost: 2.5, label: "gets or gets rid of a thing" },
  // Fifty-sixth round. A meal or a coffee with someone opening the thought, as a date ("lunch with JP and Layla on
  // Saturday at noon", "lunch with Corinne on the 2nd to catch up"): a single thing to do (rule 13), not a routine,
  // unless it says it recurs ("coffee with Busi after the school run, our friday thing").
  { type: "task", re: /^(?!.*\b(?:every|usual|always|weekly|each|like|as per|thing|as ever)\b)(?:a |an )?(?:lunch|brunch|breakfast|brekkie|dinner|supper|coffee|drinks|a pint|pints|tea|a curry) with (?:zperson|my|our|the)\b/, boost: 6, label: "is a single thing to do" },
  // A decision still to weigh up, told with "weigh up", "have a think" or "think about whether" ("think about whether
  // to take the Glasgow secondment", "weigh up if a second van is worth it"): a task (rule 13), as "decide whether".
  { type: "task", re: /^(?:(?:so|ok|okay|right|and|still|need to|have to|must|should|gotta)[\s,]+)*(?:weigh(?:ing)? up|have a (?:proper |good |wee |long |hard )?think|think (?:about|over) (?:whether|if)|mull(?:ing)? over)\b/, boost: 5, label: "has a decision still to make" },
  // Money given or sent, its amount after the verb ("harvest offering at church today, gave 100", "Tamika sent 200 US
  // through Western Union"): the money is the point (rule 3), not an outcome.
  { type: "transaction", re: /\b(?:gave|give|giving|put|putting|chucked|dropped|sent|send|sending) (?:zperson |him |her |them )?(?:zmoney|znum|a tenner|a fiver)\b(?! (?:minutes|mins|hours|hrs|days|weeks|pieces|bags|boxes|copies|kg|kilos|cards|pairs|times)\b)/, boost: 2.5, label: "is about an amount of money" },
  // Asking someone, the thought's opening act ("ask Herr Brandt for a reference for the new landlord", "asked the
  // photographer for the class photos by friday", "ask grace if she can cover the meeting"): a message to them (rule
  // 2), with or without a title before the name.
  { type: "communication", re: /^(?:(?:so|ok|okay|also|and|then|must|need to|gotta|pls|please)[\s,]+)*ask(?:ed)? (?:(?:mr|mrs|ms|miss|dr|herr|frau|auntie|aunty|uncle|sister|pastor|fr)\.? )?(?:zperson|the [a-z]+|my [a-z]+) (?:if|whether|for|about|to)\b/, boost: 4, label: "plans a call or message" },
  // A thing of the user's passing its check ("the corolla passed its safety inspection", "pool fence passed the council
  // inspection", "van NCT ticked off, passed first go"): an ordinary chore's result (rule 13, d036), not a notable
  // outcome; the user's own pass ("passed the NEA inspection with grade A") opens with its verb and is not matched.
  { type: "task", re: /^(?:the |my |our |her |his )?(?!i\b)(?:[a-z0-9'-]+ ){1,3}passed (?:its |the |her |his |their )?(?:[a-z-]+ ){0,2}(?:mot|nct|wof|inspection|safety check|roadworthy|service|emissions test)\b|\b(?:mot|nct|wof)(?:'s| is)? (?:done|sorted|ticked off)\b.*\bpassed\b/, boost: 3, label: "is a single thing to do" },
  // A fault fixed, told as "no more drips / leaks" ("sorted the shed roof with Kashif, no more leaks", "bathroom tap:
  // no more dripping, the new washer did it"): a chore done (rule 13), not a rule decided ("no more takeout").
  // Sixty-third round: a word before the fault and more faults ("no more weeping oil", "no more dropouts"; sixty-first
  // and sixty-third sets).
  { type: "task", re: FAULT_GONE, boost: 4, label: "is a single thing to do" },
  // A feeling told in an idiom of its own English, with no feeling word of the lexicon ("vex with Delroy, him promise to
  // fix the gate", "so over Shane's crew", "sick to the death of this knee", "sick with nerves", "can't stop smiling
  // since…", "made up to have all the grandchildren round", "so embarrassing", "this knee has me beat"): a feeling
  // stated outright (rule 12), not the fact that causes it.
  { type: "emotion_state", re: /\b(?:vex(?:ed)? (?:with|wid|bout|about|at)|so over (?:it|this|that|zperson|him|her|them|[a-z]+'s)|sick to (?:the )?(?:death|back teeth) of|sick with (?:nerves|worry)|can'?t stop (?:smiling|grinning|crying)|made up (?:to|with|for)|so embarrassing|has me (?:beat|beaten|demented|scunnered|wrecked))\b/, boost: 3, label: "states a feeling" },
  // A fault or an absence counted again this period ("lift at blk 112 down again, third time this month", "Rosnah took
  // MC again, 3rd time this month", "Jas off sick again, third monday this term"): a pattern noticed (rule 11), not a
  // routine of the user's or a feeling.
  { type: "observation_insight", re: /\bagain\b,? (?:the )?(?:zordinal|second|third|fourth|fifth|sixth|\w*\d+(?:rd|th|nd|st)?) (?:time|[a-z]+day|week) (?:this|in a) (?:week|month|term|year|row)\b/, boost: 2.5, label: "notes a pattern" },
  // Years of a marriage, a job or a life reached today or this week ("twenty years with Sam today", "seven years a
  // nurse this month"): an anniversary, a notable result (rule 10), not a remark; with an errand after it ("…two years
  // today, buy her small cake") it is left to the rest.
  { type: "milestone_outcome", re: /^(?!.*, (?:buy|get|send|bring|take|make|order|book|call|ring|text)\b).*\b(?:znum|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|forty|fifty) years? (?:[a-z]+ ){0,3}(?:today|this (?:week|month|year)|as of (?:today|this week))\b/, boost: 2.5, label: "reports an achievement or result" },
  // Part of a chore done, told as "half the <things> are up / in / packed" with the rest after ("half the kitchen tiles
  // are up, the rest after Labarang", "half the flat is packed, the kitchen's still left"): partial progress on a single
  // thing to do (rule 13, d137), not a noticed fact. A habit of half of a group ("half the scripts in this bundle
  // answered…") is not matched.
  { type: "task", re: /^half (?:the|my|our) (?:[a-z'-]+ ){1,3}(?:is |are |'s )?(?:up|in|done|packed|wrapped|emptied|painted|boarded|cleared|sorted|laid|planted|sanded|tiled|fitted|finished|stripped|dug|weeded)(?=,|$| and\b| other\b| the rest\b)/, boost: 3, label: "is a single thing to do" },
  // An application or essay sent off, told as "went in" / "gone in" / "application in," ("Lachie's scholarship essay
  // went in with an hour to spare", "the supervisor application's gone in"): a single thing done (rule 13), not a remark.
  { type: "task", re: /\b(?:application|essay|submission|paperwork)(?:'s| has)? (?:went|gone) in\b|\bapplication(?: is)? in, /, boost: 3, label: "is a single thing to do" },
  // Someone walking, writing or swimming again or at last, "first time since…" or "for the first time" ("Dad walked to
  // the letterbox on his own, first time since the fall", "Síle wrote her own name for the first time"): a notable
  // result (rule 10), not a remark.
  { type: "milestone_outcome", re: /\b(?:walked|wrote|swam|ran|rode|cycled|stood|slept|drove|climbed|cooked)\b[^,]*,? (?:first time since|for the first time)\b/, boost: 2.5, label: "reports an achievement or result" },
  // An appointment told as the doctor, dentist or GP, whose it is and its day ("Dr Solomons tuesday 8.30 for my bloods",
  // "GP bloods for me friday at 08:50", "dentist for Stacey monday april 6th at 3:40"): a single thing to do, scheduled
  // (rule 13), not a routine.
  { type: "task", re: /^(?:the |my |me )?(?:dr zperson|dentist|gp(?: bloods)?|doctor|physio|optician|bloods?|hygienist|nurse)\b(?: for (?:me|zperson|my [a-z]+))? (?:on )?(?:mon|tue|tues|wed|weds|thu|thurs|fri|sat|sun)(?:day)?\b/, boost: 4, label: "is a single thing to do" },
  // Another person's purchase told as their news, opening with their name ("Lorcan bought a Golf off DoneDeal, he's
  // thrilled", "Shafiek bought a new Fortuner"): a fact noticed about their life (rule 11), not the user getting a thing.
  { type: "observation_insight", re: /^(?:our )?zperson(?:'s| has)? (?:just |finally )?bought (?:a|an|the|himself|herself|themselves)\b/, boost: 4, label: "notes a fact" },
  // One's turn at a shared run told as one's own ("I've got the school run tomorrow", "my turn for the school drop-off
  // tomorrow", "Nan's shopping run is mine on monday"): a named instance of a routine (rule 6, d145), not a one-off task.
  { type: "routine_activity", re: /\b(?:my turn (?:for|on) the|i'?m on|i'?ve got|i have) (?:the )?(?:[a-z]+ )?(?:school|daycare|nursery|creche|crèche|shopping|swim|training) ?(?:run|drop-?off|pick-?up)\b|\b(?:run|drop-?off|pick-?up) is (?:mine|on me)\b/, boost: 3, label: "describes a routine" },
  // A chore put off to "one weekend" or "one of these days" ("regrout the shower one of these weekends", "our own drive
  // is green with moss, jet wash it one weekend"): a single thing to do (rule 13), not a noticed fact.
  { type: "task", re: /\b(?:one of these (?:weekends|days|evenings|mornings)|(?:it|them|that) one (?:weekend|day|evening|morning))\b/, boost: 3, label: "is a single thing to do" },
  // Labelling things opening the thought ("label all the bead boxes by colour, Jørgen mixes them every time", "label
  // the van's spray bottles"): a single thing to do (rule 13), not the noticed mix-up after it.
  { type: "task", re: /^label (?:all |the |my |our |every )/, boost: 3, label: "is a single thing to do" },
  // The side business's first month or time past a mark, told against one's wage ("first month the valeting made more
  // than me hospital wages", "first time the valeting took more than 2k in a month"): a notable result (rule 10), not a
  // remark on the takings.
  { type: "milestone_outcome", re: /^(?:the )?first (?:month|time|week|year)\b[^,]*\b(?:more th[ae]n|beat (?:my|me))\b/, boost: 3, label: "reports an achievement or result" },
  // Fifty-ninth round. A feeling told as shaken up about a thing, a place stressing one, or hating to miss a thing
  // ("still shook up about the crash on the ring road", "this job is stressing me", "too wrecked to go to the match, I
  // hate missing it"): a feeling stated outright (rule 12), not the fact that causes it.
  { type: "emotion_state", re: /\b(?:shaken|shook) up (?:about|after|over|by)\b|\bstressing me\b|\b(?:i )?hate (?:missing (?:it|him|her|them)|that)\b/, boost: 3, label: "states a feeling" },
  // A team or a group placed low ("the under-12s came fifth at the gala", "our quiz team came last"): a noticed fact
  // (rule 11), not a notable result, though a placing reads as one.
  { type: "observation_insight", re: /\bcame (?:last|bottom|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b/, boost: 3, label: "notes a fact" },
  // Another couple separating, or someone in hospital ("Jo and her husband are splitting up", "the pastor's wife is
  // back in hospital"): a fact about their life (rule 11), not a card, though "husband" and "wife" read as one.
  { type: "observation_insight", re: /(?<!\bwe)(?<!\bi)(?: is| are|'s|'re) (?:separating|divorcing|splitting up|getting divorced|(?:back )?in (?:the )?hospital)\b/, boost: 3, label: "notes someone else's news" },
  // Keeping a thing another stretch ("keeping the old van one more winter", "the Astra's staying another twelve months")
  // or a stop told as "not … any more / again" ("not doing Saturday overtime any more"): a decision (rule 8), not a
  // remark on prices or the week.
  { type: "decision_commitment", re: /^(?:the |my |our )?(?:[a-z0-9'-]+ ){0,2}(?:keeping|staying|stays|is staying|'s staying) (?:[a-z'-]+ ){0,3}(?:one more|another) (?:winter|summer|year|season|znum (?:years|months)|twelve months|six months)\b|\b(?:i'?m |we'?re )?not (?:doing|working|buying|taking) (?:[a-z'-]+ ){0,5}(?:any ?more|again)\b/, boost: 3, label: "records a decision or commitment" },
  // A fix or a lesson after the comma ("the gate sticks every morning, fix the latch on my day off", "Ola wants to learn
  // chess, teach him on the old board"): the thing to do after the fact that calls for it (rule 13), not the fact.
  { type: "task", re: /,\s*(?:(?:so|and|then)\s+)?(?:(?:need to|have to|must|gotta)\s+)?(?:fix|mend|repair|teach|show) (?:the|it|him|her|them|zperson)\b/, boost: 3, label: "is a single thing to do" },
  // A photo booked for a coming weekday ("team photo next saturday at 9", "class photos on thursday"): a single thing
  // to do, scheduled (rule 13), not a routine.
  { type: "task", re: /^(?:the |a |our |my )?(?:[a-z]+ )?(?:photo|photos|photoshoot|photo shoot)\b[^,]*\b(?:next|on|this) (?:mon|tues|wednes|thurs|fri|satur|sun)day\b/, boost: 5, label: "is a single thing to do" },
  // What a party says, opening the thought or told after a comma ("the vet says the cast comes off in May", "the
  // parcel's in Leeds, says the tracker"): a fact heard (rule 11), not the task or purchase it speaks of; money said
  // to be coming is the money (rule 3) and is not matched.
  { type: "observation_insight", re: /^(?!.*\b(?:money|zmoney|refund|deposit|paid|payment)\b)(?:the |my |our )?(?:(?:mr|mrs|ms|miss|dr)\.? )?(?:zperson|[a-z]+)(?:'s [a-z]+)? says (?!(?:to|i|we|you)\b)|^(?!.*\b(?:money|zmoney|refund|deposit|paid|payment)\b).*, (?:says|said) (?:the|my|our|zperson)\b/, boost: 2.5, label: "notes a fact" },
  // A change of one's hours or plans told as "from next monday", "at 10 instead of 8", or a "…, I'm in" to an
  // invitation ("open the shop at 9 instead of 7 on market day", "open the stall at 8 from next week", "Jo wants a quiz night
  // on friday, I'm in"): a decision (rule 8), not a routine.
  { type: "decision_commitment", re: /\bfrom next (?:week|month|term|year|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\binstead of (?:ztime|znum)\b|, (?:i'?m|im) in\b/, boost: 3, label: "records a decision or commitment" },
  // Sixtieth round. A choice still to weigh up, opening the thought ("figure whether a second trap boat ever pays itself
  // off", "think properly about Sunna's idea…", "think hard on planting soybeans…", "find out if…"): a single thing to
  // do (rule 13), not a remark, and not the decision itself.
  { type: "task", re: /^(?:figure|work|find) (?:out )?(?:whether|if)\b|^think (?:hard |properly |long and hard )?(?:on|about|over)\b/, boost: 4, label: "is a single thing to do" },
  // A meeting with someone on a coming day, opening the thought ("meeting the tourist shop manager on tuesday about the
  // autumn order", "meeting the bride's family in Rylands on tuesday"): a single thing to do, scheduled (rule 13), not a
  // call, a routine or the order it is about.
  { type: "task", re: /^(?:meeting|meet|seeing) (?:the|with|zperson|my|our|a|an)\b.*\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw)\b/, boost: 5, label: "is a single thing to do" },
  // A count of orders, deposits or clients unpaid or cancelled this month ("three webshop orders unpaid this month",
  // "three clients cancelled on the day this month"): a pattern noticed (rule 11), not the money itself.
  { type: "observation_insight", re: /^(?:two|three|four|five|six|znum) (?:[a-z'-]+ ){1,3}(?:unpaid|cancelled|canceled|no-shows?|late|bounced)\b[^,]*\bthis (?:month|week)\b/, boost: 5, label: "notes a pattern" },
  // Flights told as booked ("flights to Alta booked for all four of us", "Jeddah flights booked for me…"): a single
  // thing done (rule 13), not a decision or a course.
  { type: "task", re: /^(?:the |our )?(?:[a-z]+ )?flights (?:to [a-z]+ )?(?:are |all )?booked\b/, boost: 3, label: "is a single thing to do" },
  // Sixty-first round. Replying to or answering a review, an email or a message, opening the thought ("reply to that
  // facebook review from the Strand customer", "answer the bad review on the webshop"): a message (rule 2), not a chore.
  { type: "communication", re: /^(?:(?:so|ok|okay|also|and|then|must|need to|gotta|pls|please)[\s,]+)*(?:reply|replied|respond|responded) to\b|^answer (?:the|that|this|her|his|their) (?:[a-z'-]+ ){0,3}(?:review|email|e-mail|message|text|voicemail|letter|complaint)\b/, boost: 4, label: "plans a call or message" },
  // A stop stated with what comes first instead ("no boils booked the week we cut rice, family and the crop first", "no
  // engine jobs during festa week, the band and the family come first"): a decision (rule 8), not an outcome.
  { type: "decision_commitment", re: /^no\b[^,]*,.*\b(?:family|kids|health|crop|church)\b[^,]*\bfirst$/, boost: 4, label: "records a decision or commitment" },
  // An amount raised, cleared or brought in ("the band club's lotto night cleared 2,800 towards new uniforms", "the
  // christmas party boils brought in 11,000 in three weeks"): the money is the point (rule 3), not a task or a remark.
  { type: "transaction", re: /\b(?:cleared|raised|brought in|took in) (?:about |over |almost |nearly |just over |close to )?(?:zmoney|znum)(?:k| grand)?(?= (?:for|towards|in|on|at|from)\b|\s*,|$)/, boost: 3, label: "is about an amount of money" },
  // Two or more named people coming over, for a meal or to an occasion ("Deepa didi and Rohan are coming for dinner on
  // sunday", "Pastor Mensah and his wife Grace are coming for jollof on sunday"): a fact about the week (rule 11), not a
  // single thing to do; one tradesperson coming at a time (d143) is not matched.
  { type: "observation_insight", re: /\bzperson(?: [a-z]+)?(?:, zperson)*,? (?:and|&) (?:[a-z]+ ){0,2}zperson (?:are|'re) coming\b/, boost: 3, label: "notes a fact" },
  // Sixty-second round. An account told as nearly empty or dry ("garage account nearly empty till the marina pays…",
  // "bakes account nearly dry till the caterer pays…"): the money is the point (rule 3), not a remark.
  { type: "transaction", re: /\b(?:account|bank|funds|kitty|balance|float)(?: is|'s)? (?:nearly|almost|practically|bone|running|run) (?:empty|dry)\b/, boost: 4, label: "is about an amount of money" },
  // A total told as what something came to ("the duodji sales in november came to 21 500 kr", "the vet bill came to
  // £380"): the money (rule 3), not an outcome or a remark.
  { type: "transaction", re: /\bcame to (?:about |around |nearly |almost |just over |over |a total of )?(?:zmoney|znum)/, boost: 3, label: "is about an amount of money" },
  // Something told as paid up ("Ndeshi's netball camp is paid up", "all paid up till next october"): the payment
  // itself (rule 3), not a remark or a chore.
  { type: "transaction", re: /\b(?:is|are|all|now|fully|been) paid up\b/, boost: 4, label: "is about an amount of money" },
  // Looking forward to or counting down to something ("so looking forward to the whole family in the lavvu at Easter",
  // "counting down to december in the north"): a feeling stated outright (rule 12), not a plan or a routine.
  { type: "emotion_state", re: /\b(?:looking forward to|counting down to|counting the days (?:to|till|until))\b/, boost: 4, label: "states a feeling" },
  // Sixty-third round. A named customer told with how they pay ("Aubrey in Scott, books a boil every christmas…, pays
  // by check", "Jesmond in Xlendi brings his … engines every november, pays cash"; fifty-eighth to sixtieth sets): a
  // card about the person (rule 7), not a remark.
  { type: "contact", re: /^(?:(?:mr|mrs|ms|miss|dr)\.? )?zperson\b.*\bpays? (?:in )?(?:cash|by (?:check|cheque|card|eft|bank transfer|transfer))\b/, boost: 3, label: "is a contact card" },
  ...ROUND64_EVENT_CUES,
  ...ROUND66_EVENT_CUES,
  ...ROUND68_EVENT_CUES,
  ...ROUND69_EVENT_CUES,
  ...ROUND70_EVENT_CUES,
  ...SET65_EVENT_CUES,
  ...SET67_EVENT_CUES,
  ...SET69_EVENT_CUES,
  ...SET70_EVENT_CUES,
  ...ROUND73_EVENT_CUES,
  ...ROUND74_EVENT_CUES,
  ...SET71_EVENT_CUES,
  ...SET72_EVENT_CUES,
  ...SET73_EVENT_CUES,
  ...ROUND79_EVENT_CUES,
  ...ROUND80_EVENT_CUES,
];
