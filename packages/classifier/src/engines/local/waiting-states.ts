import type { WaitPattern } from "./waiting-owed.js";
import { isRoleWord, partyBefore, PEOPLE_OR_PETS, pronounTarget, rawClauseFrom, thingBefore, tidy } from "./waiting-parties.js";

/** The user as the one before the state ("I went quiet", "we're holding back"): their own doing, no wait. */
const USER_BEFORE = /\b(?:i|we|you)(?:'ve| have|'d| had|'m| am|'re| are)?\s*$/i;

/** A party that can owe the user an answer: a person the note names or a role ("the plumber", "Odile's company"). */
function answeringParty(who: string | null, names: string[]): string | null {
  if (!who || PEOPLE_OR_PETS.test(who) || /^(?:it|this|that|he|she|they|i|we|you|everyone|everything|house|room|street|town|phone)$/i.test(who)) return null;
  const last = who.split(/\s/).pop()!;
  if (names.some((n) => who.toLowerCase() === n.toLowerCase() || who.toLowerCase().startsWith(`${n.toLowerCase()}'s `))) return who;
  return isRoleWord(who) || isRoleWord(last) ? who : null;
}

/** What the silence is about: "about the October invoice", "on the claim" (the clause after the state). */
function matterAfter(text: string, index: number): string | null {
  const m = /^\s*(?:on|about|re|over|regarding)\s+(?:the |my |our )?([^,.;!?]+)/i.exec(text.slice(index));
  return m ? tidy(m[1]!) : null;
}

/** Where a thing paid for or ordered sits, not yet with the user. */
const NOT_COME =
  /\b(?:still not (?:here|in|delivered|arrived|come)|(?:but|and) (?:still )?not (?:yet )?(?:here|delivered|arrived|come|shipped|dispatched)|not (?:here|delivered|arrived|come|shipped|dispatched) yet|stuck (?:in|at) (?:a |the |their )?(?:[\p{L}-]+ )?(?:warehouse|depot|port|customs|sorting office|transit))\b/iu;
