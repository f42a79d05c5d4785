/** A waiting-for clause: what the person is waiting on, and where in the text it starts. */
export interface WaitingMatch {
  waitingFor: string;
  index: number;
}

const STOP_WHAT = /\s*(?:[,;!?—–]|\.(?=\s|$)|\s-\s|\bbut\b|\bso\b|\bwhich\b|\bshe said\b|\bhe said\b|\bthey said\b|\bshould\b|\bdue\b|\bby\b|\buntil\b|$)/;

function tidy(s: string): string {
  return s.replace(/^(?:the|my|our|a|an|her|his|their)\s+/i, "").replace(/\s+/g, " ").trim();
}

function rawClauseFrom(text: string, start: number): string {
  const rest = text.slice(start);
  const m = STOP_WHAT.exec(rest);
  return (m ? rest.slice(0, m.index) : rest).trim();
}

function clauseFrom(text: string, start: number): string {
  return tidy(rawClauseFrom(text, start));
}

/** The last named or definite party before `index`: "Grace", "the bank", "the old landlord". */
function partyBefore(text: string, index: number, names: string[]): string | null {
  const before = text.slice(0, index);
  const named = names.filter((n) => before.toLowerCase().includes(n.toLowerCase()));
  if (named.length) return named[named.length - 1]!;
  const m = /(?:^|[\s,.;:—–-])(?:the|my|our)\s+((?:[\p{L}-]+\s){0,2}[\p{L}-]+)\s+(?:still\s+)?$/iu.exec(before);
  if (m) return tidy(m[1]!);
  const cap = /(\p{Lu}[\p{L}&-]+(?:\s\p{Lu}[\p{L}&-]+)*)\s+(?:still\s+)?$/iu.exec(before);
  return cap && /^\p{Lu}/u.test(cap[1]!) ? cap[1]! : null;
}

/**
 * The noun phrase a state is said of: "the $86 refund from Tessuto still hasn't arrived" gives
 * "Tessuto: $86 refund", "the new sofa is backordered" gives "new sofa".
 */
