import type { WaitPattern } from "./waiting-owed.js";
import { clauseFrom, partyBefore, pronounTarget, tidy, VERB_NOUNS } from "./waiting-parties.js";

/**
 * Round 82 (wait82): a party's "still hasn't / have not yet <act>", GUIDELINES 7's plainest wait, missed only because
 * the older readers list the participles and the plural subjects they take. Read halves label this frame a wait in 30
 * read cases ("the school still hasn't confirmed …", "Raewyn still hasn't paid …", "the Fenwicks still haven't paid …");
 * four writers' cases fell outside the lists: "the liceo still hasn't said what it costs" (76th), "Ameriabank still
 * hasn't put back the 12,000 dram" (77th), "the sound system people have not yet confirmed" (67th), "4 families still
 * haven't paid" (72nd). The patterns below add those forms only.
 */

/** "hasn't", with the spellings the older pattern reads. */
const HAS_NOT = String.raw`(?:still\s+)?(?:hasn'?t|hasnt|has not|has still not)\s+(?:still\s+)?(?:yet\s+)?`;

/**
 * The participle's form (singular): "put back / through / in" (money or a fix put back by a party) and "said" or "let
 * (me) know" before what the news is about ("what it costs", "how much", "which day"). The older pattern reads "said" only
 * before "whether / if / when"; a bare "hasn't said a word" (35th, no wait) stays unread.
 */
const IRREGULAR_ACT_82: WaitPattern = {
  re: new RegExp(String.raw`\b${HAS_NOT}(put (?:back|through|in|right)|(?:said|let (?:me|us) know)(?=\s+(?:yet\s+)?(?:what|which|where|who|how)\b))\b\s*`, "iu"),
  build: (m, text, names) => {
    const before = text.slice(0, m.index).trimEnd();
    if (!before || /\b(?:i|we|you|it|this|that|which|what|who|nobody|no one|noone)$/i.test(before) || USER_STEP_WITH_DAY.test(text.slice(m.index + m[0].length))) return null;
    // The subject right before the verb ("the liceo", "Ameriabank") before any name earlier in the thought ("Anto's trip slip").
    const who = /\b(?:he|she|they)$/i.test(before) ? pronounTarget(text, m.index, names) : subjectBefore(before) ?? partyBefore(text, m.index, names);
    if (!who) return null;
    const act = m[1]!.toLowerCase();
    // The news or money up to the clause's end; a comma inside a number ("12,000 dram") is no clause's end.
    const what = tidy(text.slice(m.index + m[0].length).split(/,\s|[;.!?](?:\s|$)/)[0]!.replace(/^yet\s+/i, ""));
    const noun = act.startsWith("put") ? "money or fix put back" : "answer";
    return `${who}: ${what || noun}`;
  },
};

/** The subject just before the verb: "the / my / our" and up to three words, or one capitalised name ("Ameriabank"). */
function subjectBefore(before: string): string | null {
  const b = before.replace(/\s+still$/i, "");
  const det = /(?:^|[\s,;:])(?:the|my|our)\s+((?:[\p{L}-]+\s){0,2}[\p{L}-]+)$/iu.exec(b)?.[1];
  if (det) return tidy(det);
  const w = /(?:^|[\s,;:])(\p{Lu}[\p{L}&'-]*)$/u.exec(b)?.[1];
  return w && !/^(?:I|We|You|He|She|They|It|This|That)$/.test(w) ? w : null;
}

/**
 * The user's own chase with a day in the next clause ("…, collect it saturday at training"): a wait's index makes every
 * later day the awaited thing's (dates.ts, GUIDELINES 7), which would take the user's plan off its day; such a thought is
 * left to the older readers (none reads it today), so a scheduled day stays as it was.
 */
const USER_STEP_WITH_DAY = /^[^,;.!?]*[,;]\s*(?:and |so |then )?(?:collect|chase|ask|remind|call|ring|phone|text|email|message|nudge|follow up|pick up|get)\b[^.;!?]*?\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the \d{1,2}(?:st|nd|rd|th))\b/i;

/** A party's owed acts, as participles, that a plural subject "still haven't" done. */
const OWED_ACTS = "paid|confirmed|replied|answered|responded|signed|approved|returned|refunded|decided|called back|rung back|got back|gotten back|settled|transferred";

/**
 * The subject's form (plural): a counted group ("4 families", "two clients") or a determiner's noun phrase of up to four
 * words ("the sound system people") opening a clause, then "(still) haven't / have not (yet)" and a party's owed act.
 * The older pattern reads one word after "the" or a clause-opening pair; the user's own "haven't" has no subject and
 * an act that is no party's ("the slugs haven't found them", "phones haven't stopped ringing") is outside the list.
 */
const PLURAL_PARTY_82: WaitPattern = {
  re: new RegExp(
    String.raw`(?:^|[,;.:]\s*|\b(?:and|but)\s+)((?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|several|some|the|my|our)\s+[\p{L}'-]+(?:\s+[\p{L}'-]+){0,3}?)\s+(?:still\s+)?(?:haven'?t|havent|have not|have still not)\s+(?:still\s+)?(?:yet\s+)?(${OWED_ACTS})\b\s*`,
    "iu",
  ),
  build: (m, text) => {
    const who = tidy(m[1]!);
    if (/^(?:i|we|you|they|it)$/i.test(who) || USER_STEP_WITH_DAY.test(text.slice(m.index + m[0].length))) return null;
    const act = m[2]!.toLowerCase();
    const what = clauseFrom(text, m.index + m[0].length).replace(/^(?:yet|on|about|re|with|to (?:me|us))\s+/i, "");
    const noun = VERB_NOUNS[act] ?? act;
    return `${who}: ${what ? `${noun} ${/^(?:for|of|on|about)\b/i.test(what) ? "" : "of "}${what}`.replace(/\s+/g, " ") : noun}`;
  },
};

/** Every round-82 pattern, appended once to `waiting.ts`'s list. */
export const WAITS_82: WaitPattern[] = [IRREGULAR_ACT_82, PLURAL_PARTY_82];
