/**
 * Kin said with the Cantonese and Hokkien "Ah" ("Ah Ma", "Ah Gong", "Ah Yi"): relation words, which GUIDELINES 5
 * leaves out, unlike a given name said the same way ("Ah Keung", "Ah Seng").
 */
const AH_KIN = new Set(["ma", "mah", "ma's", "pa", "pah", "ba", "gong", "kong", "po", "poh", "yi", "yee", "ku", "sim", "chek", "pek", "soh", "so", "mm", "ee", "tau", "suk", "moh"]);

/**
 * "Ah Keung swapped the motor", "handyman is Ah Seng": "Ah" before a capitalised word that is no everyday word is a
 * given name said the Cantonese or Hokkien way, and the guideline keeps it as written. The interjection ("Ah well",
 * "Ah Monday again") stands before an everyday word. Read halves of the 42nd and 64th sets.
 */
export function ahGivenName(ah: string, next: string, nextIsEveryday: boolean): boolean {
  return ah === "Ah" && /^\p{Lu}\p{Ll}+$/u.test(next) && !AH_KIN.has(next.toLowerCase()) && !nextIsEveryday;
}

const WALK_VERB = /^(?:walk|walks|walked|walking)$/;
const ROUTE_WORD = /^(?:along|round|around|past|across)$/;

/**
 * "walked Ralph along the river", "walk Bobby along the beach", "walked Bran round the Bull Wall": a name one walks
 * along a route is the dog (pets are left out, GUIDELINES 5); a person is walked to somewhere or through a thing
 * ("walk her down the aisle", "walked Lily to school", "walked Bríd through the new screens"). Read halves of the 11th, 37th and 62nd sets.
 */
export function walkedAlongRoute(before: string | undefined, after: string | undefined): boolean {
  return !!before && !!after && WALK_VERB.test(before) && ROUTE_WORD.test(after);
}

/**
 * Open-air places and stops named by the word after the name ("at Tung Chung pier", "round Bishan park", "Tung Chung
 * MTR exit B"): the name is the place's (GUIDELINES 5 leaves places out). Only the word after: inside a run "Park" is
 * also a surname ("Jiwon Park"). Read halves of the 41st and 64th sets; every read case with such a pair labels no
 * person there.
 */
const PLACE_AFTER_NAME = new Set(["park", "pier", "beach", "jetty", "wharf", "harbour", "harbor", "market", "mtr", "mrt", "lrt", "reservoir", "trail", "promenade", "waterfront", "racecourse"]);

/** "Mia park the car": a place word before an object is the verb. */
const OBJECT_OPENER = /^(?:the|a|an|my|our|his|her|their|your|it|them|up|in|out)$/;

export function placeNounAfterName(next: string, afterNext: string | undefined): boolean {
  return PLACE_AFTER_NAME.has(next) && !OBJECT_OPENER.test(afterNext ?? "");
}
