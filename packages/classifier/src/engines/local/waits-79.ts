import { RELATION_WORDS } from "../../entities/lexicon.js";
import type { WaitPattern } from "./waiting-owed.js";
import { PEOPLE_OR_PETS, thingBefore, tidy } from "./waiting-parties.js";
import { CONTACTED } from "./waits-76.js";
import { DAY_AHEAD } from "./waits-77.js";

/**
 * Round 79 (wait79) wait cues: waits stated as a state, from the read halves' misses, each checked against GUIDELINES 7.
 */

/** A party, not a person of the family or a pet: what a contact or a wrong delivery can name. */
function partyOf(raw: string): string | null {
  const party = tidy(raw);
  if (!party || /^(?:i|we|you|he|she|they|it)$/i.test(party)) return null;
  return PEOPLE_OR_PETS.test(party) || RELATION_WORDS.has(party.toLowerCase()) ? null : party;
}

/**
 * A thing named alone, then a comma and its state: "the $600 bond from my old flat in Samabula, still not returned" (74th
 * read half, missed: the state read already had its thing before "still" in the same clause, "the chalet deposit … still
 * not refunded", 42nd; "the Corolla's part still not in", 60th). Only a noun phrase opening the thought ("the", "my",
 * "our") and a participle of a thing coming back or through; "Jason topped up the aircon gas, still not cold" (41st) is a
 * clause with its verb and an adjective.
 */
export const COMMA_STATE_PATTERNS_79: WaitPattern[] = [
  {
    re: /^(?:the|my|our)\s[^,.;:!?]{2,60}?,\s*still not (?:yet )?(?:been )?(?:returned|refunded|reimbursed|credited|paid back|given back|released|delivered|dispatched|shipped|in|back)\b/iu,
    build: (m, text) => {
      const comma = m[0].lastIndexOf(",");
      const head = text.slice(0, comma);
      // A noun phrase only: no verb of the user's or a party's between the determiner and the comma.
      if (/\b(?:i|we|you|he|she|they|is|are|was|were|has|have|had|did|does|do|will|can)\b|\b[a-z]+ed\s+(?:the|my|our|a|an|it|them)\b/i.test(head)) return null;
      // thingBefore keeps eight words at most; a longer phrase stands whole ("$600 bond from my old flat in Samabula").
      const thing = thingBefore(text, comma) ?? tidy(head);
      return thing && !PEOPLE_OR_PETS.test(thing) ? thing : null;
    },
  },
];

/**
 * Money a contacted party says it will give back by a day: "rang Vodafone about the double charge on my plan, they'll
 * reverse it by the 20th" (74th read half, missed, read as a plan for the 20th). The same money on a contacted party's
 * word was read already: "called Bancolombia, …, they opened a claim and said the money is back by the 5th" (72nd), "they
 * said they pay friday" (70th). Only the party the user contacted, and only acts of money coming back.
 */
export const WILL_REFUND_BY_PATTERNS_79: WaitPattern[] = [
  {
    // Built once at load from constant strings only (links77's DAY_AHEAD); no text or name goes into a pattern.
    re: new RegExp(String.raw`\b(?:they|he|she)(?:'ll| will| would|'d)\s+(reverse|refund|credit|reimburse|repay|pay (?:me |us )?back|return)\s+(?:it |that |them |the (?:money|charge|fee|amount|payment|deposit) )?(?:to (?:me|us|my card|my account) )?(?=${DAY_AHEAD})`, "iu"),
    build: (m, text) => {
      const contact = CONTACTED.exec(text.slice(0, m.index));
      const party = contact ? partyOf(contact[1]!) : null;
      if (!party) return null;
      const about = /\babout\s+(?:the |my |our )?([^,.;!?]+)/i.exec(text.slice(contact!.index, m.index))?.[1];
      const act = m[1]!.toLowerCase().startsWith("reverse") ? "reversal" : "refund";
      return `${party}: ${about ? `${act} of ${tidy(about)}` : act}`;
    },
  },
];

/**
 * A party's redo, with how long it takes: "the printer messed up the Hartono album colours AGAIN, the reprint takes 2
 * weeks" (73rd read half), "FPBS sent the wrong insulin AGAIN and the replacement takes a week" (74th; one writer with
 * the 73rd), both missed; a party's turnaround for a thing the user asked for was read already ("put in for a residents'
 * parking permit, the city takes 10 working days", 11th). The redo is the party's: not after the user ("my repair takes").
 */
