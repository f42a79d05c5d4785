import { wordTable } from "@life/contracts";
/**
 * A small suffix-stripping stemmer: enough to make "called"/"call", "ordered"/"order",
 * "tiles"/"tile" and "bought"/"buy" meet. Not a full Porter stemmer — precision on short
 * thoughts matters more than linguistic completeness.
 */

const IRREGULAR: Readonly<Record<string, string>> = wordTable({
  bought: "buy", paid: "pay", sold: "sell", sent: "send", got: "get", gotten: "get", took: "take",
  taken: "take", ran: "run", made: "make", had: "have", went: "go", gone: "go", told: "tell",
  brought: "bring", met: "meet", left: "leave", found: "find", gave: "give", given: "give",
  wrote: "write", written: "write", spoke: "speak", spoken: "speak", rang: "ring", came: "come",
  began: "begin", begun: "begin", did: "do", done: "do", saw: "see", seen: "see", ate: "eat",
  drove: "drive", driven: "drive", chose: "choose", chosen: "choose", won: "win", lost: "lose",
  heard: "hear", felt: "feel", kept: "keep", slept: "sleep", swam: "swim", fixed: "fix",
  built: "build", spent: "spend", lent: "lend", caught: "catch", taught: "teach", thought: "think",
  picked: "pick", emailed: "email", mailed: "mail", booked: "book", passed: "pass",
  hung: "hang", threw: "throw", thrown: "throw", wore: "wear", sang: "sing", sung: "sing",
  understood: "understand", forgot: "forget", forgotten: "forget", grew: "grow", knew: "know",
});

const DOUBLED = /([bdgklmnprt])\1$/;

export function stem(word: string): string {
  let w = word.toLowerCase().replace(/[’']s$/, "").replace(/[’']/g, "");
  const irregular = IRREGULAR[w];
  if (irregular) w = irregular;
  let stripped = false;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("ied")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith("ing")) { w = w.slice(0, -3); stripped = true; }
  else if (w.length > 4 && w.endsWith("ed") && !w.endsWith("eed")) { w = w.slice(0, -2); stripped = true; }
  else if (w.length > 4 && /(ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (stripped && DOUBLED.test(w) && !w.endsWith("ll")) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  if (w.length > 2 && w.endsWith("y")) w = `${w.slice(0, -1)}i`;
  return w;
}
