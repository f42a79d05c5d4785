import { isRoleWord, lastNameBefore, partyBefore, PEOPLE_OR_PETS, pronounTarget, rawClauseFrom, thingBefore, tidy } from "./waiting-parties.js";

/** A waiting-for pattern: a fixed expression and how to describe what it found as "who: what". */
export interface WaitPattern {
  re: RegExp;
  build: (m: RegExpExecArray, text: string, names: string[]) => string | null;
}

/** The user as the one who has not acted ("I've still not paid the gas"): their own undone step, not a wait. */
const USER_BEFORE = /\b(?:i|we|you)(?:'ve| have|'d| had|'m| am|'re| are)?\s*$/i;
/** Words after "paid" that say nothing was paid, not what was owed ("not paid a penny"). */
const NOTHING_PAID = /^(?:a penny|a cent|a dime|a bean|a thing|anything|owt|a single \w+)\b/i;
/** Things that "come" by themselves rather than from a party: seasons, weather, a birth, the user's own days. */
const COMES_BY_ITSELF = /^(?:summer|spring|winter|autumn|fall|rain|snow|weather|sun|heat|time|day|moment|baby|period|labour|labor|sleep|appetite|energy)$/i;
/** Money and deliveries that can be late to the user: "the allotment is late again", "my wages are late". */
const LATE_THINGS = /\b(?:allotment|remittance|payment|wages?|salary|pay|pension|benefit|refund|rent money|maintenance|child support|delivery|parcel|order|cheque|transfer|padala|stipend|allowance)$/i;
/** What a person can "have had" that no one owes back: an illness, a mood, people. */
const HAD_NOT_HELD = /\b(?:flu|cold|cough|fever|bug|covid|virus|headache|migraine|rash|baby|kids?|children|twins|dog|cat|day|week|time|chat|look|think|go)\b/i;

/** A person the note names, or a party role ("insurer", "the garage"), as the one who owes the user. */
function owingParty(who: string | null, names: string[]): string | null {
  if (!who || PEOPLE_OR_PETS.test(who) || /^(?:it|this|that|he|she|they|i|we|you)$/i.test(who)) return null;
  if (names.some((n) => n.toLowerCase() === who.toLowerCase())) return who;
  return isRoleWord(who) || isRoleWord(who.split(/\s/).pop()!) ? who : null;
}

/** The clause before the party's own, when short: "van windscreen claim, insurer's still not paid" gives the claim. */
function earlierClause(text: string, index: number): string | null {
  const parts = text.slice(0, index).split(/[,;]/);
  if (parts.length < 2) return null;
  const clause = tidy(parts[parts.length - 2]!);
  return clause && clause.split(/\s+/).length <= 6 ? clause : null;
}

/**
 * States of something owed to the user that the older patterns miss (twenty-seventh session, from read halves):
 * British "still not" with the auxiliary dropped for a party's payment and for a thing's arrival, a party holding the
 * user's thing "since friday" with "not a peep", and a party "meant to be pricing up … for me".
 */
