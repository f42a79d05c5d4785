import { isRelationWord } from "./qa-relations.js";
import { expandShorthand } from "./shorthand.js";
import { stem, words } from "./qa-words.js";

/** Text cues of what a note is; the local classifier's event type is a hint, these decide. */

const FEELING = new RegExp(
  String.raw`\b(feel|feeling|feels|felt|anxious|anxiety|stress|stressed|happy|happier|sad|tired|exhausted|numb|calm|calmer|proud|lonely|nervous|excited|overwhelmed|low|great|grumpy|irritated|irritable|annoyed|cranky|blues|blah|dread(?:ing)?|joy|over the moon|rested|content|loving it|hate this|imposter|shy|lonely|teary|tearful|elated|ecstatic|peaceful|fed up|sick of|in a funk|good day|bad day|wrung out|worn out|run down|wiped out|pleasant|unpleasant|wears? me down|gets? to me|getting to me|miss home|relief|heartbroken|moody|snappy|restless|insomnia|can'?t sleep|groggy|slept (?:badly|terribly|well)|relieved|frustrated|angry|cried|crying|laughed|worried|worry|content|flat|feeling down|so down|bit down|better|worse|sore|pain|painful|hurts?|ache|aches|achy|stiff|awful|rough|scared|dread|loving|love|hate|wrecking me|miss|homesick|grateful|bored|burnt out|drained|knackered|shattered|upset|lighter|on edge|panic|joy|thrilled|gutted|teary|swollen|twinge|mood|can'?t sleep|energy|confident|lost|terrified|nervy|buzzing|meh|ugh|fine|glad|enjoy|enjoying|enjoyed|pleased|delighted|hopeful|optimistic|motivated|fulfilled|struggling|overwhelming|miserable|amazing|dreading|get(?:ting)? the hang|settling in|settled in)\b`,
  "i",
);
/** A note about someone else ("Joan's been really low", "Dad's back surgery"): their news, not the person's own. Relations are qa-relations.ts's one list. */
const OTHERS = /^\s*(?:my\s+)?([\p{L}]+)(?:['’]s)?\s+(?!and\b|&)(?:[\p{L}']+\s+){0,2}(?:is|was|has|had|been|seems|says|said|gets|got|starts|wants|thinks|feels|'s|went|decided|chose|picked|joined|did|made|took)\b/iu;
const THIRD_PERSON = /\b(?:she|he|her|his|him|they|their|them)\b/i;
const FIRST_PERSON = /\b(?:i|i'm|i’m|my|me|we|our|us)\b/i;
/** A name, a linking word or two at most, then the word after them: "Des grumpy", "Mia is so excited". */
const OTHERS_FEELING = /^\s*(\p{Lu}\p{Ll}+)\s+(?:(?:is|was|seems|seemed|looks|looked|sounds|sounded|a bit|so|really|very|pretty|quite)\s+){0,2}(\p{L}+(?: \p{L}+)?)/u;
const OWN_THING_DONE = /^\s*\p{Lu}\p{Ll}+\s+\p{Ll}{3,}ed\s+(?:his|her|their)\b/u;
/** `names`: the people the note names (its entities), so "Knee is swollen" is not taken for a person. */
export function aboutSomeoneElse(text: string, entities: readonly string[] = []): boolean {
  // The classifier may take a body part for a name ("knee" in "knee feels better"): a person's name is capitalised.
  const names = entities.filter((n) => /^\p{Lu}/u.test(n));
  // "Dad's back surgery went fine", "Lachie's back is playing up": their news, opened with their name.
  // "Father's day brunch" names a day of the year, not the father's news.
  const owner = /^\s*(?:my\s+)?(\p{L}+)['’]s\s(?!day\b)/u.exec(text);
  if (owner && (isRelationWord(owner[1]!.toLowerCase()) || names.some((n) => n.split(/\s+/)[0]!.toLowerCase() === owner[1]!.toLowerCase()))) return true;
  // "Lea sleeps through the night now": a named person opening the note with a verb of their own.
  const doing = /^\s*(\p{Lu}\p{Ll}+)\s+\p{Ll}{2,}s\b/u.exec(text);
  if (doing && names.some((n) => n.split(/\s+/)[0]!.toLowerCase() === doing[1]!.toLowerCase())) return true;
  // "Des grumpy about the footy", "Mia so excited for camp": a named person opening the note with their feeling.
  const feeler = OTHERS_FEELING.exec(text);
  if (feeler && names.some((n) => n.split(/\s+/)[0]!.toLowerCase() === feeler[1]!.toLowerCase()) && FEELING.test(feeler[2]!)) return true;
  // "Wendell inspected his hives": a capitalised subject doing a thing to their own is their news, named by the classifier or not.
  if (OWN_THING_DONE.test(text)) return true;
  const m = OTHERS.exec(text);
  if (!m) return false;
  // "Nadia is upset about her promotion": a capitalised subject the note goes on to call "her" or "him" is someone else, named or not.
  if (/^\s*\p{Lu}\p{Ll}+\s/u.test(text) && m.index === 0 && THIRD_PERSON.test(text) && !FIRST_PERSON.test(text)) return true;
  const first = m[1]!.toLowerCase();
  return isRelationWord(first) || names.some((n) => n.split(/\s+/)[0]!.toLowerCase() === first);
}

/**
 * "Bazza brought round a kingfish he caught": a capitalised name opening the note with a verb in the past, told of as
 * "he" or "she" and never as "I" or "we", is someone else's doing. A first word that is the writer's own verb
 * ("Walked the dog, she loved it") is followed by no verb, so is not taken.
 */
const OTHER_PAST = /^\s*\p{Lu}\p{Ll}+\s+(?:\p{Ll}{2,}ed|brought|caught|went|took|got|made|gave|came|bought|sold|won|lost|ran|swam|rode|drove|sent|found|had)\b/u;
export const othersPastDoing = (text: string) => OTHER_PAST.test(text) && THIRD_PERSON.test(text) && !FIRST_PERSON.test(text);

/** The feeling (and decision) words decide: the local classifier files many feelings under other types and some plans under emotion_state. */
/** "Loved the quiet on the ward", "actually hated it": loving or hating is the writer's own only where the note opens with it ("Ada loved her bath" is hers). */
const OWN_LIKING = /^\s*(?:i\s+)?(?:\p{L}+ly\s+)?(?:loved|hated)\b/iu;
export const isFeeling = (text: string, _eventType: string | null, names: readonly string[] = []) => (FEELING.test(text) || OWN_LIKING.test(text)) && !aboutSomeoneElse(text, names);
/** Round 31: a feeling told of the person a question asks about by name ("Camille cried tonight, she's afraid…"): theirs, not another's. */
export const isFeelingOf = (text: string, person: string) => FEELING.test(text) && words(text).includes(words(person)[0] ?? "");

// Round 49: a refusal told to the one who asked is the decision ("told Fyn no thanks, staying…", "told Mr. Adel no"); "told him no
// need" is none.
const DECISION = /\b(decided|decision|decide|going with|go with|went with|settled(?: on| it)?|settling on|picked|chose|choosing|chosen|not taking|turn(?:ed|ing)? down|declin(?:e|ed|ing)|ended up|locking it in|locked in|sticking with|committed|said yes|said no|accept(?:ed|ing)|final(?:ly)? going|we'?re doing|doing them myself|no backing out|cancelling (?:the|my)|cancel(?:l)?ed (?:the|my)|quitting|switching to|signing up for|signed up for|no going back|thanks but no|signed the contract|done dithering|made (?:up )?my mind(?: up)?|agreed|we agree|sorted (?:it |things )?(?:out )?with|house rules?|told (?:[\p{L}.]+ ){1,2}(?:i|we)(?:'ll|’ll|'d|’d| will| would)|told (?:[\p{L}.]+ ){1,2}no(?!\s+(?:need|idea|one|problem|worries|rush|longer|more|matter|big|way)\b))\b/iu;
/** Still weighing it up: "can't decide", "haven't decided yet". */
const UNDECIDED = /\b(?:can'?t|cannot|couldn'?t|can not) decide\b|\b(?:haven'?t|have not|not yet|still not|still haven'?t) (?:decided|chosen|picked)\b|\bundecided\b|\b(?:can'?t|cannot|haven'?t|have not) make (?:up )?my mind\b|\b(?:haven'?t|have not|not yet) made (?:up )?my mind\b|\bstill deciding\b|\bon the fence\b/i;
// "going w/ the fujitsu": a terse writer's decision in shorthand.
export const isDecision = (text: string, _eventType: string | null) => DECISION.test(expandShorthand(text)) && !UNDECIDED.test(text);

/** The act that carries out a choice ("ordered the pixel", "we're sending Aarav to Riverside"): a decision told by what was done. */
// Round 35: a choice told by pulling out or staying put ("withdrew my Canada caregiver application", "wrote to the Lima agency
// that I'm staying in Cusco", "signed on through next February").
const COMMITTED = /\b(booked|booking|ordered|signed for|bought|sold|traded (?:it )?in|deposit paid|sending \p{L}+ to|enrolled|signed (?:him|her|them|up)|registered (?:for|with|him|her|them)|went for|opted for|opting for|reserved|put down a deposit|paid the deposit|withdrew|withdrawn|pulled out of|signed on|(?:i'?m|i am|we'?re|we are) staying)\b/iu;
/**
 * Round 42: money put down on the thing chosen, told by the amount ("gave Ed $200 down on the 9-frame extractor", "put T$50 down
 * on a stall", "paid the cart maker the ฿8,000 deposit"): the choice made, though no word of deciding is in the note. The writer's
 * own act, opening the note ("Ferncliff paid the $600 deposit" is a client's money), and money down on or for a thing.
 */
const MONEY_DOWN = /^\s*(?:(?:i|we|just|finally|today)\s+)?(?:put|gave|paid|left|laid)\s(?:[^.;!?\d]{0,30}?\s)?(?:[$£€₹¥₩₵฿]|\b[A-Z]{1,3}\$)\s?\d[\d,.]*k?\s(?:down\s(?:on|for)|deposit)\b/iu;
export const isCommitment = (text: string) => COMMITTED.test(text) || MONEY_DOWN.test(text);

const WAITING = /\bwaiting\b|\bhasn'?t (?:sent|replied|answered|got back|come|arrived)|\bshould (?:hear|arrive|come|be back|get back)|\b(?:will|'ll|’ll) (?:send|email|get back|bring|call|drop|return|let me know|confirm|mail)\b|\bget back to me\b|\bin the mail\b|\bon (?:its|the) way\b|\btracking\b|\barriv(?:e|es|ing)\b|\bexpect(?:ing|ed)?\b|\bhear back\b|\bapplied for\b|\bsays? \d+(?:-\d+)? (?:days|weeks)\b|\b\d+(?:-\d+)? (?:business |working )?(?:days|weeks)\b|\bpending\b/i;
/**
 * Someone else's wait ("Nina's still waiting on her visa", "Marit's visa hasn't come through") is their news, not the
 * person's; what they send the person ("Declan's quote hasn't come") is the person's wait.
 */
export const OTHERS_WAIT = /^\s*\p{Lu}\p{Ll}+(?:['’]s)?\s+(?:is\s+)?(?:still\s+)?waiting\b|^\s*\p{Lu}\p{Ll}+(?:['’]s|\s+is)\s+still\s+(?:chasing|hoping|hearing|trying)\b|^\s*\p{Lu}\p{Ll}+['’]s\s+(?!(?:quote|invoice|reply|email|letter|answer|estimate|cheque|payment|report|offer|contract|decision)\b)(?:\p{Ll}+\s+){1,2}(?:still\s+)?(?:hasn['’]?t|has not|isn['’]?t|is not)\b/u;
const WAITING_MORE = /\b(?:application|cv|resume) (?:is |went )?in\b|\bput in for\b|\b(?:sent|posted|mailed)\b.{0,40}\boff\b|\bfingers crossed\b|\basked\b.{0,60}\bfor\b|\bpromised\b|["“]soon["”]|\bwe'?ll see\b|\bto confirm\b|\bshipping\b|\brefund in\b|\bsupposed to\b|\blet me know\b|\b(?:says?|said|takes?)\s+(?:about\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of)(?:(?:-|\s+to\s+)(?:two|three|four|five|six|seven|eight|nine|ten|twelve))?\s+(?:business\s+|working\s+)?(?:days|weeks)\b/i;
/** A note that says the thing came is the end of a wait, not one. */
const ARRIVED = /\b(came|arrived|landed|showed up|turned up|got it|received)\b/i;
export const isWaiting = (text: string, waitingFor: string | null) => (waitingFor !== null || WAITING.test(text) || WAITING_MORE.test(text)) && !OTHERS_WAIT.test(text) && !ARRIVED.test(text);

const TODO = /\b(need to|needs to|have to|has to|must|to do|todo|to-do|don'?t forget|remember to|gotta|add .+ to the list)\b|\bneed\b|\b(?:needs|wants?) (?!(?:no|some|any|every)thing\b)\p{L}+ing\b|\bstill (?:needs|not (?:ordered|booked|done|sorted|paid|sent))\b/iu;
/** "Sheds need no planning permission", "no need to book": a need denied is no to-do. */
const NO_NEED = /\bneeds? no\b|\bno need\b|\bdon'?t need\b|\bdoesn'?t need\b/i;
const IMPERATIVE = new Set(
  (
    "book borrow buy find get pack cancel change call email text order make plan set pick send invite price put post learn tell iron add renew sort " +
    "clean write print confirm pay return bring check ask hire rent fix paint move organise organize arrange schedule reserve update register sign " +
    "submit file collect drop grab chase follow research look compare measure install replace finish start prep prepare practice practise rsvp"
  ).split(" "),
);
export const isImperativeVerb = (word: string) => IMPERATIVE.has(word);

/** Verbs whose past form is their base: "put in for the job" may be a report as well as an order. */
const SAME_PAST = new Set(["put", "set", "cut", "read", "hit", "quit", "shut", "let", "cast", "spread"]);

/**
 * A to-do told by its cue words alone ("need to", "don't forget"), or by an imperative opening when
 * that opening cannot be a past report: for counting what was done, "put in for the logistics job"
 * is a report, since nothing marks it as still to do.
 */
export function isTodoNotReport(text: string): boolean {
  if (!isTodo(text)) return false;
  if (NO_NEED.test(text) || TODO.test(text)) return true;
  return !SAME_PAST.has(words(text)[0] ?? "");
}

/** A to-do: "need to…", "to do: …", or a note that opens with a verb ("book the elevator"). */
export function isTodo(text: string): boolean {
  if (NO_NEED.test(text)) return false;
  if (TODO.test(text)) return true;
  // "book the elevator", or after a heading: "japan: tell the bank", "garage sale: borrow tables".
  const colon = text.indexOf(":");
  const starts = [words(text)[0], colon > 0 && colon < 30 ? words(text.slice(colon + 1))[0] : undefined];
  return starts.some((w) => w !== undefined && IMPERATIVE.has(w));
}

const IRREGULAR_PAST = new Set(
  "got found bought sent made did done went took came paid sold gave ran swam met saw left brought wrote told put set sorted finished packed booked ordered cancelled canceled changed picked posted priced called emailed returned arrived landed received signed submitted".split(" "),
);
/** A report of something done ("booked site 42", "got the s'mores stuff"), not a plan. */
export function isDoneReport(text: string): boolean {
  if (/\b(need|needs|have to|to do|todo|should|remind|want to|going to|gonna|will)\b/i.test(text)) return false;
  // A participle after "being" tells a state still going on ("her card being blocked"), not a thing done.
  return words(text).some((w, i, all) => all[i - 1] !== "being" && (IRREGULAR_PAST.has(w) || (/ed$/.test(w) && w.length > 4 && !["need", "speed", "seed", "bed", "red", "feed"].includes(w))));
}

/** A session, match, class or lesson said to be off: "training's off", "the lesson is off", "session off, rain". */
const CALLED_OFF = /\b(?:session|match|game|class|lesson|practice|training|meeting|appointment|shoot)(?:['’]s| is| was)? off\b(?!\s+(?:to|at|in|on|for|with|from|the|a|an)\b)/i;

/** Plans, wishes, misses and warnings, and someone else asking ("Bec keeps asking me to come back to yoga"). */
const NOT_DONE = /\b(skip|skipped|skipping|missed|cancel(?:l)?ed|didn'?t|couldn'?t|could not|did not|unable to|no \w+ing|not an? \w+|need|needs|should|want|wanna|try|plan|planning|planned to|renew\w*|idea|goal|bought|ordered|keeps? asking|asked me|wants me|invited me|prep|prepping|preparing|maybe|instead of|without me|closed|turned down|turning down|said no to|declined|called off|rained off|rained out|postponed|scrapped)\b|(?:^|[,.;:]\s*)no \w+/gi;

/**
 * Plans, wishes and misses are not occurrences: "skipped my run", "need to renew the gym". Round 35: a warning is none ("NZTA
 * warns SH35 may close"), and a word of the thing asked is no miss: asked how often the road was closed, "SH35 closed again"
 * is one (`asked` are the count's topic words).
 */
export function isOccurrence(text: string, eventType: string | null, names: readonly string[] = [], finishing = false, asked: readonly string[] = []): boolean {
  const isAsked = (said: string) => asked.length > 0 && words(said).every((w) => asked.some((a) => stem(a) === stem(w)));
  if ([...text.matchAll(NOT_DONE)].some((m) => !isAsked(m[0]))) return false;
  // A session of a thing said to be off ("engagement session off, the groom is ill", "match's off"): called off.
  if (CALLED_OFF.test(text)) return false;
  // An intention told in the past ("meant to hit the gym, slept through the alarm", "was going to swim") was not carried
  // out, and a place shut ("pool shut for a gala") turned the visit away, as "closed" does.
  if (/\b(?:meant to|was going to|were going to|shut for|shut early|was shut|were shut)\b/i.test(text)) return false;
  // "Drove in, far too windy for the bike": the thing named was not done.
  if (/\btoo \w+ (?:for|to)\b/i.test(text)) return false;
  // Asked what was finished, a start, a half-way mark or giving up is not one.
  if (finishing && /\b(start(?:ed|ing)?|began|begun|halfway|half way|gave up|giving up|abandoned)\b/i.test(text)) return false;
  return eventType !== "reminder_intention" && !aboutSomeoneElse(text, names);
}

/**
 * Round 35: the words of a thing not done or shut that a count may ask of ("how many times was SH35 closed"), each with the
 * words a note tells it by; asked of one, a note must tell it ("took the ferry" is no ferry cancelled).
 */
const MISSES: Readonly<Record<string, readonly string[]>> = {
  closed: ["closed", "shut", "closure"], shut: ["closed", "shut", "closure"],
  cancelled: ["cancelled", "canceled", "called off", "off"], canceled: ["cancelled", "canceled", "called off", "off"],
  skipped: ["skipped", "skip"], missed: ["missed", "miss"], postponed: ["postponed", "pushed back", "moved"], declined: ["declined", "turned down"],
};
/** The topic's words of a thing not done or shut, which its notes must tell (see MISSES). */
export const missesAsked = (topic: readonly string[]): string[] => topic.filter((t) => MISSES[t] !== undefined);
/** Whether a note tells the miss asked, in any of its words. */
export const tellsMiss = (text: string, miss: string): boolean => {
  const said = words(text);
  return (MISSES[miss] ?? [miss]).some((form) => {
    const parts = form.split(" ");
    return said.some((_, i) => parts.every((p, j) => said[i + j] !== undefined && stem(said[i + j]!) === stem(p)));
  });
};

/** Round 34: advice on a thing ("told the new group how to avoid soroche, lots of water") is no case of it, in any clause. */
export const isAdviceOn = (text: string) => /\bhow to (?:avoid|prevent|treat|spot|handle|deal with|cope with)\b/i.test(text);

/** Plans and dates to come: a past question ("when did I…", "what was…") is not answered by them. */
export const isPlan = (text: string) => isTodo(text) || /\b(next|due|soon|will|gonna|going to|plan|get her|get him|should|want to|wanna|hope to)\b/i.test(text);

/** A note that asks something ("who was the sump pump guy??") is no answer to it. */
export const isQuestionNote = (text: string) => /\?\s*\S{0,3}\s*$|\?\?/.test(text);

/** Called off: "skipping pottery this sat", "scrapping it". A note that moves a plan still holds it, on its new day. */
export const isCancelled = (text: string) => /\b(done for the|no more|over for the|skip|skipping|skipped|cancel(?:l)?ed|cancelling|scrapp(?:ing|ed)|called off|not going|not happening|(?:is|are|it'?s) off)\b/i.test(text);
/** Cancelled or moved: what a later note does to an earlier plan ("book club is pushed to next week"). */
export const isCalledOff = (text: string) => isCancelled(text) || /\b(pushed|postponed|moved|rescheduled|delayed)\b/i.test(text);

/** Being with someone in person ("ran into Cyril", "coffee w Maya"), as against hearing from them. */
const ENCOUNTER = /\b(met|meet|meeting|saw|seen|see|ran into|bumped into|visit(?:ed|ing)?|came (?:by|over|round|around)|came to|popped (?:by|over|in)|stayed (?:with|at)|hung out|catch(?:ing)? up|caught up|coffee|lunch|dinner|brunch|breakfast|drinks?|beers?|pints?|walk(?:ed)?|hike[d]?|hiking|party|bbq|barbecue|game|movie|cinema|gym|run|ran|played|chatted|talked in person|concert|gig|show|helped|at (?:his|her|their) (?:place|house|flat)|at \p{Lu}\p{Ll}+['’]s)\b/iu;
/** Hearing from someone at a distance, which is no seeing them. */
const REMOTE = /\b(texted|texting|text|call|called|calling|rang|phoned|emailed|email|messaged|message|dm'?d|facetimed?|video call|sent|sends|says|said|wrote|posted|replied|tells|told me)\b/i;
/** A note's clauses: sentences, and the parts a comma or a dash sets apart ("held over 3 hours, no relief showed"). */
// Round 32: a title's full stop ("at Dr. Hashmi's clinic") ends no clause: split there, "Hashmi's clinic" read alone is another's.
export const clausesOf = (text: string): string[] => text.split(/(?<!\b(?:dr|dra|mr|mrs|ms|mx|prof|sr|sra|st))[.;!?]+|,\s+|\s+-\s+/i).filter((c) => c.trim().length > 0);

/**
 * Doing something with the person ("five-a-side with Ruairi and the lads", "aperitivo with
 * Benedetta"): in their company, unless the note says it was at a distance ("call with Ruairi").
 */
export function inCompanyOf(text: string, person: string): boolean {
  const first = words(person)[0];
  if (!first || REMOTE.test(text)) return false;
  const said = words(text);
  // "Tegan and I did the stairs", "me and Tegan": the two of them together.
  const pair = (i: number) => said[i + 1] === "and" && ((said[i] === first && ["i", "me"].includes(said[i + 2] ?? "")) || (said[i] === "me" && said[i + 2] === first));
  return said.some((w, i) => (w === "with" && said.slice(i + 1, i + 4).includes(first)) || pair(i));
}
/** Only heard from at a distance ("Pa called, says the roof leaks"): a call or a message, no meeting. */
export const isRemoteOnly = (text: string) => REMOTE.test(text) && !ENCOUNTER.test(text);
export const isEncounter = (text: string) => ENCOUNTER.test(text) && !(REMOTE.test(text) && !/\b(ran into|bumped into|visited|came (?:by|over|round))\b/i.test(text));

/** What the person owes someone: a debt, a loan, something borrowed. */
const DEBT = /\b(i owe|owe (?:him|her|them)|owe \p{L}+ (?:a|an|the|for|[$£€₹¥₩\d])|borrowed|pay (?:him|her|them|\p{L}+) back|get (?:him|her|them) back|give (?:it|them) back|return (?:it|them)|lent me|fronted|covered (?:me|for me|the|my)|paid for (?:me|my|the))/iu;
/** Owed to the person, the other way round. */
const OWED_TO_ME = /\bowes? (?:me|us)\b/i;
export const isDebt = (text: string) => DEBT.test(text) && !OWED_TO_ME.test(text);
/** Paying back or returning: "sent Bertrand the €18 for pizza ✔️", "gave the ladder back". */
export const isSettlement = (text: string) => /\b(sent|paid|gave|returned|repaid|paid back|settled|transferred|venmoed|e-?transferred|brought (?:it|them|\p{L}+) back)\b|✔|✅/iu.test(text) && !isDebt(text);

/** A plan moved to another day: the note before it said when it was first. */
export const isRescheduled = (text: string) => /\b(moved|rescheduled|pushed|postponed|changed to|bumped to|now on|brought forward)\b/i.test(text);

/**
 * Someone else's thing: "Brad's truck", "Rhian's car failed its MOT". Asked about "my oil" or
 * "the car", a note on another person's is no answer. `people`: the names the question itself gives.
 */
export function othersThing(text: string, people: readonly string[]): boolean {
  for (const m of text.matchAll(/(?:^|[^\p{L}])(\p{Lu}\p{Ll}+|dad|mum|mom|sister|brother|grandma|grandpa)['’]s\s+\p{L}+/gu)) {
    const name = m[1]!.toLowerCase();
    if (!people.some((p) => p.toLowerCase().split(/\s+/)[0] === name)) return true;
  }
  return false;
}

/** Parts of the body a condition is told by ("how's my shoulder been"). */
const BODY_PARTS = new Set(
  "back neck shoulder shoulders knee knees hip hips ankle ankles wrist wrists elbow elbows foot feet hand hands head jaw tooth teeth eye eyes ear ears stomach chest hamstring hamstrings calf calves shin shins toe toes finger fingers thumb spine achilles".split(" "),
);
export const isBodyPart = (word: string) => BODY_PARTS.has(word);
const ROOMS = new Set("kitchen kitchens bathroom bathrooms bedroom bedrooms lounge hallway loft attic garage cellar basement porch conservatory ensuite".split(" "));
/** The rooms a question's topic names ("the bathroom redo" → bathroom). */
export const roomsOf = (topic: readonly string[]) => topic.filter((w) => ROOMS.has(w));
/** A note on another room than the one asked about ("kitchen bin" for the bathroom redo), which the word vectors put close. */
export function otherRoom(text: string, asked: readonly string[]): boolean {
  const said = words(text).filter((w) => ROOMS.has(w));
  return said.length > 0 && !said.some((w) => asked.some((a) => stem(a) === stem(w)));
}
/** A note on another part of the body than the one asked about ("my knee clicks" for the shoulder). */
export function otherBodyPart(text: string, asked: readonly string[]): boolean {
  const said = words(text).filter(isBodyPart);
  return said.length > 0 && !said.some((w) => asked.includes(w) || asked.some((a) => stem(a) === stem(w)));
}

/** Someone telling of a thing: a tip, a recommendation ("Imke swears by…", "Wiremu says…"). */
export const isTelling = (text: string) => /\b(says|said|swears? by|recommend(?:s|ed|ing)?|told me|mentioned|suggest(?:s|ed)|raves? about|rated|tip)\b/i.test(text);

/** Going away: a move, a trip, a holiday, whose to-dos may say only "before I go". */
const DEPARTURES = new Set(["move", "moving", "trip", "holiday", "holidays", "vacation", "travel", "travelling", "traveling", "flight", "relocation", "emigrating", "leaving"]);
export const isDeparture = (word: string) => DEPARTURES.has(word);
/** A to-do tied to leaving without naming where: "cancel the gym before I go", "before we leave". */
export const BEFORE_LEAVING = /\b(?:before|b4) (?:i|we) (?:go|leave|move|fly|head off)\b|\b(?:before|b4) (?:the|my|our) (?:move|flight|trip)\b/i;

/**
 * Round 48: a rehearsal of an event is none of it: "mock code drill for the new nurses" is no code blue, "fire drill in port, the
 * general alarm test went fine" no engine alarm, "mock interview with my mentor" no interview, "the fire drill at work" no overtime.
 * Read voices: -31, -38 (drawn into counts), -5, -29 (distractors). Unless the question asks the drills, mocks or tests themselves.
 */
const REHEARSAL = /\bmock\b|\b(?:fire|safety|emergency|evacuation|earthquake|code|lifeboat|muster|boat)\s+drills?\b|\balarm\s+tests?\b/i;
const REHEARSAL_ASKED = new Set(["drill", "drills", "mock", "mocks", "test", "tests", "rehearsal", "rehearsals"]);
export const isRehearsalOnly = (text: string, topic: readonly string[]) => REHEARSAL.test(text) && !topic.some((t) => REHEARSAL_ASKED.has(t));
