/**
 * Round 70 (links70) entity cues, from the read halves' misses, each checked against GUIDELINES 5.
 */

const TAKE_VERBS = /^(?:take|takes|took|taking|bring|brings|brought|bringing|drop|drops|dropped|dropping|run|ran)$/;
const VEHICLES = /^(?:car|van|ute|truck|bakkie|bike|motorbike|scooter|jeep|wagon|lorry|tractor|motor|camper|trailer)$/;
const OWNERS = /^(?:the|my|our|his|her|their)$/;

/**
 * "take the Polo to Bheki on thursday for the brakes", "take the Yaris in to Finbarr on friday for the NCT pre-check",
 * "take the Fiat to Tsolakis day after tomorrow" (read halves of the 39th, 40th and 66th sets): a car taken (in) to a
 * one-word name goes to the mechanic, a person, though "to" before an unknown capital mostly names a place. `before`
 * holds the words before "to", nearest first: an optional "in", the car (a car word or a model's capitalised name),
 * its owner or article, and the verb of taking. Places the lexicon knows ("to Durban") stay out where this is read.
 */
export function vehicleTakenTo(before: ReadonlyArray<{ text: string; lower: string } | undefined>): boolean {
  let k = before[0]?.lower === "in" ? 1 : 0;
  const vehicle = before[k];
  if (!vehicle || !(VEHICLES.test(vehicle.lower) || /^\p{Lu}\p{Ll}+$/u.test(vehicle.text))) return false;
  k++;
  return OWNERS.test(before[k]?.lower ?? "") && TAKE_VERBS.test(before[k + 1]?.lower ?? "");
}

/** Two-letter words and abbreviations that are no one's initials: "me and bf", "tom and i", "HR and IT". */
const NOT_LOWER_INITIALS = new Set(
  `am an as at be by do go he hi if in is it me my no of oh ok on or so to up us we ya yo ah eh uh um mm hm ha
  bf gf bb hr gp pa vp md ta ra er tv pc uk eu id pr qa ui ux ai hq pm nz la ny ca ma ba pt ot cc os db mp aa`.split(/\s+/),
);

/**
 * "layla and jp are both in for the turkey trot", "siân and dj both off sick so I'm covering" (read halves of the 17th and
 * 27th sets): two lowercase letters joined by "and" to a name typed lowercase, the two the subject of a plural verb, are
 * the other person's initials typed lowercase (GUIDELINES 5 keeps names as typed), as "JP says…" already is in capitals.
 */
export function lowerInitials(word: string): boolean {
  return /^[a-z]{2}$/.test(word) && !NOT_LOWER_INITIALS.has(word);
}

/** Words before "reached" that leave the user as the one reaching someone by phone: "finally reached Tendai". */
const CALLER_BEFORE = /^(?:i|we|i've|we've|ive|finally|just|never|eventually|have|has|had|still|couldn't|couldnt|can't|cant|not|and|then|only|at|last|already|who|he|she|they)$/;

/** Money, messages and letters reach people: "the transfer reached Tendai", "my text reached Ama". */
const SENT_TO_PERSON = /^(?:money|cash|transfer|remittance|funds|payment|allowance|fees|message|messages|text|email|letter|letters|card|cards|note|invite|invitation|news|word|parcel|package|gift|present|flowers)$/;

/**
 * "Priya's anniversary cake reached Koramangala in one piece", "Maa's BP tablets reached Kumasi" (read halves of the
 * 14th and 47th sets): a thing that reached a capital arrived in a place (GUIDELINES 5 leaves places out); one reaches a
 * person by phone with no thing before the verb ("finally reached Tendai", "I reached Tendai at last"). `before` is the
 * word before "reached", typed lowercase (a thing, not a name or the user); money, messages, parcels and gifts reach
 * people, and are left out.
 */
export function thingReachedPlace(before: { text: string; lower: string } | undefined): boolean {
  return !!before && before.text === before.lower && /^\p{Ll}+$/u.test(before.text) && !CALLER_BEFORE.test(before.lower) && !SENT_TO_PERSON.test(before.lower);
}

/** A shop's trading, told with "-ing": "Acmeco only shipping on weekdays" says a firm. */
const TRADING_ING = /^(?:shipping|selling|stocking|delivering|opening|closing|accepting|taking|charging|posting|trading|doing|offering|serving)$/;
const OWN_THING = /^(?:his|her|their)$/;

/**
 * "Kavir only studying when his friends come over" (46th), "Shanice only do her homework when Delroy sit down with her"
 * (45th): a name before a frequency adverb ("only", "usually") and a verb is the person, with the verb's "-ing" (the be
 * dropped, as speech drops it) or its bare form before the person's own thing (the "-s" dropped in Caribbean English),
 * as "Bram only eats…" already is. `isAct` says the bare word is a verb of a person's act.
 */
export function frequencyActAfter(then: string | undefined, after: string | undefined, isIng: boolean, isAct: boolean): boolean {
  if (!then) return false;
  if (isIng) return !TRADING_ING.test(then);
  return isAct && OWN_THING.test(after ?? "");
}

/**
 * "Jesmond in Xlendi brings his dive boat engines every november" (59th), "Vinnie on Lincoln Rd does the Mazda cheap"
 * (38th): a name placed in a town or on a road (one to three capitals, "Rd" and "St" among them), then a verb in the
 * present, is a person, as "Oyelaran at Brightpine runs…" already is. `placeWords` are the words after "in" or "on";
 * `isPresent` says whether a word is a present verb in "-s" (a shop's trading verbs are left out by the caller).
 */
export function placedThenActs(placeWords: ReadonlyArray<{ text: string; afterBreak: boolean } | undefined>, isPresent: (word: string) => boolean): boolean {
  let k = 0;
  while (k < 3 && placeWords[k] && !placeWords[k]!.afterBreak && /^\p{Lu}[\p{Ll}.]*$/u.test(placeWords[k]!.text)) k++;
  const verb = placeWords[k];
  return k > 0 && !!verb && !verb.afterBreak && /^[a-z]+s$/.test(verb.text) && isPresent(verb.text);
}
