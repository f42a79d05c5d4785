import type { Cue } from "./event-cues.js";

/**
 * Eightieth round (evt80): outcomes told plainly, goods held at customs and a missed one's birthday, read as other
 * types in shapes that the read halves of at least two voices share (the seventy-fifth set a new voice beside the
 * seventy-third and seventy-fourth). Appended to EVENT_BOOST_CUES (no model feature); kept in its own file so
 * event-cues.ts stays readable.
 */
export const ROUND80_EVENT_CUES: Cue[] = [
  // Goods held at customs ("the new flash from B&H is held at customs, the courier said release friday", "the new
  // pill counting machine … is held at customs", "the new rope clamps are stuck at customs in Khorgos"): a thing on its
  // way to the user (rule 4), not a noticed fact. Only "the new <thing> is/are (still) held/stuck at/in customs": a
  // first, wider form (held, stuck, sitting, waiting or detained, two words before "customs") lowered two held parts,
  // and "is/are/been held/stuck at customs" with any subject still one; both were narrowed. Duty settled at customs
  // (money) and a feeling about customs are not matched.
  { type: "acquisition_disposition", re: /^the new\b[^,.;]{1,60}\b(?:is|are) (?:still )?(?:held|stuck) (?:at|in) (?:the )?customs\b/, boost: 6, label: "gets or gets rid of a thing" },
  // A missed one's birthday ("missing bapak today, it would have been his birthday", "miss dad a lot tonight, it
  // would've been his birthday"; "would've been his 70th" labelled so in a third voice): a feeling (rule 6), not a
  // call or a decision.
  { type: "emotion_state", re: /\bwould(?:'ve| have) been (?:his|her|their|zperson's|mum's|mom's|dad's) (?:birthday|zordinal|anniversary)\b/, boost: 6, label: "states a feeling" },
  // A new thing open and its first day told ("the new dispensary wing is open, 200 patients served on the first day",
  // "the new chair 2 drive is running, the first public day went clean"; "the new website is live, 3 inquiries on the
  // first day" labelled so): an outcome reached, not a remark or a task. "Is live" alone is left (a listing live is a
  // task done in two voices).
  { type: "milestone_outcome", re: /\b(?:is|are|went|'s) (?:now )?(?:open|running|live|up and running|launched)\b[^.;]{0,60}\bfirst (?:public |full |open )?day\b/, boost: 6, label: "reports an achievement or result" },
  // A loan's thing fully owned ("the Camry is fully mine now"; "the Corolla is all mine", "the logbook is finally
  // mine" labelled so in two more voices): a debt paid off, an outcome, not a remark. "Is mine/ours" with no adverb is
  // a turn or a booking ("school run is mine tomorrow", "the saturday's ours") and is not matched.
  { type: "milestone_outcome", re: /\b(?:is|are|'s) (?:now )?(?:fully|all|finally) (?:mine|ours)\b/, boost: 6, label: "reports an achievement or result" },
  // A sum or a count hit, opening the thought ("hit 1 million tenge in the Halyk deposit today"; "hit $8M in volume
  // this year", "crossed 1,000 paying customers today", "crossed 100 million in sales" labelled so in three more
  // voices): an outcome, not the deposit's money moving.
  { type: "milestone_outcome", re: /^(?:finally |just )?(?:hit|crossed) (?:zmoney|znum)\b/, boost: 6, label: "reports an achievement or result" },
  // A talk told, opening the thought ("talked to Alikhan's coach after practice, he wants him in goal", "talked to
  // Prerana for an hour, her case is finally over", "talked to Chuks for like an hour abt his school fees"; six "spoke
  // to / talked to …" labelled so in five more voices): a conversation had (rule 7), not a card, an outcome or money.
  // Not when a day or an hour ahead follows ("spoke to the inspector, she will come thursday at 10"): the wider form
  // lowered a held part's schedule and was narrowed.
  { type: "communication", re: /^(?:just |finally )?(?:talked|spoke) (?:to|with)\b(?!.*\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw|tonight|next week|ztime|zordinal)\b)/, boost: 6, label: "mentions a call or message" },
  // A call returned ("HR phoned back about my october overtime: it comes with the payslip on the 10th"; "Angus rang
  // back, reckons we can borrow about 540k" labelled so): a call had, not a task. A call not returned ("hasn't rung
  // back", a wait) is not matched.
  { type: "communication", re: /(?<!n't |not |never )\b(?:rang|phoned|called) (?:me |us )?back\b/, boost: 6, label: "mentions a call or message" },
];
