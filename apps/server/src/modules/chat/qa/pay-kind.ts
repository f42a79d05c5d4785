import { isTodo } from "./qa-cues.js";
import { kindNamer } from "./qa-kinds.js";
import { words } from "./qa-words.js";

/**
 * Round 52: "how much overtime pay have I received this year", "how much overtime pay have I had": a kind of pay asked as
 * money in. The notes tell it with the pay's kind and where it showed ("extra duty pay came with the salary, SAR 750",
 * "extra watch pay on the September slip, 180 €", "OT for covering Jari, 240 € on the payslip"), seldom with a cue of money
 * received, and it is no spending ("You spent €420 on overtime pay" was the answer before).
 */
export const PAY_KIND_ASKED = /^how much (?:[a-z'’-]+ ){1,3}?pay (?:have|has|did|do) (?:i|we) (?:received|receive|had|get|got|gotten)\b/;

/** Words that place an amount in one's pay: the pay itself, its slip, the salary it came with. */
const PAY_WORDS = new Set(["pay", "payslip", "payslips", "slip", "paycheck", "paycheque", "salary", "wage", "wages", "payroll"]);

/**
 * Notes of the kind of pay asked: naming the kind ("overtime", "OT", "extra …", by the kind's lexicon) and either a word of
 * pay or the writer's own "got" opening the note ("got 1,100 riyals for the extra shifts"). A to-do is none; another's pay
 * ("Joy got SR 1,300 for her extra duties") is left to the caller's test of others' income.
 */
export function payOfKind(topic: readonly string[]): (text: string) => boolean {
  const names = kindNamer(topic);
  return (text) => {
    const said = words(text);
    return names(said) && (said.some((w) => PAY_WORDS.has(w)) || said[0] === "got") && !isTodo(text);
  };
}
