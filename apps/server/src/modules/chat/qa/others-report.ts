import { isImperativeVerb } from "./qa-cues.js";
import { words } from "./qa-words.js";

/**
 * Round 53: what is left of one's own project is not finished by someone else's doing of the like. "Ed already wrapped all
 * his hives" does not wrap mine ("still have to wrap the hives"), "Fon's friend graduated" does not buy Ploy's graduation
 * teddy, "Catrin sent the sintra palace tickets" does not book the train. The note opens with the other, a name or a name's
 * friend or kin, then (after an "already" or "just") a verb in the past, and never says "I", "my" or "we".
 */
const OTHERS_DID = /^\s*(\p{Lu}\p{Ll}+)(?:['’]s\s+\p{Ll}+)?\s+(?:(?:already|just|finally|also)\s+)?(?:\p{Ll}{2,}ed|sent|got|bought|made|did|took|gave|brought|found|paid|sold|put|built|won)\b/u;
const OPENING_ADVERBS = new Set(["already", "just", "also", "today", "yesterday", "then", "still", "finally"]);
const FIRST_PERSON = /\b(?:i|i'm|i’m|my|me|we|our|us)\b/i;

/** The other person a report opens with as the doer ("Ed already wrapped all his hives" → "ed"), or null for the writer's own. */
function otherDoer(report: string): string | null {
  const m = OTHERS_DID.exec(report);
  if (!m || FIRST_PERSON.test(report)) return null;
  const who = m[1]!.toLowerCase();
  // "Already booked the hall", "Finally sanded the door": the writer's own adverb, capitalised, is no one's name.
  return /ly$/.test(who) || OPENING_ADVERBS.has(who) || isImperativeVerb(who) ? null : who;
}

/**
 * Whether `report` tells another's doing that `stepNote` has no part in: a step whose own note names them ("ask Josh + Ryan"
 * for stories) is still finished by what they did ("Josh sent the camping story").
 */
export function othersDoing(report: string, stepNote: string): boolean {
  const who = otherDoer(report);
  return who !== null && !words(stepNote).includes(who);
}

/**
 * The reports that may finish a step of a given note: each report's doer read once for all the steps asked about, since
 * a user's done reports run to thousands and "what's left" weighs each against every related note.
 */
export function reportsFinishing<N extends { text: string }>(reports: readonly N[]): (stepNote: string) => N[] {
  const doers = reports.map((r) => otherDoer(r.text));
  return (stepNote) => {
    const said = words(stepNote);
    return reports.filter((_, i) => doers[i] === null || said.includes(doers[i]!));
  };
}
