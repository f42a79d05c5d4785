import type { Cue } from "./event-cues.js";

/**
 * Sixty-eighth round (dom68): event-type shapes that read parts of several voices share. Appended to EVENT_BOOST_CUES
 * (no model feature); kept in its own file so event-cues.ts stays readable.
 */
export const ROUND68_EVENT_CUES: Cue[] = [
  // A thing, not money, told as owed ("Tomasz and Ngozi still owe me their sections of the tender doc", "Cherry owes me
  // the photos from the junk trip", "Yusra owes us the signed lease"): a noticed fact about another's delay (rule 11),
  // not an amount owed (rule 3). Money owed ("owes me $40", "owe me for the two days", "owes me a refund") is not matched.
  { type: "observation_insight", re: /\bowes? (?:me|us) (?:the|their|his|her)\b(?!(?: [a-z'-]+)? (?:money|cash|rent|deposit|refund|fees?|share|half|balance|pay|wages|invoice|bill|loan|zmoney|znum)\b)/, boost: 6, label: "notes a fact" },
  // Someone told as off sick ("Jas off sick again, third monday this term", "May is off sick tomorrow so her two clients
  // come to me", "siân and dj both off sick so I'm covering"): a noticed fact (rule 11), not the user's task or a
  // feeling. One's own record ("ten year with no day off sick") is not matched.
  { type: "observation_insight", re: /^(?!i\b|no\b)[a-z']+(?:(?:,| and) [a-z']+){0,2} (?:is |are |was |were |'s )?(?:both |all )?off sick\b/, boost: 6, label: "notes a fact" },
  // Several people told as wanting the same thing ("Chibuzo, Adaeze and Kike all want the same birthday cake", "Aga and
  // Chiamaka both asked for Good Friday off", "Faizan, Shoaib, Billu and Waqas all want the 10am slot"): a noticed fact
  // about them (rule 11), not a thing to get or do.
  { type: "observation_insight", re: /\b(?:both|all) (?:want|wanted|asked for|asking for)\b/, boost: 6, label: "notes a fact" },
  // A walk, run or swim logged ("walked the dog up the Wenallt and back", "ran 3 miles before the crew got in", "swam at
  // Point Chev before heading out", "walked the Signal Hill trail after work, my calves are toast"): a log of a routine
  // (rule 6, "walked the dog…"), not an outcome or a chore. A first, a best or a cheer is an outcome and is not
  // matched, nor walking someone through a thing.
  { type: "routine_activity", re: /^(?:walked(?! (?:out|in|off|away|zperson through|him through|her through|them through|back)\b)|swam|jogged|ran (?=znum|round|around|along|up|down|the usual|to the))\b(?!.*\b(?:first|never|without stopping|pb|personal best|record|best|zexcl)\b)/, boost: 3, label: "logs a routine" },
  // A talk or an information night to go to ("parenting talk at Ryan's school thurs 7pm", "IMarEST talk on LNG ferries
  // thursday at 6", "went to the info night on uni scholarships"): learning (rule 9: talks, classes, workshops), not a
  // task.
  { type: "learning_consumption", re: /\b(?:parenting|info|information|careers?|guest|public) (?:talk|night|evening|session)\b|^[a-z]+ talk (?:on|about)\b/, boost: 4, label: "learns or consumes" },
  // A document or pictures sent to a named person ("sent Lupe García Ramos her CMA", "sent Josiane and Fabrice the
  // photos from Mamie's birthday", "sent Callum the revised SOW", "sent the revised floor plan to Marguerite"): a message
  // (rule 2), not a chore. Only things that carry information: money sent is a transaction (rule 3), and any "sent X the
  // …" cost a held part a case (a present or a parcel sent is a thing given, rule 4).
  { type: "communication", re: /^sent zperson(?: and zperson)? (?:the|her|his|their|my|our) (?:[a-z-]+ ){0,2}(?:photos?|pictures?|pics|files?|docs?|documents?|links?|details|plans?|drawings?|sow|cma|reports?|drafts?|notes|minutes|agenda|contracts?|forms?|list|schedule|slides|deck|spreadsheet|cv|specs?)\b/, boost: 4, label: "communicates" },
  { type: "communication", re: /^sent (?:the|my|our) (?!money\b|cash\b)(?:[a-z-]+ ){1,3}to zperson\b/, boost: 4, label: "communicates" },
  // Feeling unwell in words the emotion list lacks ("feeling rotten the cold has went to my chest", "feeling run down, I
  // think I'm getting whatever Colton had"): a feeling stated outright (rule 12), not a remark.
  { type: "emotion_state", re: /^feeling (?:so |really |a bit |proper )?(?:rotten|run down|rough|lousy|poorly)\b/, boost: 4, label: "states a feeling" },
  // Who a person is, told by what they run or whose books they keep ("Oyelaran at Brightpine runs their ops, wants a
  // demo", "Dai Bevan runs the shearing gang out of Llanwrtyd", "Mr Berg does the shop's accounting, office at
  // Storgata"): a contact card (rule 7: who they are), not a remark. A chore someone does ("Ana does the house every
  // second thursday", "Dennis does bath time") is not matched.
  { type: "contact", re: /^(?:(?:mr|mrs|ms|dr)\.? )?zperson(?: at [a-z]+)? (?:runs (?:the|their)\b|does (?:the|our|their|[a-z]+'s) (?:[a-z-]+ )?(?:books|accounts|accounting|payroll|tax(?:es)?|permits|mots)\b)/, boost: 4, label: "is a contact card" },
  // Half of a job done, the rest still to do ("half the cabinets hung, the rest after crawfish season", "half the tiles
  // on the wall, finishing after the festa", "half the speech for Winnie written, the funny part still missing"):
  // partial progress on a task (rule 13, d128), not a noticed fact. "half the engines came from facebook" (a share of a
  // whole) has no rest to do and is not matched.
  { type: "task", re: /^half (?:the|my) [^,]{1,40},.*\b(?:the rest|other half|finishing|still|left)\b/, boost: 4, label: "a task" },
];
