import { NUMBER_WORDS } from "./number-words.js";
import { sameWord, words } from "./qa-words.js";

/**
 * "How many students came to office hours", "how many people turned up to the open days": the number who came is the
 * sum of the numbers the notes give ("office hours: 3 students", "5 came by", "9 students"), not a count of the notes.
 */

/** Plural nouns of people that do not end in "s", and those who come to a thing by the part they have in it. */
const PEOPLE = new Set(["people", "children", "kids", "men", "women", "folk", "folks", "guests", "attendees", "visitors", "spectators", "mourners", "delegates"]);
/** Arrivals that stand alone ("came") and those that need their particle ("showed up", "dropped by"). */
const ARRIVED = new Set(["came", "come", "attended", "visited", "joined"]);
const ARRIVED_WITH = new Map<string, readonly string[]>([
  ["showed", ["up"]],
  ["show", ["up"]],
  ["turned", ["up", "out"]],
  ["turn", ["up", "out"]],
  ["dropped", ["by", "in"]],
  ["stopped", ["by"]],
]);
/** The people counted when the question names none ("how many turned up"): any people the notes give a number of. */
const GENERIC = "people";
/** A number of a company the writer is in or speaks of: "22 of us", "the 6 of them". */
const OF_COMPANY = new Set(["us", "them"]);

/** "N of the family", "N of my mates": a group the writer names (asked of people unnamed). */
const OF_GROUP = new Set(["the", "my", "our", "his", "her", "their"]);

/** None came: "nobody at office hours", "no one showed". */
const NOBODY = new Set(["nobody", "noone", "none"]);

function numberAt(tokens: readonly string[], i: number): number | null {
  const t = tokens[i];
  if (t === undefined) return null;
  if (/^\d{1,4}$/.test(t)) return Number(t);
  return NUMBER_WORDS[t] ?? null;
}

/** Whether the words from `i` tell an arrival ("came", "showed up", "dropped by"). */
function arrivalAt(tokens: readonly string[], i: number): boolean {
  const t = tokens[i];
  if (t === undefined) return false;
  if (ARRIVED.has(t)) return true;
  const particles = ARRIVED_WITH.get(t);
  return particles !== undefined && particles.includes(tokens[i + 1] ?? "");
}

/**
 * A headcount asked without "how many … came": "how big was the crowd at…", "what was the turnout", "how many were at the
 * wedding", "how many people were there". Its frame names no topic. Not global: one frame per question, and `test`
 * keeps no state between calls.
 */
export const TURNOUT = /\bhow (?:big|large) (?:was|were|is) the (?:crowd|turnout|gathering|audience|congregation)\b|\bwhat (?:was|were|is) the (?:turnout|headcount|attendance)\b|\bhow many (?:people |guests |attendees |visitors |of us )?(?:were|was) (?:at|there)\b/i;

/** The plural noun of people in "how many <noun> were at / there" other than "people" itself, or null. */
function turnoutNoun(tokens: readonly string[]): string | null {
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (tokens[i] !== "how" || tokens[i + 1] !== "many" || !["were", "was"].includes(tokens[i + 3]!)) continue;
    const noun = tokens[i + 2]!;
    return noun !== GENERIC && PEOPLE.has(noun) ? noun : null;
  }
  return null;
}

/** The people counted in "how many <people> came / showed up / turned up…" (a plural noun), or null. */
export function headcountAsked(lower: string): string | null {
  const tokens = words(lower);
  // "How many guests were at the wedding": the people the frame names are those counted ("112 guests"), not any number of people.
  if (TURNOUT.test(lower)) return turnoutNoun(tokens) ?? GENERIC;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== "how" || tokens[i + 1] !== "many") continue;
    const noun = tokens[i + 2];
    // "How many turned up to the end of season meal", "how many came to the barbecue": people, unnamed.
    if (arrivalAt(tokens, i + 2)) return GENERIC;
    if (noun === undefined || noun === "times" || !(PEOPLE.has(noun) || (noun.length > 3 && noun.endsWith("s")))) return null;
    const verbAt = ["have", "had"].includes(tokens[i + 3] ?? "") ? i + 4 : i + 3;
    return arrivalAt(tokens, verbAt) ? noun : null;
  }
  return null;
}

/** How many of `noun` a note says came: "6 students", "9 new students", "5 came by", 0 for "nobody"; null when it gives none. */
export function headcountIn(text: string, noun: string): number | null {
  const tokens = words(text);
  for (let i = 0; i < tokens.length; i++) {
    const n = numberAt(tokens, i);
    if (n === null) continue;
    if (sameWord(tokens[i + 1] ?? "", noun) || sameWord(tokens[i + 2] ?? "", noun) || arrivalAt(tokens, i + 1)) return n;
    if (tokens[i + 1] === "of" && OF_COMPANY.has(tokens[i + 2] ?? "")) return n;
    // Asked of people unnamed, a number of a group the writer names: "38 of the family", "12 of our lot".
    if (noun === GENERIC && tokens[i + 1] === "of" && OF_GROUP.has(tokens[i + 2] ?? "")) return n;
    // Asked of people unnamed, any people the number is of: "14 kids came", "9 players".
    if (noun === GENERIC && (PEOPLE.has(tokens[i + 1] ?? "") || arrivalAt(tokens, i + 2))) return n;
  }
  if (tokens.some((t, i) => NOBODY.has(t) || (t === "no" && (tokens[i + 1] === "one" || sameWord(tokens[i + 1] ?? "", noun))))) return 0;
  return null;
}
