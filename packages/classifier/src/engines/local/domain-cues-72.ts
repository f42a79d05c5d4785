import type { Domain } from "@life/contracts";
import { WORKPLACE } from "./domain-cues-set67.js";

/**
 * Seventy-second round on domain (dom72): domain shapes that read parts of several voices share. Kept in its own file
 * so domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES, no model feature.
 */
export const ROUND72_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // A language exam of one's own ("booked the Gaelic exam for May", "passed the Portuguese A2 exam with 91"; "passed
  // the Gaelic speaking test" and "the B1 certificate from the VHS" in other voices): learning for oneself, personal
  // (GUIDELINES 2), though an exam reads as a professional one.
  ["personal", /\b(?:booked|passed|sat|failed|registered for|signed up for|my) (?:the |my )?(?:gaelic|irish|welsh|portuguese|spanish|french|german|italian|greek|dutch|japanese|mandarin|korean|arabic|turkish|polish|swedish|norwegian|danish|russian|hindi|language) (?:(?:speaking|oral|written) )?(?:[abc][12] )?(?:exam|test)\b/, 6],
  // The internet line's provider coming to fix it ("X still hasn't come to fix the fibre line, 5 days now", "in 2 hours
  // the man from Cosmote comes for the internet"): one's own home's service, personal, though a provider's name reads
  // as a client. A shop's wifi ("fixing the shop's wifi") is not matched.
  ["personal", /\b(?:come|comes|coming|came) (?:to (?:fix|check|connect|install) |for )the (?:fibre|fiber|internet|broadband|wifi|phone line)(?: line)?\b/, 6],
  // One's own test or device for one's own health ("carry my glucose meter for the review at Mengo hospital", "call the
  // hospital counter at 9, need my endoscopy date"; "anxious about my mammogram results" in another voice): one's own
  // health, personal, though a hospital, a counter or a review reads as a nurse's work.
  ["personal", /\bmy (?:endoscopy|colonoscopy|gastroscopy|cataract|biopsy|mammogram|glucose meter|sugar test|angiogram)\b/, 4],
  // Money given at a church collection or to the barrio's common pot, and a fundraiser for the ward's or the parish's
  // cause ("gave 20 at the Good Friday collection for the missions", "gave 3.000 to the olla popular of the barrio",
  // "samuha fundraiser for the ward school roof"; "fundraiser for the kids school library" in another voice): given to
  // the community, social (GUIDELINES 2). A quote for a fundraiser's catering is not matched.
  ["social", /\bgave znum (?:at|to) the (?:[a-z]+ ){0,3}(?:collection|olla popular|harambee|appeal)\b|\bfundraiser for the (?:ward|village|parish|church|temple|mosque|school|community|barrio)\b/, 6],
  // A named person's salary paid by the household ("ping me at 7pm to pay X her september salary", "X didi's salary
  // 12000 to give on the 1st"; "paid X akka her april salary plus Avurudu bonus" in another voice): people who work for
  // the household, one's own money, personal (GUIDELINES 2), though a salary reads as work. The set67 round reads "pay
  // X her salary"; this adds "give" and "X's salary", with the same workplace words kept out (a business's staff).
  ["personal", new RegExp(String.raw`^(?!.*\b${WORKPLACE}\b).*(?:\b(?:give|gave|giving) zperson (?:[a-z]+ )?(?:her|his) (?:[a-z]+ )?salary\b|\bzperson's salary\b)`), 4],
];
