import type { Cue } from "./event-cues.js";

/**
 * Sixty-sixth round (dom66): event-type shapes that read parts of several voices share. Appended to EVENT_BOOST_CUES
 * (no model feature); kept in its own file so event-cues.ts stays readable.
 */
export const ROUND66_EVENT_CUES: Cue[] = [
  // A result told as the best in a stretch, or as never seen before ("best december ever for class packs", "stall took
  // $1,150 at Mindil on thursday, best night ever", "the band came second at the Whit Friday march, best in years",
  // "the shop did 4,000 euro in November, best month since we opened", "the byre's full the whole of July already thats
  // a first", "EU audit passed with zero findings, never happened before"): a notable result, a sales milestone (rule
  // 10), not the money or a remark. Only stretches of time, takings and results, so "best pizza ever" is not matched.
  { type: "milestone_outcome", re: /\bbest (?:(?:[a-z]+ )?(?:day|night|week|weekend|month|year|season|quarter|term|market|show|sales|turnout|harvest|crop|result|score|(?:jan|febr)uary|march|april|may|june|july|august|september|october|november|december) )?(?:ever|in (?:years|ages|a decade)|since (?:we|i) (?:opened|started|began))\b|\bbest (?:the [a-z]+ )?(?:has|have) ever (?:done|had|been)\b|\b(?:that'?s|thats|that is|a) (?:real )?first\b(?= zexcl|$| for (?:us|me|the)\b)|\bnever happened before\b/, boost: 4, label: "reports an achievement or result" },
  // A parent's or grandparent's wish for an occasion ("Mummy wants pounded yam for her birthday lunch on Sunday", "Dad
  // wants jollof and goat at the 70th, nothing less", "Mum wants the old wedding photos in a slideshow for their
  // night"): a fact about the plans (rule 11), not the user's task. Only with the occasion named; not with a deadline,
  // a call, or a thing to get ("Hamza wants a new cricket bat": rule 4). Without the occasion, the forty-eighth held
  // part fell by a case.
  { type: "observation_insight", re: /^(?!.*\b(?:by|call|ring|phone|text|email|message|remind|asap|urgent)\b)(?:(?:my|our) )?(?:mum|mom|mummy|mam|mammy|mama|dad|daddy|papa|ammi|abba|amma|appa|nan|nana|nanna|gran|granny|grandma|grandad|grandpa)(?: zperson)? wants (?!(?:a|an|some|new)\b)(?=.*\b(?:birthday|zordinal|party|lunch|dinner|night|wedding|christening|anniversary|dawat|feast|celebration|do|eid|christmas|diwali|divali)\b)/, boost: 4, label: "notes a fact" },
  // A priest's or a parish's wish for the user's group ("Father Mouton wants the men's club to repaint the grotto", "the
  // kappillan wants the band to play the procession without pay", "Father Damien's school wants us at their spring
  // fair"): news of the community (rule 11), not the user's task. Any wish of a priest ("the priest wants the form
  // back") cost the forty-eighth and fifty-fifth held parts a case each, so only a wish for the group.
  { type: "observation_insight", re: /^(?!.*\b(?:by|call|ring|phone|text|email|message|remind|asap|urgent)\b)(?:(?:fr\.?|father|pastor|rev\.?|reverend) zperson(?:'s (?:parish|church|school))?|the (?:kappillan|priest|parish|vicar|pastor|minister|imam|rabbi)) wants (?:us (?:at|to)\b|(?:the|our) (?:[a-z']+ ){0,2}(?:club|band|choir|group|team|committee|youth|guild|society|men|women|ladies) to\b)/, boost: 4, label: "notes a fact" },
  // Being chosen or offered the post, cheered ("Fennick & Rowe offered me the role!! I start monday", "Siobhán Cronin
  // picked me to be an advising examiner next year!!", "Yolanda accepted!! she starts on the 19th"): a job offer or a
  // result (rule 10), not a decision of the user's, though a start date follows.
  { type: "milestone_outcome", re: /\b(?:offered|picked|chose|selected|appointed|hired) me\b[^.]*\bzexcl|\boffered me (?:the|a) (?:job|role|position|post|place|contract|promotion)\b|^zperson accepted zexcl/, boost: 4, label: "reports an achievement or result" },
  // A debt told as paid off ("paid off the Tahoe!! no more car note", "cleared my car loan 2day, no more
  // deductions!!"): the notable result (rule 10); the "no more" after it is the result's relief, not a rule.
  { type: "milestone_outcome", re: /^(?:finally )?paid off (?:the|my|our)\b|^(?:finally )?cleared (?:my|the|our) (?:[a-z]+ ){0,2}(?:loan|mortgage|debt|overdraft|arrears)\b/, boost: 4, label: "reports an achievement or result" },
  // A person who has moved, told with the new address ("Parveen aunty moved, 14 Lake View Road now", "Nazeema moved,
  // she's at 27 Jacaranda Road, Mayfair now"): a contact card (rule 7: an address), not news.
  { type: "contact", re: /^(?:(?:mr|mrs|ms|miss|dr|aunty|auntie|uncle)\.? )?zperson\b[^,]{0,20}\b(?:moved|has moved|'s moved)\b.*\bznum (?:[a-z]+ ){1,2}(?:road|rd|street|st|avenue|ave|lane|drive|close|crescent|way|place|terrace)\b/, boost: 4, label: "is a contact card" },
  // A person's way of being reached ("Pundit Maharaj rather a call than WhatsApp, and only after 10", "Tudor at the
  // garage would rather have a text than a call", "the flat's landlady answers WhatsApp only, never email"): a
  // preference about the person (rule 7), not a remark.
  { type: "contact", re: /\brather (?:have |get )?(?:a |an )?(?:text|call|ring|email|e-mail|whatsapp|message|voice note)s? than (?:a |an )?(?:text|call|ring|email|e-mail|whatsapp|message|voice note)s?\b|\b(?:answers|replies to|reads|takes) (?:whatsapp|texts?|emails?|calls?|messages) only\b/, boost: 4, label: "is a contact card" },
  // A feeling said in words the emotion list lacks ("vexed, Matron put me on nights again", "sian, still nothing from the
  // reviewers", "so over the delays on the freight", "…I shouted from the stands, not proud", "my heart is heavy"): a
  // feeling stated outright (rule 12), not a remark. "sian" only opening the thought (Sian is also a name).
  { type: "emotion_state", re: /\b(?:vexed|so over (?:the|this|these|those|it|him|her|them|all)|(?:my )?heart is heavy|heavy heart|not proud(?: of myself)?)\b|^(?:so |damn )?sian\b/, boost: 4, label: "states a feeling" },
];
