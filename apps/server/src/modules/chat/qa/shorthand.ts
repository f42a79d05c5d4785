/**
 * Shorthand that terse writers type in place of whole words ("spent yday", "this wk", "b4 the
 * move", "w/ my flatmate"). A question is read in whole words, so its ranges, kinds and cues meet
 * the words the rest of the reader knows. Only unambiguous forms: "re" and "sat" stay as they are.
 */
const SHORTHAND: ReadonlyMap<string, string> = new Map(Object.entries({
  yday: "yesterday", yest: "yesterday", ystrdy: "yesterday",
  tmrw: "tomorrow", tmr: "tomorrow", tmrow: "tomorrow", tomoz: "tomorrow", "2day": "today", "2nite": "tonight", tonite: "tonight",
  wk: "week", wks: "weeks", wkly: "weekly", wknd: "weekend", wkend: "weekend", wknds: "weekends",
  mth: "month", mths: "months", mnth: "month", mnths: "months",
  yr: "year", yrs: "years",
  hr: "hour", hrs: "hours", min: "minutes", mins: "minutes",
  bday: "birthday", bdays: "birthdays", xmas: "christmas",
  b4: "before", abt: "about", bc: "because", cos: "because", ppl: "people", appt: "appointment", appts: "appointments",
}));

/** "w/" and "w/o" are the one shorthand written with a slash. */
const WITH_SLASH = /(?<![\p{L}\p{N}])w\/(o\b)?/giu;

/** A question word with a verb run into it, other than "'s", which the reader takes as it is: "how've", "what'd". */
const CONTRACTED = /\b(who|what|when|where|why|how)['’](ve|d|re|ll)\b/giu;
const VERBS: Readonly<Record<string, string>> = { ve: "have", d: "did", re: "are", ll: "will" };

/** The text with each shorthand word written out; every other character kept as typed. */
export function expandShorthand(text: string): string {
  return text
    .replace(CONTRACTED, (_all, word: string, verb: string) => `${word} ${VERBS[verb.toLowerCase()]!}`)
    .replace(WITH_SLASH, (_all, without: string | undefined) => (without ? "without" : "with"))
    .replace(/[\p{L}\p{N}]+/gu, (word) => SHORTHAND.get(word.toLowerCase()) ?? word);
}

/** "We" joined to its verb, and the verb that then agrees with "I". */
const WE_JOINED: ReadonlyMap<string, string> = new Map([["we've", "I've"], ["we're", "I'm"], ["we'd", "I'd"], ["we'll", "I'll"]]);
const WE_VERB: ReadonlyMap<string, string> = new Map([["are", "am"], ["were", "was"]]);
const OURS: ReadonlyMap<string, string> = new Map([["we", "I"], ["us", "me"], ["our", "my"], ["ours", "mine"], ["ourselves", "myself"]]);

/**
 * A couple's shared notes are asked about as "we" ("how much does Brett still owe us", "what are we
 * waiting on"): one household, read as one person. "US" in capitals is a country ("US dollars").
 */
export function asOnePerson(text: string): string {
  const tokens = text.split(/(\s+)/);
  return tokens
    .map((token, i) => {
      const m = /^([\p{L}'’]+)(.*)$/u.exec(token);
      if (!m || m[1] === "US") return token;
      const word = m[1]!.replace("’", "'").toLowerCase();
      const joined = WE_JOINED.get(word);
      if (joined) return joined + m[2]!;
      const own = OURS.get(word);
      if (own) return (m[1]![0] === m[1]![0]!.toUpperCase() && own !== "I" ? own[0]!.toUpperCase() + own.slice(1) : own) + m[2]!;
      // "are we", "were we" before it; "we are", "we were" after it.
      const verb = WE_VERB.get(word);
      const near = (j: number) => (tokens[j] ?? "").toLowerCase().replace(/[^\p{L}]/gu, "") === "we";
      if (verb && (near(i + 2) || near(i - 2))) return verb + m[2]!;
      return token;
    })
    .join("");
}
