import { stem } from "../../text/stem.js";

/**
 * Outcomes that report a task's goal reached without its verb (sixty-first set, links61, from read misses), each
 * giving the stem of the verb it stands for, checked against the task's own verb and object as the other done verbs are:
 * - a sale at a bare price after a buyer told at length ("the old quad went to a lad out Goose Green way for 900");
 * - a thing back in its owner's place, or gone back to them ("Posy's pressure washer is back in her shed",
 *   "the generator went back to him on the Beaver"), or its owner having it again ("Fliss has her cool box again");
 * - money squared or handed in ("all square with the vet", "the school trip money is handed in at the office");
 * - a lost thing that turned up ("Tegan's goggles turned up");
 * - a thing ready, for a job of making it ready (links65).
 */
const RULES: ReadonlyArray<[RegExp, string[]]> = [
  [/\b(?:went|gone) to (?:a|an|some|this|that|the) [a-z]+(?: [a-z']+){0,5} for (?:[$£€]\s?\d[\d,.]*k?|\d[\d,.]*k?(?: ?(?:bucks|quid|dollars|pounds|euros|cash))?)$/, ["sell"]],
  // A thing's (not a person's) return: "Posy's pressure washer is back in her shed", not "Posy is back in her house".
  [/(?:'s|\bthe|\bmy|\bour|\bhis|\bher|\btheir) [a-z]+(?: [a-z]+){0,2}(?: is| are|'s|'re) (?:now |safely |all |finally )?back (?:in|at|on|under) (?:his|her|their) (?:own )?[a-z]+/, ["return"]],
  [/\b(?:went|gone|got|sent|made it) back to (?:him|her|them|its owner|the owner)\b/, ["return"]],
  [/\b(?:has|have|'s got|has got) (?:his|her|their) (?!(?:cold|cough|flu|fever|bug|rash|migraine|headache|temper|voice|appetite|smile|period|mojo)\b)(?:[a-z-]+ ){0,2}[a-z-]+ again\b/, ["return"]],
  [/\b(?:all square|squared up|settled up|square with)\b/, ["pay"]],
  [/\b(?:money|fees?|cash|payment|deposit|subs|dues)(?:'s| is| are)? (?:all |now )?(?:handed in|handed over|in at)\b/, ["pay"]],
  [/\b(?:turned up|showed up|resurfaced)\b(?!\s+(?:at|to|for|on time|late|early)\b)/, ["find"]],
  // A thing reported ready (links65, read halves of the sixty-first and sixty-third sets): "the new starter's laptop all
  // good to go" does "Set up the new starter's laptop", "route flagged out with poles, ready for the first ship" does
  // "Mark out the … route". Only a job of making ready: "the release notes draft is ready" does not send them. Not "get
  // the stall ready to go" (still to do); "nearly ready", "won't be ready" stay open by the negation and future cues.
  [/(?<!\b(?:get|gets|getting|make|makes|making|have|having|be)\b[^,]{0,40})(?:\b(?:good|ready) to go\b|(?:^|,\s*)ready for\b|(?:'s|'re|\bis|\bare|\ball|\bnow) (?:all |now |finally )?ready\b)/, ["set", "prepare", "prep", "mark", "ready", "pack", "build", "lay"]],
];

export function stateDoneStems(clause: string): string[] {
  return RULES.filter(([re]) => re.test(clause)).flatMap(([, stems]) => stems.map(stem));
}