/** The thing the user paid for or ordered: "paid for the new stove glass in july", "paid the FIC for a new washer". */
const PAID_FOR = /\b(?:paid (?:(?:the |a )?([\p{L}-]+) )?for|ordered|bought)\s+(?!but\b|and\b|it\b)(?:the |a |an |my |our |some )?([^,.;]+?)(?=\s+(?:in|on|from|at|last|back|weeks|months|and|but|it's|which)\b|[,.;]|$)/iu;

/**
 * Waits stated as states (sixty-first set, links61, from read misses): a party that "went quiet", a thing paid for or
 * ordered that is not here or is stuck in a warehouse, a promise to come with no word since, a party "still holding
 * back" the user's matter, and a thing "still to come" beside one sent.
 */
export const STATE_PATTERNS: WaitPattern[] = [
  {
    // "Odile's company went quiet about the October calls invoice", "the plumber went quiet after he looked at the
    // drains"; not "the house went quiet", "the kids have gone quiet" (no party owes an answer).
    re: /\b(?:went|gone|'s gone|has gone|have gone|'ve gone)\s+(?:all\s+|very\s+|completely\s+)?(?:quiet|silent|awol|dark)\b/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index).replace(/\s+(?:has|have|'s|'ve|just|then|totally|all)\s*$/i, "");
      if (USER_BEFORE.test(before) || !before.trim()) return null;
      const who = /\b(?:he|she|they)\s*$/i.test(before) ? pronounTarget(text, m.index, names) : answeringParty(thingBefore(before, before.length) ?? partyBefore(text, m.index, names), names);
      if (!who) return null;
      const about = matterAfter(text, m.index + m[0].length);
      return `${who}: ${about ? `reply about ${about}` : "reply"}`;
    },
  },
  {
    // "paid for the new stove glass in july and it's still not here", "the printer is paid for but stuck in a UK
    // warehouse": a thing of the user's, paid for or ordered, that has not come.
    re: NOT_COME,
    build: (m, text) => {
      const before = text.slice(0, m.index);
      const paid = PAID_FOR.exec(before);
      if (paid) return `${paid[1] && /^\p{Lu}/u.test(paid[1]) ? `${paid[1]}: ` : ""}${tidy(paid[2]!)} (delivery)`;
      const passive = /(?:^|[,;]\s*)(?:the |my |our )?([^,;]+?)\s+(?:is|are|'s|was|were) (?:all )?(?:paid for|ordered|bought)\b/iu.exec(before);
      return passive ? `${tidy(passive[1]!)} (delivery)` : null;
    },
  },
  {
    // "the electrician promised to come about the outside light, not a word": a promise, then silence.
    re: /\b(?:promised|was meant|were meant|was supposed|were supposed|swore)\s+to\s+([a-z]+)\s+([^,.;]*?)\s*[,;]\s*(?:but\s+)?(?:not a (?:word|peep|sound|whisper|sign)|nothing since|no word|no sign|never (?:came|showed|turned up|rang|called))\b/iu,
    build: (m, text, names) => {
      const before = text.slice(0, m.index);
      if (USER_BEFORE.test(before)) return null;
      const who = /\b(?:he|she|they)\s*$/i.test(before) ? pronounTarget(text, m.index, names) : answeringParty(partyBefore(text, m.index, names) ?? thingBefore(text, m.index), names);
      if (!who) return null;
      return `${who}: ${tidy(`${m[1]} ${m[2]}`)}`;
    },
  },
  {
    // "the cruise agent's still holding back the passenger numbers": a party keeping the user's matter.
    re: /(?:'s|\bis|\bare|'re|\bhas been|\bhave been)\s+still\s+(?:holding (?:back|onto|on to)|hanging on to|keeping back)\s+/iu,
    build: (m, text, names) => {
      const who = answeringParty(thingBefore(text, m.index) ?? partyBefore(text, m.index, names), names);
      const what = tidy(rawClauseFrom(text, m.index + m[0].length).replace(/^(?:the|my|our)\s+/i, ""));
      return who && what ? `${who}: ${what}` : null;
    },
  },
  {
    // "the insurance certificate went to the tourist board, the licence itself still to come": what is left to
    // arrive; not "the best is yet to come" or a person's coming.
    re: /\b(?:still|yet) to (?:come|arrive|land|turn up|come through)\b/iu,
    build: (m, text) => {
      const before = text.slice(0, m.index).replace(/\s+(?:itself|themselves|is|are|'s)\s*$/i, "");
      const thing = thingBefore(before, before.length);
      if (!thing || /^(?:the )?(?:best|worst|rest|most|more|he|she|they|it|i|we|you)$/i.test(thing) || /^\p{Lu}/u.test(thing) || PEOPLE_OR_PETS.test(thing)) return null;
      return thing.replace(/\s+(?:itself|themselves)$/i, "");
    },
  },
  {
    // "the seed potatoes I paid for at the West Store are due in on the next boat": a thing the user ordered, due.
    re: /\b((?:[\p{L}-]+ ){0,3}[\p{L}-]+) (?:i|we) (?:paid for|ordered|bought|sent off for)\b[^,.;]{0,40}?\b(?:is|are|'s|'re) (?:now |still )?(?:due|coming|on (?:its|their) way|on the way)\b/iu,
    build: (m) => {
      const thing = tidy(m[1]!.replace(/^(?:the|my|our|a|an)\s+/i, ""));
      return thing && !PEOPLE_OR_PETS.test(thing) ? `${thing} (delivery)` : null;
    },
  },
  {
    // "chase Treasury if the Defender's papers aren't back by friday": a chase held on a thing not yet come (as d016).
    re: /\bchase\s+(?:up\s+)?(?:the\s+)?([\p{L}-]+(?: [\p{L}-]+)?)\s+if\s+(?:the |my |our )?(.{2,50}?)\s+(?:still\s+)?(?:isn'?t|aren'?t|hasn'?t|haven'?t|has not|have not)\s+(?:yet\s+)?(?:back|here|come|arrived|in|turned up|landed)\b/iu,
    build: (m) => `${tidy(m[1]!)}: ${tidy(m[2]!)}`,
  },
  {
    // "Perrin's had my June leave form a fortnight, not approved": a party holding the user's matter for a span, undone.
    re: /(?:'s|\bhas|\bhave) had (?:my|our) ([^,.;]{2,40}?) (?:for )?(?:a|an|one|two|three|four|five|six|\d+) (?:days?|weeks?|fortnights?|months?)\s*(?:now\s*)?[,;]\s*(?:still\s+)?not (?:yet )?(approved|signed|processed|looked at|sent|returned|back|answered|decided|paid)\b/iu,
    build: (m, text, names) => {
      const who = answeringParty(partyBefore(text, m.index, names) ?? thingBefore(text, m.index), names);
      return who ? `${who}: ${tidy(m[1]!)}` : null;
    },
  },
  {
    // "five months and still no VAT refund for the garage": money still not come to the user.
    re: /\bstill no (?:sign of (?:the |my |our )?)?((?:[\p{L}-]+ )?(?:refund|payment|payout|reimbursement|rebate|cheque|deposit back)(?: (?:for|from|on) [^,.;]{1,40})?)/iu,
    build: (m) => tidy(m[1]!),
  },
  {
    // "Emmalee's passport coming the 28th, the post office said": a document or parcel due on a day (not a person coming).
    re: /\b((?:[\p{L}'’-]+ ){0,2}(?:passport|visa|licen[cs]e|permit|certificate|cheque|refund|parcel|package|order|delivery|parts?|results?))\s+(?:is |are |'s )?(?:coming|arriving|due|landing)\s+(?:on |by )?(?=the \d|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|tomorrow\b|next\b)/iu,
    build: (m) => tidy(m[1]!),
  },
];