export const OWED_PATTERNS: WaitPattern[] = [
  {
    // "insurer's still not paid a penny", "Yeboah's still not sent the invoice": a party, not a bill ("the gas bill's
    // still not paid" is the user's own step).
    re: /\bstill not (?:yet )?(paid(?: back)?|sent|returned|given back)\b\s*/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index).replace(/(?:'s|\s+has|\s+have)\s*$/i, "");
      if (USER_BEFORE.test(before)) return null;
      const who = /\b(?:he|she|they)\s*$/i.test(before) ? pronounTarget(text, m.index, names) : owingParty(thingBefore(text, m.index), names) ?? owingParty(partyBefore(before + " ", before.length + 1, names), names);
      if (!who) return null;
      const raw = rawClauseFrom(text, m.index + m[0].length).replace(/^(?:me|us)\b\s*(?:back\s*)?/i, "");
      const paid = /^paid/i.test(m[1]!);
      if (raw && !NOTHING_PAID.test(raw)) return `${who}: ${tidy(raw.replace(/^(?:for|on|the)\s+/i, ""))}`;
      const matter = earlierClause(text, m.index);
      const noun = paid ? "payment" : m[1]!.toLowerCase() === "sent" ? "what was promised" : "return";
      return `${who}: ${matter ? `${noun} for ${matter}` : noun}`;
    },
  },
  {
    // "rang Yeboah again about the Zafira, the part's still not come": a thing still not arrived, from the party the
    // note names; not people, seasons or a birth ("the twins still not come home", "summer's still not come").
    re: /\bstill not (?:yet )?(?:come|arrived|landed|turned up|shown up|come in|come through)\b(?!\s+(?:home|back|round|over|in to|out))/iu,
    build: (m, text, names) => {
      if (USER_BEFORE.test(text.slice(0, m.index))) return null;
      const thing = thingBefore(text, m.index);
      if (!thing || /^\p{Lu}/u.test(thing) || /^(?:it|this|that|he|she|they|i|we|you)$/i.test(thing) || PEOPLE_OR_PETS.test(thing) || COMES_BY_ITSELF.test(thing)) return null;
      const from = lastNameBefore(text, m.index, names);
      return from ? `${from}: ${thing}` : thing;
    },
  },
  {
    // "Yeboah's had the Zafira since friday, not a peep": a party holding the user's thing since a day, and silence.
    re: /\b(?:'s|has|have) had (?:the |my |our )?([^,.;]{2,50}?) (?:since (?:mon|tues|wednes|thurs|fri|satur|sun)day|since (?:last|yesterday|the \d|\d)[^,.;]{0,20}?|for (?:a|an|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?))(?=[^.;]*\b(?:not a peep|not a word|no peep|heard nothing|not heard (?:a thing|anything|back)|nothing since|no word|no news|no reply|no answer)\b)/iu,
    build: (m, text, names) => {
      if (HAD_NOT_HELD.test(m[1]!) || PEOPLE_OR_PETS.test(tidy(m[1]!))) return null;
      const before = text.slice(0, m.index);
      if (USER_BEFORE.test(before)) return null;
      const who = /\b(?:he|she|they)\s*$/i.test(before) ? pronounTarget(text, m.index, names) : owingParty(partyBefore(text, m.index, names), names);
      return who ? `${who}: ${tidy(m[1]!)}` : null;
    },
  },
  {
    // "Paolo's allotment for Mama is late again, the manning agency says next week": money or a thing owed, late.
    re: /\b(?:is|are|'s) (?:running )?late(?: again| this month| this week)?\b(?!\s+(?:for|to|with|home|back|getting|leaving)\b)/iu,
    build: (m, text, names) => {
      const thing = thingBefore(text, m.index);
      if (!thing || !LATE_THINGS.test(thing.replace(/\s+(?:for|to|from)\s+.+$/i, ""))) return null;
      const sayer = /(?:^|[,;]\s*)(?:the |my |our )?([\p{L}-]+(?: [\p{L}-]+)?) (?:says|said|reckons)\b/iu.exec(text.slice(m.index))?.[1];
      const who = sayer && !/^(?:i|we|you|he|she|they|it)$/i.test(sayer) ? sayer : lastNameBefore(text, m.index, names);
      return who ? `${who}: ${thing}` : thing;
    },
  },
  {
    // "AK says the backdated pay rise lands in the July wage": money due to land in the user's pay or account.
    re: /\b(?:lands|hits|goes) in(?:to)? (?:the |my |our |next |this )?(?:[\p{L}]+ )?(?:wage|wages|pay|payslip|pay packet|salary|account|bank)\b/iu,
    build: (m, text) => {
      if (USER_BEFORE.test(text.slice(0, m.index))) return null;
      const thing = thingBefore(text, m.index);
      return thing && !/^(?:it|this|that|he|she|they)$/i.test(thing) ? thing : null;
    },
  },
  {
    // "Frimpong's meant to be pricing up the new boiler for me", "Waleed's supposed to be quoting me for a new geyser": a
    // party's work for the user, still under way.
    re: /(?<!\b(?:i|we|you)(?:'m|'re| am| are)?\s)\b(?:is|are|'s|'re) (?:meant|supposed) to be ([a-z]+ing(?: up| out| over| through)?) (?:([^,.;]{2,60}?) for (?:me|us)\b|(?:me|us) (?:for|on) ([^,.;]{2,60}))/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index).trim();
      if (!before || /\b(?:i|we|you|it|this|that)$/i.test(before)) return null;
      const who = /\b(?:he|she|they)$/i.test(before) ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names);
      if (!who || PEOPLE_OR_PETS.test(who)) return null;
      return `${who}: ${m[1]!.toLowerCase()} ${tidy(m[2] ?? m[3]!)}`;
    },
  },
];
