import { wordTable } from "@life/contracts";
import { stem } from "../../text/stem.js";

/** Verbs that can report one another's task done ("emailed" does "Send…", "finished" does "Read…"). */
const VERB_GROUP_WORDS: string[][] = [
  ["call", "phone", "ring", "facetim", "zoom", "speak", "talk", "chat", "reach"],
  ["send", "email", "mail", "submit", "forward", "deliver", "post", "fil", "upload", "share", "text", "message", "hand", "drop", "turn", "lodg"],
  ["pay", "settl", "transfer", "cover", "clear"],
  ["buy", "order", "purchas", "get", "pick", "grab", "receiv", "collect"],
  ["collect", "gather", "pull", "compil", "get", "grab", "find"],
  ["collect", "pick", "haul", "remov", "tak", "clear"],
  ["sell", "donat", "giv", "drop"],
  ["read", "finish", "watch", "listen", "complet", "close"],
  ["pick", "choos", "decid", "select", "settl", "nam"],
  ["tak", "pass", "sit", "ac", "writ", "clear"],
  ["tak", "driv", "drop", "bring", "escort", "accompani", "ferri"],
  ["clean", "scrub", "clear", "tidi", "wash", "sort", "empti", "hoover", "vacuum", "mop"],
  ["book", "schedul", "reserv", "arrang"],
  ["return", "drop"],
  ["ask", "get", "request", "invit", "propos"],
  ["fix", "repair", "patch", "replace", "swap", "change", "install", "mend", "sort"],
  // "BLS card renewed" does "Redo the BLS certification": a certificate redone is renewed.
  ["renew", "extend", "redo", "retak", "resit"],
  // "the airline moved the flight" does "Change the flight to the 10th".
  ["chang", "mov", "reschedul", "rebook", "switch", "postpon"],
  ["cancel", "end", "stop"],
  ["launch", "ship", "releas", "publish", "deploy", "go", "rollout", "merg"],
  ["run", "test", "tri", "spike", "prototyp"],
  ["regist", "incorpor", "sign", "enrol", "appli", "book"],
  ["organis", "organiz", "host", "hold", "run", "arrang"],
  ["get", "land", "receiv", "approv", "come"],
  // "insurance on the second Defender paid" does "Insure the second Defender".
  ["insur", "pay"],
];
export const VERB_GROUPS = VERB_GROUP_WORDS.map((g) => g.map(stem));

/**
 * Base forms of irregular pasts the shared stemmer leaves as they are ("bled the radiators" does "Bleed the
 * radiators"). Kept here, not in the stemmer, so the text models' features (stemmed words) do not change.
 */
export const PAST_BASES = wordTable({
  dug: "dig", woke: "wake", rode: "ride", fell: "fall", drew: "draw", flew: "fly", stole: "steal", shook: "shake", tore: "tear",
  froze: "freeze", swept: "sweep", fought: "fight", drank: "drink", sank: "sink", bled: "bleed", dealt: "deal",
});

/** Partial progress, a failed attempt or a goal still open (GUIDELINES 8: "still no date", "50 pages in"). */
export const NOT_DONE = /\b(half done|half-done|partly|partially|mostly done|almost done|still|haven'?t|hasn'?t|hasnt|havent|not yet|didn'?t|didnt|couldn'?t|can'?t|won'?t|tried to|trying to|almost|nearly|halfway|half way|pages into|working on|in progress|no luck|but not|never got|fell through|got rejected|was rejected|declined|started|starting|backed out|the wrong|by mistake|keeps? [a-z]+ing|first coat|one coat|one wall|can wait|for another day|not (?:finished|done|complete|completed|sorted|over|through)|booked (?:solid|up)|fully booked|no (?:slots?|availability|openings)|nowhere near|far from|gave up|giving up|bounced|half[- ][a-z]+(?:ed|en|ne|id)|(?:isn'?t|aren'?t|wasn'?t|weren'?t|isnt|arent|wasnt|werent) (?:yet |quite |even )?(?:in|here|through|out|done|ready|over|up)\b|(?:isn'?t|aren'?t|wasn'?t|weren'?t|isnt|arent|wasnt|werent) (?:yet |fully |quite |even |all )?(?!broken|blocked|jammed|stuck|damaged|cracked|flooded)[a-z]+(?:ed|en|ne|id|ut|wn|nt))\b|(?<!\b(?:my|our|his|her|their|your|other) )\bhalf (?:of |the |a |an |my |our )|(?<!\b(?:if|whether|or) )\bnot (?:yet |even )?(?:[a-z]{3,}ed|sent|paid|done|given|taken|sold|bought|built|made|written|signed)\b/;

