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

/**
 * Whether `report` tells another's doing that `stepNote` has no part in: a step whose own note names them ("ask Josh + Ryan"
 * for stories) is still finished by what they did ("Josh sent the camping story").
 */
export function othersDoing(report: string, stepNote: string): boolean {
  const m = OTHERS_DID.exec(report);
  if (!m || FIRST_PERSON.test(report)) return false;
  const who = m[1]!.toLowerCase();
  // "Already booked the hall", "Finally sanded the door": the writer's own adverb, capitalised, is no one's name.
  if (/ly$/.test(who) || OPENING_ADVERBS.has(who) || isImperativeVerb(who)) return false;
  return !words(stepNote).includes(who);
}