export const REDO_TAKES_PATTERNS_79: WaitPattern[] = [
  {
    re: /\bthe\s+(replacement|reprint|remake|reissue|redelivery|resend)\s+(?:takes|will take|'ll take|should take)\s+(?:about |around |up to )?(?:\d+|a|an|one|two|three|four|five|six|a few|a couple of)\s+(?:working |business )?(?:days?|weeks?|months?)\b/iu,
    build: (m, text) => {
      // The party whose thing went wrong: the subject of an earlier clause that sent, made or messed it up.
      const wrong = /(?:^|[,;]\s*|\band\s+)(?:angry,?\s*|ugh,?\s*)?((?:the\s+)?[\p{L}&'-]+)\s+(?:sent|messed up|printed|made|delivered|gave|supplied|shipped|botched)\s+(?:me |us )?(?:the |my |our )?(?:wrong |faulty |broken |bad )?([^,.;!?]+?)(?:\s+(?:again|AGAIN))?(?=\s*(?:[,.;!?]|\band\b|$))/iu.exec(text.slice(0, m.index));
      const party = wrong ? partyOf(wrong[1]!) : null;
      if (!party) return null;
      const noun = m[1]!.toLowerCase();
      return `${party}: ${noun} of ${tidy(wrong![2]!)}`;
    },
  },
];

/**
 * An order the user placed, with the seller's delivery day: "ordered a blender off the Courts website, FJ$ 129, they
 * deliver saturday" (74th read half, missed, read as a plan for saturday). The same order with its arrival day was read
 * already: "ordered an eye mask and earplugs for day sleeping, arrives tomorrow" (33rd), "ordered Hana's birthday present,
 * should turn up tuesday" (38th). Only after the user's own "ordered" ("order Nanna a chair, Ma will be in when they
 * deliver", 59th, names no order placed and no day).
 */
export const ORDER_DELIVERS_PATTERNS_79: WaitPattern[] = [
  {
    re: new RegExp(String.raw`\bthey(?:'ll| will)?\s+(?:deliver|ship|dispatch|send) (?:it |them )?(?=${DAY_AHEAD})`, "iu"),
    build: (m, text) => {
      const order = /\b(?:i |we )?ordered\s+(?:a |an |the |my |our |some |new )*([^,.;!?]+?)(?:\s+(?:off|from|on|at|through|via)\s+(?:the\s+)?([^,.;!?]+?))?\s*(?=[,.;!?]|$)/iu.exec(text.slice(0, m.index));
      if (!order) return null;
      const seller = order[2] ? tidy(order[2].replace(/\s+(?:website|site|app|online|shop|store)$/i, "")) : null;
      const thing = tidy(order[1]!);
      return seller ? `${seller}: ${thing} (delivery)` : `${thing} (delivery)`;
    },
  },
];

/** Money or goods a party can hold back from the user. */
const HELD_THING = /\b(?:payment|payments|money|funds|transfer|refund|deposit|salary|wages|pay|payout|invoice|cheque|check|parcel|package|shipment|order|goods|container|consignment|passport|visa|documents|papers|licence|license|certificate|card)$/i;

/**
 * Money or goods held by a party: "the Warsaw buyer's payment is held by the bank for a compliance check" (70th read half,
 * missed). The same state with "stuck with" was read already: "the new Defender's registration papers are stuck with the
 * Treasury" (61st). Only money, goods or papers: "the fair is held by the PTA" is an event put on.
 */
export const HELD_BY_PATTERNS_79: WaitPattern[] = [
  {
    re: /\b(?:is|are|'s|'re)\s+(?:being\s+)?(?:held|frozen|blocked)\s+(?:up\s+)?by\s+(?:the\s+)?([\p{L}&'-]+(?:\s(?!(?:for|since|till|until|at|in|on|because|pending|over|after|due|as|while|with|to|from|and|again|now|still)\b)[\p{L}&'-]+)?)/iu,
    build: (m, text) => {
      const thing = thingBefore(text, m.index);
      const party = partyOf(m[1]!);
      if (!thing || !party || !HELD_THING.test(thing.split(": ").pop()!)) return null;
      return `${party}: ${thing}`;
    },
  },
];

/**
 * Work stopped until the right thing comes: "the buses are stopped till the right ones come" after "the supplier sent the
 * wrong brake drums AGAIN" (72nd read half, missed). The same pause for a thing to come was read already with "parked":
 * "Sutcliffe job parked until the stone comes from the quarry" (51st). Only a thing that comes, not a time ("stopped till
 * monday") or people ("till the kids come home").
 */
export const STOPPED_TILL_PATTERNS_79: WaitPattern[] = [
  {
    re: /\b(?:stopped|halted|grounded|off the road|down)\s+(?:till|until)\s+(?:the|my|our)\s+((?:[\p{L}-]+\s){0,3}?[\p{L}-]+)\s+(?:come|comes|arrive|arrives|get here|gets here|turn up|turns up)\b/iu,
    build: (m, text) => {
      const thing = tidy(m[1]!);
      if (PEOPLE_OR_PETS.test(thing) || PEOPLE_OR_PETS.test(thing.split(/\s/).pop()!) || /^(?:rain|snow|sun|weather|summer|spring|winter|autumn|time|day|season)$/i.test(thing)) return null;
      const wrong = /(?:^|[,;]\s*|\band\s+)(?:angry,?\s*|ugh,?\s*)?((?:the\s+)?[\p{L}&'-]+)\s+(?:sent|delivered|supplied|shipped|gave)\s+(?:me |us )?(?:the )?wrong\b/iu.exec(text.slice(0, m.index));
      const party = wrong ? partyOf(wrong[1]!) : null;
      return party ? `${party}: ${thing}` : thing;
    },
  },
];

/** Every round-79 pattern, appended once to `waiting.ts`'s list. */
export const WAITS_79: WaitPattern[] = [
  ...COMMA_STATE_PATTERNS_79,
  ...WILL_REFUND_BY_PATTERNS_79,
  ...REDO_TAKES_PATTERNS_79,
  ...ORDER_DELIVERS_PATTERNS_79,
  ...HELD_BY_PATTERNS_79,
  ...STOPPED_TILL_PATTERNS_79,
];
