import type { Domain } from "@life/contracts";

/**
 * Sixty-sixth round (dom66): domain shapes that read parts of several voices share. Kept in its own file so
 * domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES, no model feature.
 */
export const ROUND66_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // A tax return of a thing, not a person ("sound hire's tax return, due month end", "phone zperson about the tax
  // return for the let"): a side business's or a letting's tax (GUIDELINES 2, any side business), systems, though a
  // tax return reads as one's own bills. One's own ("my tax return"), a person's, the house's are not matched. Boost
  // 8: at 4 and 6 the models' reading of "tax return" as one's own outweighed it.
  ["systems", /^(?!zperson|my\b|our\b|mum|dad)[a-z]+(?: [a-z]+)?'s tax return\b|\btax return for the (?!(?:house|home|flat|car|kids?|family)\b)[a-z]+\b/, 8],
  // A customer's deposit or payment told as come in ("the Patterson family's deposit for next year has come in", "Mrs
  // Hamutenya's EFT came in, N$2,400 for her wedding cake", "deposit for the Engstrom party came in, $400 on venmo"):
  // money taken for the business (GUIDELINES 2: business income is systems), though the payer's family and occasion
  // read as social. Money coming back to the user (a deposit back, a refund, a bond) is not matched; debts between
  // friends are left out of the sets. Boost 8: at 4 and 6 the payer's family and occasion still outweighed it.
  ["systems", /^(?!.*\b(?:back|refund|refunded|bond|landlord|rent|my|our)\b).*\b(?:deposit|eft|payment|transfer)\b(?: [a-z']+){0,4} (?:has |have )?(?:came|come|comes) in\b/, 8],
  // A named person's new or used thing got ("Sunna bought a new electric car, red, with all extras", "zperson found a
  // used engine in Grand Gaube"): another person's news (GUIDELINES 2, other people's lives), social, though a car or
  // an engine reads as one's own. Boost 6: at 4 the engine case stayed personal.
  ["social", /^zperson (?:just |finally )?(?:bought|found|got) (?:a|an) (?:brand )?(?:new|used|second-?hand)\b/, 6],
];
