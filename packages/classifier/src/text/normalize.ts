/** Shorthand and common typos in dictated or thumb-typed thoughts, expanded before parsing. */
const SHORTHAND: Array<[RegExp, string]> = [
  [/\b(tmrw|tmrow|tmr|tmw|2moro|2morrow|tomorow|tommorow|tommorrow|tomorrrow)\b/gi, "tomorrow"],
  // Scots "the morra" is tomorrow ("remind me the morra at 8").
  [/\bthe morra\b/gi, "tomorrow"],
  // Scots "the morn" is tomorrow ("minibus run the morn"), unless it is the morning of another day ("in the morn",
  // "every morn"); "the night" is tonight only where nothing makes it a night of its own ("stayed the night", "the
  // night before", "the night shift"): closing its clause or before "about"/"at".
  [/(?<!\b(?:in|this|that|every|each|by|until|till|all|next|of|on|for|from|during|through|per|same)\s)\bthe morn\b(?!ing)(?!')/gi, "tomorrow"],
  [/(?<!\b(?:in|at|all|for|through|during|by|of|on|that|this|every|each|one|some|same|stayed|spent|stay|spend|stop|stopping|stopped|staying|spending|late|into|till|until|from|last|whole|half|most|entire|before|after|across|over|out|sleep|slept|rest|awake|up)\s)\bthe night\b(?=\s*(?:$|[,.;:!?)]|about\b|at\s+\d))/gi, "tonight"],
  // "tomorrow" in the other languages regional English mixes in: Swahili "kesho", Tagalog "bukas", Malay "esok",
  // Indonesian "besok".
  [/\b(?:kesho|bukas|esok|besok)\b/gi, "tomorrow"],
  // Spanish "mañana" is tomorrow in Spanglish texting ("mañana at 9"), "pasado mañana" the day after. JS \b sees "ñ"
  // as a non-word character, so the edges are spelled out.
  [/(?<![\p{L}\p{N}])pasado ma(?:ñ|n)ana(?![\p{L}\p{N}])/giu, "the day after tomorrow"],
  [/(?<![\p{L}\p{N}])ma(?:ñ|n)ana(?![\p{L}\p{N}])/giu, "tomorrow"],
  [/\b(tonite|2nite|toniight)\b/gi, "tonight"],
  [/\b(tday|2day)\b/gi, "today"],
  [/\bteh\b/gi, "the"],
  [/\bwknd\b/gi, "weekend"],
  // Texting shorthand for day words: "b4 sat", "sat morn", "this eve", "on d 15th", "end of d month" (the article
  // typed "d", as in Nigerian texting). "d" is read as "the" only between a preposition or a weekday and a day number
  // or a stretch of the calendar ("vitamin d 3rd bottle" keeps it); "eve" is "evening" only after a day word
  // ("christmas eve" is a holiday, "Eve" a name).
  [/\bb4\b/gi, "before"],
  [/\bmorn\b/gi, "morning"],
  [/\b(this|today|tomorrow|sun|mon|tue|wed|thu|thur|fri|sat|sunday|monday|tuesday|wednesday|thursday|friday|saturday) eve\b/gi, "$1 evening"],
  [/(?<=\b(?:on|by|before|due|till|until|from|for|after|of|in|this|sun|mon|tue|wed|thu|thur|fri|sat|[a-z]+day) )d(?= (?:\d{1,2}(?:st|nd|rd|th)|month|week|weekend|year)\b)/g, "the"],
  // "0900hrs": a 24-hour clock time written with "hrs" and no space, not a count of hours.
  [/\b([01]\d|2[0-3])([0-5]\d)hrs\b/gi, "$1:$2"],
  [/(\d\s?)mins?\b/gi, "$1minutes"],
  // "in twenty mins", "in ten mins": the same shorthand after a number said in words.
  [/\b(five|ten|fifteen|twenty|thirty|forty|forty-five|fifty) mins?\b/gi, "$1 minutes"],
  [/(\d\s?)hrs?\b/gi, "$1hours"],
  [/\bthurs\b/gi, "thursday"],
  [/\btues\b/gi, "tuesday"],
  [/\bweds\b/gi, "wednesday"],
  [/\bpls\b/gi, "please"],
  [/\bappt\b/gi, "appointment"],
  [/\bw\/(?=\s)/gi, "with"],
  [/\bb\/c\b/gi, "because"],
  [/[’‘]/g, "'"],
  [/[“”]/g, '"'],
];

/** Same length is not preserved; callers that need offsets work on the normalized text. */
export function normalizeText(text: string): string {
  let out = text;
  for (const [re, rep] of SHORTHAND) out = out.replace(re, rep);
  return out.replace(/\s+/g, " ").trim();
}

export interface Token {
  text: string;
  lower: string;
  index: number;
}

/**
 * Word tokens with inner apostrophes, ampersands, dots and hyphens kept ("at&t", "o'neil").
 * A token always ends in a letter or digit, so there is no trailing punctuation to trim (a
 * `/[.-]+$/` trim here was a no-op that went quadratic on long runs of dots).
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu)) {
    out.push({ text: m[0], lower: m[0].toLowerCase(), index: m.index });
  }
  return out;
}

export const STOPWORDS = new Set(
  `a an the and or but if then so to of in on at by for with from into onto up down out off over about
  as is are was were be been being am do does did done have has had having i me my mine we us our you
  your he him his she her they them their it its this that these those there here what which who whom
  when where why how all any some no not just only also too very really so still again now today
  tomorrow tonight yesterday will would should could can may might must shall need needs want wants
  get got gets getting make made let lets gonna wanna gotta ok okay yes yeah hey oh ugh well
  new old more most much many one two three lot lots thing things stuff sure maybe`.split(/\s+/),
);

/** Content words of a text (lowercase, stopwords removed). */
export function contentWords(text: string): string[] {
  return tokenize(text)
    .map((t) => t.lower.replace(/'s$/, ""))
    .filter((w) => w.length > 1 && !STOPWORDS.has(w) && !/^\d+$/.test(w));
}
