import type { Cue } from "./event-cues.js";

/**
 * Sixty-fourth round (dom64): event-type shapes that read parts of several voices share. Appended to EVENT_BOOST_CUES
 * (no model feature); kept in its own file so event-cues.ts stays readable.
 */
export const ROUND64_EVENT_CUES: Cue[] = [
  // Glasses, keeping another stretch, one's own yes and a count of years were found by the sixty-third round too
  // (set63, from other read parts); merged, each cue matches what either round's pattern matched.
  // Glasses to get ("new reading glasses for me, can't read the gauges", "must get reading glasses", "new glasses for
  // me"): a thing got (rule 4), though "reading" reads as studying.
  { type: "acquisition_disposition", re: /\b(?:new )?(?:reading )?glasses for (?:me|myself)\b|\b(?:get|buy|order) (?:new |some )?(?:reading )?glasses\b|\b(?:new|reading) (?:reading )?glasses for (?:me|myself)\b|\b(?:get|need|order|buy)(?: some| new| me)? (?:reading )?glasses\b/, boost: 4, label: "gets or gets rid of a thing" },
  // A delivery told by its tracking ("tracking says the new propellers arrive on friday", "the new bead order comes
  // friday, says the tracking"): a thing coming (rule 4), not a remark.
  { type: "acquisition_disposition", re: /\b(?:tracking says|says the tracking|according to the tracking|per (?:the )?tracking)\b/, boost: 4, label: "gets or gets rid of a thing" },
  // Keeping a thing for another stretch ("keeping the Vitz another two years, new cars cost too much now", "we keep
  // driving the Corolla one more year"): a decision (rule 8), not a remark.
  { type: "decision_commitment", re: /\bkeep(?:ing)? (?:the|my|our) [a-z0-9-]+ (?:another|one more|for another)\b|\bkeep driving (?:the|my|our)\b|\b(?:keep|keeping)\b(?: [a-z']+){0,4} (?:another|one more) (?:(?:two|three|four|five|few|couple of|znum) )?(?:years?|seasons?|winters?|summers?|months?)\b/, boost: 4, label: "records a decision or commitment" },
  // Telling a group chat ("told the choir group on whatsapp I'll miss tuesday", "put in the men's club group chat I
  // can't make it"): a message (rule 2), not a decision or a chore.
  { type: "communication", re: /\b(?:told|put in|posted in|posted on|messaged|texted) the (?:[a-z']+ ){0,3}group(?: chat)?\b/, boost: 6, label: "plans a call or message" },
  // A call on a coming day or evening, opening the thought ("sunday evening call Fabrice in Rodrigues", "tonight at
  // 9:30 call Darrell before his night shift"): a call planned (rule 2), not a routine.
  { type: "communication", re: /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tonight|tomorrow|tmrw)(?: (?:evening|morning|night|afternoon))?(?: at ztime)? (?:call|ring|phone|skype|facetime|video call|whatsapp)\b/, boost: 4, label: "plans a call or message" },
  // Someone who has had one's thing since a day and not called ("Lonnie got my truck since friday and ain't called",
  // "Corolla at Jacques since friday and he hasn't phoned"): a state waited on (rule 11), not a call.
  { type: "observation_insight", re: /\bsince (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|yesterday|last week)\b.*\b(?:hasn't|hasnt|has not|ain't|aint|haven't|not) (?:called|phoned|rung|rang)\b/, boost: 4, label: "notes a fact" },
  // Saying yes oneself ("I am the treasurer for the Sámi association now, said ja before I could think", "Ebere asked
  // for two days off for her sister's wedding, I said yes"): a commitment given (rule 8), not a remark. Another's yes
  // ("they all said yes") is not matched.
  { type: "decision_commitment", re: /(?:^|, |\bi |\bso i )said (?:yes|ja|aye|ok|okay)\b|(?:^|, |\bi |\bso i )said (?:sure)\b/, boost: 4, label: "records a decision or commitment" },
  // A count of years opening the thought ("20 years farming this ground this spring", "ten year with no day off sick",
  // "ten years on the ward this month") or a numbered one since one started ("serviced my 500th outboard since I
  // started in the garage"): an anniversary or a notable result (rule 10), not a remark.
  { type: "milestone_outcome", re: /^(?:znum|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty)(?: full)? (?:years?|yrs) (?:since|farming|of|on|at|in|with|as|today|this|married|together)\b|\bzordinal [a-z]+ since i (?:started|began|opened|took over)\b|^(?:znum|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|forty|fifty) years\b(?! (?:ago|old|later|of|too)\b)|\bzordinal\b[^,]{0,40}\bsince (?:i|we) (?:started|began|opened)\b/, boost: 4, label: "reports an achievement or result" },
  // A child's or one's own standing told as a result ("top of his class in maths", "got the reading prize in his
  // class", "was chosen for the Troms team", "the best in the class"): a notable result (rule 10), not a class or a
  // remark.
  { type: "milestone_outcome", re: /\b(?:top|best) (?:of|in) (?:his|her|their|the|my) (?:class|year|group|school)\b|\bgot (?:the|a|first|second) (?:[a-z]+ ){0,2}(?:prize|award|medal|trophy)\b|\b(?:was|were|got|been) (?:chosen|picked|selected) for\b|\bmade the (?:[a-z]+ ){0,2}team\b/, boost: 4, label: "reports an achievement or result" },
  // Something put in another's inbox or emailed to them ("Callum has the revised quote in his inbox", "Odile has the
  // tour times for the German ship, emailed them at lunch"): a message sent (rule 2), not a remark. One's own inbox
  // ("cert's in my inbox") is not matched.
  { type: "communication", re: /\bin (?:his|her|their) inbox\b|, (?:emailed|texted|sent|whatsapped) (?:it|them) (?:to (?:him|her|them) )?(?:at|this|last|yesterday|earlier|on)\b/, boost: 6, label: "mentions a call or message" },
  // Stock told as running low ("hay for the ewes is getting low in the shed", "nearly out of gaffer tape and cable
  // ties", "snow foam's nearly done"): a fact noticed (rule 11), not a chore or a purchase; saying what to get ("need a
  // new gas cylinder, the 13kg is nearly empty") is not matched.
  { type: "observation_insight", re: /^(?!.*\b(?:need|needs|buy|order|get|grab|pick up|remind|ping)\b).*\b(?:nearly out of|almost out of|running low on|running out of|(?:is|are|'s|getting|gone) (?:low|nearly done|almost done|nearly empty|almost empty|nearly finished))\b/, boost: 4, label: "notes a fact" },
];
