import { RELATION_WORDS } from "../../entities/lexicon.js";
import type { WaitPattern } from "./waiting-owed.js";
import { clauseFrom, PEOPLE_OR_PETS, thingBefore, tidy } from "./waiting-parties.js";

/**
 * Round 76 (links76) wait cues, from the read halves' misses, each checked against GUIDELINES 7.
 */

/** People who come by themselves (a visit, not a thing owed): "my cousins haven't come", "the neighbours are not yet back". */
const PEOPLE = /^(?:cousins|neighbours|neighbors|visitors|relatives|in-laws|grandkids|grandchildren|students|pupils|players|boys|girls|lads|everyone|everybody|nobody|people|folks)$/i;

/** A thing, not the user, a person or a pronoun: what a "not yet come" state can be said of. */
function awaitedThing(text: string, index: number, names: string[]): string | null {
  const thing = thingBefore(text, index);
  if (!thing || /^(?:i|we|you|he|she|they|it|this|that|them)$/i.test(thing)) return null;
  // "the clinic: lab results" (thingBefore's "X from Y") is a thing; a bare word is checked as a person.
  const own = thing.includes(": ") ? thing.split(": ").pop()! : thing;
  const last = own.split(/\s+/).pop()!;
  if (PEOPLE_OR_PETS.test(own) || PEOPLE_OR_PETS.test(last) || PEOPLE.test(last) || RELATION_WORDS.has(last.toLowerCase())) return null;
  if (names.some((n) => n.toLowerCase() === own.toLowerCase() || n.toLowerCase() === last.toLowerCase())) return null;
  return thing;
}

/**
 * A thing that has not come to the user, said without "still" or in the "not yet" order: "the lab results from the clinic
 * haven't come" (72nd read half, missed while "still haven't come" was read: "GrabFood payout still haven't come in",
 * 41st; "the polytunnel hoops … still haven't come", 61st), "the SACCO payout for december is not yet out" (67th read,
 * missed while "aren't out yet" and "is not out yet" were read: 61st "Jory's results … aren't out yet", 68th "Aarav's
 * terminal exam result is not out yet"). A person not come is a visit, not a thing awaited.
 */
export const NOT_COME_PATTERNS_76: WaitPattern[] = [
  {
    re: /\b(?:haven'?t|havent|have not) (?:yet )?come(?: (?:in|through|back))?\b(?! (?:to|with|for|home|over|round|around|by|up|down|along|across|out|off)\b)|\b(?:is|are) not yet (?:back|in|through|out)\b/i,
    build: (m, text, names) => awaitedThing(text, m.index, names),
  },
];

/** The user's own contact with a party, and the party: "rang UMEME customer care about the meter", "called Bancolombia". */
export const CONTACTED = /\b(?:called|rang|rung|phoned|emailed|messaged|texted|whatsapped|wrote to|spoke to|spoke with)\s+((?:the\s+)?[\p{L}&'-]+(?:\s+(?!about\b|abt\b|re\b|for\b|again\b|today\b|yesterday\b|this\b|and\b)[\p{L}&'-]+){0,2})/u;

/**
 * The party's word, after the user contacted it, on an act that comes later: "rang UMEME customer care about the meter,
 * they say someone will check it this week" (67th read half), "called Bancolombia, …, they opened a claim and said the
 * money is back by the 5th" (72nd read half). The same frame with a thing promised was read already: "called the
 * polyclinic, they say the referral letter will reach me by friday" (42nd), "called the town council hotline abt the
 * lift, they say engineer coming" (41st). Only a later act: "called Mama, she says her knee is better" (52nd) awaits
 * nothing.
 */
export const PARTY_WORD_PATTERNS_76: WaitPattern[] = [
  {
    re: /\b(?:they|he|she)\b(?:[^,.;!?]{0,40}?\band)?\s+(?:say|says|said|told me|told us)\s+(?:that\s+)?(?:(?:someone|somebody)\s+(?:will|'ll|would|'d)\s+[a-z]+|(?:the |my |our |your )?[\p{L}-]+(?: [\p{L}-]+){0,2} (?:is|are|will be|'ll be|should be) (?:back|in|through|refunded|credited|sorted|fixed|ready) by\b)/iu,
    build: (m, text) => {
      const contact = CONTACTED.exec(text.slice(0, m.index));
      if (!contact) return null;
      const party = tidy(contact[1]!);
      if (PEOPLE_OR_PETS.test(party) || RELATION_WORDS.has(party.toLowerCase())) return null;
      const said = /\b(?:say|says|said|told me|told us)\s+(?:that\s+)?/i.exec(m[0])!;
      // "who: what" (GUIDELINES 7): the act awaited, not who will do it ("someone will check it" → "check it").
      const what = clauseFrom(text, m.index + said.index + said[0].length).replace(/^(?:someone|somebody)\s+(?:will|'ll|would|'d)\s+/i, "");
      return what ? `${party}: ${what}` : party;
    },
  },
];