/** "3 of 5 modules done": a count short of the whole is partial progress ("5 of 5" is not). */
const COUNT_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
export function partialCount(clause: string): boolean {
  // "chapters 3 to 5", "pages 40-90": a range of numbered parts that does not start at the first is part of the whole.
  const range = /\b(?:chapters?|pages?|modules?|units?|episodes?|lessons?|sections?|parts?|levels?) (\d+) ?(?:to|-|–|through) ?(\d+)\b/.exec(clause);
  if (range && Number(range[1]) > 1 && Number(range[2]) > Number(range[1])) return true;
  const m = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of|out of)\s+(?:the\s+)?(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/.exec(clause);
  if (!m) return false;
  const n = (w: string) => COUNT_WORDS[w] ?? Number(w);
  return n(m[1]!) < n(m[2]!);
}

/**
 * A clause that only says something is still awaited ("still waiting on her feedback", "they
 * haven't replied yet"): beside a report in another clause, it does not undo the report
 * (GUIDELINES 8: "emailed the SOW, waiting on sign-off"). A repeat ("called again") does.
 */
export const WAIT_STATE = /\b(?:(?:still|yet) to (?:come|arrive)|waiting|wait|repl(?:y|ied)|respon(?:se|ded)|answer(?:ed)?|word|heard|hear|got back|get back|approv(?:e|ed|al)|sign(?:ed)? off|confirm(?:ed|ation)?|decision|decided|news)\b/;
export const REPEAT = /\b(?:again|twice|once more|another (?:call|email|try|go))\b/;

/**
 * "the sprint demo is over", "bathroom waterproofing over", "both coats over": an event or a job ended.
 * Only after a copula or a word for an event or a job: not a particle ("came over", "handed over").
 */