function thingBefore(text: string, index: number): string | null {
  const before = text.slice(0, index).replace(/\s+(?:still|is|are|it's|its|has|have|just)\s*$/i, "").trimEnd();
  const clause = before.split(/[,;.!?:]|\s[—–-]\s|\b(?:and|but|so)\b/).pop()?.trim() ?? "";
  const words = clause.replace(/^(?:ugh|ok|so|honestly|livid|annoyed|great)\b\s*/i, "").trim();
  if (!words || words.split(/\s+/).length > 8) return null;
  const from = /^(.+?)\s+from\s+(.+)$/i.exec(words);
  if (from) return `${tidy(from[2]!)}: ${tidy(from[1]!)}`;
  return tidy(words) || null;
}

const VERB_NOUNS: Record<string, string> = {
  approved: "approval", replied: "reply", responded: "response", "called back": "call back", "gotten back": "reply",
  "got back": "reply", paid: "payment", confirmed: "confirmation", signed: "signature", answered: "answer",
  reimbursed: "reimbursement", refunded: "refund", decided: "decision", "heard back": "reply",
};

/** Who "her"/"him"/"them" points to: the last named person or role before the pronoun. */
/** The party a waiting clause is about: role words that act on the person's behalf. */
const ROLE = /\b(?:the|my|our)\s+((?:[\p{L}-]+\s)?(?:accountant|landlord|plumber|electrician|adjuster|bank|contractor|doctor|dentist|vet|client|manager|boss|team|supplier|vendor|seller|buyer|agent|broker|lawyer|school|teacher|coach|recruiter|company|store|shop|airline|insurer|roofer|mechanic|builder|council|office|clinic|hospital|lab|courier|landlady|tenant|designer|printer|library|pharmacy|post office|warehouse|tiler|painter|gardener|cleaner|sparky|locksmith|solicitor|embassy|nanny|babysitter|carpenter|handyman|garage|city|hr|it))\b/giu;

function pronounTarget(text: string, index: number, names: string[]): string | null {
  const before = text.slice(0, index);
  let best: { at: number; who: string } | null = null;
  for (const n of names) {
    const at = before.toLowerCase().lastIndexOf(n.toLowerCase());
    if (at >= 0 && (!best || at > best.at)) best = { at, who: n };
  }
  for (const m of before.matchAll(ROLE)) if (!best || m.index > best.at) best = { at: m.index, who: m[1]! };
  return best?.who ?? null;
}

const PATTERNS: Array<{ re: RegExp; build: (m: RegExpExecArray, text: string, names: string[]) => string | null }> = [
  {
    // "waiting on her to call back about the claim", "waiting on the refund from Zalando"
    re: /\b(?:still\s+)?(?:waiting|wait)\s+(?:on|for)\s+/i,
    build: (m, text, names) => {
      const raw = rawClauseFrom(text, m.index + m[0].length);
      const what = tidy(raw);
      if (!what) return null;
      const to = /^(\S+(?:\s\S+)?)\s+to\s+(.+)$/.exec(raw);
      const from = /^(.+?)\s+from\s+(.+)$/.exec(what);
      const pronoun = /^(her|him|them|it)\b/i.test(raw);
      if (to) return `${pronoun ? pronounTarget(text, m.index, names) ?? to[1] : tidy(to[1]!)}: ${to[2]}`;
      if (from) return `${tidy(from[2]!)}: ${from[1]}`;
      const party = /^(?:her|his|their)\s/i.test(text.slice(m.index + m[0].length)) ? pronounTarget(text, m.index, names) : null;
      return party ? `${party}: ${what}` : what;
    },
  },
  {
    // "Grace hasn't approved it", "Meridian STILL hasn't sent the brand assets"
    re: /\b(?:still\s+)?(?:hasn'?t|has not|(?:they|they've|they have) (?:still )?(?:haven'?t|have not|not))\s+(?:yet\s+)?(heard back|called back|gotten back|got back|come back|come through|come|(?!(?:stopped|changed|improved|talked|played|cried|laughed|smiled|moved|aged|walked|tried|rained|snowed|happened|mattered|helped|worked|liked|loved|lived|needed|wanted|eaten|seemed|used|learned|asked)\b)[a-z]+ed|sent|paid|done|built|given|written)\b\s*/i,
    build: (m, text, names) => {
      const who = partyBefore(text, m.index, names);
      const what = clauseFrom(text, m.index + m[0].length).replace(/^(?:it|them|back|yet)\b\s*/i, "");
      const verb = m[1]!.toLowerCase();
      // "the letter still hasn't come": the subject is the awaited thing.
      if (/^(come|arrived|come back|shipped|delivered|landed|cleared|come through)$/.test(verb)) return thingBefore(text, m.index) ?? who ?? verb;
      const thing = what || VERB_NOUNS[verb] || verb;
      return who ? `${who}: ${thing}` : thing;
    },
  },
  {
    // "IT still haven't fixed my laptop", "the builders haven't sent the invoice": a party that is not the person.
    re: /(?<![\p{L}'])(?!(?:We|I|You)\b)(IT|HR|[A-Z][a-z]+|the [a-z]+)\s+(?:still\s+)?(?:haven'?t|have not|havent|STILL haven'?t)\s+(?:yet\s+)?([a-z]+ed|sent|paid|done|got back|heard back|come back)\b\s*/u,
    build: (m, text) => {
      const what = clauseFrom(text, m.index + m[0].length).replace(/^(?:it|them|back|yet)\b\s*/i, "");
      const verb = m[2]!.toLowerCase();
      const thing = what ? `${VERB_NOUNS[verb] ? VERB_NOUNS[verb] + " of " : ""}${what}`.replace(/^fix of /, "") : VERB_NOUNS[verb] ?? verb;
      return `${tidy(m[1]!)}: ${/ed$/.test(verb) && !VERB_NOUNS[verb] ? `${verb.replace(/ed$/, "")} ${what}`.trim() : thing}`;
    },
  },
  {
    // "waiting to hear back about the biopsy"
    re: /\b(?:still\s+)?waiting to hear(?:\s+back)?(?:\s+(?:from|about|on|re|if|whether|when))?\s+/i,
    build: (m, text, names) => {
      const what = clauseFrom(text, m.index + m[0].length);
      const who = pronounTarget(text, m.index, names);
      return what ? (who ? `${who}: ${what}` : what) : null;
    },
  },
  {
    // "they'll confirm the ship date", "she'll get back to me by friday"
    re: /\b(?:they|he|she)(?:'ll| will) (?:confirm|get back|let me know|send|call back|reply|respond|come back to me|decide)\b\s*/i,
    build: (m, text, names) => {
      const who = pronounTarget(text, m.index, names);
      const what = clauseFrom(text, m.index).replace(/^(?:they|he|she)(?:'ll| will)\s+/i, "");
      return who ? `${who}: ${what}` : what;
    },
  },
  {
    re: /\bhaven'?t heard (?:back )?from\s+/i,
    build: (m, text) => `${clauseFrom(text, m.index + m[0].length)}: reply`,
  },
  {
    // "until the credit union approves the loan"
    re: /\b(?:until|till|til|unless)\s+(?:the\s+|my\s+)?([\p{L} -]{2,40}?)\s+(approves|confirms|replies|responds|sends|calls back|gets back|signs(?: off)?|pays|decides|comes through|okays|oks)\b/iu,
    build: (m, text) => `${tidy(m[1]!)}: ${m[2]} ${clauseFrom(text, m.index + m[0].length)}`.trim(),
  },
  {
    // "tracking says it arrives thursday", "should be back friday"
    re: /\b(?:tracking says|should (?:be back|arrive|come in|be here|ship)|supposed to (?:arrive|come|be back)|is arriving|arrives|on (?:its|their) way|in the mail|out for delivery)\b/i,
    build: (m, text) => {
      const before = text.slice(0, m.index);
      const obj = /(?:ordered|bought|sent|shipped|mailed|waiting (?:on|for))\s+(?:a |an |the |my )?([^,.;]+?)(?:\s*[,.;]|$)/i.exec(before);
      return obj ? `${tidy(obj[1]!)} (delivery)` : "delivery";
    },
  },
  {
    // "still no date for the panel upgrade", "no reply from the landlord yet"
    re: /\b(?:still no|no word|still nothing|no reply|no response|no answer|no update|no news|nothing back|radio silence)\s+(?:\w+\s+)?(?:from|on|about|for|yet|after)\b\s*|\b(?:no reply|no response|no answer|no news|radio silence) yet\b/i,
    build: (m, text, names) => {
      const clause = clauseFrom(text, m.index);
      const from = /\bfrom (?:the |my |our )?([\p{L}' -]+?)(?:\s+(?:about|on|re|regarding|for)\s+(.+))?$/iu.exec(clause);
      const about = /\b(?:about|on|re|regarding|for)\s+(?:the\s+)?(.+)$/i.exec(clause);
      const named = from ? tidy(from[1]!) : null;
      const who = named && !/^(?:him|her|them)$/i.test(named) ? named : named ? pronounTarget(text, m.index, names) : partyBefore(text, m.index, names);
      const what = from?.[2] ? `reply about ${tidy(from[2])}` : about ? `reply about ${tidy(about[1]!)}` : "reply";
      return who ? `${who}: ${what}` : clause;
    },
  },
  {
    // "the new sofa is backordered till jan", "out of stock until march"
    re: /\b(?:is |are |it's |its )?(?:back ?ordered|on back ?order|out of stock|sold out)\b/i,
    build: (m, text) => {
      const thing = thingBefore(text, m.index);
      return thing ? `store: ${thing} (backordered)` : "store: restock";
    },
  },
  {
    // "on the waitlist for the Bosch dishwasher, they'll email if one comes in", "put my name down for a plot"
    re: /\b(?:on (?:the|a) (?:wait ?list|waiting list)|put (?:my|our) names? down)(?:\s+(?:for|at))?\s*/i,
    build: (m, text) => {
      const what = clauseFrom(text, m.index + m[0].length);
      return what ? `${what} (waitlist)` : "waitlist";
    },
  },
  {
    // "the visa is still in processing", "claim still pending", "still under review"
    re: /\b(?:still|is|are)\s+(?:being processed|processing|in processing|pending|under review|in the queue|with the (?:bank|insurer|council|embassy|lawyer|solicitor))\b/i,
    build: (m, text) => thingBefore(text, m.index) ?? clauseFrom(text, m.index),
  },
  {
    // "chase the bank if the letter still hasn't come": handled by "hasn't"; "pending approval"
    re: /\b(?:pending approval|awaiting)\b\s*/i,
    build: (m, text) => clauseFrom(text, m.index + m[0].length) || "approval",
  },
];

const NOT_WAITING = /\b(can'?t wait|couldn'?t wait|cannot wait|waiting room|no waiting)\b/i;

/** Finds a waiting-for in a thought (GUIDELINES 7), formatted loosely as "who: what". */
export function detectWaiting(text: string, names: string[]): WaitingMatch | null {
  const cleaned = text.replace(NOT_WAITING, (s) => " ".repeat(s.length));
  let best: WaitingMatch | null = null;
  for (const p of PATTERNS) {
    const m = p.re.exec(cleaned);
    if (!m) continue;
    const built = p.build(m, cleaned, names);
    if (!built) continue;
    if (!best || m.index < best.index) best = { waitingFor: built.slice(0, 200), index: m.index };
  }
  return best;
}
