import { wordTable } from "@life/contracts";
import { RELATION_WORDS } from "../../entities/lexicon.js";
import { OWED_PATTERNS, type WaitPattern } from "./waiting-owed.js";
import { STATE_PATTERNS } from "./waiting-states.js";
import { SAID_DAY_PATTERNS } from "./waits-66.js";
import { chaseAsFeeling } from "./waits-69.js";
import { VISIT_ACT, VISITOR_PROMISED, visitSetForTime } from "./waits-70.js";
import { COMING_ON_DAY_PATTERNS } from "./waits-72.js";
import { PROMISE_PAY_PRESENT_PATTERNS, userSentBefore } from "./waits-73.js";
import { SAID_SPAN_PATTERNS } from "./waits-74.js";
import { HELD_PATTERNS_75 } from "./waits-75.js";
import { NOT_COME_PATTERNS_76, PARTY_WORD_PATTERNS_76 } from "./waits-76.js";
import { PAYS_BACK_ON_DAY_77 } from "./waits-77.js";
import { WAITS_79 } from "./waits-79.js";
import { WAITS_82 } from "./waits-82.js";
import { WAITS_83 } from "./waits-83.js";
import { clauseFrom, commObjectBefore, holderBefore, isRoleWord, partyBefore, PEOPLE_OR_PETS, pronounTarget, rawClauseFrom, recipientBefore, ROLE_NOUN, thingBefore, tidy, VERB_NOUNS } from "./waiting-parties.js";

/** A waiting-for clause: what the person is waiting on, and where in the text it starts. */
export interface WaitingMatch {
  waitingFor: string;
  index: number;
}

/** The noun of the other party's next step: "they have to approve it" awaits an approval. */
/**
 * A capitalised word that can be a person's name where a name leads a note ("Shalini: …", "…, Farah to
 * confirm"): not a pronoun, a heading ("Note:", "Update:") or a day.
 */
/** Things that are sent to one: an order or a parcel, papers from an office. */
const SENT_THINGS = /\b(?:order|parcel|package|delivery|shipment|passport|visa|licence|license|permit|certificate|card|cheque|check|refund|part|parts)$/i;
const NOT_A_NAME = /^(?:i|we|you|he|she|they|it|the|this|that|my|our|project|projects|agenda|summary|trip|home|work|weekend|event|party|budget|meeting|need|needs|remember|remind|reminder|note|notes|todo|to-do|idea|ideas|update|status|fyi|re|tip|task|tasks|goal|goals|plan|question|important|urgent|shopping|groceries|list|ps|edit|also|done|decided|decision|lesson|takeaway|contact|address|new|next|today|tomorrow|tonight|weekly|monthly|time|want|have|going|got|just|still|waiting|pending|please|kindly|call|email|ask|send|check|mon|monday|tue|tuesday|wed|wednesday|thu|thursday|fri|friday|sat|saturday|sun|sunday)$/i;
function personLike(word: string): boolean {
  return /^\p{Lu}[\p{Ll}][\p{L}-]*$/u.test(word) && !NOT_A_NAME.test(word);
}

/** Things a party owes the user: a note naming one ("Rohit: load test report") is a wait. */
const DELIVERABLE = /\b(?:reports?|sow|comments|feedback|quotes?|quotation|estimate|invoice|approval|sign-?off|numbers|figures|documents?|docs|statement|deck|draft|review|contract|agreement|timesheets?|build|apk|access|credentials|proposal|specs?|designs?|drawings|mockups?|answer|reply|response|decision|confirmation|details|receipt|cheque|refund|results?|minutes|signature|po|payment|dues|offer|slot|date|wireframes|slides|prototype)\b/i;

const NEXT_STEP_NOUNS: Readonly<Record<string, string>> = wordTable({ confirm: "confirmation", approve: "approval", reply: "reply", respond: "response", decide: "decision", sign: "signature", process: "processing", review: "review", check: "check", "get back": "reply" });

/** A time at the end of a clause says when: "the keys round tonight" awaits the keys. */
const TIME_TAIL = /\s+(?:round|over|back)?\s*(?:tonight|today|tomorrow|this (?:week|weekend|morning|afternoon|evening)|next week|on \w+day|by \w+)$/i;

/** A clause that starts with a time says when, not what: "in 10 days", "next week". */
const TIME_START = /^(?:in|on|by|next|this|tomorrow|tonight|today|at|within|within a)\b/i;

