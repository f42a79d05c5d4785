import type { Domain } from "@life/contracts";

/**
 * Seventieth round (dom70): domain shapes that read parts of several voices share. Kept in its own file so
 * domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES, no model feature.
 */
export const ROUND70_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // The body that runs one's own block of flats ("waiting for the society to issue the NOC for selling the flat", "the
  // condo board is raising the fees again", "X is the strata manager for my block", "lift at blk 112 down again", "the
  // estate office still sitting on our renovation permit", "ask the building manager", "paid the common expenses of the
  // building"): one's own home, personal (GUIDELINES 2), though a board, an office or a manager reads as work. A body
  // corporate is left out (an electrician's client in one voice), and the society itself only by its secretary or its
  // papers: a committee member's "society lift" is the community's (social in that voice).
  ["personal", /\bthe society (?:secretary|office|to issue)\b|\bcondo board\b|\bstrata (?:manager|fees?|levy|committee)\b|\bestate office\b|\bbuilding manager\b|\bcommon expenses\b|\blifts? (?:at|in) (?:blk|block)\b/, 4],
  // A named person asking for days off or allowed to leave early ("X and Y both asked for Good Friday off", "X asked for
  // two days off for her sister's wedding, I said yes", "told X she can leave early whenever she has a Termin"): staff
  // of the user's business, systems (GUIDELINES 2), though the reason is family.
  ["systems", /\bzperson (?:and zperson )?(?:both )?(?:asked|asks|is asking|wants?) (?:me )?for (?:[a-z0-9']+ ){1,3}off\b|\btold zperson (?:she|he|they) can (?:leave|go|finish) early\b/, 4],
  // The user's business sponsoring a team or a choir, its logo on their kit ("said yes to sponsoring the Little League
  // team, our logo on the jerseys", "decided the sound hire sponsors the choir's new blazers, R3 000 with our logo
  // across the back"): business spending, systems, though the team is the community's.
  ["systems", /\b(?:our|the) logo (?:on|across)\b/, 5],
  // A community drive ("neighbourhood clean-up drive on sunday 7am, bring gloves", "donated the winter coats Tolu
  // outgrew to the church drive"; "the food bank drive wrapped up" and "gave 100 to the church school supply drive" in
  // other voices): the community's, social (GUIDELINES 2), not one's own errand. A union's recruitment drive is work.
  ["social", /\b(?:clean-?up|food bank|food|coat|clothes|clothing|toy|church|school supply|charity|blood|book) drive\b/, 4],
  // Money into a chapel's, a mosque's or a school's fund ("£20 into the chapel roof fund envelope this week", "annual
  // day fund contribution done, 5000"; "gave R500 to the mosque building fund" in another voice): given to the
  // community, social, not one's own bill. Money paid to the user out of such a fund ("paying R1500 out of the mosque
  // fund") is not matched.
  ["social", /\b(?:into|to|for) the (?:[a-z]+ )?(?:chapel|church|mosque|temple|gurdwara|parish|school) (?:[a-z]+ )?fund\b|\b(?:annual day|chapel|church|mosque|temple|parish|school) (?:[a-z]+ )?fund (?:contribution|envelope)\b/, 4],
  // A named person's scholarship, application, marks, tuition or report ("no word yet on X's scholarship", "X's
  // application is with QUT now", "put a call to the chemistry sir about X's marks", "paid X's tuition for december",
  // "X's report is out, top of his class in maths"): a child's schooling, social (GUIDELINES 2), though it reads as
  // office paperwork or money. Results from a training centre ("X's results") are left out (an apprentice's, work).
  ["social", /\bzperson's (?:scholarship|application|marks|tuition|report(?: card)? is out)\b/, 4],
  // One's own sport in a club or group, every week ("saturday 7am long run, club group, like every week", "badminton
  // with the CC group every sunday 8am"): one's own hobby and health, personal (GUIDELINES 2), though a group reads
  // as friends. Not with family words (a child's training group is the family's).
  ["personal", /^(?!.*\b(?:kids?|son|daughter|parents)\b).*\b(?:run|ride|swim|badminton|tennis|squash|yoga|pilates|cycle|hike|walk)\b.*\bgroup\b.*\bevery\b/, 4],
  // A webinar or a paper a named person sent or recommended ("tonight 9:30 the ECG webinar Wiremu sent round", "reading
  // the Nature paper Kenji sent on halide segregation"; "watched the webinar Rashid recommended on crypto tax reporting"
  // in another voice): learning for work, systems (GUIDELINES 2), though the sender's name reads as a friend. A book
  // lent or recommended stays one's own reading.
  ["systems", /\b(?:webinar|paper|journal article|slides|deck)s? zperson (?:sent|shared|forwarded|recommended|circulated)\b/, 4],
  // The polyclinic ("polyclinic queue on mondays always the worst", "called the polyclinic, they say the referral letter
  // will reach me by friday", "Dr Ong at Clementi polyclinic, the one who actually listens"): one's own health, personal,
  // as the voices' other polyclinic thoughts are labelled, though a queue, a letter or a doctor's card reads as work.
  ["personal", /\bpolyclinic\b/, 4],
  // A named person doing a piece of the trade's work alone for the first time ("X finished her first full kaba and slit
  // by herself, no help from me", "X did his first service on the roller all by himself, so proud"; "X fixed the flaky
  // test on his own" in another voice): an apprentice or a colleague, systems (GUIDELINES 2), though pride reads as
  // family. A child's homework, book, bike or walk done alone is not matched.
  ["systems", /^(?!.*\b(?:homework|book|reading|puzzle|lego|bike|swim|walk|walked|bus|train|teeth|laces|potty|mum|mom|dad|son|daughter)\b)zperson (?:did|finished|fixed|built|serviced|sewed|rebuilt|wired) (?:his |her |their |the )?(?:very )?(?:first )?(?:[a-z]+ ){0,4}(?:all )?(?:by (?:him|her)self|on (?:his|her) own)\b/, 4],
  // Another person wanting or ordering a counted batch of things ("X and Y want 8 dozen musubi for the canoe club
  // regatta", "Pastor X ordered 100 plates for the church luau", "Fr. X's parish wants 100 plum cakes for their bazaar",
  // "X wants 12 tankards for her dad's 60th", "X from the Ghana shop wants 30 aprons with his logo"): a customer's order,
  // systems (GUIDELINES 2), though the occasion is family or church. Money ("wants 60 now", "asked for 14,000 from next
  // month") is not matched.
  ["systems", /^(?:[a-z.]+ )?zperson(?:'s [a-z]+)?(?: and zperson)?(?: from [a-z ]+)? (?:wants?|ordered|asked for) znum (?:dozen [a-z]+|(?!(?:now|from|for|per|each|euros?|dollars|quid|pounds|bucks|rand|naira)\b)[a-z]{3,}s)\b/, 5],
];
