import type { WaitPattern } from "./waiting-owed.js";
import { isRoleWord, tidy } from "./waiting-parties.js";

/**
 * Round 77 (links77) wait cues, from the read halves' misses, each checked against GUIDELINES 7.
 */

/** A named day to come: "on the 30th", "by friday", "next week", "tomorrow", "on 5 May". */
export const DAY_AHEAD = String.raw`(?:on |by |before )?(?:the \d{1,2}(?:st|nd|rd|th)\b|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|(?:next |this )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|month)\b|tomorrow\b|tmrw\b)`;

/**
 * Money a party gives back to the user on a day it names, said in the present: "the client reimburses on the 30th"
 * (73rd read half, read as a plan for the 30th). The same money to come back, on a party's word, was read already: "they
 * said they pay friday" (70th), "said the money is back by the 5th" (72nd). Only a party's role ("the client", "the
 * insurer", "the bank"), not a person's habit ("Hinemoa … pays by 20th", 18th), and only verbs of money coming back
 * (reimburse, refund, repay, pay back): "pays by bank transfer" names no day and "pays the rent on the 1st" is not the
 * user's money.
 */
export const PAYS_BACK_ON_DAY_77: WaitPattern[] = [
  {
    re: new RegExp(String.raw`\b(?:the|my|our)\s+((?:[\p{L}-]+\s)?[\p{L}-]+)\s+(?:reimburses|refunds|repays|pays (?:me |us )?back)\s+(?:me |us )?(?=${DAY_AHEAD})`, "iu"),
    build: (m) => {
      const party = tidy(m[1]!);
      if (!(isRoleWord(party) || isRoleWord(party.split(/\s/).pop()!))) return null;
      return `${party}: reimbursement`;
    },
  },
];
