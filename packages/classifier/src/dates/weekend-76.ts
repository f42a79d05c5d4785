/**
 * Round 76 (sched76): a weekend named as a kind of thing (a gift, a lot, an event), not the coming one.
 */
import { IMPERATIVE_VERBS } from "../text/verbs.js";

/**
 * Words before "weekend" that make it a time ("the long weekend", "all weekend", "over the weekend") or that the rules of
 * `findDayMentions` already read ("a weekend", "the cabin weekend"); a fixed table.
 */
const TIME_LEAD = new Set(`long whole entire coming upcoming following next last same free busy quiet first other bank holiday
  this the all every each over during for on at by till until before after from a an one another that my our his her
  their your and or of in to with is was`.split(/\s+/));

/** "the choir competition weekend": a determiner or a possessive, then two words, right before "weekend". */
const THREE_BEFORE = /(?:^|[^\p{L}'])(?:the|my|our|his|her|their|your|\p{L}+'s)\s+(\p{L}+)\s+(\p{L}+)\s+$/u;
/** "surprise weekend for …": one word opening its clause right before "weekend". */
const ONE_OPENING = /(?:^|[.;!?,:(]|\s[-—–])\s*(\p{L}+)\s+$/u;
/** "…, weekend in a cottage": "weekend" opening its clause. */
const OPENS_CLAUSE = /(?:^|[.;!?,:(]|\s[-—–])\s*$/;
/** Before an indefinite place: "in a cottage", "at a spa". */
const INDEFINITE_PLACE_AFTER = /^\s+(?:in|at)\s+an?\s/;

/**
 * "put in leave for the choir competition weekend" (56th), "surprise weekend for Hana's 35th: Rotorua, a spa…" (38th),
 * "auction lots so far: signed rugby shirt, spa day, weekend in a cottage" (9th): a weekend named by the nouns before
 * it, or standing as a thing with an indefinite place after it, is an event, a gift or a lot, whose date the thought
 * does not give; GUIDELINES 4.1 reads "this weekend" as the coming Saturday, and no read thought labels a weekend
 * named so. `index` is where the bare word "weekend" starts in `lower`; the caller reads at most 40 characters back.
 */
export function weekendNamedAsThing(lower: string, index: number): boolean {
  const before = lower.slice(Math.max(0, index - 40), index);
  const three = THREE_BEFORE.exec(before);
  if (three && !TIME_LEAD.has(three[1]!) && !TIME_LEAD.has(three[2]!)) return true;
  const one = ONE_OPENING.exec(before)?.[1];
  if (one && !TIME_LEAD.has(one) && !IMPERATIVE_VERBS.has(one) && !/ly$/.test(one)) return true;
  return OPENS_CLAUSE.test(before) && INDEFINITE_PLACE_AFTER.test(lower.slice(index + 7, index + 20));
}
