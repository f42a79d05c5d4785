import type { WaitPattern } from "./waiting-owed.js";
import { PEOPLE_OR_PETS, thingBefore } from "./waiting-parties.js";

/**
 * Round 75 (links75) wait cues, from the read halves' misses, each checked against GUIDELINES 7.
 */

/** A subject that is the user or a person: "I was sitting in customs", "we're stuck at customs". */
const PERSON_BEFORE = /\b(?:i|we|you|he|she|they|i'm|we're|i am|we are|i've|we've)\s+(?:(?:am|are|is|was|were|been|still|just|'m|'re)\s+)*$/i;

/** "polyclinic's refund for the cancelled MRI" → "polyclinic: refund for the cancelled MRI". */
function ownedThing(thing: string): string {
  const owned = /^(\p{L}[\p{L}&.-]*)['’]s\s+(.+)$/u.exec(thing);
  return owned ? `${owned[1]}: ${owned[2]}` : thing;
}

/** Money, said by its kind or a sum: what may be due back on the user's card. */
const MONEY = /\b(?:refund|refunds|money|payment|deposit|reimbursement|payout|cashback|rebate|credit|wages?|salary|bonus)\b|[$£€₹]\s?\d|\d/i;

/**
 * Goods held at customs, with the verb of their sitting there or the port's name before "customs": "the new GSM cutter
 * for QA is sitting in Chattogram customs" (71st read half). The older cues read "stuck in customs" and "stuck at
 * customs in London" (47th read, labelled "DHL: Kwesi's parcel (customs)"); customs is the party (GUIDELINES
 * Clarifications: an unnamed party by its role). Money awaited back on the user's card, said as a state: "the
 * polyclinic's refund for the cancelled MRI still isn't on my card" (70th read), the card being where refunds and
 * payments land in "money for the faulty headphones is back on my card" (9th) and "went through on my card" (37th), as
 * "still hasn't hit my account" (23rd, 63rd) and "still not in the account" (65th) already read.
 */
export const HELD_PATTERNS_75: WaitPattern[] = [
  {
    re: /\b(?:sitting|stuck|held(?: up)?)\s+(?:in|at)\s+(?:the\s+)?(?:\p{Lu}[\p{L}-]*\s+)?[Cc]ustoms\b/u,
    build: (m, text, names) => {
      // "the lens order has been sitting at customs": the perfect's "has been" is no part of the thing.
      const before = text.slice(0, m.index).replace(/\s+(?:has|have|had)\s+been\s*$/i, " ");
      if (PERSON_BEFORE.test(before)) return null;
      const thing = thingBefore(before, before.length);
      if (!thing || PEOPLE_OR_PETS.test(thing) || /^(?:i|we|you|he|she|they|it|this|that)$/i.test(thing) || names.some((n) => n.toLowerCase() === thing.toLowerCase())) return null;
      return `customs: ${thing}`;
    },
  },
  {
    re: /\bstill (?:isn'?t|is not|not|hasn'?t come|has not come)(?: back)? (?:on|onto|in|into) (?:my|our|the) (?:credit |debit |bank )?card\b/iu,
    build: (m, text) => {
      const thing = thingBefore(text, m.index);
      return thing && MONEY.test(thing) ? ownedThing(thing) : null;
    },
  },
];
