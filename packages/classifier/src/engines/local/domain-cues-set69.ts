import type { Domain } from "@life/contracts";

/**
 * Round on the sixty-ninth set (set69): domain shapes that read parts of several voices share. Kept in its own file
 * so domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES, no model feature.
 */
export const SET69_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // Years with a named person, counted on the day ("five years with Tiago today", 32nd; "10 years with Facu today",
  // 69th): a relationship's anniversary, social (GUIDELINES 3, rule 10, "an anniversary"), though "years with" read as
  // time at an employer. Only a name right after "with" and "today" right after it; "25 years at the firm today" and
  // "ten years with the company" are not matched.
  ["social", /^(?:znum|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty) years with zperson today\b/, 4],
  // "mamá" and "papá", the Spanish mama and papa with their accents ("Diego always plays better when his papá is in
  // the stands", 30th; "papá's operation went fine", "the cousins' asado is on the 3rd at mamá's", 69th): family,
  // social, as mama and papa already are. They were added to RELATION_WORDS (entities/lexicon.ts) in this round, so
  // they are no longer taken for names, which is what read them as social before.
  ["social", /(?<![a-z\u00c0-\u024f])(?:mamá|papá)(?![a-z\u00c0-\u024f])/, 3],
];
