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

const VERB_NOUNS: Record<string, string> = {
  approved: "approval", replied: "reply", responded: "response", "called back": "call back", "gotten back": "reply",
  "got back": "reply", paid: "payment", confirmed: "confirmation", signed: "signature", answered: "answer",
  reimbursed: "reimbursement", refunded: "refund", decided: "decision", "heard back": "reply",
};

/** Who "her"/"him"/"them" points to: the last named person or role before the pronoun. */
/** The party a waiting clause is about: role words that act on the person's behalf. */
const ROLE = /\b(?:the|my|our)\s+((?:[\p{L}-]+\s)?(?:accountant|landlord|plumber|electrician|adjuster|bank|contractor|doctor|dentist|vet|client|manager|boss|team|supplier|vendor|seller|buyer|agent|broker|lawyer|school|teacher|coach|recruiter|company|store|shop|airline|insurer|roofer|mechanic|builder|council|office|clinic|hospital|lab|courier|landlady|tenant|designer|printer|library|pharmacy|post office|warehouse|seller))\b/giu;

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
    re: /\b(?:still\s+)?(?:hasn'?t|has not|(?:they|they've|they have) (?:still )?(?:haven'?t|not))\s+(?:yet\s+)?(heard back|called back|gotten back|got back|come back|come|(?!(?:stopped|changed|improved|talked|played|cried|laughed|smiled|moved|aged|walked|tried|rained|snowed|happened|mattered|helped|worked|liked|loved|lived|needed|wanted|eaten|seemed|used|learned|asked)\b)[a-z]+ed|sent|paid|done|built|given|written)\b\s*/i,
    build: (m, text, names) => {
      const who = partyBefore(text, m.index, names);
      const what = clauseFrom(text, m.index + m[0].length).replace(/^(?:it|them|back|yet)\b\s*/i, "");
      const verb = m[1]!.toLowerCase();
      // "the letter still hasn't come": the subject is the awaited thing.
      if (/^(come|arrived|come back|shipped|delivered)$/.test(verb)) return who ?? verb;
      const thing = what || VERB_NOUNS[verb] || verb;
      return who ? `${who}: ${thing}` : thing;
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
    re: /\buntil\s+(?:the\s+|my\s+)?([\p{L} -]{2,40}?)\s+(approves|confirms|replies|responds|sends|calls back|gets back|signs|pays|decides|comes through)\b/iu,
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
    re: /\b(?:still no|no word|still nothing|no reply|no response|no answer|no update)\s+(?:\w+\s+)?(?:from|on|about|for|yet)\b\s*/i,
    build: (m, text, names) => {
      const who = partyBefore(text, m.index, names);
      const what = clauseFrom(text, m.index);
      return who ? `${who}: ${what}` : what;
    },
  },
  {
    // "chase the bank if the letter still hasn't come": handled by "hasn't"; "pending approval"
    re: /\b(?:pending approval|awaiting)\b\s*/i,
    build: (m, text) => clauseFrom(text, m.index + m[0].length) || "approval",
  },
];

const NOT_WAITING = /\b(can'?t wait|couldn'?t wait|waiting room|no waiting|wait list|waitlist)\b/i;

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
