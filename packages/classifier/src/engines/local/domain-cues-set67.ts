import type { Domain } from "@life/contracts";

/**
 * Round on the sixty-seventh set (set67): domain shapes that read parts of several voices share. Kept in its own file
 * so domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES, no model feature.
 */
/**
 * Words naming the user's workplace or its people: a salary paid beside them is an employee's (systems), without them a
 * household worker's (personal). A fixed word list, shared by the salary cues here and in domain-cues-72.ts; the
 * patterns built from it are compiled once at load.
 */
export const WORKPLACE = String.raw`(?:staff|shop|pharmacy|business|office|company|firm|payroll|employees?|overtime|site|clinic|salon|restaurant|farm|factory)`;

export const SET67_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // A named person paid her or his month's salary by the user ("paid Sumana akka her april salary plus Avurudu bonus",
  // 65th; "ping me at 7pm to pay Sylvia her september salary", 67th): the household's own worker, personal (GUIDELINES
  // 2, as a nanny's bonus is), though "salary" reads as work. Not when the thought names a workplace, its staff or
  // payroll, where the person is the user's employee.
  ["personal", new RegExp(String.raw`^(?!.*\b${WORKPLACE}\b).*\bpa(?:y|id|ying) zperson(?: [a-z]+)? (?:her|his) (?:[a-z]+ )?salary\b`), 5],
  // The same salary in a thought that names the workplace ("paid Brenda her march salary, the pharmacy had a slow
  // month"): the user's employee, systems. Added when the domain model learned the read halves (Round 72): it now reads
  // a named person's salary as the household's, as those halves teach, so the workplace has to be read here.
  ["systems", new RegExp(String.raw`^(?=.*\b${WORKPLACE}\b).*\bpa(?:y|id|ying) zperson(?: [a-z]+)? (?:her|his) (?:[a-z]+ )?salary\b`), 4],
  // The pharmacy the user runs, told by its own things ("the pharmacy gen is drinking diesel anyhow", 52nd; "top up the
  // pharmacy's mobile money float", "need a second BP machine for the pharmacy", 67th): the workplace, systems, as "the
  // shop's" and "the store's" already are. A customer's visit ("the flu jab at the pharmacy", "collected Nanna's tablets
  // from the pharmacy", "call the pharmacy … regarding Ecosprin stock") names none of these, so it is not matched.
  ["systems", /\b(?:the|our|my) pharmacy(?:'s)? (?:gen|generator|inverter|float|mobile money|till|shelves|shelving|fridge|rent|books|accounts|licen[cs]e|staff|returns|sales|profit|takings|alarm|signboard)\b|\bfor the pharmacy\b(?! (?:at|to|on|in|before|after|by)\b)/, 6],
];
