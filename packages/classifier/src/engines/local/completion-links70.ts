/**
 * Round 70 (links70) cues for completes, from the read halves' misses, each checked against GUIDELINES 8.
 */

/**
 * A task whose goal is money coming to the user: "Get paid for the Hobsonville rough-in", "Get May payment from Ioannidis".
 * The set69 round added a deposit, a balance or claims to get or chase ("Chase Jubilee for the november claims" done by
 * "Jubilee finally paid the november claims", 67th; "Get the deposit from Sophie" by "Sophie paid the 40% deposit",
 * 69th), and up to four words before them ("Jubilee for the november").
 */
export const GET_PAID_TITLE = /^(?:get|collect|receive|chase)\s+(?:paid\b|(?:[\p{L}\p{N}'’-]+\s+){0,4}(?:payments?|deposits?|balance|claims?)\b)/iu;

/** The user or a negation before "paid": "I paid…", "we've paid…", "never paid" are no payer paying the user. */
const NOT_PAYER = /^(?:i|we|i've|we've|ive|weve|you|never|not|hasn't|hasnt|haven't|havent|didn't|didnt|still|yet|should|will|must|to)$/;

/**
 * "Gary paid for Hobsonville, finally", "Ioannidis father paid finally the may lessons" (thirty-eighth and sixty-sixth
 * read halves): the payer's own act is the goal of a task to get paid, though someone else did it. A clause opening with
 * one to three words (the payer), none of them the user or a negation, then "paid" (after "finally", "has", "just").
 */
export function payerPaid(clause: string): boolean {
  const words = clause.split(/\s+/);
  const at = words.findIndex((w, k) => w === "paid" && k >= 1);
  if (at < 1) return false;
  let start = at;
  while (start > 0 && /^(?:finally|has|have|just|already|all|now)$/.test(words[start - 1]!)) start--;
  const payer = words.slice(0, start);
  return payer.length >= 1 && payer.length <= 3 && payer.every((w) => /^[\p{L}'’-]+$/u.test(w) && !NOT_PAYER.test(w));
}

/** "I paid for the Ngaio fit-out", "we've just paid the deposit": the user paying, not being paid. */
const USER_PAID = /^(?:i|we)(?:'ve|'d| have| had| just| finally| already| also)*\s+paid\b/;
/** Words that make a "paid" the user's being paid: "got paid", "been paid", "paid me". */
const PAID_TO_USER = /\b(?:got|get|gets|been|was|were) paid\b|\bpaid (?:me|us)\b/;

/**
 * Whether the thought is only the user paying, which does no task to get paid ("I paid for the Ngaio fit-out" beside
 * "Get paid for the Ngaio fit-out": the same words, the money going the other way).
 */
export function userPaidOnly(clauses: readonly string[], lower: string): boolean {
  return clauses.some((c) => USER_PAID.test(c)) && !clauses.some(payerPaid) && !PAID_TO_USER.test(lower);
}
