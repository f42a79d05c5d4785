import type { Domain } from "@life/contracts";

/**
 * Sixty-eighth round (dom68): domain shapes that read parts of several voices share. Kept in its own file so
 * domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES, no model feature.
 */
export const ROUND68_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // How a person pays, on a contact card ("Akeem's mother is Mrs Thompson, 876 555 0163, pays by bank transfer", "Mr
  // Danladi's number …, he buys for his whole family on account", "Jesmond … brings his dive boat engines every november,
  // pays cash"): a customer of the user's (GUIDELINES 2: clients are systems), though the family words read as social.
  ["systems", /\b(?:pays|paying) (?:by (?:bank transfer|transfer|eft|check|cheque|card|invoice)|cash|in cash|on account)\b|\b(?:buys|orders) (?:[a-z]+ ){0,4}on account\b/, 5],
  // Leave from work asked for or granted ("put in leave for the choir competition weekend", "leave over christmas went
  // through", "ball's in Mr Boateng's court on my leave dates", "she'll sign off the leave when she's back"): the
  // employer's (GUIDELINES 2), though the reason is a family or community one. Only with the asking or the granting,
  // so the verb ("before I leave") and leave of one's own household staff are not matched.
  ["systems", /\b(?:put(?:ting)? in|sign(?:s|ed)? off|approve[sd]?|request(?:ed|ing)?) (?:for )?(?:my |the )?leave\b|\b(?:my|the) leave (?:dates|request|form)\b|^leave (?:over|for|from) [a-z ]+ (?:went through|approved|signed off)\b/, 5],
  // A named person's dentist or filling ("Gethin's dentist is quarter to 4 on friday", "haven't called the dentist back
  // yet about Migo's filling", "booked the dentist for Rohan, mine still to do", "Torran left the dentist with no
  // fillings"): a child's appointment, family (GUIDELINES 2), not one's own health. A dentist named as Dr X is not
  // matched.
  ["social", /(?<!\bdr\.? )\bzperson's (?:dentist|orthodontist|fillings?)\b|\b(?:dentist|orthodontist) for zperson\b|^zperson left the dentist\b/, 4],
  // A named person told as off sick ("Jas off sick again, third monday this term", "Riaan off sick so Selma and me
  // swabbed every line ourselves"): "off sick" is off work (a child is off school), so a colleague or a staff member,
  // systems (GUIDELINES 2), not a friend's news.
  ["systems", /^zperson(?:(?:,| and) zperson){0,2} (?:is |are |was |'s )?(?:both )?off sick\b/, 4],
  // A walk, run or swim logged ("ran 3 miles before the crew got in", "walked from Kasoa junction to the site and back,
  // like every Saturday", "walked the Signal Hill trail after work"): one's own exercise, personal (GUIDELINES 2: own
  // health), though the work around it reads as systems. With family ("walked to the park with abbu") it is left out.
  ["personal", /^(?:walked(?! (?:zperson through|him through|her through|them through)\b)|swam|jogged|ran (?=znum|round|around|along|up|down|the usual|to the))\b(?!.*\b(?:mum|mom|mam|dad|abbu|ammi|kids?|son|daughter|wife|husband|grandma|grandpa|gran|nan|family|brother|sister|boys|girls)\b)/, 4],
  // The local council or city told as still not acting on one's street, home or permit ("three weeks now and the city
  // still hasn't fixed the streetlight on our block", "council still hasn't approved the carport plans", "our building
  // permit is still under review at the city", "the city's by-law office hasn't done a thing about the junk car next
  // door"): one's own home and errands (GUIDELINES 2), personal, though a permit and an office read as work. Only with
  // the home named ("our", "my", the street, the carport), so a client's permit is left out, as are an arts or parish
  // council, council transport and a business's licence.
  ["personal", /^(?!.*\b(?:arts|parish|transport|grant|bursary|health permit|trading|stall|market|clients?|customers?|site|job)\b)(?=.*\b(?:our|my|me|next door|street|road|block|driveway|carport|extension|pothole|streetlight|bins|residents'?)\b)(?=.*\b(?:still|yet|hasn't|has not|haven't|under review|pending)\b).*\b(?:city|council|municipality)\b/, 4],
  // Shouting or snapping at someone, told with regret ("shouted at Aaliyah for nothing after a long shift, feel
  // terrible", "feeling rubbish, snapped at Zain over nothing", "I shouted at the umpire over Ndeshi's penalty, so
  // ashamed"): a feeling about family (GUIDELINES 2: emotions take their subject's domain), social, though the shift
  // reads as work. At a customer, a client or staff it is left out.
  ["social", /^(?!.*\b(?:customers?|clients?|staff|patients?|students?|apprentice|crew|team)\b).*\b(?:shouted|snapped|yelled) at\b/, 4],
  // A named child's teacher or school ("Kaia's parent teacher interview thurs 12 feb", "Koa's teacher Mrs Kealoha wants a
  // meeting thursday at 3"): kids' school life (GUIDELINES 2), social, though a meeting and a teacher read as work. A
  // priest's school ("Father Damien's school wants us at their fair") is left out.
  ["social", /(?<!\b(?:father|fr|pastor|rev|reverend|sister|brother)\.? )\bzperson's (?:class )?(?:teacher|school|parent[- ]teacher)\b/, 4],
  // A trip's or a stay's cost split with named people ("split the Airbnb with Tariq, I owe him $340", "split the cottage
  // rental with Segun and Bimpe, my share is $640"): money shared with friends (GUIDELINES 2), social, not one's own
  // bills nor a business's. A gig's money split ("split the $900 from the Lindgren gig") is not matched.
  ["social", /\bsplit the (?:[a-z-]+ ){0,2}(?:airbnb|rental|cottage|villa|cabin|hotel|bach|house|holiday|trip|taxi|uber|bill|dinner|meal|gift|cost|costs)\b.*\bwith zperson\b/, 4],
  // A course or lessons started with a named person ("started an online Urdu reading course with Hamza", "started
  // Gurmukhi lessons on an app with Arjun so he can read paath"): learning together with family (GUIDELINES 2), social,
  // not one's own hobby.
  ["social", /^started (?:an? |the )?(?:[a-z-]+ ){0,3}(?:course|lessons|classes)\b(?: [a-z-]+){0,3} with zperson\b/, 4],
];
