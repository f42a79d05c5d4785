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
