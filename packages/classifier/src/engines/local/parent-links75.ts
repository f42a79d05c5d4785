import { topicsOf } from "./parent-topics.js";

/**
 * Round 75 (links75): a project whose own title is building works on a home with no other owner named ("Renovate the
 * Baner flat", "Renovate the Queenslander"; not "Renovate Amma's house in Thrissur", whose rooms a thought names only
 * with her name or her town). Its rooms' common words ("kitchen", "shutters") then say which project a thought is
 * about: "going with matte finish for the kitchen shutters" (26th read half), "Shane said he'd get back to me about
 * the kitchen window sizes" (37th). Read from the title alone, so a task's words do not make a project whole works; a
 * title that also names a part of a home ("Loft conversion") is not whole works.
 */
export function ownHomeWorks(title: string, owner: string | null): boolean {
  if (owner !== null) return false;
  let works = homeWorksTitles.get(title);
  if (works === undefined) {
    const topics = topicsOf(title);
    // "Loft conversion", "Basement conversion": works on one part of a home, which the kitchen is not.
    works = topics.has("building") && [...topics].every(([name, entries]) => name === "building" || entries.every((e) => e.startsWith("~")));
    if (homeWorksTitles.size >= MAX_CACHED) homeWorksTitles.clear();
    homeWorksTitles.set(title, works);
  }
  return works;
}

/** Titles read once per title, as parent.ts's project readings are (bounded). */
const homeWorksTitles = new Map<string, boolean>();
const MAX_CACHED = 500;

/** A title that is a stay away in a named place: "Holiday in Crete", "Cathal's 40th weekend in Galway". */
const STAY_AWAY = /\b(?:[Hh]olidays?|[Tt]rip|[Ww]eekend|[Ww]eek|[Bb]reak|[Gg]etaway|[Hh]oneymoon|[Vv]acation)\s+(?:in|to|at|on)\s+\p{Lu}/u;

/** A place to stay, in the thought: "hotel in Chania", "the B&B in Salthill", "a guesthouse". */
const LODGING = /\b(?:hotel|b ?& ?b|bnb|guesthouse|guest house|hostel|airbnb|chalet|lodge|motel|inn)\b/i;

/**
 * Round 75 (links75): a place to stay belongs to the project that is a stay away in a named place, a strong entry of
 * that subject even where the travel words count half ("hotel") or the title names no travel word ("weekend"): "hotel
 * in Chania is confirmed for three nights" for "Holiday in Crete" (parent-tune), "emailed the B&B in Salthill about a
 * late checkout" for "Cathal's 40th weekend in Galway" (23rd read half). Someone's flight ("Ravi's flight lands at 6")
 * is no place to stay.
 */
export function lodgingForStay(text: string, title: string): number {
  return STAY_AWAY.test(title) && LODGING.test(text) ? 1 : 0;
}