/** A third person as the subject right before "waiting": "Brian's still", "she's been", "they are". */
const OTHER_WAITER = /(?:\b(?:he|she|they)|\p{Lu}[\p{L}-]*)(?:'s been|'s|'re| is| are| has been| have been| was| were)?\s*$/u;

/** The user choosing to wait ("I'll wait for…", "we can wait till…"): a plan, not something awaited from a party. */
const USER_CHOOSES_TO_WAIT = /\b(?:i|we)(?:'ll| will| can| could| might| may|'d rather| would rather|'m going to| am going to|'re going to| are going to| decided to| gonna| want to| wanna)\s+$/i;

/** A place something lies ("sitting on the counter"), not a party holding the user's matter. */
const RESTING_PLACE = /^(?:the |my |our |his |her |their )?(?:kitchen |hall |front |back )?(?:counter|table|desk|shelf|floor|fridge|couch|sofa|bench|dashboard|porch|doorstep|step|steps|stairs|chair|bed|windowsill|sill|pile|drive|driveway|mat|side|top|bottom|printer|dresser|nightstand)\b/i;

/** The party asked after in a question: not the user, nor a bare "it". */
const QUESTION_PARTY = String.raw`(?!(?:i|we|you|it|this|that|there|he|she|they)\b)((?:the |my |our )?[\p{L}-]+(?:['’]s)?(?: (?!(?:ever|even|finally|actually|going|gonna)\b)[\p{L}-]+)?)`;
/** Acts a party does for the user, in the forms a question takes ("ever going to fill", "ever answer", "putting in"). */
const QUESTION_ACT = String.raw`(fix(?:ing)?|fill(?:ing)?|repair(?:ing)?|replac(?:e|ing)|put(?:ting)? in|send(?:ing)?|pay(?:ing)?(?: back)?|call(?:ing)? back|ring(?:ing)? back|answer(?:ing)?|repl(?:y|ying)|respond(?:ing)?|get(?:ting)? back|deliver(?:ing)?|refund(?:ing)?|approv(?:e|ing)|process(?:ing)?|sort(?:ing)?(?: out)?|return(?:ing)?|install(?:ing)?|decid(?:e|ing)|sign(?:ing)?|confirm(?:ing)?|look(?:ing)? at|look(?:ing)? into|releas(?:e|ing)|issu(?:e|ing)|ship(?:ping)?|show(?:ing)? up|turn(?:ing)? up|pick(?:ing)? up|collect(?:ing)?|come|com(?:e|ing) back|arriv(?:e|ing)|answered|sent|replied|paid|fixed|refunded|approved|decided|responded|delivered|returned|looked at|looked into|got back)`;
/** What a party has done, asked after with "has … yet?": "has the landlord fixed the heating yet?". */
const QUESTION_DONE = String.raw`(picked up|picked it up|fixed|sent|paid|replied|answered|called back|rung back|rang back|got back|gotten back|approved|decided|processed|refunded|delivered|returned|confirmed|signed|released|issued|shipped|looked at|looked into|sorted|collected|come|arrived|turned up|shown up|responded|posted|booked|repaired|replaced)`;

/** Another party as the one waiting: "the client's", "Dana is", "they've been". */
const OTHER_PARTY_WAITER = /(?:\b(?:he|she|they)|\p{Lu}[\p{L}-]*|\b(?:the|my|our)\s+[\p{L}-]+)(?:'s been|'s|'re|'ve been| is| are| has been| have been| been)\s+(?:still\s+)?$/u;

/** "Mairéad is waiting…", "Tom's been waiting…": the copula after a waiter's name (cut to find the name). */
const NAMED_WAITER_TAIL = /(?:'s been|'s still|'s| is| is still| has been)$/iu;

/**
 * A matter of the user's that an office can hold, as the head of the phrase after British "still sat on": "that tax
 * rebate", "mam's funding form", "our planning application" (not a seat, a bus or a bench).
 */
const SAT_ON_MATTER = /^(?:(?:the|my|our|me|that|this|his|her|their|[\p{L}-]+['’]s)\s+)?(?:[\p{L}-]+\s+){0,2}(?:forms?|claims?|applications?|rebate|refund|request|paperwork|papers|case|file|letter|cheque|payment|invoice|quote|decision|appeal|complaint|planning|permit|licen[cs]e|passport|visa|report|results?|deposit|funding|grant|loan|mortgage|offer|contract|documents?|certificate|renewal|order)\b/iu;

/** A time or a season after "on hold till" / "parked until": the user's own pause, no party's act awaited. */
const HELD_TO_A_TIME = /^(?:the (?:\d|end\b|start\b|weekend\b|new year\b|spring\b|summer\b|autumn\b|winter\b)|after |next |this |later|then|further notice|new year|spring|summer|autumn|fall|winter|christmas|xmas|easter|(?:the )?weekend|tomorrow|tonight|today|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/i;

/** A party's act after "yet to": the thing another owes the user, not a state ("the shed yet to paint"). */
const PARTY_ACT_AFTER_YET = /^(?:send|call|ring|reply|respond|confirm|pay|approve|deliver|fix|sign|issue|release|return|refund|get back|email|come back|process|decide)\b/i;

/**
 * A party's next step or answer still owed ("Mark from the agency is to revert on the day rate", "Shafiek must still
 * tell me if …"): the party before the match (a pronoun's own person, a named party or a thing), and what follows it,
 * or `fallback` when nothing does; none when the one owing it is the user, a pet or a bare "it".
 */
function partyStep(m: RegExpExecArray, text: string, names: string[], fallback: string): string | null {
  const before = text.slice(0, m.index).trim();
  if (!before || /\b(?:i|we|you|it|this|that|which|what|who)$/i.test(before)) return null;
  const who = /\b(?:he|she|they)$/i.test(before) ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names) ?? thingBefore(text, m.index);
  if (!who || PEOPLE_OR_PETS.test(who)) return null;
  const what = tidy(clauseFrom(text, m.index + m[0].length).replace(/^(?:on|about|re|with|to (?:me|us))\s+/i, ""));
  return `${who}: ${what || fallback}`;
}

const PATTERNS: WaitPattern[] = [
  {
    // "waiting on her to call back about the claim", "waiting on the refund from Zalando"
    re: /\b(?:still\s+)?(?:waiting|waitin'?|wating|waitng|w8ing|wait)\s+(?:(?:\d+|a|an|two|three|four|five|six|several|a few) (?:days?|weeks?|months?|hours?)\s+)?(?:on|for)\s+/i,
    build: (m, text, names) => {
      const raw = rawClauseFrom(text, m.index + m[0].length);
      const what = tidy(raw);
      if (!what) return null;
      // "she's waiting on my answer", "Wanjiru's been waiting on me", "Brian's still waiting on his visa":
      // another person waits, on the user or on their own matter; nothing is awaited by the user.
      if (/^(?:me|us|my (?:answer|reply|response|decision|call|ok|go-ahead|confirmation))\b/i.test(raw)) return null;
      if (/^(?:his|her|their)\s/i.test(raw) && OTHER_WAITER.test(text.slice(0, m.index))) return null;
      // "Mairéad is waiting on the picture team": a person named as the one who waits waits on their own matter.
      const waiterBefore = text.slice(0, m.index).trimEnd();
      const namedWaiter = NAMED_WAITER_TAIL.test(waiterBefore) ? names.find((n) => waiterBefore.replace(NAMED_WAITER_TAIL, "").toLowerCase().endsWith(n.toLowerCase())) : undefined;
      // "Bheki is still waiting for a part for the Polo's brakes": a named trade waiting on a part for the user's job;
      // the user waits on them.
      if (namedWaiter && /^(?:a |the |some |new )?parts?\b/i.test(raw)) return `${namedWaiter}: ${tidy(raw)}`;
      if (namedWaiter) return null;
      // "the client's waiting on my invoice": another waits on something the user owes.
      if (/^my\s/i.test(raw) && OTHER_PARTY_WAITER.test(text.slice(0, m.index))) return null;
      // "I'll wait for the boxing day sales": the user's own choice to wait, unless a party is to act ("…for the bank to call").
      if (USER_CHOOSES_TO_WAIT.test(text.slice(0, m.index)) && !/\bto\s+[a-z]+/i.test(raw)) return null;
      const to = /^(\S+(?:\s\S+)?)\s+to\s+(.+)$/.exec(raw);
      const from = /^(.+?)\s+from\s+(.+)$/.exec(what);
      const pronoun = /^(her|him|them|it)\b/i.test(raw);
      if (to) return `${pronoun ? pronounTarget(text, m.index, names) ?? to[1] : tidy(to[1]!)}: ${to[2]}`;
      if (from) return `${tidy(from[2]!)}: ${from[1]}`;
      // "he's waiting on a part": the plumber is the one who waits, and the one awaited.
      const waiter = /\b(?:he|she|they)(?:'s|'re| is| are)?\s+(?:still\s+)?$/i.test(text.slice(0, m.index)) ? pronounTarget(text, m.index, names) : null;
      const party = waiter ?? (/^(?:her|his|their)\s/i.test(text.slice(m.index + m[0].length)) ? pronounTarget(text, m.index, names) : null);
      const invoiced = /\binvoiced\s+(?:the\s+)?(\p{Lu}[\p{L}&-]*(?:\s\p{Lu}[\p{L}&-]*)*)/u.exec(text.slice(0, m.index))?.[1];
      return party ? `${party}: ${what}` : invoiced ? `${invoiced}: ${what}` : what;
    },
  },
  {
    // "Grace hasn't approved it", "Meridian STILL hasn't sent the brand assets"; "has still not" as "still hasn't"
    // (twenty-fourth session: "the landlord has still not refunded the deposit").
    re: /\b(?:still\s+)?(?:hasn'?t|hasnae|hasna|has not|has still not|(?:they|they've|they have) (?:still )?(?:haven'?t|have not|not))\s+(?:yet\s+)?(heard back|called back|gotten back|got back|come back|come through|turned up|shown up|come|hit(?= (?:the |my |our )?(?:account|bank|pay|payslip|wages))|(?!(?:stopped|started|changed|improved|talked|played|cried|laughed|smiled|moved|aged|walked|tried|rained|snowed|happened|mattered|helped|worked|liked|loved|lived|needed|wanted|eaten|seemed|used|learned|asked)\b)[a-z]+ed|sent|paid|done|built|given|written|rung|rang|reset|got|gotten|brought|shown|told|made|dealt|taken|found|said(?=\s+(?:yet\s+)?(?:whether|if|when)\b))\b(?:\s+(off|back|over|up)\b)?\s*/i,
    build: (m, text, names) => {
      const who = /^(?:still\s+)?they\b/i.test(m[0]) ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names);
      const what = clauseFrom(text, m.index + m[0].length)
        .replace(/^(?:to (?:me|us)|it|them|back|yet|on|with|about)\b\s*/i, "")
        .replace(/^(?:the|my|our)\s+/i, "")
        .replace(/\s+yet$/i, "");
      const verb = (m[2] ? `${m[1]} ${m[2]}` : m[1]!).toLowerCase();
      // "the letter still hasn't come": the subject is the awaited thing.
      if (/^(come|arrived|come back|shipped|delivered|landed|cleared|come through|turned up|shown up|hit)$/.test(verb)) return thingBefore(text, m.index) ?? who ?? verb;
      const noun = VERB_NOUNS[verb];
      const thing = what ? (m[2] && noun ? `${noun} on ${what}` : noun && /^to\s/i.test(what) ? `${noun} ${what}` : what) : noun || verb;
      return who ? `${who}: ${thing}` : thing;
    },
  },
  {
    // "IT still haven't fixed my laptop", "the builders haven't sent the invoice": a party that is not the person;
    // also someone's people ("Chip Lawson's buyers still haven't signed").
    re: /(?<![\p{L}'])(?!(?:We|I|You|OK|TV)\b)(IT|HR|[A-Z]{2,6}|[A-Z][a-z]+'s [a-z]+|[A-Z][a-z]+|the [a-z]+|the (?:[A-Z][a-z]+ ){1,2}(?!(?:holidays?|term|season|sales?|festival|break|weekend)\b)[a-z]+|(?<=^|[,;.]\s*)[a-z]+(?: (?!still\b)[a-z]+)?)\s+(?:still\s+)?(?:haven'?t|have not|havent|STILL haven'?t)\s+(?:yet\s+)?(?!(?:stopped|changed|improved|talked|played|cried|laughed|smiled|moved|aged|walked|tried|rained|happened|helped|worked|liked|loved|lived|needed|wanted|seemed|used|learned|asked|noticed|realised|realized|complained|mentioned)\b)([a-z]+ed|sent|paid|done|got back|heard back|come back)\b\s*/u,
    build: (m, text) => {
      // A bare lowercase subject counts only when it is an office or a trade ("police", "letting agency").
      // "pension people", "the tax folk": an office's people are the office.
      if (/^[a-z]/.test(m[1]!) && !/^the /.test(m[1]!) && !ROLE_NOUN.test(m[1]!.split(" ").pop()!) && !/^[a-z]+ (?:people|folk|folks)$/.test(m[1]!)) return null;
      const what = tidy(clauseFrom(text, m.index + m[0].length).replace(/^(?:it|them|back|yet)\b\s*/i, "").replace(/^(?:about|abt|re)\s+/i, ""));
      const verb = m[2]!.toLowerCase();
      const thing = what ? `${VERB_NOUNS[verb] ? VERB_NOUNS[verb] + " of " : ""}${what}`.replace(/^fix of /, "") : VERB_NOUNS[verb] ?? verb;
      return `${tidy(m[1]!)}: ${/ed$/.test(verb) && !VERB_NOUNS[verb] ? `${verb.replace(/ed$/, "")} ${what}`.trim() : thing}`;
    },
  },
  {
    // "waiting to hear back about the biopsy"
    re: /\b(?:still\s+)?waiting to hear(?:\s+back\b)?(?:\s+(?:from|about|on|re|if|whether|when))?\s*/i,
    build: (m, text, names) => {
      const said = clauseFrom(text, m.index + m[0].length);
      const acted = commObjectBefore(text, m.index);
      const what = said || (acted.what ? `reply about ${acted.what}` : "reply");
      const who = pronounTarget(text, m.index, names) ?? recipientBefore(text.slice(0, m.index)) ?? acted.who;
      return what ? (who ? `${who}: ${what}` : what) : null;
    },
  },
  {
    // "they'll confirm the ship date", "she'll get back to me by friday"
    // "Marisol will let me know about the cabin", "the optician will ring when they're in", "he said he'd come back with a price"
    // "Mr Bhugon says he'll pay the balance end of the month", "Rosemay says she'll tell me which unit she wants"
    // "emailed Jens the invoice, he said he will pay monday" (links72: the promise to pay with a bare day after it)
    re: /\b(?!(?:i|we|you|it|that|this|which|who|someone|somebody|anyone|anybody|everyone|one)(?:'ll|'d| will| would| should)\b)([\p{L}-]+)(?:'ll|'d| will| would| should) (?:confirm|get back|let (?:me|us) know|send|call back|call|ring|text|email|reply|respond|revert|come back|decide|courier|post|mail|deliver|return|forward|transfer|drop (?:off|round|by)|bring (?:back|round|over)|pay (?:me|us|back|the|what)|pay(?= (?:on |by |next |this |tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day))|tell (?:me|us)|look into|look at|reschedule|phone|fix|repair|replace|sort(?: out)?|be in touch|have (?:a |the |an |it |my |our )?(?:quote|price|answer|decision|results?|report|estimate|invoice|contract|keys|update|ready))\b\s*/iu,
    build: (m, text, names) => {
      const subject = m[1]!;
      // "Obinna says he'll fix the shop's inverter on saturday": a repair set for a day is an appointment.
      if (VISIT_ACT.test(m[0]) && visitSetForTime(text.slice(m.index + m[0].length).split(/[,;.!?]/)[0]!, text)) return null;
      const pronoun = /^(?:they|he|she)$/i.test(subject);
      const who = pronoun ? pronounTarget(text, m.index, names) : names.find((n) => n.toLowerCase() === subject.toLowerCase()) ?? pronounTarget(text, m.index + subject.length, names) ?? subject;
      const rest = clauseFrom(text, m.index + m[0].length).replace(/^(?:to me|to us|with|about|on|back|me|us)\b\s*/i, "").replace(/^(?:with|about|on)\s+/i, "");
      // "he'll pay me back in june": a bare time after the act leaves the act as what is awaited.
      const had = /\bhave (?:a |the |an |it |my |our )?(quote|price|answer|decision|results?|report|estimate|invoice|contract|keys|update|ready)\b/i.exec(m[0])?.[1];
      // "emailed Jens the invoice, he said he will pay monday" (links72): a bare day after "pay" leaves the payment as what is
      // awaited, only after the user sent the party the bill ("Tom will pay tomorrow for the drinks" stays as it was).
      const barePay = /\bpay\s*$/i.test(m[0]);
      if (barePay && !userSentBefore(text, m.index)) return null;
      const act = had ? (had === "ready" ? "it ready" : had) : /\bpay (?:me|us|back)\b/i.test(m[0]) ? "repayment" : barePay ? "payment" : /\bbe in touch\b/i.test(m[0]) ? "reply" : null;
      const sent = /\b(?:emailed|sent|texted|messaged|gave|showed|handed)\s+(?:\p{Lu}[\p{L}-]+\s+)?(?:the|my|our|a|an)\s+([^,.;]+)/iu.exec(text.slice(0, m.index))?.[1];
      const reply = /\b(?:get back|come back|reply|respond|revert|be in touch)\b/i.test(m[0]) && sent ? `reply about ${tidy(sent)}` : null;
      const told = /\btell (?:me|us)\b/i.test(m[0]) ? "answer" : null;
      const what = (act && (!rest || TIME_START.test(rest) || (act === "payment" && /^(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i.test(rest))) ? act : tidy(rest)) || reply || told || clauseFrom(text, m.index + subject.length).replace(/^(?:'ll|'d| will| would)\s+/i, "");
      if (who) return `${who}: ${what}`;
      // "filed the claim, they'll reply in 5 days": the claim is what is awaited.
      const acted = commObjectBefore(text, m.index);
      return acted.what ? `reply about ${acted.what}` : what;
    },
  },
  {
    re: /\bhaven'?t heard (?:back |anything |a thing |a peep |a word )?(?:back )?from\s+/i,
    build: (m, text) => `${clauseFrom(text, m.index + m[0].length)}: reply`,
  },
  {
    // "until the credit union approves the loan"
    re: /\b(?:until|till|til|unless|once|as soon as)\s+(?:the\s+|my\s+)?([\p{L} -]{2,40}?)\s+(approves|confirms|replies|responds|sends|calls back|gets back|signs(?: off)?|pays|decides|comes through|okays|oks|arrives|comes in|gets here|turns up|clears|(?:is|are) (?:approved|signed|fixed|delivered|released))\b/iu,
    build: (m, text) => `${tidy(m[1]!)}: ${m[2]} ${clauseFrom(text, m.index + m[0].length)}`.trim(),
  },
  {
    // "tracking says it arrives thursday", "should be back friday", "Amazon says it gets here monday" (a thing, not a
    // visitor: "she says she gets here friday" is a visit); "ordered a shirt, it comes monday" (the thing ordered, not
    // "the plumber comes monday", a visit); "ordered a kettle, it's due thursday" (thirty-fifth round: the thing ordered
    // is due, not "the essay's due thursday")
    re: /\b(?:(?:comes|lands|gets here)(?<=\b(?:ordered|bought|posted)\b[^.;!?]{0,60}\bit (?:comes|lands|gets here))(?=\s+(?:tomorrow|2moro|tmrw|tmr|today|on\b|by\b|next\b|this\b|mon|tue|wed|thu|fri|sat|sun))|tracking says|according to (?:the )?tracking|tracking shows|should (?:be back|be in|be ready|arrive|come in|be here|ship|land|come through)|(?:supposed|meant|due) to (?:arrive|come|be back|land|ship)|is arriving|arrives|(?<=\b(?:says|said|reckons)\b[^,.;]{0,40})\b(?:arrive|(?<=\bit )gets here)(?=\s+(?:tomorrow|2moro|tmrw|tmr|today|tonight|on\b|by\b|next\b|this\b|mon|tue|wed|thu|fri|sat|sun))|on (?:its|their) way|(?:is|'s|are) in the (?:mail|post)|out for delivery|tracking (?:hasn'?t|has not|still hasn'?t|hasnt) (?:moved|updated|changed)|(?:(?<=\b(?:says|said|reckons)\b[^,.;]{0,60})\bgets? (?:mailed|sent|posted|shipped|couriered|installed|dropped off)(?: out| over| off)?|\bgets? delivered|(?<=\b(?:courier|driver|delivery|installer|installers|fitter|fitters|store|shop|supplier|movers|technician)s?\s+(?:is|are|'s|'re)\s+)(?:bringing|delivering|dropping off|installing|fitting)\b[^,.;]{1,40}?)(?=\s+(?:tomorrow|2moro|tmrw|today|tonight|on\b|by\b|next\b|this\b|the \d|mon|tue|wed|thu|fri|sat|sun))|(?:has been|have been|got|was|is|are) (?:delayed|pushed back)|stuck in (?:transit|customs)|stuck (?:at|in) (?:the |a )?(?:depot|warehouse|sorting (?:office|centre|center)|hub|port|distribution (?:centre|center))|(?<=\b(?:parcel|package|delivery|order|shipment)s?\s+(?:is\s+|'s\s+)?|\b(?:ordered|bought|posted)\b[^.;!?]{0,60}\bit(?:'s|s| is)\s+)due(?=\s+(?:today|tomorrow|tonight|on\b|by\b|this\b|next\b|mon|tue|wed|thu|fri|sat|sun))|(?:held up|stuck) (?:in|at) customs|(?:'s|has|have|was) (?:been )?(?:dispatched|shipped)|should (?:get|receive) (?:it|them)|(?<=\b(?:says|said)\s+(?:it'?s |it was |they'?ve |he'?s |she'?s |it'?s been )?)(?:posted|shipped|dispatched)\b|delivery (?:window|slot) (?:is |was )?(?:\d|between|from|tomorrow|today|mon|tue|wed|thu|fri|sat|sun|this|next)|(?:re)?delivery (?:attempt |window |slot )?(?:is )?(?:due |expected )?(?:tomorrow|today|tonight|this|next|on|by|mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b/i,
    build: (m, text) => {
      const before = text.slice(0, m.index);
      // "for when she arrives": an arrival the person is not waiting on.
      if (/\b(?:when|once|before|after|until|till|by the time)\s+(?:[\p{L}']+\s+){0,2}$/iu.test(before)) return null;
      // A delay is a wait only for something on its way, not a meeting or a flight.
      if (/delayed|pushed back/i.test(m[0]) && !/\b(?:order|parcel|package|delivery|shipment|refund|payment|passport|visa|licen[cs]e|card|part|sofa|furniture)s?\s+(?:\w+\s+)?$/i.test(before)) return null;
      const forThing = /^[^,.;]*?\bfor (?:the |my |our )?([^,.;]+)/i.exec(text.slice(m.index + m[0].length));
      const obj = /(?:ordered|bought|sent|shipped|mailed|waiting (?:on|for))\s+(?:a |an |the |my )?([^,.;]+?)(?:\s*[,.;]|$)/i.exec(before);
      // "gas cylinder booked through the app, delivery tomorrow": the thing booked is what comes.
      const booked = /^(?:the |my |our )?([\p{L}-]+(?: [\p{L}-]+)?) (?:booked|ordered|bought)\b/iu.exec(before.trim());
      if (!obj && booked && /^delivery/i.test(m[0])) return `${tidy(booked[1]!)} (delivery)`;
      if (obj) return `${tidy(obj[1]!)} (delivery)`;
      if (forThing) return `${tidy(forThing[1]!)} (delivery)`;
      const thing = thingBefore(text, m.index);
      if (thing && /\b(?:refund|payment|money|cheque|check|reimbursement|deposit|payout)\b/i.test(thing)) {
        const returned = /\b(?:returned|sent back|took back)\s+(?:the |my |our )?([^,.;]+)/i.exec(before);
        return returned ? `store: ${thing} for ${tidy(returned[1]!)}` : thing;
      }
      if (thing && /\b(?:results?|decision|quote|answer|approval|offer|report|verdict|grades?|scores?)\b/i.test(thing)) return thing;
      // "Wayfair says the bookcase arrives tuesday": the one who says it is the one sending it.
      const sayer = /^(?:the\s+)?([\p{L}&-]+)\s+(?:says|said|reckons)\b/iu.exec(before.split(/[,;.]/).pop()!.trim())?.[1];
      const from = sayer && !/^(?:i|we|you|he|she|they|it|tracking|app|website)$/i.test(sayer) && !PEOPLE_OR_PETS.test(sayer) ? `${sayer}: ` : "";
      return thing && !/^tracking$/i.test(thing) ? `${from}${thing} (delivery)` : "delivery";
    },
  },
  {
    // "still no date for the panel upgrade", "no reply from the landlord yet"; "no refund yet from the airline" names its
    // thing as "still no" does (twenty-fourth session).
    re: /\bstill no (?=(?:[\p{L}-]+ ){0,2}[\p{L}-]+ from\b)|\bno (?=(?:[\p{L}-]+ ){0,2}[\p{L}-]+ yet from\b)|\b(?:still |)no (?:word|reply|response|answer|update|news|callback|call back|confirmation|decision|date|quote|sign|revert|movement|clarity)\b(?:\s+(?:yet|back))?(?:\s+(?:from|on|about|for|after|re|regarding)\b)?\s*|\b(?:still nothing(?!\s+(?!(?:arrived|received|returned|delivered|posted|sent|signed|approved|confirmed|paid|refunded|released|issued|heard|credited|processed)\b)[a-z]+ed\b)|nothing back|radio silence|nothing yet|crickets)\b(?:\s+(?:from|on|about|after|since)\b)?\s*|\b(?:no joy|heard nothing|not a peep|not a word)\s+(?:back\s+|yet\s+)?(?:from|with|yet|back|re|on|about|out of)\b\s*|\b(?:has |have )?ghosted (?:me|us)\b\s*|(?:(?<!\b(?:i|we)')\bve|\bs|\bhas)\s+(?:read|seen|opened) (?:it|my message|the message|my text) and (?:nothing|no reply)\b\s*|\bleft (?:me |us )?on read\b\s*|\bstill no (?:part|parts|parcel|delivery|refund|payment|money|cheque)\b(?:\s+(?:yet|from|for)\b)?\s*|\bany (?:word|news|update|reply|response|answer|joy)\s+(?:yet\s+)?(?:from|off|on|about|re)\b(?=[^?]*\?)\s*/iu,
    build: (m, text, names) => {
      // "rang the roofer, no answer, try him again later": an unanswered call, the next try the user's own.
      if (/^no answer\s*$/i.test(m[0]) && /\b(?:rang|called|phoned|rung|tried)\b/i.test(text.slice(0, m.index))) return null;
      // "any news off the building society?": British "off" after the asking words is "from".
      const clause = clauseFrom(text, m.index).replace(/[^\p{L}\p{N}]+$/u, "").replace(/\s+(?:after|since|in)\s+(?:\d+|a|an|two|three|four|five|six)\s+\w+$/i, "").replace(/^(any (?:word|news|update|reply|response|answer|joy)(?:\s+yet)?)\s+off\b/i, "$1 from");
      // "not a peep out of the council yet on the permit": "out of" names the silent party as "from" does.
      const from = /\b(?:from|out of) (?:the |my |our )?([\p{L}' -]+?)(?:\s+yet)?(?:\s+(?:about|on|re|regarding|for|since|after)\s+(.+))?$/iu.exec(clause);
      const about = /\b(?:about|on|re|regarding|for)\s+(?:the\s+)?(.+)$/i.exec(clause);
      const acted = commObjectBefore(text, m.index);
      const named = from ? tidy(from[1]!).replace(/\s+and\s+.*$/i, "") : null;
      // "UPS opened a trace on the package, no answer so far": the party that acted is who answers.
      const actor = /^([A-Z][\p{L}&-]*(?:\s[A-Z][\p{L}&-]*)*)\s+(?:opened|started|raised|logged|took|sent|said)\b/u.exec(text)?.[1];
      const who = named && !/^(?:him|her|them)$/i.test(named) ? named : named ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names) ?? acted.who ?? (actor && !/^I\b/.test(actor) ? actor : null) ?? pronounTarget(text, m.index, names);
      const topic = from?.[2] ? tidy(from[2]) : about ? tidy(about[1]!) : acted.about;
      const noun = /^(?:still no ([\p{L} -]+?)|no ([\p{L} -]+?) yet) from\b/iu.exec(clause)?.slice(1).find(Boolean);
      const what = noun && !/^(?:word|reply|response|answer|update|news)$/i.test(noun) ? noun : topic ? `reply about ${topic}` : acted.what ?? "reply";
      return who ? `${who}: ${what}` : what;
    },
  },
  {
    // "my brother is yet to transfer his share", "the society secretary is yet to approve it"
    // "MPI adjuster yet to call back": with no copula, only after an office, a trade or a name.
    re: /\b(?:(?:is|are|has|have|'s)\s+)?yet to\s+/i,
    build: (m, text, names) => {
      if (/\b(?:i'?m|i am|we'?re|we are|i'?ve|we'?ve|you'?ve|i|we|you|you'?re)\s*$/i.test(text.slice(0, m.index))) return null;
      const lead = /^\s*((?:[\p{L}-]+\s)?[\p{L}-]+)\s+$/u.exec(text.slice(0, m.index))?.[1];
      // "structural engineer yet to send the drawings": a bare lowercase party at the start, before a party's act.
      const bareParty = lead && /^yet/i.test(m[0]) && !/^(?:i|we|you|he|she|they|it|this|that|still|not)\b/i.test(lead) && PARTY_ACT_AFTER_YET.test(text.slice(m.index + m[0].length)) ? lead : null;
      const who = partyBefore(text, m.index, names) ?? (lead && /^yet/i.test(m[0]) && isRoleWord(lead.split(/\s/).pop()!) ? lead : null) ?? bareParty;
      if (/^yet/i.test(m[0]) && !(who && (who === bareParty || /^\p{Lu}/u.test(who) || isRoleWord(who) || isRoleWord(who.split(/\s/).pop()!)))) return null;
      const what = clauseFrom(text, m.index + m[0].length).replace(/^hear(?: back)?(?: from)?\s*/i, "");
      return who ? `${who}: ${what}` : what || null;
    },
  },
  {
    // "lab results won't be back till next week", "Aurelio says the invoice will be paid by the 30th"
    re: /\b(?:won'?t|will not|wont|will|'ll|'d|would) be (?:back|ready|here|in|paid|sent|delivered|refunded|processed|approved|shipped|returned|fixed)\b/i,
    build: (m, text, names) => {
      const before = text.slice(0, m.index);
      if (/\b(?:i|we|you)\s*$/i.test(before) || /\b(?:i|we)$/i.test(before.trim())) return null;
      const thing = thingBefore(text, m.index);
      const said = /\b([\p{L}-]+) (?:says|said|reckons|told me)\b/iu.exec(before);
      // "the garage said it'd be ready tuesday": the garage is who, what it has is the thing.
      if (thing && /^(?:it|they)$/i.test(thing) && said && !/^(?:i|we|you)$/i.test(said[1]!)) return `${partyBefore(text, said.index + said[1]!.length, names) ?? said[1]}: ${m[0].replace(/^.*?be\s+/i, "")}`;
      if (!thing || /^(?:i|we|you|it|that|this|he|she|they)$/i.test(thing)) return null;
      // "Ma will be in when they deliver": a relative or a named person at home, not a thing awaited (links61).
      if (/be (?:in|here|back)$/i.test(m[0]) && (RELATION_WORDS.has(thing.toLowerCase()) || PEOPLE_OR_PETS.test(thing) || names.some((n) => n.toLowerCase() === thing.toLowerCase()))) return null;
      const who = said ? names.find((n) => n.toLowerCase() === said[1]!.toLowerCase()) ?? (/^(?:he|she|they)$/i.test(said[1]!) ? pronounTarget(text, said.index, names) : null) : null;
      return who ? `${who}: ${thing}` : thing;
    },
  },
  {
    // "the ball's in the landlord's court", "ball's in his court"
    // "ball's in Mr Boateng's court": an honorific may come before the holder's name.
    re: /\bball'?s in (?:the )?((?:(?:mr|mrs|ms|miss|dr|prof)\.? )?(?:[\p{L}-]+'s )?[\p{L}-]+(?:'s|s')?) court\b/iu,
    build: (m, text, names) => {
      const holder = m[1]!.replace(/'s$|(?<=s)'$/, "");
      const who = /^(?:his|her|their|them)$/i.test(holder) ? pronounTarget(text, m.index, names) : holder;
      const re = /\b(?:re|about|on|regarding)\s+(?:the\s+)?([^,.;]+)/i.exec(text.slice(m.index + m[0].length));
      const acted = /\b(?:sent|emailed|gave|submitted|made)\s+(?:[\p{L}-]+\s+)?(?:the|my|our|a|an)\s+([^,.;]+)/iu.exec(text.slice(0, m.index));
      const what = re ? `decision on ${tidy(re[1]!)}` : acted ? `reply on ${tidy(acted[1]!)}` : "reply";
      return who ? `${who}: ${what}` : what;
    },
  },
  {
    // "chased the accountant again about the tax figures": a chase is for something still awaited.
    re: /\b(?:chas(?:ed|ing)|followed up with|following up with) (?:up )?(?:the |my |our )?([\p{L}'-]+(?:\s[\p{L}'-]+)?)\s+(?:again|twice|(?:up )?(?:for|about|re|on))\b\s*/iu,
    build: (m, text) => {
      if (chaseAsFeeling(text, m.index)) return null;
      const who = tidy(m[1]!.replace(/\s+(?:again|twice|up)$/i, ""));
      const what = clauseFrom(text, m.index + m[0].length).replace(/^(?:again|twice|for|about|re|on)\s+/i, "");
      return what ? `${who}: ${tidy(what)}` : `${who}: reply`;
    },
  },
  {
    // "expecting the new passport any day now"; not a baby or the weather.
    // Not another couple's baby: "Shaun and Dorianne are expecting their second, due in June" (links61).
    re: /\b(?:expecting|awaiting)\s+(?!(?:a baby|twins|rain|snow|it|that|this|you|me|him|her|them|again)\b)(?!(?:their|his|her|our) (?:first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)|baby|babies|twins|child|little one)\b)(?!(?:a|another) (?:boy|girl|son|daughter|grandchild|grandbaby)\b)/i,
    build: (m, text) => clauseFrom(text, m.index + m[0].length).replace(/\s+any (?:day|minute|time) now$/i, "") || null,
  },
  {
    // "we still haven't received the deposit back from the agency", "no sign of the parcel"
    re: /\b(?:(?:i|we) (?:still )?(?:haven'?t|have not|havent) (received|got|gotten|had)( back)?|no sign of)\s+(?:the |my |our |a |an |any )?/i,
    build: (m, text) => {
      const raw = clauseFrom(text, m.index + m[0].length);
      // "haven't had breakfast yet" awaits nothing; "haven't got the deposit back from…" does.
      if (m[1] && m[1].toLowerCase() !== "received" && !m[2] && !/\b(?:back|from)\b/i.test(raw)) return null;
      const what = raw.replace(/\s+(?:yet|back)$/i, "");
      if (!what) return null;
      const from = /^(.+?)\s+(?:back\s+)?from\s+(?:the |my |our )?(.+)$/i.exec(what);
      return from ? `${tidy(from[2]!)}: ${tidy(from[1]!.replace(/\s+back$/i, ""))}` : what;
    },
  },
  {
    // "the agent is supposed to send the lease", "they're still processing the claim", "should hear back by friday"
    re: /(?<!\b(?:i|we|you)(?:'re| are| was| were)?)\b(?:(?:is|are|was|were|'re|'s) (?:supposed|meant|due) to (?:be )?(?:send|call|ring|reply|confirm|get back|deliver|pay|fix|sign|approve|bring|drop|return|post|finish|reschedule|rebook|transfer|hand|email|text|message|share|publish|dropp)(?:ing)?|(?:is|are|was|were|'re|'s) (?:supposed|meant|due) to (?:rule|decide|vote|issue|refund|process|answer|release|install|replace|repair|fill)|(?:they'?re|they are) (?:still )?(?:processing|reviewing|looking into|checking|investigating|tracing)|(?:should|hope to|hoping to|hopefully|expect to|will) hear (?:back|from|within|by|in|next|this|on)|(?:on hold|parked) (?:until|till|pending))\b\s*/i,
    build: (m, text, names) => {
      // "flights on hold till friday", "the shed's parked till spring": held to a time, not to a party's act.
      if (/(?:hold|parked) (?:until|till)\s*$/i.test(m[0]) && (HELD_TO_A_TIME.test(text.slice(m.index + m[0].length)) || /\b(?:i|we|you)(?:'ve| have)?\s*$/i.test(text.slice(0, m.index)))) return null;
      const pronoun = /^they/i.test(m[0]) || /\b(?:they|he|she)$/i.test(text.slice(0, m.index).trim());
      const who = pronoun ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names);
      const timed = /\bhear (?:within|by|in|next|this|on)\s*$/i.test(m[0]);
      const what = timed ? "" : clauseFrom(text, m.index + m[0].length).replace(/^(?:from|about|on|re|round|over|back|off|by|in)\s+/i, "");
      // "they're meant to reschedule": with no object, the act itself is what is awaited.
      const verb = /\bto (?:be )?([a-z]+(?: back)?)\s*$/i.exec(m[0].trim())?.[1];
      const thing = tidy(what.replace(TIME_TAIL, "")) || (verb && !/^(?:send|bring|deliver|post|hand)$/i.test(verb) ? verb : null) || thingBefore(text, m.index) || "reply";
      // "parked until the stone comes from the quarry": the party the held thing comes from.
      const comes = /^(.+?) (?:comes?|arrives?|gets? here|turns? up) (?:from|off) (?:the |my |our )?(.+)$/i.exec(thing);
      if (comes && /(?:hold|parked) (?:until|till)\s*$/i.test(m[0])) return `${tidy(comes[2]!)}: ${tidy(comes[1]!)}`;
      return who ? `${who}: ${thing}` : thing;
    },
  },
  {
    // "asked Perrin about overtime, he'll think about it", "she'll sleep on it": a named party's answer still to come.
    re: /\b(?:he|she|they)(?:'ll| will)\s+(?:think (?:about|on) it|think it over|sleep on it|mull it over|have a think)\b/iu,
    build: (m, text, names) => {
      const who = pronounTarget(text, m.index, names);
      return who && !PEOPLE_OR_PETS.test(who) ? `${who}: decision` : null;
    },
  },
  {
    // "the results aren't back yet", "the council is sitting on our application"
    re: /\b(?:isn'?t|aren'?t|is not|are not) (?:back|in|through|out) yet\b|\bstill not (?:back|in|through|out|here|ready)\b|\bstill (?:isn'?t|aren'?t|is not|are not) (?:back|in|through|here|ready)\b|\b(?:(?:is|are|'s|'re) (?:still )?|still )(?:sitting (?:on|with)|sat (?:on|with)|dragging (?:their|his|her|its) feet)\b\s*|\b(?:is|are|'s|'re) taking (?:forever|ages|so long|weeks|(?:his|her|their|its) (?:sweet )?time)\b|\bstill in transit\b|\b(?:is|are|'s) on order\b|\bkeeps? (?:saying|promising)\b/iu,
    build: (m, text, names) => {
      if (/taking (?:his|her|their|its)/i.test(m[0])) {
        const who = /\b(?:he|she|they)$/i.test(text.slice(0, m.index).trim()) ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names);
        const what = tidy(clauseFrom(text, m.index + m[0].length).replace(/^(?:with|on|over)\s+/i, ""));
        return who ? `${who}: ${what || "reply"}` : what || null;
      }
      if (/^(?:isn|aren|is not|are not|still not|still isn|still aren|still is not|still are not)|taking|transit|on order|keeps? (?:saying|promising)/i.test(m[0])) {
        const thing = thingBefore(text, m.index);
        // "Saara still has the receipt, she keeps saying she'll bring it": the one a pronoun points to keeps promising.
        if (/^keeps? /i.test(m[0]) && thing && /^(?:he|she|they)$/i.test(thing)) {
          const who = pronounTarget(text, m.index, names);
          const what = tidy(clauseFrom(text, m.index + m[0].length).replace(/^(?:that\s+)?(?:he|she|they)(?:'ll| will|'d| would)\s+/i, ""));
          return who && !PEOPLE_OR_PETS.test(who) ? `${who}: ${what || "what was promised"}` : null;
        }
        // "the twins still not back from football" is people on their way, not a thing awaited.
        return thing && !/^(?:i|we|you|it|this|that|he|she|they)$/i.test(thing) && !PEOPLE_OR_PETS.test(thing) ? thing : null;
      }
      // British "still sat on" is "still sitting on", but also a posture ("Kath's still sat on the bus"): only over a
      // matter of the user's a party holds ("HMRC still sat on that tax rebate", "still sat on mam's funding form").
      if (/\bsat (?:on|with)/i.test(m[0]) && !SAT_ON_MATTER.test(rawClauseFrom(text, m.index + m[0].length))) return null;
      if (/(?:sitting|sat) with/i.test(m[0])) {
        // "the PVG is still sitting with disclosure scotland": the party after "with" holds the thing.
        const thing = thingBefore(text, m.index);
        const who = clauseFrom(text, m.index + m[0].length);
        return thing && who && !PEOPLE_OR_PETS.test(thing) && !/^(?:i|we|you|he|she|they|it)$/i.test(thing) ? `${who}: ${thing}` : null;
      }
      if (/(?:sitting|sat) on|dragging/i.test(m[0])) {
        // "the renewal is sitting on the counter unsigned": where a thing lies, not a party holding it.
        if (RESTING_PLACE.test(rawClauseFrom(text, m.index + m[0].length))) return null;
        const who = thingBefore(text, m.index) ?? partyBefore(text, m.index, names);
        if (who && /^(?:i|we|you|i'm|we're|you're)$/i.test(who)) return null;
        const what = clauseFrom(text, m.index + m[0].length).replace(/^(?:on|with)\s+/i, "");
        return who ? `${who}: ${tidy(what) || "decision"}` : null;
      }
      return null;
    },
  },
  {
    // "Yusra owes us the signed lease", "the client in Pune still owes 38,000 rupees"
    // "Mrs Quaye's office still owing us the second payment": the progressive, with the auxiliary dropped, only after
    // "still" and before me / us ("IFTA owing $860" is an amount owing to IFTA).
    re: /\b(?<!\b(?:i|we|i still|we still|i'm still|we're still) )(?:owes? (?:me|us\s+|(?=[£$€₹]|\d)|(?:the|our) (?:practice|shop|business|company|firm|studio|clinic|agency|salon|cafe|club)\b\s*)|(?<=\bstill )owing (?:me|us)\s+)/i,
    build: (m, text, names) => {
      const who = partyBefore(text, m.index, names) ?? thingBefore(text, m.index);
      const rest = text.slice(m.index + m[0].length);
      // "38,000 rupees": an amount's thousands comma is no clause break.
      const amount = /^\s*(?:a |an |the )?(?:[A-Z]{0,2}[£$€₹]|Rs\.? ?)?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?:\s+[\p{L}]+)?/u.exec(rest)?.[0]?.trim().replace(/^(?:a|an|the) /, "").replace(/\s+(?:for|from|to|of|on|by)$/, "");
      const what = amount ?? clauseFrom(text, m.index + m[0].length);
      return who && what ? `${who}: ${what}` : null;
    },
  },
  {
    // "the new sofa is backordered till jan", "out of stock until march"
    // "IT says none in stock": nothing of the kind held, like "out of stock".
    re: /\b(?:is |are |it's |its )?(?:back ?ordered|on back ?order|out of stock|sold out|none in stock)\b/i,
    build: (m, text) => {
      // "we sold out of the mince pies by noon": the user's own stock sold, nothing awaited from a store.
      if (/\b(?:we|i)\s+(?:(?:have|had|'ve|'d)\s+)?(?:\w+\s+)?sold out\b/i.test(text.slice(0, m.index + m[0].length))) return null;
      // "Aunty Rose's lilikoi butter sold out at the truck in one hour": a seller's stock gone fast, a success.
      // "the 7am flow sold out all five mornings, first time ever": a seller's own sellout over days, a success (links61).
      if (/sold out$/i.test(m[0]) && /^\s+(?:again\s+)?(?:all|every|each)\s+(?:[\p{L}\d-]+\s+)?(?:mornings?|evenings?|nights?|days?|sessions?|classes?|shows?|weekends?|weeks?|dates?)\b/iu.test(text.slice(m.index + m[0].length))) return null;
      if (/sold out$/i.test(m[0]) && /^\s+(?:again\s+)?(?:at (?:the|our|my) [\p{L}-]+\s+)?(?:in (?:an?|one|two|three|\d+|under an?) (?:hour|minute|day|morning|afternoon)s?|by (?:noon|lunch|lunchtime|ten|eleven|\d))\b/iu.test(text.slice(m.index + m[0].length))) return null;
      const thing = thingBefore(text, m.index);
      return thing ? `store: ${thing} (backordered)` : "store: restock";
    },
  },
  {
    // "on the waitlist for the Bosch dishwasher, they'll email if one comes in", "put my name down for a plot"
    re: /\b(?:on (?:the|a) (?:wait ?list|waiting list|housing list|transfer list)|(?<=\b(?:we'?re|i'?m|we are|i am|still)\s+(?:still\s+)?)on the [\p{L}-]+'s (?:wait ?list|waiting list|list)|(?:are|is|'re|'s|got|been) wait-?listed|put (?:my|our) names? down)(?:\s+(?:for|at))?\s*/iu,
    build: (m, text) => {
      const what = clauseFrom(text, m.index + m[0].length);
      return what ? `${what} (waitlist)` : "waitlist";
    },
  },
  {
    // "the visa is still in processing", "claim still pending", "still under review"
    re: /\b(?:still|is|are|(?:'s|has|have) been)\s+['‘"“]?(?:being processed|being made|processing|in processing|pending|under review|in the queue|with the (?:bank|insurer|council|embassy|lawyer|solicitor)|still in the queue)\b|\b(?:approval|verification|review|decision|confirmation|clearance|payment|refund|results?|check|paperwork)\s+(?:still\s+)?pending\b|\b(?:refund|rebate|payment|reimbursement|application|claim)\s+(?:for|from|on) [^,.;]{1,40}? (?:still\s+)?pending\b/i,
    build: (m, text) => {
      const at = /^\s*(?:at|with|from) (?:the |my |our )?([\p{L}-]+(?:\s[\p{L}-]+)?)/iu.exec(text.slice(m.index + m[0].length));
      const own = /\bpending$/i.test(m[0]) && !/^(?:still|is|are)\b/i.test(m[0]) ? m[0].replace(/\s+(?:still\s+)?pending$/i, "") : null;
      const found = thingBefore(text, m.index);
      // "we're still in the queue for the rebate": the pronoun waits, the rebate is awaited.
      const before = found && /^(?:i|we|i'm|we're|you|you're)$/i.test(found) ? null : found;
      const forWhat = /^\s*for (?:the |my |our |a )?([^,.;]+)/i.exec(text.slice(m.index + m[0].length));
      const thing = own ? [before, own].filter(Boolean).join(" ") : before ?? (forWhat ? tidy(forWhat[1]!) : clauseFrom(text, m.index));
      return at ? `${tidy(at[1]!)}: ${thing}` : thing;
    },
  },
  {
    // "we're on his cancellation list": a list kept by the party, for a slot or place.
    re: /\bon (?:his|her|their|its|the) (?:cancellation|cancelation|standby|reserve) list\b/i,
    build: (m, text, names) => {
      const who = /^on (?:his|her|their)/i.test(m[0]) ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names);
      return `${who ? `${who}: ` : ""}a cancellation slot`;
    },
  },
  {
    // "decision due 3 June", "results expected friday": an awaited thing and when it comes; "the quiz results are due
    // to Priya by the 30th" are the writer's to hand in, not awaited ("due to be released" still is).
    re: /\b(decision|results?|verdict|outcome|ruling|approval|offer|assessment)(?:\s+(?:on|for|about)\s+[^,.;]{1,40}?)?\s+(?:is\s+|are\s+)?(?:due|expected)\b(?!\s+in\s+(?:by|on|for|before)\b)(?!\s+(?:to|with)\s+(?!(?:be|come|arrive|land|reach)\b))/i,
    build: (m, text, names) => {
      const holder = holderBefore(text, m.index, names);
      return holder ? `${holder.who}: ${m[1]!.toLowerCase()} on ${holder.thing}` : thingBefore(text, m.index + m[1]!.length) ?? m[1]!.toLowerCase();
    },
  },
  {
    // "the letting agency still has our deposit"; "my passport's at the embassy with the visa application"
    re: /(?:\bstill (?:has|have|holds?|got) (?:got )?(?:our|my) |\b(?:my|our|the) ([\p{L}-]+(?: [\p{L}-]+)?)(?:'s| is| are) (?:still )?(?:stuck )?(?:at|with) (?:(?:the|my|our) )?)/iu,
    build: (m, text, names) => {
      if (m[1]) {
        if (PEOPLE_OR_PETS.test(m[1])) return null;
        const party = /^([\p{L}-]+)(?: ([\p{L}-]+))?/u.exec(text.slice(m.index + m[0].length));
        if (!party) return null;
        const two = party[2] ? `${party[1]} ${party[2]}` : null;
        // "the trailer's still at the welder's": a trade's premises, named by the trade in the possessive (not a
        // relation's house: "at my mum's").
        const premises = /^([\p{Ll}][\p{L}-]*)['’]s(?=\s*(?:[,.;!?]|$|(?:since|for|now|again|till|until|waiting)\b))/u.exec(text.slice(m.index + m[0].length))?.[1];
        const trade = premises && /\bthe\s+$/i.test(m[0]) && !PEOPLE_OR_PETS.test(premises) && !RELATION_WORDS.has(premises) ? premises : null;
        const who = two && ROLE_NOUN.test(two) ? two : ROLE_NOUN.test(party[1]!) ? party[1]! : trade;
        return who ? `${who}: ${tidy(m[1])}` : null;
      }
      const who = partyBefore(text, m.index, names);
      const what = clauseFrom(text, m.index + m[0].length);
      return who && what && !/^(?:i|we|you)$/i.test(who) ? `${who}: ${what}` : null;
    },
  },
  {
    // "Kwame's mum is checking if he can come", "she's checking with her husband"
    re: /(?<!\b(?:i|we|you)(?:'m|'re| am| are)?\s)\b(?:is|are|'s|'re) (?:still )?(?:checking|finding out|asking around)\s+(?:if|whether|with|about)\b\s*/iu,
    build: (m, text, names) => {
      if (/\b(?:i|we|you)$/i.test(text.slice(0, m.index).trim())) return null;
      const who = /\b(?:he|she|they)$/i.test(text.slice(0, m.index).trim()) ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names);
      const what = clauseFrom(text, m.index + m[0].length);
      return who && what ? `${who}: whether ${what}` : null;
    },
  },
  {
    // "now they have to confirm it", "he needs a part first": the next step is the other party's.
    re: /\b(he|she|they)(?:'s| is| are|'re)?(?: says| said)?(?: (?:he|she|they))?\s+(?:now\s+)?(?:(?:has|have|needs?) to (confirm|approve|reply|respond|decide|sign|process|review|get back|check)|(?:needs?|has to order|is ordering|'s ordering|ordered) (?:a |the |some )?(?:new |replacement |spare )?(parts?)\b)/i,
    build: (m, text, names) => {
      const before = text.slice(0, m.index);
      const who = recipientBefore(before) ?? pronounTarget(text, m.index, names);
      if (m[3]) return who ? `${who}: ${m[3]}` : m[3];
      const acted = /\b(?:sent|posted|emailed|mailed|submitted|lodged|filed|gave)\s+(?:[\p{L}-]+\s+)?(?:the|my|our|a|an)\s+([^,.;]+?)(?:\s+to\b|\s*[,.;]|$)/iu.exec(before);
      const act = NEXT_STEP_NOUNS[m[2]!.toLowerCase()] ?? m[2]!;
      const what = acted ? `${act} of ${tidy(acted[1]!)}` : clauseFrom(text, m.index + m[0].length) || act;
      return who ? `${who}: ${what}` : what;
    },
  },
  {
    // "Tomas is getting back to me on it", "the bank is looking into it", "Ines promised the figures by friday", "venue TBC, Maya to confirm"
    re: /(?<!\b(?:i|we|you)(?:'m|'re| am| are)?\s)\b(?:(?:is|are|'s|'re) (?:still )?['‘"“]?(?:getting back to (?:me|us)|looking into['’"”]?|sorting (?:it|out|that|my|our|the)|chasing (?:it|that) up|sending (?:it |them )?(?:over|back|through|me|us))|promised (?:to (?:send|get|pay|return|confirm|call|email|fix|sort|repair|replace|refund|deliver|bring|drop)|(?:me|us) |(?:a|an|the|my|our) (?=(?:[\p{L}-]+ ){1,2}(?:by|before|for|on|tomorrow|today|tonight|next|this)\b))|never (?:heard|got) back|never (?:replied|responded|answered|rang back|called back|confirmed)|didn'?t (?:get back|reply|respond|call back))\b\s*|(?<=[,;:.]\s*|^)(\p{Lu}[\p{L}-]+|the [a-z]+) to (?:confirm|send|reply|decide|approve)\b\s*/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index).trim();
      if (/\b(?:i|we|you)$/i.test(before)) return null;
      if (/\bnever /i.test(m[0])) {
        const acted = commObjectBefore(text, m.index);
        const who = acted.who ?? partyBefore(text, m.index, names) ?? pronounTarget(text, m.index, names);
        const topic = acted.about ?? /^(?:about|abt|re|regarding|on)\s+(?:the\s+|my\s+|our\s+)?(.+)/i.exec(clauseFrom(text, m.index + m[0].length))?.[1];
        return who ? `${who}: reply${topic ? ` about ${tidy(topic)}` : ""}` : "reply";
      }
      // "Cosmote promised the technician tomorrow between 10 and 2": a visit set for a day is an appointment.
      const visitor = VISITOR_PROMISED.exec(text.slice(m.index));
      if (visitor && visitSetForTime(text.slice(m.index + visitor[0].length).split(/[,;.!?]/)[0]!, text)) return null;
      // "Maya to confirm" is shorthand only for a person or a party: "Need to send…" is the user's own step.
      if (m[1] && !names.some((n) => n.toLowerCase() === m[1]!.toLowerCase()) && !/^the /i.test(m[1])) return null;
      const who = m[1] ? tidy(m[1]) : /\b(?:he|she|they)$/i.test(before) ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names);
      const rest = clauseFrom(text, m.index + m[0].length).replace(/^(?:on|about|re|with|it|me|us|the)\s+/i, "");
      const what = tidy(rest) || thingBefore(text, m.index) || "reply";
      return who && !/^(?:i|we|you)$/i.test(who) ? `${who}: ${what}` : null;
    },
  },
  {
    // "Marek still to send the invoice", "she should send it monday": another party's step still to come.
    re: /(?<!\b(?:i|we|you)(?:'m|'re| am| are)?\s)\b(?:still to|(?:he|she|they) should) (send|confirm|reply|pay|sign|approve|deliver|return|get back|call back|ring back)\b\s*/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index).trim();
      // "still to send the invoice" with no one before it is the user's own step.
      if (!before || /\b(?:i|we|you|i'm|we're|you're)$/i.test(before)) return null;
      const who = /^(?:he|she|they)/i.test(m[0]) ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names);
      // Round links73 (69th and 70th read halves): "sent Camila the proofs…; invoice still to send", "Telasi paid…; the GWP
      // water bill still to pay": a thing opening a clause of its own before "still to" and an act with no object after
      // it is the user's own step left; the party named in an earlier clause is not the one to act.
      const local = before.split(/[,;.!?:]/).pop()!.trim();
      if (who && /^still to/i.test(m[0]) && local && !local.toLowerCase().includes(who.toLowerCase()) && !isRoleWord(local.split(/\s/).pop()!) && !rawClauseFrom(text, m.index + m[0].length)) return null;
      const what = clauseFrom(text, m.index + m[0].length).replace(/^(?:it|them|me|us)\b\s*/i, "") || NEXT_STEP_NOUNS[m[1]!.toLowerCase()] || m[1]!;
      return who && !/^(?:i|we|you)$/i.test(who) ? `${who}: ${what}` : null;
    },
  },
  {
    // "hoping the landlord gets back to me", "depends on whether the council approves it"
    re: /\b(?:hoping|hope|fingers crossed|depends on (?:whether|if))\s+(?:that\s+)?(?!(?:i|we|you)\b)(?:the |my |our )?([\p{L}-]+(?: [\p{L}-]+)?)\s+(gets back|replies|responds|confirms|approves|sends|calls back|signs(?: off)?|pays|says yes|comes through)\b\s*/iu,
    build: (m, text) => {
      const verb = m[2]!.toLowerCase().replace(/^(\w+?)(?:ies|s)\b/, (_w, b: string) => (/ies$/.test(m[2]!.split(" ")[0]!) ? `${b}y` : b));
      const act = NEXT_STEP_NOUNS[verb] ?? verb;
      const rest = clauseFrom(text, m.index + m[0].length).replace(/^(?:to (?:me|us)|it|on|about|re)\b\s*/i, "");
      return `${tidy(m[1]!)}: ${rest && !TIME_START.test(rest) ? `${act} of ${tidy(rest)}` : act}`;
    },
  },
  {
    // "fingers crossed the loan gets approved", "hoping the visa comes through": a party's yes still to come.
    re: /\b(?:hoping|hope|fingers crossed|praying)\s+(?:that\s+)?(?!(?:i|we|you|it)\b)(?:the |my |our )?((?:[\p{L}-]+ ){0,2}[\p{L}-]+)\s+(?:gets|is|will be|'ll be|goes|comes)\s+(approved|accepted|granted|signed(?: off)?|released|through)\b/iu,
    build: (m) => `${tidy(m[1]!)} (${m[2]!.toLowerCase() === "through" ? "approval" : m[2]!.toLowerCase()})`,
  },
  {
    // "now it's up to the bank", "it's in the council's hands now", "the council has until the 30th to decide"
    re: /\b(?:it'?s|its|it is|that'?s|now)\s+(?:all\s+|now\s+)?(?:up to|down to|with) (?:the |my |our )?([\p{L}-]+(?: [\p{L}-]+)??)(?=\s*(?:now\b)?\s*(?:[,.;!]|$))|\bin (?:the )?([\p{L}-]+)'s hands\b|\b(?:the |my |our )?([\p{L}-]+) (?:has|have) until (?:the )?[\p{L}\d]+ to (?:decide|reply|respond|pay|approve|confirm|answer|rule)\b/iu,
    build: (m, text, names) => {
      const who = m[1] ?? m[2] ?? m[3]!;
      if (/^(?:me|us|you|him|her|them|i|we|whoever|chance|fate|luck|god)$/i.test(who)) return null;
      if (!(isRoleWord(who) || names.some((n) => n.toLowerCase() === who.toLowerCase()) || /^\p{Lu}/u.test(who))) return null;
      const acted = commObjectBefore(text, m.index);
      return `${tidy(who)}: ${acted.what ? `decision on ${acted.what}` : "decision"}`;
    },
  },
  {
    // "Lachie's application is with QUT now", "the ticket's with them now": a thing (not a person) held by a named
    // party, or by "them" after a message to one, as a state. "the report's with the client now" (a role after a
    // determiner) is the delivered shape of WITH_RECIPIENT in completion-cues.ts: a completion, not a wait.
    re: /(?:'s|'re|\bis|\bare)\s+(?:all\s+|now\s+|sitting\s+|still\s+)?with ([\p{L}-]+)(?=\s+(?:now|at the moment)\b)/iu,
    build: (m, text, names) => {
      const thing = thingBefore(text, m.index);
      if (!thing || /^(?:i|we|you|he|she|they|it|that|this|everyone|\p{Lu}[\p{L}-]+)$/u.test(thing) || PEOPLE_OR_PETS.test(thing.split(/\s+/).pop()!)) return null;
      const held = m[1]!;
      const who = /^them$/i.test(held) ? commObjectBefore(text, m.index).who : held;
      if (!who || /^(?:me|us|you|him|her)$/i.test(who) || who === "it") return null;
      if (!(isRoleWord(who) || names.some((n) => n.toLowerCase() === who.toLowerCase()) || /^\p{Lu}/u.test(who))) return null;
      return `${tidy(who)}: decision on ${tidy(thing)}`;
    },
  },
  {
    // "the package never arrived", "my refund never came": a thing that should have come, still awaited.
    re: /\b((?:[\p{L}-]+ ){0,2}(?:parcel|package|delivery|order|refund|payment|card|letter|cheque|check|replacement|passport|licen[cs]e|statement|invoice|part|deposit))\s+(?:still\s+)?(?:never|didn'?t|has never|hasn'?t ever)\s+(?:arrived?|came|come|turned up|turn up|showed up|show up|got here|get here)\b/iu,
    build: (m) => tidy(m[1]!),
  },
  {
    // "lent Sam my drill, he still has it", "Tom has had my ladder since june": a person still holding the user's thing.
    re: /(?<=\b(?:lent|loaned|borrowed)\b[^.;]{0,60})\b(he|she|they|\p{Lu}[\p{L}-]+) (?:still )?(?:has|have|'s got|has got|'s still got|still has) (?:it|them)\b|\b(\p{Lu}[\p{L}-]+|he|she|they) (?:has|have) had (?:my|our) ([^,.;]+?) (?:since|for)\b|\b(\p{Lu}[\p{L}-]+|he|she|they) (?:has|have|has got|'s got) (?:my|our) ([^,.;]+?) since\b/u,
    build: (m, text, names) => {
      const subject = m[1] ?? m[2] ?? m[4]!;
      const who = /^(?:he|she|they)$/i.test(subject) ? pronounTarget(text, m.index, names) : subject;
      if (!who || /^(?:I|We|You)$/.test(who)) return null;
      const lent = /\b(?:lent|loaned)\s+(?:\p{Lu}[\p{L}-]+\s+)?(?:my|our|the)\s+([^,.;]+)/u.exec(text)?.[1];
      const held = m[3] ?? m[5];
      return `${who}: ${held ? tidy(held) : lent ? tidy(lent) : "borrowed thing"}`;
    },
  },
  {
    // "the courier's running late with my parcel", "Brightpath are late paying again", "the invoice to Orbis is overdue"
    re: /\b(?:(?:is|are|'s|'re) (?:running )?late (?:with|paying|sending|delivering)|(?:invoice|payment|quote|refund|report|reply|delivery)s? (?:#?\d+ )?(?:to|from|for) (?:the )?([\p{L}'-]+(?: [\p{L}'-]+){0,2}?)(?: (?:is|are)|,) (?:now )?(?:\d+ days )?overdue|(?:is|'s|are) due from)\b\s*/iu,
    build: (m, text, names) => {
      if (m[1]) {
        const noun = /(invoice|payment|quote|refund|report|reply|delivery)/i.exec(m[0])![1]!.toLowerCase();
        return `${tidy(m[1])}: ${noun === "invoice" ? "payment of the invoice" : noun}`;
      }
      const before = text.slice(0, m.index).trim();
      if (/\b(?:i|we|you)$/i.test(before)) return null;
      if (/due from/i.test(m[0])) {
        const thing = thingBefore(text, m.index);
        const from = clauseFrom(text, m.index + m[0].length).replace(/\s+(?:next|this|by|on|tomorrow|today)\b.*$/i, "");
        return thing && from ? `${from}: ${thing}` : null;
      }
      const who = partyBefore(text, m.index, names) ?? thingBefore(text, m.index);
      const what = /paying/i.test(m[0]) ? "payment" : clauseFrom(text, m.index + m[0].length) || "delivery";
      return who ? `${who}: ${what}` : null;
    },
  },
  {
    // "the part comes in next tuesday", "results come back friday", "the loan decision comes through monday"
    // "Ju says the results come tuesday": results come or are out on a day, "back" left unsaid; "Hiruni's dance class
    // results come out on the 18th", as "decisions come out by the 30th" is read.
    re: /(?:\b(?:comes|is coming) (?:in|back|through)|\bresults (?:come|are|will be|should be|due)? ?back|\bresults (?:come out|come|are out|will be out|should be out))\b(?=\s+(?:on |by |next |this |tomorrow|today|mon|tue|wed|thu|fri|sat|sun|\d)|\s*$)/i,
    build: (m, text, names) => {
      // "most tickets come in on mondays" is a habit; one awaited thing comes in once.
      const thing = /^results/i.test(m[0]) ? "results" : thingBefore(text, m.index);
      if (!thing || PEOPLE_OR_PETS.test(thing) || /^(?:i|we|you|he|she|they|it)$/i.test(thing) || names.some((n) => n.toLowerCase() === thing.toLowerCase())) return null;
      const said = /^(?:the |my |our )?([\p{L}-]+) (?:says|said|reckons)\b/iu.exec(text.split(/[,;.]/).pop()!.trim());
      return said ? `${said[1]}: ${thing}` : thing;
    },
  },
  {
    // "the new bead order comes friday, says the tracking", "Mummy's passport comes on the 2nd, says the agent": a thing
    // that comes or lands on a day, as someone says, or a thing sent (an order, a parcel, a passport), is awaited; "the
    // fish van comes every friday" names no one day.
    re: /\b(?:comes|lands)\b(?=\s+(?:on |by |next |this |tomorrow|today|mon|tue|wed|thu|fri|sat|sun|the \d|\d))/i,
    build: (m, text, names) => {
      const before = /\b([\p{L}-]+) (?:says|said|reckons)\b/iu.exec(text.slice(0, m.index).split(/[,;.]/).pop()!);
      const after = /\b(?:says|said|reckons)\s+(?:the |my |our )?([\p{L}-]+)/iu.exec(text.slice(m.index));
      // "Mrs Beaton says the new minibus comes…": the thing is what follows the saying.
      const thing = before ? thingBefore(text, m.index)?.split(/\b(?:says|said|reckons)\s+/i).pop()!.replace(/^(?:the|my|our)\s+/i, "") : thingBefore(text, m.index);
      if (!thing || PEOPLE_OR_PETS.test(thing) || /^(?:i|we|you|he|she|they|it)$/i.test(thing) || names.some((n) => thing.toLowerCase().includes(n.toLowerCase()))) return null;
      const sayer = after?.[1] ?? before?.[1];
      if (sayer && /^(?:i|we|you)$/i.test(sayer)) return null;
      if (!sayer && !SENT_THINGS.test(thing)) return null;
      return sayer ? `${sayer}: ${thing}` : `${thing} (delivery)`;
    },
  },
  {
    // "my laptop is in for repair", "the tickets haven't been released yet", "haven't been paid for the Kestrel job"
    re: /\b(?:(?:is|'s|are) in for (?:repairs?|a repair|service|servicing|a service)|(?:haven'?t|hasn'?t|have not|has not) been (released|approved|processed|paid|sent|delivered|refunded|confirmed|signed|fixed|repaired))\b\s*/i,
    build: (m, text, names) => {
      const thing = thingBefore(text, m.index);
      if (!m[1]) return thing && !/^(?:i|we|you|it|they)$/i.test(thing) ? `${thing} (repair)` : null;
      const after = clauseFrom(text, m.index + m[0].length).replace(/^(?:for|yet)\b\s*/i, "").replace(/\s+yet$/i, "");
      const mine = !thing || /^(?:i|we|i've|we've)$/i.test(thing);
      if (mine) return m[1].toLowerCase() === "paid" && after ? `${tidy(after)}: payment` : null;
      const who = partyBefore(text, m.index, names);
      return who && who !== thing ? `${who}: ${thing}` : thing;
    },
  },
  {
    // "wants to think about it and get back to us", "the money will hit my account monday" (or "should hit the account",
    // thirty-fifth round), "they're resending", "didn't turn up"
    re: /(?<!\b(?:i|we|you)\s)\b(?:(?:to|and) (?:get|come) back to (?:me|us)|(?:will|'ll|should) (?:hit|land in|reach) (?:(?:my|our) (?:account|bank)|the account)|(?:is|are|'s|'re) (?:resending|re-sending|reissuing|re-issuing)|didn'?t (?:deliver|turn up|show up|show))\b\s*/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index).trim();
      if (/\b(?:i|we|you|i'll|we'll)$/i.test(before)) return null;
      if (/account|bank/i.test(m[0])) {
        const thing = thingBefore(text, m.index);
        const said = /\b([\p{L}-]+) (?:says|said|reckons)\b/iu.exec(before);
        const who = said ? names.find((n) => n.toLowerCase() === said[1]!.toLowerCase()) : null;
        return thing ? `${who ? `${who}: ` : ""}${thing}` : null;
      }
      const who = /\b(?:he|she|they)$/i.test(before) || /^(?:they|he|she)/i.test(before.split(/[,;.]/).pop()!.trim()) ? pronounTarget(text, m.index, names) ?? partyBefore(text, m.index, names) : partyBefore(text, m.index, names);
      const acted = /resend|re-send|reissu|re-issu/i.test(m[0]) ? thingBefore(text, m.index - 0) : null;
      const what = /didn/i.test(m[0]) ? "visit" : acted && !/^(?:they|he|she|they're)$/i.test(acted) ? acted : "reply";
      return who && !/^(?:i|we|you)$/i.test(who) ? `${who}: ${what}` : null;
    },
  },
  // Waits stated as a state of the other party or of the thing (issue 10): a party still at work
  // on the user's matter, a status, an office holding the user's thing till a stated time, a
  // payer late, a delivery put back, nobody acting, a decision still to come.
  {
    // "the bank is still verifying my ID", "insurer is still 'reviewing' the hail claim"
    re: /(?<!\b(?:i|we|you)(?:'m|'re| am| are)?\s)\b(?:is|are|'s|'re) (?:still )?['‘"“]?(?:verifying|reviewing|processing|assessing|investigating|considering|deciding on|vetting|valuing|underwriting)['’"”]?\s+/iu,
    build: (m, text, names) => {
      if (/\b(?:i|we|you)$/i.test(text.slice(0, m.index).trim())) return null;
      const who = /\b(?:he|she|they)$/i.test(text.slice(0, m.index).trim()) ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names);
      const what = clauseFrom(text, m.index + m[0].length).replace(/^(?:my|our)\s+/i, "");
      if (!who || PEOPLE_OR_PETS.test(who) || !what) return null;
      return `${who}: ${what}`;
    },
  },
  {
    // "airline refund shows as pending", "the order still says processing", "application marked under review"
    re: /\b(?:shows?|showing|is showing|says|still says|marked|listed)\s+(?:(?:the |my |our )?((?:[\p{L}-]+ ){0,3}[\p{L}-]+) as\s+|as\s+)?['‘"“]?(?:pending|processing|in progress|in transit|under review|awaiting \w+|not yet \w+)['’"”]?/iu,
    build: (m, text) => {
      // "Canada Post says 'in transit' on the package": the sayer holds the thing named after "on".
      const on = /^\s*(?:on|for) (?:the |my |our )?([^,.;]+?)(?:\s+(?:for\s+(?:\d+|a|an|one|two|three|four|five|a few|several)\s+\w+|since\s+\w+)(?:\s+now)?)?\s*(?:[,.;]|$)/iu.exec(text.slice(m.index + m[0].length));
      const sayer = thingBefore(text, m.index);
      if (!m[1] && on && sayer && !/^(?:i|we|you|it|this|that|he|she|they|tracking|app|website)$/i.test(sayer)) return `${sayer}: ${tidy(on[1]!)}`;
      // "shows my vacation as pending - Grace hasn't approved it": the party's own clause says more.
      if (m[1] && /\b(?:hasn'?t|haven'?t|has not|have not)\b/i.test(text.slice(m.index + m[0].length))) return null;
      const thing = m[1] ? tidy(m[1]) : thingBefore(text, m.index);
      return thing && !/^(?:i|we|you|it|this|that|he|she|they)$/i.test(thing) ? thing : null;
    },
  },
  {
    // "the repair shop has my laptop, ready thursday": an office or trade holding the user's thing.
    re: /\b(?:the|my|our)\s+((?:[\p{L}-]+\s)?[\p{L}-]+)\s+(?:has|have|has got|'s got)\s+(?:my|our)\s+/iu,
    build: (m, text) => {
      const party = m[1]!.toLowerCase();
      const who = ROLE_NOUN.test(party) || ROLE_NOUN.test(party.split(/\s/).pop()!) ? party : null;
      const what = clauseFrom(text, m.index + m[0].length);
      // "the vet has my number" is a record, not a thing held; and holding is a wait only when the
      // thing is due back or done at a stated time ("ready thursday", "back by the 9th").
      if (!who || !what || /^(?:(?:phone |mobile |contact |card |bank )?(?:number|details|email|address|name|info|contact))\b/i.test(what)) return null;
      if (!/\b(?:ready|back|done|fixed|repaired)\s+(?:by\s+|on\s+|for\s+)?(?:today|tonight|tomorrow|mon|tue|wed|thu|fri|sat|sun|next|this|the \d|\d|in \w+ (?:days?|weeks?))/i.test(text.slice(m.index))) return null;
      return `${who}: ${what}`;
    },
  },
  {
    // "tenant is two weeks late with rent", "the Harlow invoice is 30 days overdue"
    re: /\b(?:is|are|'s|'re) (?:now )?(?:\d+|a|an|one|two|three|four|five|six|several|a few|a couple of)\s+(?:days?|weeks?|months?)\s+(?:late|overdue|behind)\s+(?:with|on|paying|sending)\b\s*/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index).trim();
      if (/\b(?:i|we|you)$/i.test(before)) return null;
      const who = partyBefore(text, m.index, names) ?? thingBefore(text, m.index);
      const what = clauseFrom(text, m.index + m[0].length) || "payment";
      return who ? `${who}: ${what}` : null;
    },
  },
  {
    // "supplier pushed the fabric delivery out to the 28th": a party putting back what comes to the user.
    re: /\b(?:pushed|moved|put|bumped)\s+(?:(?:back|out)\s+(?:the |my |our )?((?:[\p{L}-]+\s)?(?:delivery|shipment|dispatch|order|refund|payout|installation|install))\b|(?:the |my |our )?((?:[\p{L}-]+\s)?(?:delivery|shipment|dispatch|order|refund|payout|installation|install))\s+(?:back|out)\b)/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index).trim();
      if (!before || /\b(?:i|we|you)$/i.test(before)) return null;
      const thing = tidy(m[1] ?? m[2]!);
      const who = partyBefore(text, m.index, names) ?? tidy(before.split(/[,;.]/).pop()!);
      return who ? `${who}: ${thing}` : thing;
    },
  },
  {
    // "nobody from IT has touched my ticket", "no one at the council has replied", "council still silent about the permit";
    // not "nobody picked up": an unanswered call leaves the next try to the user (fresh links f8112).
    re: /\b(?:nobody|no one|no-one|noone)(?:\s+(?:from|at)\s+(?:the\s+)?((?:[\p{L}-]+\s)?[\p{L}-]+?))?(?:'s\s+|\s+(?:has\s+|have\s+|had\s+)?)(?:yet\s+)?(?:touched|looked at|replied|responded|called back|rung back|got back|gotten back|processed|approved)\b\s*(?:to\s+)?|\b(?:is|are|'s|'re|still|has|have)\s+(?:still\s+)?(?:gone\s+)?(?:silent|quiet)\s+(?:about|on|re)\s+(?=my\b|our\b|the\b)/iu,
    build: (m, text, names) => {
      const who = m[1] ? tidy(m[1]).replace(/\s+(?:has|have|had)$/i, "") : /^(?:nobody|no)/i.test(m[0]) ? null : partyBefore(text, m.index, names) ?? thingBefore(text, m.index);
      const what = clauseFrom(text, m.index + m[0].length).replace(/^(?:my|our|me|us)\s+/i, "") || "reply";
      // "nobody's touched it in a year" is a thing unused; "…my ticket, nobody's touched it" is a matter left with a party.
      if (/^(?:it|them)\b/i.test(what)) {
        const matter = /(?:(?:[\p{L}-]+ ){0,2})\b(?:ticket|claim|case|application|request|complaint|query|enquiry|inquiry|report|form|file)\b(?: for (?:my |our |the )?[^,.;]+?(?= has| is| was|[,.;]|$))?/iu.exec(text.slice(0, m.index));
        if (!matter) return null;
        return who && !/^(?:i|we|you)$/i.test(who) ? `${who}: ${tidy(matter[0])}` : tidy(matter[0]);
      }
      // "the kids are quiet about school" is a mood, not a party sitting on the user's matter.
      if (!/^(?:nobody|no)/i.test(m[0]) && (!who || PEOPLE_OR_PETS.test(who))) return null;
      return who && !/^(?:i|we|you)$/i.test(who) ? `${who}: ${what}` : what;
    },
  },
  {
    // "decision sometime in october", "results take five working days", "rang the tiler again, still no start date"
    re: /\b(decision|results?|verdict|outcome|answer)\s+(?:sometime|some time|takes?|within|in (?:\d+|a|an|one|two|three|four|five|six|seven|eight|ten|a few|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|spring|summer|autumn|fall|winter|the new year))\b|\bstill no (?:[\p{L}-]+ )?(date|quote|reply|answer|decision|confirmation|update|figure|price|estimate|slot|revert)\b/iu,
    build: (m, text, names) => {
      if (m[2]) {
        const acted = commObjectBefore(text, m.index);
        const who = partyBefore(text, m.index, names) ?? acted.who;
        const what = m[0].replace(/^still no\s+/i, "");
        return who ? `${who}: ${what}` : what;
      }
      const thing = thingBefore(text, m.index + m[1]!.length);
      return thing && thing.toLowerCase() !== m[1]!.toLowerCase() ? thing : m[1]!.toLowerCase();
    },
  },
  {
    // "order never showed, asked them for a refund", "requested a replacement from the store":
    // what the user asked a party for is awaited from it.
    re: /\b(?:asked|requested|claimed|put in for|applied for)\s+(?:(them|him|her|the [\p{L}-]+|\p{Lu}[\p{L}-]+)\s+)?(?:for\s+)?(?:a |an |the |my )?(refund|replacement|quote|callback|call back|estimate|reference|repair|exchange|credit note|reimbursement|partial refund)\b/u,
    build: (m, text, names) => {
      const party = m[1];
      const who = !party ? /\bfrom (?:the )?([\p{L}-]+)/u.exec(text.slice(m.index + m[0].length))?.[1] ?? null : /^(?:them|him|her)$/.test(party) ? pronounTarget(text, m.index, names) ?? thingBefore(text, text.search(/\b(?:order|parcel|delivery)\b/)) : tidy(party);
      return who ? `${who}: ${m[2]}` : m[2]!;
    },
  },
  {
    // "put in for a parking permit, the city takes 10 working days", "ordered the blinds, fitting in 3-4 weeks": a
    // stated turnaround after the user asked a party for something says the thing asked for is awaited.
    re: /\b(?:takes?|taking|in|within)?\s*(?:\d+(?:\s*[-–]\s*\d+)?|a few|a couple of|two|three|four|five|six|seven|ten)\s+(?:working |business )?(?:days|weeks)\b(?!\s+(?:ago|late|early|overdue|behind|in a row)\b)(?!\s*,?\s*(?:i|we|you)\b)/i,
    build: (m, text, names) => {
      const before = text.slice(0, m.index);
      const acted = /\b(?:i |we )?(?:ordered|put in for|applied for|requested|submitted|lodged|filed|sent off|posted off|asked (?:the |my |our )?([\p{L}-]+) (?:for|to))\s+(?:the |a |an |my |our |new )*([^,.;]+?)(?:\s+(?:from|with|at)\s+(?:the )?([^,.;]+?))?\s*(?:[,.;]|$)/iu.exec(before);
      // "JR pass ordered, comes in 5-7 working days": the act said after its object.
      const passive = /(?:^|[,.;]\s*)(?:the |my |our |new )*([^,.;]+?)\s+(?:ordered|requested|submitted|lodged|filed|sent off|posted off|applied for)\s*(?:[,.;]|$)/iu.exec(before);
      if (!acted && !passive) return null;
      const asked = acted?.[1];
      const party = acted?.[3] ? tidy(acted[3]) : asked ?? partyBefore(text, m.index, names) ?? /^\s*(?:the |my |our )?([\p{L}-]+)\s+(?:takes?|says|said)\b/iu.exec(text.slice(0, m.index).split(/[,;]/).pop() ?? "")?.[1] ?? null;
      const what = tidy((acted ? acted[2]! : passive![1]!).replace(/^(?:to\s+)/i, ""));
      return party && !/^(?:i|we|you)$/i.test(party) ? `${party}: ${what}` : what;
    },
  },
  {
    // "supplier pushed the flour till the 30th": a party putting back a thing that comes to the user (an
    // appointment or a meeting put back is a new time for the user's own plan, not a wait).
    re: /\b(?:pushed|put)\s+(?:back\s+|out\s+)?(?:the |my |our )?((?:[\p{L}-]+\s)?[\p{L}-]+)\s+(?:back\s+|out\s+)?(?:till|until|to)\s+(?:the \d|next|mon|tue|wed|thu|fri|sat|sun|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index).trim();
      if (!before || /\b(?:i|we|you)$/i.test(before)) return null;
      const thing = tidy(m[1]!);
      if (/\b(?:appointment|session|meeting|call|class|lesson|viewing|visit|interview|date|game|match|party|dinner|lunch|deadline|launch|trip|flight|wedding|surgery|hearing)s?$/i.test(thing)) return null;
      const who = partyBefore(text, m.index, names) ?? tidy(before.split(/[,;.]/).pop()!);
      return who ? `${who}: ${thing} (delivery)` : `${thing} (delivery)`;
    },
  },
  {
    // "the passport office said up to 10 weeks for the renewal", "garage reckons three days for the clutch":
    // a party's stated turnaround for a thing is that thing awaited from it.
    re: /\b(?:said|says|reckons?|quoted|told (?:me|us))\s+(?:it'?s\s+|it takes\s+|it'?ll take\s+)?(?:up to |about |around |roughly |allow )?(?:\d+|a few|a couple of|two|three|four|five|six|seven|eight|ten|twelve)(?:\s*(?:-|–|to)\s*(?:\d+|two|three|four|five|six|seven|eight|ten|twelve))?\s+(?:working |business )?(?:days|weeks|months)\s+(?:for|on)\s+(?:the |my |our )?/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index).trim();
      if (!before || /\b(?:i|we|you)$/i.test(before)) return null;
      const what = clauseFrom(text, m.index + m[0].length);
      const who = partyBefore(text, m.index, names) ?? thingBefore(text, m.index);
      if (!what || !who || PEOPLE_OR_PETS.test(who)) return null;
      return `${who}: ${what}`;
    },
  },
  {
    // "the jeweller is resizing my ring", "dental lab making my new crown": a trade at work on the user's thing.
    re: /\b(?:the |my |our )?((?:[\p{L}-]+ )?[\p{L}-]+) (?:is |are |'s |'re )?(?:still )?(?:making|fixing|repairing|mending|resizing|servicing|rebuilding|altering|reupholstering|re-upholstering) (?:my|our) /iu,
    build: (m, text) => {
      const party = m[1]!.toLowerCase().replace(/\s+(?:is|are|still)$/, "");
      const who = ROLE_NOUN.test(party) || ROLE_NOUN.test(party.split(" ").pop()!) ? party : null;
      const what = clauseFrom(text, m.index + m[0].length);
      return who && what ? `${tidy(who)}: ${what}` : null;
    },
  },
  {
    // Waits put as a question: "is the city ever going to fill the pothole?", "did IRCC ever answer about the visa??",
    // "when is the landlord putting in a new detector": a party's act for the user, asked after.
    re: new RegExp(String.raw`(?:^|[,.;!?]\s*)(?:(?:is|are|will|did|has|have|does|do)\s+${QUESTION_PARTY}\s+(?:ever|even|finally|actually)\s+(?:going to\s+|gonna\s+)?${QUESTION_ACT}|when (?:is|are|will|does|do)\s+${QUESTION_PARTY}\s+(?:ever\s+|finally\s+|actually\s+)?(?:going to\s+|gonna\s+)?${QUESTION_ACT}|(?:has|have)\s+${QUESTION_PARTY}\s+(?:ever\s+|even\s+|actually\s+|finally\s+)?${QUESTION_DONE}(?=[^?]*\?))\b\s*`, "iu"),
    build: (m, text, names) => {
      const party = tidy(m[1] ?? m[3] ?? m[5]!);
      const act = (m[2] ?? m[4] ?? m[6]!).toLowerCase();
      const who = names.find((n) => n.toLowerCase() === party.toLowerCase()) ?? party;
      const rest = clauseFrom(text, m.index + m[0].length).replace(/\?+$/, "").replace(/^(?:about|abt|re|on|with|to (?:me|us))\s+/i, "");
      return `${who}: ${rest ? `${act} ${rest}` : act}`.trim();
    },
  },
  {
    // "landlord STILL ignoring my texts", "the agent isn't returning my calls", "left me on read"
    re: /\b(?:(?:is|are|'s|'re|been|keeps?)\s+)?(?:still\s+)?ignoring (?:my|our|me|us)\b|\b(?:isn'?t|aren'?t|not) (?:answering|returning|replying to|responding to) (?:my|our) (?:calls?|texts?|emails?|messages?)\b|\bleft (?:me|us) on read\b/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index).trim();
      if (/\b(?:i|we|you|i'm|we're|you're|i am|we are)$/i.test(before)) return null;
      const who = /\b(?:he|she|they)$/i.test(before) ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names) ?? thingBefore(text, m.index);
      const about = /^[^,.;]*?\b(?:about|abt|re|regarding|on)\s+(?:the |my |our )?([^,.;]+)/i.exec(text.slice(m.index + m[0].length))?.[1];
      return who && !/^(?:i|we|you)$/i.test(who) ? `${who}: reply${about ? ` about ${tidy(about)}` : ""}` : null;
    },
  },
  {
    // "the signed form, still with her since last week": a thing still held by the party.
    re: /(?<!\b(?:i|we|you)(?:'m|'re| am| are)?\s)\bstill with (him|her|them|the [\p{L}-]+(?: [\p{L}-]+)?|[\p{L}-]+)\b/iu,
    build: (m, text, names) => {
      const thing = thingBefore(text, text.slice(0, m.index).replace(/[\s,;:]+$/, "").length);
      if (!thing || PEOPLE_OR_PETS.test(thing) || /^(?:i|we|you|he|she|they|it|this|that|i'm|we're)$/i.test(thing) || names.some((n) => n.toLowerCase() === thing.toLowerCase())) return null;
      const bare = !/^(?:him|her|them|the )/i.test(m[1]!);
      // "still with legal", "still with Marites": a bare word is a party only when it is an office, a trade or a name.
      if (bare && !isRoleWord(m[1]!) && !names.some((n) => n.toLowerCase() === m[1]!.toLowerCase())) return null;
      // "Marites: the signed form, still with her": a "who: what" note names the party before its colon.
      const lead = /^(\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?):\s/u.exec(text)?.[1] ?? null;
      const who = /^(?:him|her|them)$/i.test(m[1]!) ? pronounTarget(text, m.index, names) ?? lead : tidy(m[1]!);
      return who ? `${who}: ${thing}` : null;
    },
  },
  {
    // "IT ticket for my badge access has been open since tuesday", "ticket's open with them": a matter still open with a party.
    re: /\b(ticket|case|claim|complaint|request|query|enquiry|inquiry)\b([^,.;]{0,40}?)(?:'s|\s+is|\s+has been|\s+still)\s+(?:still\s+)?open\b(?!\s+(?:to|for business|on (?:my|the) (?:desk|laptop|screen)))/iu,
    build: (m, text, names) => {
      const after = /^\s*with (?:the )?(\S+(?: [\p{L}-]+)?)/iu.exec(text.slice(m.index + m[0].length))?.[1];
      const who = after ? (/^(?:them|him|her)$/i.test(after) ? pronounTarget(text, m.index, names) ?? partyBefore(text, 0, names) : tidy(after)) : null;
      const start = text.slice(0, m.index).split(/[,.;]/).pop()!.trim();
      const thing = tidy(`${start} ${m[1]}${m[2]}`);
      const party = who ?? /^\s*((?:[\p{L}-]+\s)?[\p{L}-]+)\s/u.exec(text)?.[1];
      return party && ROLE_NOUN.test(party.split(/\s/).pop()!) ? `${party}: ${thing}` : thing;
    },
  },
  {
    // "Wealthsimple says refund in about two weeks", "cheque within 10 business days": money on its way, with its turnaround.
    re: /\b(refund|rebate|payout|reimbursement|cheque|check|deposit|money|payment)\s+(?:in|within|takes?|should take)\s+(?:about |around |roughly |up to |another )?(?:\d+(?:\s*[-–]\s*\d+)?|a few|a couple of|two|three|four|five|six|seven|eight|ten)\s+(?:working |business )?(?:days|weeks)\b/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index);
      if (/\b(?:i|we)(?:'ll| will| can|'m going to| am going to)\s+(?:\w+\s+){0,3}$/i.test(before)) return null;
      const said = /\b([\p{L}&-]+) (?:says|said|reckons)\b[^,.;]*$/iu.exec(before)?.[1];
      const who = said && !/^(?:i|we|you|he|she|they|it)$/i.test(said) ? names.find((n) => n.toLowerCase() === said.toLowerCase()) ?? said : null;
      const thing = thingBefore(text, m.index + m[1]!.length) ?? m[1]!;
      return who ? `${who}: ${m[1]!.toLowerCase()}` : thing;
    },
  },
  // Waits put as a party's turn still to come (twenty-third set's read half): "whenever the agent rings back",
  // "ball's in …" has its own entry; "Mark from the agency is to revert", "landlord says he's 'on it'",
  // "any sign of the deposit?", "just need Cathal to sign it", "the parcel is somewhere in between".
  {
    // "whenever Priya gets round to it", "until the letting agent rings back", "once he hands back the drill"
    re: /\b(?:whenever|until|till|once|as soon as)\s+(?!(?:i|we|you|it|i'?m|we'?re)\b)((?:the |my |our )?(?:[\p{L}-]+ ){0,2}?[\p{L}-]+)\s+(?:finally\s+)?(gets? (?:a)?round to (?:it|them|doing it)|rings? back|phones? back|calls? back|writes? back|hands? back|gives? back|gets? back to (?:me|us)|comes? back (?:to (?:me|us)|with))\b\s*/iu,
    build: (m, text, names) => {
      const party = tidy(m[1]!);
      if (PEOPLE_OR_PETS.test(party)) return null;
      const who = /^(?:he|she|they)$/i.test(party) ? pronounTarget(text, m.index, names) ?? party : names.find((n) => n.toLowerCase() === party.toLowerCase()) ?? party;
      const after = clauseFrom(text, m.index + m[0].length);
      // "…rings back we'll know if the flat is ours": what the answer settles.
      const settles = /^(?:we|i)(?:'ll| will| can| should)\s+(?:know|hear|find out)\s+(?:if|whether|about)\s+(.+)$/i.exec(after)?.[1];
      if (settles) return `${who}: answer on whether ${settles}`;
      const what = /back$/i.test(m[2]!) && after && !TIME_START.test(after) ? after : thingBefore(text, m.index) ?? (/round to/i.test(m[2]!) ? "it" : "reply");
      return `${who}: ${what.replace(/\s+(?:happens|is happening|will happen|gets done|is parked|is on hold)$/i, "")}`;
    },
  },
  {
    // "Mark from the agency is to revert on the day rate", "the solicitor is to send the contract": a party's next step.
    re: /(?<!\b(?:i|we|you)(?:'m|'re| am| are)?\s)\b(?:is|are|'s|'re) (?:still |meant |supposed )?to (revert|get back|come back|confirm|reply|respond|decide|approve|sign off|countersign|send (?:over|on|back)|ring (?:me|us)|call (?:me|us)|tell (?:me|us)(?= (?:whether|if|when|what|which|how)\b)|let (?:me|us) know)\b\s*/iu,
    build: (m, text, names) => partyStep(m, text, names, NEXT_STEP_NOUNS[m[1]!.toLowerCase()] || "reply"),
  },
  {
    // "Shafiek must still tell me if he's in on the speakers", "the club has yet to let us know": a party's answer still
    // owed, told with a modal of obligation rather than "is to".
    re: /(?<!\b(?:i|we|you)\s)\b(?:must|has to|needs to|has yet to|is yet to|still has to)\s+(?:still\s+)?(tell (?:me|us)(?= (?:whether|if|when|what|which|how)\b)|let (?:me|us) know|get back to (?:me|us)|confirm)\b\s*/iu,
    build: (m, text, names) => partyStep(m, text, names, "answer"),
  },
  {
    // "landlord says he's 'on it' with the mould", "the garage swears they're on it": a party's word that it acts.
    re: /\b(?:says?|said|swears?|swore|reckons|promised|promises|insists)\s+(?:that\s+)?(he|she|they)(?:'s|'re| is| are)\s+['‘"“]?on (?:it|the case)['’"”]?/iu,
    build: (m, text, names) => {
      const who = partyBefore(text, m.index, names) ?? pronounTarget(text, m.index, names);
      if (!who || /^(?:i|we|you)$/i.test(who)) return null;
      const what = /^[^,.;]*?\b(?:with|about|re|regarding)\s+(?:the |my |our )?([^,.;]+)/i.exec(text.slice(m.index + m[0].length))?.[1];
      return `${who}: ${what ? tidy(what) : "fix"}`;
    },
  },
  {
    // "the boiler man swears he'll be out this week": a trade's promised visit, with no day the user set.
    re: /\b(?:says?|said|swears?|swore|reckons|promised|promises)\s+(?:that\s+)?(?:he|she|they)(?:'ll| will|'d| would)\s+(?:be|come|call|get) (?:out|round|around|over)\b/iu,
    build: (m, text, names) => {
      const who = partyBefore(text, m.index, names);
      if (!who || !(isRoleWord(who) || isRoleWord(who.split(/\s/).pop()!) || /\b(?:man|men|fella|guy|lads?|woman)$/i.test(who))) return null;
      return `${who}: visit`;
    },
  },
  {
    // "any sign of the deposit from the Olympia?": asking after a thing awaited.
    re: /\bany sign of\s+(?:the |my |our |a |an )?(?=[^?]*\?)/i,
    build: (m, text) => {
      const what = clauseFrom(text, m.index + m[0].length).replace(/\?+$/, "").replace(/\s+(?:yet|at all)$/i, "");
      if (!what || PEOPLE_OR_PETS.test(what) || /^(?:him|her|them|it|life)$/i.test(what)) return null;
      const from = /^(.+?)\s+from\s+(?:the |my |our )?(.+?)(?:\s+(?:for|on|re|about)\s+(.+))?$/i.exec(what);
      return from ? `${tidy(from[2]!)}: ${tidy(from[1]!)}${from[3] ? ` for ${tidy(from[3])}` : ""}` : what;
    },
  },
  {
    // "just need Cathal to sign it", "now only need the bank to approve": what is left is another party's act.
    re: /\b(?:just|only|now|then|still)\s+(?:need|needs|waiting for|want)\s+(\p{Lu}[\p{L}-]+|him|her|them|the [\p{L}-]+(?: [\p{L}-]+)?)\s+to\s+(sign|countersign|approve|confirm|send|reply|okay|ok|sign off|check|return|transfer|pay)\b\s*/u,
    build: (m, text, names) => {
      const raw = m[1]!;
      if (/^(?:I|We|You)$/.test(raw)) return null;
      const who = /^(?:him|her|them)$/.test(raw) ? pronounTarget(text, m.index, names) : tidy(raw);
      if (!who || PEOPLE_OR_PETS.test(who)) return null;
      const act = NEXT_STEP_NOUNS[m[2]!.toLowerCase()] ?? m[2]!.toLowerCase();
      // "the form is filled in, just need Cathal to sign it": the thing is the subject of the clause before.
      const subject = /(?:^|[,;.]\s*)((?:the |my |our )?[^,;.]+?)\s+(?:is|are|'s)\s+(?:all\s+)?[a-z]+(?:ed|en)\b[^,;.]*[,;.]?\s*$/i.exec(text.slice(0, m.index))?.[1];
      const thing = subject ? tidy(subject) : null;
      return `${who}: ${act}${thing && !/^(?:i|we|you|it|this|that)$/i.test(thing) ? ` on ${thing}` : ""}`;
    },
  },
  {
    // "now Diarmuid just has to give us a start date": the step left is the other party's giving.
    re: /\b(?:now\s+)?(\p{Lu}[\p{L}-]+|he|she|they)\s+(?:just|only|still|now)\s+(?:has|have|needs?) to (?:give|send|get|tell) (?:me|us)\s+(?:back\s+)?/u,
    build: (m, text, names) => {
      const raw = m[1]!;
      if (/^(?:I|We|You|It)$/.test(raw)) return null;
      const who = /^(?:he|she|they)$/.test(raw) ? pronounTarget(text, m.index, names) : raw;
      const what = clauseFrom(text, m.index + m[0].length);
      return who && what ? `${who}: ${what}` : null;
    },
  },
  {
    // "the refund from Ryanair is still outstanding", "my invoice to the theatre is outstanding": money owed to the user.
    re: /\b((?:[\p{L}'-]+ ){0,2}?(?:refund|payment|deposit|invoice|balance|money|fees?|cheque|reimbursement|rebate|wages|expenses)(?: (?:from|off|for|to|on) [^,.;]{1,60}?)?) (?:is|are|'s) (?:still )?outstanding\b(?:\s+from\s+(?:the |my |our )?([^,.;]+))?/iu,
    build: (m) => {
      const thing = tidy(m[1]!);
      if (/^(?:my|our)?\s*(?:bill|rent|mortgage)/i.test(thing)) return null;
      // "me refund off the airline for the cancelled flights": the party ends before what the money is for.
      const from = /^(.+?)\s+(?:from|off)\s+(?:the |my |our )?(.+?)(?:\s+(for\s.+))?$/i.exec(thing);
      return m[2] ? `${tidy(m[2])}: ${thing}` : from ? `${tidy(from[2]!)}: ${tidy([from[1]!.replace(/^me\s+/i, ""), from[3]].filter(Boolean).join(" "))}` : thing;
    },
  },
  {
    // "nothing from the insurance crowd yet", "nothing from Orla since monday": silence from a party.
    re: /(?:^|[,.;:]\s*)nothing (?:yet |so far )?from (?!(?:me|us|here|my end)\b)(?:the |my |our )?([^,.;]{1,40}?)\s+(?:yet|so far|since|on|about|re)\b/iu,
    build: (m, text) => {
      const about = /^\s*(?:on|about|re)\s+(?:the |my |our )?([^,.;]+)/i.exec(text.slice(m.index + m[0].length - 3).replace(/^[a-z]*\s*/i, " "));
      return `${tidy(m[1]!)}: ${about ? `reply about ${tidy(about[1]!)}` : "reply"}`;
    },
  },
  {
    // "the part for the washing machine is due in next week", "the blood results are due back friday"
    re: /\b(?:is|are|'s) (?:now )?due (?:in|back)\b(?=\s+(?:tomorrow|today|tonight|on\b|by\b|next\b|this\b|mon|tue|wed|thu|fri|sat|sun|\d|the \d))/iu,
    build: (m, text, names) => {
      const thing = thingBefore(text, m.index);
      if (!thing || PEOPLE_OR_PETS.test(thing) || /^(?:i|we|you|he|she|they|it)$/i.test(thing) || names.some((n) => thing.toLowerCase() === n.toLowerCase() || thing.toLowerCase().startsWith(`${n.toLowerCase()} `))) return null;
      return thing;
    },
  },
  {
    // "pending the bank's approval", "pending the council's decision": the party whose yes is awaited.
    re: /\bpending (?:the |my |our )?([\p{L}-]+(?: [\p{L}-]+)?)'s (approval|decision|sign-off|signoff|confirmation|ok|okay|go-ahead|answer)\b/iu,
    build: (m) => `${tidy(m[1]!)}: ${m[2]!.toLowerCase()}`,
  },
  {
    // "the parcel from Ma is somewhere between Boston and Dublin", "my package is lost", "order's gone missing"
    re: /\b((?:[\p{L}'-]+ ){0,2}?(?:parcel|package|delivery|order|shipment|letter|card|cheque|check|refund|payment|box)(?: (?:from|for|to) [^,.;]{1,40}?)?)\s+(?:is|'s|has|has been|have been|are)\s+(?:still\s+)?(?:somewhere (?:between|in|on|at|out)|lost|missing|gone missing|gone astray|in limbo)\b(?!\s+(?:a|an|the|some|one|two|\d+)\b)/iu,
    build: (m) => `${tidy(m[1]!)} (delivery)`,
  },
  // Waits as office notes say them (twenty-sixth set's read half): "Farah from HR to confirm the joining date",
  // "Rohit: load test report", "the APK is not shared with us yet", "stuck at police verification", "what
  // happened to the CA's reply?", "is the quotation coming or not?", "did they ever mail it?", "reports will
  // come tomorrow", "Kulkarni was to share the comparison", "…, awaited".
  {
    // "Farah from HR to confirm the joining date", "contractor to confirm his rate by evening", "…, Shalini to review"
    re: /(?:^|[,;.]\s*)((?:the |my |our )?(?:[\p{L}-]+ ){0,3}?[\p{L}-]+)\s+to\s+(confirm|revert|review|approve|send|share|sign off|reply|respond|decide|call back|get back|finali[sz]e|release|return)\b\s*/iu,
    build: (m, text, names) => {
      const party = tidy(m[1]!);
      const head = party.split(/\s+from\s+/i)[0]!;
      const named = names.find((n) => n.toLowerCase() === head.toLowerCase()) ?? (personLike(head) ? head : undefined);
      if (!named && !isRoleWord(head) && !isRoleWord(head.split(/\s/).pop()!)) return null;
      const act = m[2]!.toLowerCase();
      const what = tidy(clauseFrom(text, m.index + m[0].length).replace(/^(?:on|about|re|with|to (?:me|us))\s+/i, ""));
      return `${named ?? head}: ${what && !/^(?:it|them|this|that)$/i.test(what) ? what : NEXT_STEP_NOUNS[act] ?? act}`;
    },
  },
  {
    // "Harvinder: signed SOW for phase 2", "Rohit: load test report, kindly do the needful": a note of who owes what.
    re: /^(\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?)\s*:\s+(?!(?:call|ring|phone|email|text|message|ask|pay|send|book|meet|remind|buy|get|check|follow|tell|invite|visit|pick|drop|collect|take|discuss|share|prepare|finish|update|fix|sync|thank|congratulate|draft|write|create|plan|schedule|organi[sz]e|set|do|make)\b)([^,.;:]{3,60}?)\s*(?:[,.;]|$)/u,
    build: (m, text, names) => {
      const named = names.find((n) => n.toLowerCase() === m[1]!.toLowerCase()) ?? (personLike(m[1]!) ? m[1]! : undefined);
      // A contact card ("Rohan: 98220 55431", an email) or a time is no debt.
      if (!named || /@|\d{5}|\b(?:today|tonight|tomorrow|tmrw|at \d|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i.test(text)) return null;
      // "Meera: report card came": a thing already in hand is no debt.
      return DELIVERABLE.test(m[2]!) && !/\b(?:came|arrived|received|got|done|sent|submitted|finished|approved|delivered|paid|in hand)\b/i.test(m[2]!) ? `${named}: ${tidy(m[2]!)}` : null;
    },
  },
  {
    // "the APK is not shared with us yet", "minutes haven't been sent to me"
    re: /\b(?:is not|are not|isn'?t|aren'?t|has not|have not|hasn'?t|haven'?t)\s+(?:yet\s+)?(?:been\s+)?(?:yet\s+)?(shared|sent|given|released|delivered|returned|credited|forwarded|mailed|emailed|handed over)\s+(?:with|to)\s+(?:us|me)\b/iu,
    build: (m, text) => {
      const thing = thingBefore(text, m.index);
      if (!thing || /^(?:i|we|you|he|she|they|it|this|that)$/i.test(thing)) return null;
      const lead = /^(?:the |my |our )?([\p{L}-]+)/iu.exec(text)?.[1];
      return lead && isRoleWord(lead) && !thing.toLowerCase().startsWith(lead.toLowerCase()) ? `${lead}: ${thing}` : thing;
    },
  },
  {
    // "passport renewal is stuck at police verification", "18 lakh stuck with them", "parcel stuck in customs"
    re: /\bstuck (?:(at|with) (?!(?:home|work|school|it|this|that|me|us|the (?:office|airport|station|lights)|level|floor)\b|\d|the \d)(?:the |my |our )?([\p{L}-]+(?: [\p{L}-]+)?)|in (customs|transit))\b/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index);
      if (/\b(?:i|we|you|i'm|we're|i am|we are|i've|we've|he|she)\s+(?:(?:am|are|is|got|get|was|were|been|still|'m|'re)\s+)*$/i.test(before)) return null;
      const thing = thingBefore(text, m.index);
      if (!thing || PEOPLE_OR_PETS.test(thing) || /^(?:i|we|you|he|she|they|it|this|that|lift|elevator|car)$/i.test(thing) || names.some((n) => n.toLowerCase() === thing.toLowerCase())) return null;
      const where = m[3] ?? m[2]!;
      if (PEOPLE_OR_PETS.test(where)) return null;
      const who = /^(?:them|him|her)$/i.test(where) ? pronounTarget(text, m.index, names) ?? /(?:^|\s)(\p{Lu}[\p{L}&-]+)/u.exec(text)?.[1] ?? where : tidy(where);
      return `${who}: ${thing}`;
    },
  },
  {
    // "what happened to the CA's reply on my capital gains query?"
    re: /\bwhat(?:ever)? (?:happened|has happened|'s happening|is happening) (?:to|with) (?:the |my |our )?([^?]{3,80}?)\s*\?/iu,
    build: (m) => {
      const thing = tidy(m[1]!);
      if (!DELIVERABLE.test(thing)) return null;
      const owned = /^(\p{L}[\p{L}&-]*)'s\s+(.+)$/u.exec(thing);
      return owned ? `${owned[1]}: ${owned[2]}` : thing;
    },
  },
  {
    // "is the Otis quotation coming today or not?", "timesheets for april, have they come or not?"
    re: /\b(?:is|are) (?:the |my |our )?([^,.;?]{2,60}?) (?:coming|arriving|ready|here|sent|out)\b[^?,.;]*\bor not\b|\b(?:has|have) (?:it|they) (?:come|arrived|been sent|been shared|reached)\b[^?]*?\bor not\b/iu,
    build: (m, text) => {
      if (m[1]) return DELIVERABLE.test(m[1]) && !/^(?:i|we|you|he|she|they|it)\b/i.test(m[1]) ? tidy(m[1]) : null;
      const thing = thingBefore(text, m.index);
      return thing && !/^(?:i|we|you|he|she|they|it|this|that)$/i.test(thing) ? thing : null;
    },
  },
  {
    // "the fee receipt from school, did they ever mail it?": asked after a party's act for the user.
    re: /(?:^|[,;]\s*)did (?:they|he|she) (?:ever |even |actually |finally )?(?:send|mail|email|post|share|give|return|pay|refund|reply|call back|courier|forward)\b[^?]*\?/iu,
    build: (m, text, names) => {
      const thing = thingBefore(text, m.index);
      if (thing && !/^(?:i|we|you|he|she|they|it|this|that)$/i.test(thing)) return thing;
      const who = pronounTarget(text, m.index + m[0].length, names);
      return who ? `${who}: ${clauseFrom(text, m.index).replace(/^[,;]\s*/, "")}` : null;
    },
  },
  {
    // "lab people said the thyroid reports will come tomorrow evening", "report will come tomorrow": a deliverable on its way.
    re: /\b((?:[\p{L}'’-]+ ){0,3}?(?:reports?|results?|refund|payment|salary|parcel|package|documents?|certificate|letter|quote|quotation|estimate|statement|cheque|approval|visa|passport|invoice|receipt|keys|shipment|samples?|drawings|apk))\s+(?:will|'ll|shall)\s+(?:come|arrive|reach|be here)\b/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index);
      if (/\b(?:i|we|you)\s+(?:need|want|have|must)\b[^,.;]*$/i.test(before)) return null;
      const thing = tidy(m[1]!.replace(/^.*\b(?:says?|said|reckons?|told (?:me|us))(?: that)?\s+/iu, ""));
      const sayer = /\b(?:the )?([\p{L}-]+)(?: people| guys| team)? (?:says?|said|reckons?)\b[^,.;]*$/iu.exec(before + m[1]!)?.[1];
      const who = sayer && !/^(?:i|we|you|he|she|they|it)$/i.test(sayer) ? names.find((n) => n.toLowerCase() === sayer.toLowerCase()) ?? sayer : null;
      return who ? `${who}: ${thing}` : thing;
    },
  },
  {
    // "Kulkarni sir was to share the AMC comparison": a party's step that was due.
    re: /(?<!\b(?:i|we|you)\s)\b(?:was|were) (?:to|supposed to|meant to) (share|send|give|forward|deliver|return|confirm|revert|call back|get back)\b\s*/iu,
    build: (m, text, names) => {
      const who = /\b(?:he|she|they)\s*$/i.test(text.slice(0, m.index)) ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names);
      if (!who || PEOPLE_OR_PETS.test(who) || !(names.some((n) => n.toLowerCase() === who.toLowerCase()) || isRoleWord(who) || isRoleWord(who.split(/\s/).pop()!))) return null;
      const what = clauseFrom(text, m.index + m[0].length).replace(/^(?:me|us)\s+/i, "");
      return `${who}: ${what || NEXT_STEP_NOUNS[m[1]!.toLowerCase()] || "reply"}`;
    },
  },
  {
    // "lab said sugar reports by 6 pm", "the transporter says the sofa reaches by wednesday", "dispatch will happen on monday"
    re: /\b(?:(?:said|says|told (?:me|us))\s+(?:that\s+)?(?:the |my |our )?((?:[\p{L}'’-]+ ){0,3}?(?:reports?|results?|refund|payment|documents?|certificate|letter|quote|quotation|estimate|statement|cheque|approval|invoice|receipt|keys|delivery|dispatch))\s+(?:by|on|tomorrow|today|tonight|next|this)\b|(dispatch|delivery|installation|possession|payment|credit|transfer|refund)\s+(?:will|'ll|should) happen\b|(?:reaches|arrives|lands|gets here)\s+(?=(?:by|on|tomorrow|today|tonight|next|this|mon|tue|wed|thu|fri|sat|sun)\b))/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index);
      if (/\b(?:i|we|you)\s*$/i.test(before)) return null;
      // A thing that reaches or arrives is awaited only on a party's word ("the transporter says the sofa reaches by…"):
      // "my sister arrives on friday" is a visit.
      if (!m[1] && !m[2] && !/\b(?:says?|said|told (?:me|us)|per|according to)\b/i.test(before.split(/[,;.]/).pop() ?? "")) return null;
      const thing = m[1] ? tidy(m[1]) : m[2] ? m[2].toLowerCase() : thingBefore(text, m.index);
      if (!thing || PEOPLE_OR_PETS.test(thing) || /^(?:i|we|you|he|she|they|it|this|that)$/i.test(thing) || names.some((n) => n.toLowerCase() === thing.toLowerCase())) return null;
      const sayer = /\b(?:the )?([\p{L}-]+)(?: people| guys| team)? (?:says?|said|told (?:me|us))\b[^,.;]*$/iu.exec(m[1] ? before + m[0] : before)?.[1];
      const who = sayer && !/^(?:i|we|you|he|she|they|it)$/i.test(sayer) ? sayer : null;
      return who ? `${who}: ${thing.replace(/^.*\b(?:says?|said)\s+(?:that\s+)?(?:the |my |our )?/i, "")}` : thing;
    },
  },
  {
    // "Rakesh sir has the file for signature since last week": a party holding a thing for its act.
    re: /\b(\p{Lu}[\p{L}-]+|the [\p{L}-]+)(?: sir| madam| ji)? (?:has|have|has had) (?:the|my|our) ([^,.;]{2,40}?) for (signature|approval|review|sign-off|signing|checking|verification)\b/u,
    build: (m) => (/^(?:I|We|You)$/.test(m[1]!) ? null : `${tidy(m[1]!)}: ${m[3]} of ${tidy(m[2]!)}`),
  },
  {
    // "pending with accounts: my travel claim", "pending from their side", "the claim is pending at the TPA"
    re: /\bpending (?:with|from|at) (?:the |my |our )?([\p{L}-]+(?: [\p{L}-]+)?)/iu,
    build: (m, text, names) => {
      const party = tidy(m[1]!);
      const who = /^(?:their|his|her) side$/i.test(party) || /^(?:them|him|her)$/i.test(party) ? pronounTarget(text, m.index, names) ?? partyBefore(text, 0, names) : party;
      const after = /^\s*:\s*(?:my |our |the )?([^,.;]+)/.exec(text.slice(m.index + m[0].length))?.[1];
      const thing = after ? tidy(after) : thingBefore(text, text.slice(0, m.index).replace(/[\s,;:]+$/, "").replace(/\s+(?:is|are|still|'s)$/i, "").length);
      if (!thing && !who) return null;
      return who && thing && !/^(?:i|we|you|it)$/i.test(thing) ? `${who}: ${thing}` : who ?? thing;
    },
  },
  {
    // "did the school send the fee structure or not?"
    re: /\bdid (?!(?:i|we|you)\b)(?:the |my |our )?([\p{L}-]+(?: [\p{L}-]+)?) (send|share|reply|pay|return|approve|confirm|deliver|mail|email|call|post|give)\b([^?]*?)\bor not\b/iu,
    build: (m) => `${tidy(m[1]!)}: ${m[2]!.toLowerCase()}${m[3]!.trim() ? ` ${tidy(m[3]!.trim())}` : ""}`,
  },
  {
    // "refund of the cancelled tickets not received yet"
    re: /\b(?:is |are |has |have )?(?:still )?not (?:been )?(?:yet )?received(?: yet| till now| so far)?\b/iu,
    build: (m, text) => {
      if (/\b(?:i|we|you)(?:'ve| have| had)?\s*(?:still\s*)?$/i.test(text.slice(0, m.index))) return null;
      const thing = thingBefore(text, m.index);
      return thing && !/^(?:i|we|you|he|she|they|it|this|that)$/i.test(thing) && !PEOPLE_OR_PETS.test(thing) ? thing : null;
    },
  },
  {
    // "customer care promised a callback within 48 hours", "the builder assured us a refund"
    re: /\b(?:promised|assured)\s+(?:(?:me|us)\s+)?(?:a |an |the )?(callback|call back|refund|replacement|reply|quote|quotation|visit|delivery|update|revert|repair)\b/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index).trim();
      if (!before || /\b(?:i|we|you)$/i.test(before)) return null;
      const who = partyBefore(text, m.index, names) ?? thingBefore(text, m.index);
      return who && !/^(?:i|we|you)$/i.test(who) ? `${who}: ${m[1]!.toLowerCase()}` : m[1]!.toLowerCase();
    },
  },
  {
    // "the application for the new connection is under process", "my claim is under verification"
    re: /\b(?:is |are |'s )?(?:still )?under (?:process|processing|verification|scrutiny)\b/iu,
    build: (m, text) => {
      const thing = thingBefore(text, m.index);
      return thing && !/^(?:i|we|you|he|she|they|it|this|that)$/i.test(thing) && !PEOPLE_OR_PETS.test(thing) ? thing : null;
    },
  },
  {
    // "Shalini: review comments on the payments PR, awaited", "the site report is still awaited"
    re: /\b(?:is |are |still |being )?awaited\b/iu,
    build: (m, text, names) => {
      const thing = thingBefore(text, text.slice(0, m.index).replace(/[\s,;:—–-]+$/, "").length);
      if (!thing || /^(?:i|we|you|he|she|they|it|this|that|eagerly|much|long|a long)$/i.test(thing)) return null;
      const lead = /^(\p{Lu}[\p{L}-]+):\s/u.exec(text)?.[1];
      const named = lead ? names.find((n) => n.toLowerCase() === lead.toLowerCase()) ?? (personLike(lead) ? lead : null) : null;
      return named && !thing.toLowerCase().startsWith(named.toLowerCase()) ? `${named}: ${thing}` : thing;
    },
  },
  {
    // "chase the bank if the letter still hasn't come": handled by "hasn't"; "pending approval"
    re: /\b(?:pending approval|awaiting)\b\s*/i,
    build: (m, text) => clauseFrom(text, m.index + m[0].length) || "approval",
  },
  // Forty-second round (cls38): waits stated as states in Singapore and British English.
  {
    // "the polyclinic still never send my referral": "still never" + a party's act is "still hasn't" (Singapore
    // English keeps the base verb); the user's own ("I still never sent…") is no wait.
    re: /(?<!\b(?:i|we|you)\s)\bstill never (send|sent|reply|replied|call back|called back|pay|paid|fix|fixed|give|gave|return|returned|refund|refunded|approve|approved|confirm|confirmed|deliver|delivered|answer|answered|get back|got back|turn up|turned up|show up|showed up|come back|came back)\b\s*/iu,
    build: (m, text, names) => {
      const who = partyBefore(text, m.index, names);
      if (!who || /^(?:i|we|you|it|this|that)$/i.test(who)) return null;
      const what = tidy(clauseFrom(text, m.index + m[0].length).replace(/^(?:me|us|back|it|them)\b\s*/i, "").replace(/^(?:about|on|re|with)\s+/i, ""));
      return `${who}: ${what || VERB_NOUNS[m[1]!.toLowerCase()] || m[1]!.toLowerCase()}`;
    },
  },
  {
    // "the chalet deposit still not refunded", "the form still not signed": a thing still lacking a party's act
    // (the act's participle with its auxiliary dropped); not the user's ("I still not replied").
    re: /\bstill not (?:yet )?(?:been )?(refunded|reimbursed|credited|approved|signed(?: off)?|processed|released|dispatched|shipped|delivered|confirmed|returned|answered|replied to)\b/iu,
    build: (m, text) => {
      if (/\b(?:i|we|you)(?:'ve| have| had|'m| am|'re| are)?\s*$/i.test(text.slice(0, m.index))) return null;
      const thing = thingBefore(text, m.index);
      return thing && !/^(?:i|we|you|he|she|they|it|this|that)$/i.test(thing) && !PEOPLE_OR_PETS.test(thing) ? thing : null;
    },
  },
  {
    // "he's still to check the dates with Jean", "the room agent still to confirm": British "still to" is "yet to";
    // the one still to act is a named person, a role or a pronoun for one, and the act is a party's step.
    re: /\b((?:is|are|'s|'re)\s+)?still to\s+(check|confirm|send|reply|respond|get back|come back|sign|approve|decide|pay|fix|return|book|tell|let (?:me|us) know|sort|give|answer|ask|ring|call|email|text)\b\s*/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index).trimEnd();
      if (/\b(?:i|we|you|i'm|we're|you're|i am|we are|you are)$/i.test(before)) return null;
      const pronoun = /\b(?:he|she|they)$/i.test(before);
      const what = clauseFrom(text, m.index + m[0].length);
      // "plant hire still to confirm the mini digger": a bare lowercase party opening the thought, before a party's act
      // with its object ("the invites still to send to the family" is the user's own step: no object after the act).
      const lead = /^\s*((?:[\p{L}-]+\s)?[\p{L}-]+)$/u.exec(before)?.[1];
      const bareParty = !m[1] && lead && !/^(?:i|we|you|he|she|they|it|this|that|not)\b/i.test(lead) && !PEOPLE_OR_PETS.test(lead.split(/\s/).pop()!) && PARTY_ACT_AFTER_YET.test(m[2]!) && /^(?:the|a|an|my|our|me|your|his|her|their|that|those|these|this|any|some|back)\b/i.test(rawClauseFrom(text, m.index + m[0].length)) ? lead : null;
      const who = pronoun ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names) ?? bareParty;
      if (!who || !(who === bareParty || /^\p{Lu}/u.test(who) || isRoleWord(who) || isRoleWord(who.split(/\s/).pop()!))) return null;
      if (!pronoun && !m[1] && who !== bareParty && !/^\p{Lu}/u.test(who) && !isRoleWord(who.split(/\s/).pop()!)) return null;
      // Round links73: a thing opening its own clause before "still to" and no object after the act (as above).
      const local = before.split(/[,;.!?:]/).pop()!.trim();
      if (!pronoun && !m[1] && local && !local.toLowerCase().includes(who.toLowerCase()) && !isRoleWord(local.split(/\s/).pop()!) && !what) return null;
      return `${who}: ${[m[2]!.toLowerCase(), what].filter(Boolean).join(" ")}`;
    },
  },
  {
    // "returned the runners to Sporting Life, refund in 5 to 7 days": money back after a return, with its lead time.
    re: /\b(refund|reimbursement|money back)\s+(?:(?:should|will|could|can) take\s+|takes\s+|in\s+|within\s+|due in\s+)(?:up to\s+)?(?:\d+|a few|a couple of|two|three|four|five|six|seven|ten|fourteen)\b(?:\s*(?:-|to)\s*\d+)?\s+(?:working\s+|business\s+)?(?:days?|weeks?)\b/iu,
    build: (m, text) => {
      const before = text.slice(0, m.index);
      const returned = /\b(?:returned|sent back|took back|brought back|cancelled|canceled)\s+(?:the |my |our )?([^,.;]+?)(?:\s+to\b|\s*[,.;]|$)/iu.exec(before);
      if (!returned) return null;
      const who = recipientBefore(before);
      const what = `${m[1]!.toLowerCase()} for ${tidy(returned[1]!)}`;
      return who ? `${who}: ${what}` : what;
    },
  },
  {
    // "ordered a chainsaw chain, due thursday", "ordered her present, should turn up tuesday": a thing the user
    // ordered, then when it comes, with no subject of its own.
    re: /\b(?:ordered|bought|posted)\b[^.;!?]{1,60}?,\s*(?:(?:it'?s |it is )?due|should (?:turn up|show up|get here|come))(?=\s+(?:today|tomorrow|tonight|on\b|by\b|this\b|next\b|mon|tue|wed|thu|fri|sat|sun))/iu,
    build: (m) => {
      const obj = /^(?:ordered|bought|posted)\s+(?:a |an |the |my |some )?([^,]+?)(?:\s+for\s+[^,]+)?,/iu.exec(m[0]);
      return obj ? `${tidy(obj[1]!)} (delivery)` : "delivery";
    },
  },
  {
    // "no access arrangements list from the exams officer yet": a named thing not yet come from a party.
    re: /(?:^|[,;.]\s*)(?:still\s+)?no ((?:[\p{L}'-]+ ){0,3}[\p{L}'-]+) from (?!(?:me|us|my end|here)\b)(?:the |my |our )?([\p{L}'-]+(?: [\p{L}'-]+){0,2}?)\s+yet\b/iu,
    build: (m) => `${tidy(m[2]!)}: ${tidy(m[1]!)}`,
  },
  {
    // "asked the photographer for the class photos by friday": a request to a party with a date it is due.
    re: /\basked (?!(?:me|us|myself|ourselves)\b)(?:the |my |our )?([\p{L}'-]+(?: [\p{L}'-]+)?) for (?:the |my |our |a |an )?([^,.;]{2,50}?) (?:by|before) (?=(?:today|tomorrow|tonight|mon|tue|wed|thu|fri|sat|sun|the \d|\d|next|this|end)[a-z]*\b)/iu,
    build: (m) => `${tidy(m[1]!)}: ${tidy(m[2]!)}`,
  },
  {
    // "the underwriter wants one more statement, so we wait": the user saying they wait on the step before.
    re: /(?:^|[,;.]\s*)(?:so|now|and so|and now)\s+(?:we|i)\s+wait\b(?!\s+(?:and see|for (?:me|us)\b))/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index);
      const wants = /\b(?:the |my |our )?([\p{L}-]+(?: [\p{L}-]+)?) (?:wants|needs|has asked for|asked for) (?:one more |another |a |an |the |some )?([^,.;]+)/iu.exec(before);
      if (wants && !/^(?:i|we|you)$/i.test(wants[1]!)) return `${tidy(wants[1]!)}: ${tidy(wants[2]!)}`;
      return partyBefore(text, m.index, names) ?? thingBefore(text, m.index) ?? "reply";
    },
  },
  {
    // "the laser measure I ordered for work due tuesday", "d wrapper I ordered … is reaching mon": the thing ordered,
    // named before "I ordered", then when it comes; not "the essay I wrote is due friday" (the user's to hand in).
    re: /\b(?:i|we) (?:ordered|bought)\b[^.;!?,]{0,60}?\s(?:is |are |'s )?(?:due|reaching|arriving|coming)(?=\s+(?:today|tomorrow|tonight|on\b|by\b|this\b|next\b|mon|tue|wed|thu|fri|sat|sun))/iu,
    build: (m, text) => {
      const thing = thingBefore(text, m.index);
      return thing && !/^(?:i|we|you|it|that|this|he|she|they)$/i.test(thing) ? `${thing} (delivery)` : null;
    },
  },
  {
    // "biometrics done, now the waiting", "so now the wait begins": the user waiting on what the clause before sent off.
    re: /(?:^|[,;.]\s*)(?:so |and )?now (?:the |comes the )?(?:waiting|wait)(?: (?:begins|starts|game))?\s*[.!]?\s*$/iu,
    build: (m, text, names) => partyBefore(text, m.index, names) ?? thingBefore(text, m.index) ?? "outcome",
  },
  {
    // "GrabFood payout still haven't come in": a thing as the subject of a plural "haven't come"; not I / we / you.
    re: /(?<!\b(?:i|we|you|they)\s)\bstill (?:haven'?t|havent|have not) (?:come|arrived|landed|turned up|shown up)\b/iu,
    build: (m, text) => {
      const thing = thingBefore(text, m.index);
      return thing && !/^(?:i|we|you|it|that|this|he|she|they)$/i.test(thing) ? thing : null;
    },
  },
  {
    // "HOA has had the resale cert request 8 days, nothing": a party holding the user's matter for a span, no answer.
    re: /\b(?:has|have) had (?:the |my |our )?([^,.;]{2,60}?) (?:for )?(?:a|an|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?)\b(?=[^.;]*\b(?:nothing|no word|no reply|no answer|no news|silence)\b)/iu,
    build: (m, text, names) => {
      const who = partyBefore(text, m.index, names) ?? thingBefore(text, m.index);
      if (!who || /^(?:i|we|you)$/i.test(who)) return null;
      return `${who}: ${tidy(m[1]!)}`;
    },
  },
  {
    // "anxious about my blood test results, Dr Patel said friday", "lab results not out yet, they said Thursday":
    // results awaited, and a party's word on the day; not results the user already got.
    re: /\bresults?\b[^.;,]{0,50},\s*(?:(?:the |my |dr |mr |mrs |ms )?[\p{L}-]+ ){0,2}(?:said|says)\s+(?=(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|next|this|by|on)\w*\b)/iu,
    build: (m, text) => {
      if (/\b(?:got|received|collected|picked up|have|has)\s+(?:\S+\s+){0,3}results?\b/i.test(text.slice(0, m.index + 8))) return null;
      const said = /,\s*((?:(?:the |my |dr |mr |mrs |ms )?[\p{L}-]+ ){0,2}?)(?:said|says)\s+$/iu.exec(m[0])?.[1]?.trim();
      return said && !/^(?:they|he|she)$/i.test(said) ? `${said}: results` : "results";
    },
  },
  {
    // "rang the surgery about the knee scan, they'll write with a date", "called the council, they say engineer coming":
    // after a call to a party, "they" promising a step is that party's step awaited.
    re: /(?<=\b(?:rang|called|phoned|emailed|messaged|wrote to|spoke to)\b[^.;!?]{1,80}[,;]\s*)they(?:'ll| will) (?:write|call|ring|email|text|send|post|get back|come back|confirm|let (?:me|us) know)\b|(?<=\b(?:rang|called|phoned|emailed|messaged|wrote to|spoke to)\b[^.;!?]{1,80}[,;]\s*)they (?:say|said) (?:the |an? )?[\p{L}-]+ (?:is )?coming\b/iu,
    build: (m, text) => {
      const call = /\b(?:rang|called|phoned|emailed|messaged|wrote to|spoke to)\s+(?:the |my |our )?([\p{L}-]+(?: [\p{L}-]+){0,2}?)(?=\s+(?:about|abt|re|on|for|hotline|helpline|line)\b|\s*[,;])/iu.exec(text.slice(0, m.index));
      const what = /coming$/i.test(m[0]) ? m[0].replace(/^they (?:say|said) (?:the |an? )?/i, "").replace(/ (?:is )?coming$/i, "") : clauseFrom(text, m.index + m[0].length) || "reply";
      return call ? `${tidy(call[1]!)}: ${tidy(what)}` : null;
    },
  },
  // Fifty-first round (cls47): waits in Yorkshire and other British English from the read half.
  {
    // "owt from the council yet about me parking permit?", "anything from the garage yet?": asking whether a party has
    // sent anything ("owt" is northern English for "anything"); "yet" and the question say it is awaited.
    re: /(?:^|[,;.]\s*)(?:any|anything|owt|aught)\s+(?:back\s+)?(?:from|off)\s+(?!(?:me|us|you|here|him|her)\b)(?:the |my |our )?([\p{L}'’&-]+(?: [\p{L}'’&-]+)?)\s+yet\b(?:\s+(?:about|on|re|regarding|for)\s+(?:the |my |our |me )?([^?,.;]+?))?\s*\?/iu,
    build: (m) => `${tidy(m[1]!)}: ${m[2] ? tidy(m[2]) : "reply"}`,
  },
  {
    // "the VJ boards are on a truck somewhere, due tuesday": a thing on a vehicle, on its way (not a person: "Dad's on
    // a plane"); "somewhere" or a due day says it is in transit.
    re: /(?:'s|'re|\bis|\bare)\s+(?:still\s+)?on (?:a|the) (?:truck|lorry|van|boat|ship)(?=\s+somewhere\b|[^.;!?]*\b(?:due|arriving|arrives|expected)\b)/iu,
    build: (m, text, names) => {
      const thing = thingBefore(text, m.index);
      if (!thing || PEOPLE_OR_PETS.test(thing.split(/\s+/).pop()!) || /^(?:i|we|you|he|she|they|it|this|that)$/i.test(thing) || names.some((n) => thing.toLowerCase().startsWith(n.toLowerCase()))) return null;
      return `${thing} (delivery)`;
    },
  },
  {
    // "the Vlisco delivery is stuck in Rotterdam till next week": goods held up in a named place.
    re: /\bstuck in (\p{Lu}[\p{L}-]+)/u,
    build: (m, text) => {
      // "Stefan says the Vlisco delivery…": the goods, without the one who says where they are.
      const thing = thingBefore(text, m.index)?.replace(/^.*\b(?:says|said|reckons|tells me)\s+(?:that\s+)?(?:the |my |our )?/i, "");
      return thing && /\b(?:deliver(?:y|ies)|parcel|package|order|shipment|container|consignment|pallets?|stock)\b/i.test(thing) ? `${thing} (stuck in ${m[1]})` : null;
    },
  },
  {
    // "Alfie's school still not told Stacey which class…", "the council still not said if…": an office that still has
    // not given word (the auxiliary dropped), said of a party, not a thing ("the deposit still not refunded" is above).
    re: /(?<!\b(?:i|we|you)\s)\bstill not (?:yet )?(told|said|let (?:me|us) know|confirmed|replied|answered|got back|come back|rung|rang|called|decided)\b\s*/iu,
    build: (m, text) => {
      const who = thingBefore(text, m.index);
      if (!who || !(isRoleWord(who) || isRoleWord(who.split(/\s/).pop()!) || ROLE_NOUN.test(who.split(/\s/).pop()!))) return null;
      // "…still not told Stacey which class he's in": the news, up to the clause's end, after whom it is owed to.
      const what = tidy(text.slice(m.index + m[0].length).split(/[,;.!?]/)[0]!.replace(/^(?:me|us|back)\b\s*/i, ""));
      return `${who}: ${what || VERB_NOUNS[m[1]!.toLowerCase()] || "reply"}`;
    },
  },  ...OWED_PATTERNS,
  ...STATE_PATTERNS,
  ...SAID_DAY_PATTERNS,
  ...COMING_ON_DAY_PATTERNS,
  ...PROMISE_PAY_PRESENT_PATTERNS,
  ...SAID_SPAN_PATTERNS,
  ...HELD_PATTERNS_75,
  ...NOT_COME_PATTERNS_76,
  ...PARTY_WORD_PATTERNS_76,
  ...PAYS_BACK_ON_DAY_77,
  ...WAITS_79,
  ...WAITS_82,
  ...WAITS_83,
];

const NOT_WAITING = /\b(can'?t wait|couldn'?t wait|cannot wait|waiting room|no waiting|no (?:reply|response|answer|update|updates) (?:needed|required|necessary))\b/i;

/**
 * "ping me friday that the frames should be ready", "excited that the new lab kit arrives soon": a thing awaited inside
 * the "that" clause of a reminder asked for or a feeling is the reminder's or the feeling's matter, not a wait told.
 * Tested on what a pattern built, whose "who" then opens with the request or the feeling: one check for every pattern.
 */
const THAT_CLAUSE_OF_REQUEST_OR_FEELING = /^(?:ping|remind|nudge|excited|so excited|glad|so glad|happy|so happy|thrilled|delighted|relieved|chuffed|buzzing|stoked|pleased)\b[^:]*\bthat\b/i;

/** Finds a waiting-for in a thought (GUIDELINES 7), formatted loosely as "who: what". */
export function detectWaiting(text: string, names: string[]): WaitingMatch | null {
  // "the processor still ain't paid", "Lonnie got my truck and ain't called": "ain't" before a participle is "hasn't",
  // written in the same five letters so every index into the text stays true. Opening a clause or after "I" or "we"
  // ("washed the truck, ain't done that since May") it is the user's own "haven't", no wait.
  const cleaned = text.replace(NOT_WAITING, (s) => " ".repeat(s.length)).replace(/(?<!(?:^|[,.;:!?])\s*)(?<!\b(?:i|we|you)\s+)\bain['’]t(?=\s+(?:yet\s+)?[a-z]+)/gi, "hasnt");
  let best: WaitingMatch | null = null;
  for (const p of PATTERNS) {
    const m = p.re.exec(cleaned);
    if (!m) continue;
    const built = p.build(m, cleaned, names);
    if (!built || THAT_CLAUSE_OF_REQUEST_OR_FEELING.test(built)) continue;
    if (!best || m.index < best.index) best = { waitingFor: built.slice(0, 200), index: m.index };
  }
  return best;
}
