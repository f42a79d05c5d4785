import type { Domain } from "@life/contracts";

/**
 * Eighty-third round on domain (dom83): a person's own side business named as such ("summer side job fixing
 * e-scooters: 9 repairs, 135 000 tg this month", "28k dram for a used intercom test set, for the side jobs"), and a
 * colleague's shift taken or covered ("told Gor I'd take his saturday night, his kid is sick"). Kept in its own file so domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES (read on the domain subject, lower case).
 */
export const ROUND83_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // GUIDELINES 2 puts any side business under systems; the model reads the repairs, the money and the tools of one as
  // the user's own errands (personal), because the words are a household's. The writer's own name for it ("side job",
  // "side hustle", "side business", "side gig") is the general cue: in every read case it names work, in three voices
  // (10th right already; 75th and 77th moved). "on the side" alone is left out (a side dish, a side of the house).
  ["systems", /\bside[- ](?:jobs?|hustles?|business(?:es)?|gigs?)\b/, 6],
  // Taking or covering another's shift or night is the job's roster, though the thought names only a person and a
  // kindness ("his kid is sick", "the kids will be with Amma"), which the model reads as social. Four voices in the
  // read halves (14th, 77th moved; 65th "covering Chaminda's shifts", 75th "I'll cover the night shifts" right
  // already), all labelled work. Only "shift(s)" or a "night" that ends the phrase: a baby's night feeds, a night out
  // or a night off are not a roster.
  ["systems", /\b(?:(?:i'?ll|i'?d|i will|i would|i can|i could|me to) (?:take|cover|do|work|swap|pick up) (?:his|her|their|the|[a-z]+'s)|(?:take|cover|covering|swap|swapped|took|covered) (?:his|her|their|[a-z]+'s)) (?:[a-z]+ ){0,2}?(?:shifts?\b|nights?\b(?![ -](?:feeds?|feeding|out|off|in|time|routine|bus|train|flight|light)\b))/, 6],
];