export const OVER_DONE = /(?:'s|\bis|\bare|\bwas|\bwere) (?:all |finally |now |long )?over$|\b(?:test|tests|demo|exam|exams|session|meeting|interview|surgery|procedure|coats?|waterproofing|works|painting|shoot|audit|inspection|checkup|check-up|scan|appointment|ceremony|function|puja|pooja|training|workshop)\s+(?:all |finally |now )?over$/;

/** A decision reported made completes only a task to decide, pick or choose. */
export const DECIDED = /\b(done deciding|decided|going with|went with|settled on|we'?ll take|we'?re taking|told \w+ yes|picked|chose|final answer|bit the bullet)\b/;
export const DECIDE_VERBS = new Set(["pick", "choos", "decid", "select", "settl", "nam", "compar"]);

/**
 * Outcome wording that reports a task done without the task's own verb: "the visa went through",
 * "refund landed", "shipped the pricing page", "officially registered", "the return's in", "the
 * invites are out", "the couch is gone", "is with the client now", "working again".
 */
export const OUTCOME = new RegExp(
  [
    String.raw`\b(?:went through|came through|gone through|got through|landed|shipped|launched|is live|are live|went live|officially|got approved|was approved|is approved|been approved|got accepted|passed|sorted|all sorted|is done|are done|all done|done and dusted|is finished|ticked off|crossed off|in the bag|locked in|signed off|is registered|are registered|arrived|works now|is working|working again|works again|paid off|paid up|went fine|went well|all went|sailed through|breezed through|flew through|aced|nailed|smashed|up to date|(?:is|are|'s) ours|(?<!\b(?:need|needs|want|wants|get|have to|has to|got to)\b[^,]{0,60})off my (?:desk|plate)|all set|squared away|put to bed|knocked out|over the line|got the green light|got the go-ahead|(?:it'?s|is|are) official)\b`,
    String.raw`\b(?:is|'s|are) in the (?:post|mail)\b`,
    String.raw`\bis in (?:\w+'s|the|their|her|his) (?:inbox|hands)\b`,
    String.raw`(?:'s|\bis|\bare) with (?!(?:me|us)\b)(?:the |my |our )?[\p{L}-]+ now\b`,
    // "the return's in", "notice is in and…"; not "is in the post", "is in review".
    String.raw`(?:'s|\bis|\bare) in\b(?!\s+(?:the|a|an|my|our|his|her|their|progress|review|processing|hospital|town|for|at|on|to|with|love|trouble|pain|bed)\b)`,
    String.raw`(?:'s|\bis|\bare) (?:gone|out)\b(?!\s+of\b)`,
    String.raw`(?:'s|\bis|\bare) back (?:up|on|in (?:my|our|the) account)\b`,
    String.raw`\b(?:went|gone|sent) (?:off|out|over)\b`,
    // "new passport came in the post", "accepted by the IRS", "balance is at zero", "finally legal"
    String.raw`\bcame (?:in|through) (?:the )?(?:post|mail|door|letterbox)\b`,
    String.raw`\b(?:accepted|approved|granted|cleared|processed|stamped|signed) by\b`,
    String.raw`\b(?:is|'s|are|'re|sits?|now) at (?:zero|nil|0|£0|\$0|€0)\b`,
    String.raw`\bdown to (?:zero|nil|0|£0|\$0|€0)\b`,
    // "the visa's through", "refund hit my account", "claim paid out"
    String.raw`(?:'s|\bis|\bare) (?:finally |all )?through\b(?!\s+(?:the|a|an|my|our|to|with|it|them)\b)`,
    String.raw`\b(?:hit|reached|in) (?:my|our|the) (?:account|bank)\b`,
    String.raw`\bpaid out\b`,
    String.raw`\bfinally (?:legal|official|legit|ours|mine|here|home|back|fixed|working|free|clear|through|over)\b`,
    // "that drip under the sink is history", "the airport run is covered" (not "covered in mud"),
    // "the cards are all in the postbox", "certificate in hand".
    String.raw`(?:'s|\bis|\bare) (?:now |officially )?(?:history|a thing of the past)\b`,
    // "the leak's been seen to": dealt with.
    String.raw`\b(?:been|got|was|were|is|are|all) seen to\b`,
    String.raw`(?:'s|\bis|\bare) (?:all |now )?covered\b(?!\s+(?:in|with|by|under|for)\b)`,
    String.raw`(?:'s|\bis|\bare) (?:all )?in the (?:post ?box|letter ?box|postbox)\b`,
    // "passport renewal: in hand", "new SIM is active"
    String.raw`(?:^|,\s)(?:now |finally )?in (?:my |our )?hand(?:,|$)`,
    String.raw`(?:'s|\bis|\bare) (?:now |finally )?active\b`,
    String.raw`\b(?:cert|certificate|diploma|qualification|licen[cs]e|keys|passport|visa|permit)s? (?:is |are |now |finally )*in (?:my |our )?hands?\b`,
  ].join("|") + "|✅|☑️|✔️",
  "u",
);

/** "Nikos has his drill back": the thing a task was to return or get back is with its owner. */
export const HAS_BACK = /\b(?:has|have|'s got|got|now has)\s+(?:his|her|their|its|my|our)\s+(?:[\p{L}-]+\s+){0,2}back\b/u;

/** "the Q3 report is with the board": the subject of the clause is with its recipient. */
export const WITH_RECIPIENT = /^(.*?)(?:(?:'s|\bis|\bare)\s+(?:now\s+)?|\s+now\s+)with (?:the|their|his|her|\p{L}+'s|mr|mrs|ms|miss|dr|prof)\.? [\p{L}-]+(?: (?!now\b|team\b|office\b)[\p{L}-]+)?(?:\s+(?:now|team|office))?$/u;

/** A problem reported gone: "no more drip from the tap", "stopped leaking", "the noise is gone". */
export const PROBLEM_GONE = /\b(?:is|'s|are|'re) (?:all )?(?:fine|ok|okay|alright|all right|good as new) now\b|\b(?:no more|no longer|stopped|isn'?t|doesn'?t|not) (?:[\p{L}-]+ )?(?:drip|dripping|drips|leak|leaking|leaks|rattl|rattling|rattles|squeak|squeaking|squeaks|flicker|flickering|smell|smells|noise|damp|draught|draft|waterfall|blocked|broken|stuck|jammed|wobbl|wobbling|wobbles)\w*\b|\bno more [\p{L}-]+ (?:by|from|in|on|under) the\b/u;

/** A yes to an ask does the ask ("she said yes" completes "Ask Priyanka to be a bridesmaid"). */
export const SAID_YES = /\b(?:said yes|agreed|accepted|is in|'s in|(?:is|are|'s|'re) (?:all )?on for)\b/;

/** Words that put the verb after them in the future or as a need: "need the statements printed". */
export const MODAL_BEFORE = /\b(?:need|needs|have to|has to|must|should|gotta|got to|going to|gonna|want|wants|wanna|to get|to be|will|'ll|plan to|planning to|hoping to|hope to|about to)\b/;

/** A party other than the user who did the verb: "Dagny finished…", "my brother sorted…", "she said yes". */
export const OTHER_ACTOR_WORDS = /^(?:(?:he|she|they|my (?:brother|sister|mum|mom|dad|son|daughter|wife|husband|partner|friend|colleague|boss|neighbour|neighbor|cousin)|(?:his|her|their) \w+)\b)/;

/** Task verbs that ask someone else to act: their act is the user's task done. */
export const DELEGATE_VERBS = new Set(["ask", "get", "hav", "invit", "chas", "persuad", "convinc", "request", "remind"].map(stem));

/** Task verbs that only frame their noun: "Make the final payment", "Arrange delivery of the fridge". */
export const LIGHT_VERBS = new Set(["make", "arrang", "do", "get", "organis", "organiz", "sort", "complet", "finish", "handl", "hav", "set", "schedul", "book"].map(stem));

/** Shorthand for a task's object ("rego" is the registration). */
export const ABBREVIATIONS: Readonly<Record<string, string>> = wordTable({
  rego: "registration", reg: "registration", licence: "license", paperwork: "papers",
  // The same thing in other words or spellings ("collected the new specs" does "Pick up my new glasses").
  specs: "glasses", spectacles: "glasses", jabs: "vaccinations", shots: "vaccinations", vaccines: "vaccinations",
  jab: "vaccination", vaccine: "vaccination", tyres: "tires", tyre: "tire", telly: "tv",
});
