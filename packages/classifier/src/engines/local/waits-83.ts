import { RELATION_WORDS } from "../../entities/lexicon.js";
import type { WaitPattern } from "./waiting-owed.js";
import { PEOPLE_OR_PETS, pronounTarget, tidy } from "./waiting-parties.js";

/**
 * Round 83 (wait83): the user contacted a party and the party's word says what comes next ("contact, then answer").
 * Read halves label this frame a wait in eleven cases read already ("called the polyclinic, they say the referral letter
 * will reach me by friday", 42nd; "messaged Pastor Olumide …, he said he'll get back to us", 43rd; "rang UMEME …, they say
 * someone will check it this week", 67th; "rang the taller, Ricardo says the clutch part … lands wednesday", 76th; dev
 * d020, d090). Two writers' cases fell outside the older lists by the word the party used: "left a message for Kanat …,
 * he said he'd answer by wednesday" (75th: "answer" and "left a message for" unlisted), "emailed Ameriabank about the
 * double card charge, they say 5 working days" (77th: plural "say" unlisted), "emailed my certificate scans to the depot,
 * Lusine says she files them monday" (77th: a party's act in the present with its day). A word with no step in it
 * ("called Mama, she says her knee is better", 52nd) awaits nothing; a party who rang the user is outside the frame.
 */

/**
 * The user's own contact, opening the thought or a clause (no subject before it, or "I / we"): "emailed Ameriabank about",
 * "left a message for Kanat at". Group 1: the contacted party or the thing sent ("my certificate scans").
 */
const USER_CONTACT =
  /(?:^|[,.;:!?]\s*|\b(?:i|we|so|then|just|finally|also)\s+)(?:called|rang|rung|phoned|emailed|e-mailed|messaged|texted|whatsapped|wrote to|spoke to|spoke with|left (?:a |another )?(?:message|voicemail|msg|note) (?:for|with))\s+((?:the |my |our )?[\p{L}&'-]+(?: (?!about\b|abt\b|re\b|at\b|for\b|to\b|with\b|again\b|today\b|yesterday\b|this\b|and\b|on\b)[\p{L}&'-]+){0,2})/iu;

/** A party's step for the user, as the base form (after "'ll / 'd / will / would") or the present ("she files them"). */
const PARTY_STEP =
  "(?:answer|reply|repl(?:ies)|respond|get back|gets back|call back|calls back|ring back|rings back|file|files|process|processes|lodge|lodges|submit|submits|send|sends|post|posts|forward|forwards|confirm|confirms|approve|approves|sign|signs|issue|issues|release|releases|refund|refunds|reverse|reverses|credit|credits|transfer|transfers|look into|looks into|sort out|sorts out|check|checks|decide|decides)";

/** A day or a deadline in the rest of the clause: "by wednesday", "monday", "the 10th", "this week". */
const DAY_IN_CLAUSE = /^[^,.;!?]*?\b(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the \d{1,2}(?:st|nd|rd|th)|this week|next week|end of (?:the )?(?:day|week|month))\b/i;

/** A stretch of time as the whole answer ("5 working days", "a couple of weeks"), closing the clause. */
const SPAN_ANSWER =
  /^(?:maybe |about |around |roughly |another |up to |at least |within )?(?:\d{1,2}(?:-\d{1,2})?|a|one|two|three|four|five|six|seven|ten|a few|a couple of) (?:more )?(?:working |business )?(?:days?|weeks?)\s*(?:[,.;!?)]|$)/i;

/**
 * The party's word after the user's contact: "<they / he / she / a name> say(s) / said / told me (that)" and then its step
 * ("he'd answer by wednesday", "she files them monday") or a span as the whole answer ("5 working days").
 */
const CONTACT_THEN_WORD_83: WaitPattern = {
  re: /(?:[,;:—–]\s*|\b(?:and|but|now)\s+)(?:(?:the|my|our)\s+)?(they|he|she|\p{Lu}[\p{L}'-]+)\s+(?:say|says|said|told (?:me|us))\s+(?:that\s+)?/u,
  build: (m, text, names) => {
    const sayer = m[1]!;
    const contact = USER_CONTACT.exec(text.slice(0, m.index));
    if (!contact || /^(?:I|We|You|It|This|That)$/.test(sayer)) return null;
    const rest = text.slice(m.index + m[0].length);
    const pronoun = /^(?:they|he|she)$/i.test(sayer);
    let act: string | null = null;
    if (!SPAN_ANSWER.test(rest)) {
      // The one who acts is the sayer ("he said he'd …", "Lusine says she …"); a modal's step, or a present step with a day.
      const step = new RegExp(`^(?:they|he|she)(?:'ll|'d| will| would| should| can)?\\s+(?:(?:then|just|only)\\s+)?(${PARTY_STEP})\\b`, "i").exec(rest);
      if (!step) return null;
      const modal = /^(?:they|he|she)(?:'ll|'d| will| would| should| can)/i.test(rest);
      if (!modal && !DAY_IN_CLAUSE.test(rest.slice(step[0].length))) return null;
      act = step[1]!.toLowerCase();
    }
    const object = contact[1]!.trim();
    const thingSent = /^(?:my|our)\s/i.test(object);
    const contacted = thingSent ? null : tidy(object);
    const who = pronoun ? (contacted && /^\p{Lu}/u.test(contacted) ? contacted : pronounTarget(text, m.index, names) ?? contacted) : sayer;
    if (!who || PEOPLE_OR_PETS.test(who) || RELATION_WORDS.has(who.toLowerCase())) return null;
    // What is awaited: the matter the user raised ("about the splice quote"), else the step on the thing sent.
    const about = /\b(?:about|abt|re|regarding)\s+([^,.;!?]+)/i.exec(text.slice(contact.index, m.index))?.[1];
    const thing = thingSent ? tidy(object) : null;
    const what = about ? tidy(about) : act ? `${act}${thing ? ` ${thing}` : ""}` : thing ?? "reply";
    return `${who}: ${what}`;
  },
};

/** Every round-83 pattern, appended once to `waiting.ts`'s list. */
export const WAITS_83: WaitPattern[] = [CONTACT_THEN_WORD_83];
