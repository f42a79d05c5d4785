import type { Domain } from "@life/contracts";

/**
 * Eighty-third round on domain (dom83): a person's own side business named as such ("summer side job fixing
 * e-scooters: 9 repairs, 135 000 tg this month", "28k dram for a used intercom test set, for the side jobs"). Kept in
 * its own file so domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES (read on the domain subject, lower case).
 */
export const ROUND83_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // GUIDELINES 2 puts any side business under systems; the model reads the repairs, the money and the tools of one as
  // the user's own errands (personal), because the words are a household's. The writer's own name for it ("side job",
  // "side hustle", "side business", "side gig") is the general cue: in every read case it names work, in four voices
  // (10th right already; 75th and 77th moved). "on the side" alone is left out (a side dish, a side of the house).
  ["systems", /\bside[- ](?:jobs?|hustles?|business(?:es)?|gigs?)\b/, 6],
];
