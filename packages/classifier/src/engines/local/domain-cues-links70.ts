import type { Domain } from "@life/contracts";

/**
 * Round 70 (links70): the one domain shape the round's entity rule needs. A car taken (in) to a named person goes to
 * the mechanic, a car service provider, personal (GUIDELINES 2: "Home and car service providers … mechanic … are
 * personal"): "take the Polo to Bheki on thursday for the brakes", "take the Yaris in to Finbarr on friday for the NCT
 * pre-check", "take the Fiat to Tsolakis day after tomorrow early" (read halves of the 39th, 40th and 66th sets). Once
 * the name is found (entities-70.ts), the text models read "zperson", a social or work word, where a bare name stood.
 * The car slot takes any word (the model's name is lowercase in the prepared text) but children, pets, food and gifts.
 */
export const LINKS70_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  ["personal", /\b(?:take|took|taking|bring|brought|drop|dropped) (?:the|my|our) (?!kids?\b|children\b|boys\b|girls\b|baby\b|twins\b|dog\b|cat\b|puppy\b|family\b|cake\b|gift\b|present\b|card\b|food\b|dinner\b|lasagna\b|key\b|keys\b)[a-z]+ (?:in )?to zperson\b(?!'s)/, 4],
];
