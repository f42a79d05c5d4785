import type { Domain } from "@life/contracts";

/**
 * Sixty-ninth round (dom69): domain shapes that read parts of several voices share, the sixty-fifth and sixty-sixth
 * sets among them. Kept in its own file so domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES, no model
 * feature.
 */
export const ROUND69_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // One's own pills or tablets ("remind me 10 o'clock for me tablets", "ping me at 9 to take the pill with food"): one's
  // own health, personal (GUIDELINES 2), though a reminder's hour reads as work. Another's pills ("Mam's tablets") are
  // not matched, nor a thought with family words.
  ["personal", /^(?!.*\b(?:mum|mom|mam|dad|mama|papa|kids?|son|daughter|wife|husband|baby|gran|grandma|grandpa|nan|dog|cat)\b).*(?:\b(?:take|taking|for) (?:the|my|me) (?:pills?|tablets?|meds|medication)\b|\bmy (?:tablets|pills|meds)\b)/, 4],
  // One's own body aching ("lower back aches after eight hours standing at the inspection table", "my neck is at me from
  // hunching over the laptop at work all week"): one's own health, personal, though the cause is work.
  ["personal", /(?:^|\bmy |^lower )(?:back|neck|knees?|shoulders?|hips?|feet|legs?|wrists?) (?:aches?|aching|hurts?|is killing me|killing me|is at me|is sore|are sore|playing up)\b/, 4],
  // A thing lent or borrowed between the user and a named person ("Kemi borrowed the ladder and never brought it back",
  // "Ciarán has had my good stepladder since the summer", "Nuwan aiya still hasn't returned the ladder he took in
  // december", "Jean-Marc wants his ladder back", "lent Imran £200 for the van repairs"): between friends, neighbours
  // and kin, social, though the thing is a tool or money. A sign-off or a document not given is not matched.
  ["social", /\bzperson(?: [a-z]+)? (?:borrowed (?:the|my|our)|has had (?:my|our)|(?:still )?(?:hasn't|has not|never) (?:returned|brought (?:it |them )?back|given (?:it |them )?back)|wants (?:his|her|their) [a-z' -]{1,30} back|has (?:his|her|their) [a-z' -]{1,30} back)\b|^lent zperson\b/, 4],
  // Grandchildren are family (GUIDELINES 2: family is social) as the family words are ("this weekend the grandchildren,
  // prepare the small room", "Mr Galea's grandson is looking for a job in a workshop"); the family list has grandma and
  // grandpa but not the generation below.
  ["social", /\bgrand(?:children|child|kids?|sons?|daughters?)\b/, 5],
  // Tutoring and private lessons given are the user's work (GUIDELINES 2: clients and their money are systems), though
  // the pupils' parents are named ("remind me to collect the tutoring money from Mrs Brown's mother", "took a new
  // student from february, the Ioannidis boy", "lesson fee this year 25 euro the hour, told the parents", "decided no
  // tutoring on sundays, that's for church and family"). A child's own tutoring ("Ama's tutoring", "tutoring for Kofi")
  // is family and is not matched.
  ["systems", /(?<!zperson's |for (?:zperson|him|her|the kids) )\btutoring\b|\b(?:took|taking|take) (?:on )?a new (?:student|pupil)\b|^new (?:student|pupil) zperson\b|\blesson fees?\b|\bpaid (?:finally )?(?:for )?the [a-z]+ lessons\b/, 4],
];
