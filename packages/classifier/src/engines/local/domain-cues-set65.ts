import type { Domain } from "@life/contracts";

/**
 * Round on the sixty-fifth set (set65): domain shapes that read parts of several voices share. Kept in its own file
 * so domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES, no model feature.
 */
export const SET65_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // The factory one works at, named by its article as the ward, the firm and the depot are ("ten years this month
  // since I started at the factory", "the factory bus was late each day this week", "needed it for the factory",
  // "factory's overtime claims for march"): work, systems, though the lexicons have no word of it and a bus, a
  // certificate or a walk read as one's own. A factory's settings, reset, outlet or seconds are a thing's, not a
  // workplace. Boost 3, as the workplace cue it extends.
  ["systems", /(?:\b(?:the|our|my) (?:[a-z]+ )?|^)factory(?:'s)?\b(?! (?:reset|settings|default|outlet|seconds|shop)\b)/, 3],
  // One's own doctor told by the front desk or the visit ("Dr Naidoo's receptionist is Shireen, ask her for the early
  // slots", "Dr Savoie's nurse only returns calls 8 to 9 now", "Dr Fernando tuesday at 5 for the sugar report", as
  // "Dr Amoako tuesday 9.10 for me bloods" and "Dr Nilsen friday at 8.15 for the blood tests" are labelled): one's own
  // health, personal (GUIDELINES 2), though a receptionist, a nurse or a report read as work. Not when the thought
  // names family, whose doctor is theirs, or the practice's work (its patients, ward, invoice, staff). A doctor's
  // clinic or surgery, and a doctor placed at a clinic, are left out: they lowered two held parts (a workplace's
  // words as often as one's own visit).
  ["personal", /^(?!.*\b(?:papa|mama|mum|mom|mummy|dad|daddy|son|daughter|kids?|baby|wife|husband|gran|granny|nan|nana|patients?|ward|invoices?|staff|rounds|locum|shift)\b).*(?:\bdr zperson's (?:nurse|receptionist)\b|^dr zperson (?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day (?:at )?znum\b)/, 6],
  // Sinhala and Tamil kin words, as the user's family calls its own ("so proud of putha, he topped the class", "sent
  // 25,000 to thaththa for his eye surgery", "help thaththa with the roof repair money forms", "akka sent the Melbourne
  // parcel"): family, social, as the kin words of other languages above (Amma, Appa, Nanay). Not after a name, where
  // "akka" and "aiya" are respect said to the household's helper as much as to a sister ("Sumana akka").
  ["social", /(?<![a-z])(?<!zperson )(?:putha|duwa|thaththa|aiya|ayya|akka|malli|nangi|achchi|seeya)(?![a-z])/, 3],
  // Guests of a let, a guesthouse or a hotel ("guests left the byre a mess", "room 214 aircon dripping on the guest's
  // bed again", "Ridgeline guest Mrs Ferreira, …", "dont forget the Nest guests' airport pickup at 4"): the paying
  // guests of a business, systems, as most of the read parts' guests are, though a pickup or a bed reads as one's
  // own. Not a party's or a wedding's guests (the family's occasion), nor a guest list, room or count.
  ["systems", /^(?!.*\b(?:party|parties|wedding|birthday|christening|baptism|funeral|bbq|barbecue|braai|dinner|lunch|shower|anniversary|engagement|nikah|mehndi|40th|50th|60th|21st|18th|30th)\b).*\bguest(?:s|'s|s')?(?! (?:list|room|bedroom|count|book)\b)(?![a-z])/, 4],
  // Money a thing made over a month, a week or a market day ("Nest made 142,000 in may, best month so far", "candle
  // stall made $640 at the markets today", "aircon jobs brought in Rs 38,000 this month", "the shop did 4,000 euro in
  // November"): takings, business income, systems (GUIDELINES 2), though a name before it reads as a friend.
  ["systems", /\b(?:made|did|brought in|took) (?:rs\.? )?(?:znum|zmoney)(?: [a-z]+)? (?:in (?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:this|last) (?:month|week|year)|at the (?:market|markets|fair|show|stall))\b/, 4],
];
