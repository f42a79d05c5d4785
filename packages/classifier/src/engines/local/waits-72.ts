import type { WaitPattern } from "./waiting-owed.js";
import { tidy } from "./waiting-parties.js";

/**
 * Round 72 (links72) wait cues, from the read halves' misses, each checked against GUIDELINES 7.
 */

/**
 * A clause that opens with its thing left unsaid ("…, should come by the 5th"), "it" or "they", or a sum of money
 * ("60000 will come on the 28th", "Rs 5,000 should arrive friday"), then a future coming on or by a day ("by the 5th",
 * "on the 28th", "monday", "tomorrow", "next week").
 */
const COMES_ON_DAY = /(?:^|[,;]\s*)(?:(it|they)\s+|((?:rs\.?\s?|[$£€₹]\s?)?\d[\d,.]*(?:\s?(?:k|rs|rupees|shillings|birr|cedis|naira|rand|euros?|dollars|pounds|quid|bucks))?)\s+)?(?:will|'ll|should|shall)\s+(?:come|arrive|reach (?:me|us)|land)\s+(?:in\s+)?(?:(?:by|on) (?:the )?\d{1,2}(?:st|nd|rd|th)?\b|(?:by |on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:by )?tomorrow\b|(?:by |on )?(?:next|this) (?:week|month|mon|tues|wednes|thurs|fri|satur|sun)[a-z]*\b)/iu;

/** Someone else's sending in the clause before: "akka sent the Melbourne parcel", "the bank transferred the loan". */
export const OTHERS_SENT = /^(?!(?:i|we|i've|we've|just|finally|already)\b)(?:the |my |our )?([\p{L}-]+(?: [\p{L}-]+)?)\s+(?:has |have |just |finally |already )?(?:sent|posted|couriered|shipped|dispatched|mailed|transferred|wired)\s+(?:the |my |our |a |an |his |her |their )?([^,.;]+?)\s*$/iu;

/**
 * "akka sent the Melbourne parcel, should come by the 5th" (65th read), "this month the dhukuti is my turn, 60000 will
 * come on the 28th" (68th read): a thing to come to the user on or by a stated day, its noun left out (the thing someone
 * else sent in the clause before) or a sum of money, is awaited (GUIDELINES 7), as "the refund will come on the 3rd"
 * already reads. "it"/"they" or a dropped subject without someone else's sending before ("the in-laws are visiting, they
 * will come on friday", "I sent the parcel, should come by the 5th") stay as they were.
 */
export const COMING_ON_DAY_PATTERNS: WaitPattern[] = [
  {
    re: COMES_ON_DAY,
    build: (m, text) => {
      const sum = m[2];
      if (sum) {
        if (!/\d{3}|\dk\b|[$£€₹]|rs/i.test(sum)) return null;
        // "the dhukuti is my turn, 60000 will come…": the scheme or party named first in the thought pays it.
        const from = /^(?:this \w+ |next \w+ )?(?:the |my |our )?([\p{L}-]+)\s+(?:is|'s)\b/iu.exec(text.slice(0, m.index))?.[1];
        return from && !/^(?:it|this|that|month|week|he|she|they)$/i.test(from) ? `${from}: ${tidy(sum)} payout` : `${tidy(sum)} payment`;
      }
      const before = text.slice(0, m.index).split(/[,;]/).pop()!.trim();
      const sent = OTHERS_SENT.exec(before);
      if (!sent) return null;
      return `${sent[1]}: ${tidy(sent[2]!)}`;
    },
  },
];
