import type { Domain } from "@life/contracts";

/**
 * Seventy-eighth round on domain (dom78): domain shapes that the read halves of several voices share. Kept in its own
 * file so domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES and DOMAIN_RAW_CUES, no model feature.
 */
export const ROUND78_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // Enquiries coming in, counted or missed ("wedding inquiries spike right after lebaran", "worried, not a single
  // inquiry this week", "3 inquiries on the first day"; "answer the inbox, 9 enquiries" and "our website gets most
  // enquiries on monday mornings" in other voices): a business's custom, work, though a wedding reads as a social plan
  // and worry as one's own. One enquiry made by the user ("made an enquiry at the council") is not matched.
  ["systems", /\b(?:enquir|inquir)ies (?:spike|spiked|spiking|come in|came in|coming in|pour in|poured in|pouring in|pick up|picked up|dried up|dry up|drop off|dropped off|are up|are down|went up|go up)\b|\b(?:not a single|not one|no|zero|znum|most|more|fewer) (?:new )?(?:[a-z]+ )?(?:enquiry|enquiries|inquiry|inquiries)(?: (?:this|last|since|all|today|yesterday|on|in|from)\b|$)/, 6],
  // A customer's deposit still to come in ("DP from Pak X still not in, the wedding is in 3 weeks"; "any sign of the
  // deposit from the Olympia for the panto run?" in another voice, read in the raw cues below): money owed to the
  // business, work, though a wedding reads as a social plan. A deposit owed back to the user (from a landlord,
  // "deposit back from") is not matched: only a named person, a person with a title, or a client word.
  ["systems", /\b(?:deposit|dp|down ?payment) from (?:zperson|(?:pak|bu|ibu|mr|mrs|ms|dr|sr|sra|señor|señora|madam) [a-z]+|the (?:client|customer|couple|bride|groom|buyer|importer))\b/, 6],
  // The user's own raise or promotion ("one-to-one with X about my raise", "got the raise, 8% more starting january";
  // "got my promotion to senior staff nurse" in another voice): a career move, work (GUIDELINES 2), though a raise
  // reads as one's own money. Another's ("X's boss gave him the raise", "X got the promotion", a household helper who
  // "wants a raise") is not matched.
  ["systems", /\bmy (?:pay )?(?:raise|rise|promotion)\b|^(?:i |i've |just )?got (?:the|a|my) (?:pay )?(?:raise|rise|promotion)\b|\b(?:ask|asked|asking) (?:for )?(?:a|the|my) (?:pay )?(?:raise|rise)\b/, 5],
  // A book read on the way ("reading X again on the marshrutka, 80 pages in", "two months of reading it on the
  // metro"; "audiobook on the commute" in another voice): reading for oneself, personal, though a bus or a metro reads
  // as the job's fleet. Papers read for work on the train ("reading the tender docs on the train") are not matched;
  // podcasts are left alone (split: a teaching podcast on the bus is work in one voice, a parenting one social).
  ["personal", /\bread(?:ing)? (?!(?:the|my|our) (?:[a-z]+ )?(?:report|brief|briefs|docs|documents|notes|contract|tender|emails|papers|slides|deck|minutes|proposal|spec|manual|files?)\b)(?:[a-z'-]+ ){0,5}on (?:the|my) (?:metro|bus|train|tube|subway|tram|marshrutka|matatu|jeepney|danfo|commute|ferry|underground|way home)\b/, 5],
];

/** Seventy-eighth round, read on the text as written (appended to DOMAIN_RAW_CUES). */
export const ROUND78_RAW_CUES: Array<[Domain, RegExp, number]> = [
  // A customer's deposit from a named venue or firm ("any sign of the deposit from the Olympia for the panto run?"),
  // the same as the lowercase one above; a deposit coming back to the user ("refunded", "back") is not matched.
  ["systems", /\b[Dd]eposit from the [A-Z][a-z]+\b(?!.*\b(?:refund|refunded|back|returned)\b)/, 6],
  // A named wedding, party or shoot beside a vendor's word ("cull and color the Hartono wedding photos, 1.200
  // frames", "the Bogor shoot … the client reimburses"; "deposit for the Engstrom party came in" in another voice):
  // a photographer's, caterer's or DJ's job, work, though a wedding reads as a social plan. Holidays, days, months and
  // a workplace's own party are left out, and a guest's words ("gift", "RSVP", "hotel") are not vendor words.
  ["systems", /^(?=.*\b(?:[Cc]lients?|shoot|edit|edits|editing|edited|cull|culled|culling|retouch|retouching|invoice|invoiced|deposit|gallery|galleries|quote|quoted|frames|contract|fee|set ?list|sound ?check|load-?in)\b).*\b[Tt]he (?!(?:Christmas|Xmas|Easter|Halloween|New|Diwali|Eid|Thanksgiving|Hanukkah|Lunar|Chinese|Boxing|Canada|Independence|Labou?r|Valentine'?s|St|Pride|Lebaran|Holi|Onam|Avurudu|Dashain|Tihar|Deepavali|Ramadan|Iftar|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Office|Work|Staff|Team|Company|Church|School|Family|Summer|Winter|Spring|Autumn|Fall|Birthday|Big|Last|Next|First)\b)[A-Z][a-z][\w'’-]*(?: [A-Z][a-z][\w'’-]*)? (?:wedding|party|event|shoot|prewedding|pre-wedding|engagement|reception|christening)\b/, 8],
];
