import { wordTable } from "@life/contracts";
/** Who and what a waiting-for clause names: the parts of its "who: what" description. */
const STOP_WHAT = /\s*(?:[,;!?—–]|\.(?=\s|$)|\s-\s|\bbut\b|\bso\b|\bwhich\b|\bshe said\b|\bhe said\b|\bthey said\b|\bshould\b|\bdue\b|\bby\b|\buntil\b|$)/;

export function tidy(s: string): string {
  return s.replace(/^(?:the|my|our|a|an|her|his|their)\s+/i, "").replace(/\s+/g, " ").trim();
}

export function rawClauseFrom(text: string, start: number): string {
  const rest = text.slice(start);
  const m = STOP_WHAT.exec(rest);
  return (m ? rest.slice(0, m.index) : rest).trim();
}

export function clauseFrom(text: string, start: number): string {
  return tidy(rawClauseFrom(text, start));
}

/** The last named or definite party before `index`: "Grace", "the bank", "the old landlord". */
export function partyBefore(text: string, index: number, names: string[]): string | null {
  const before = text.slice(0, index);
  const named = names.filter((n) => before.toLowerCase().includes(n.toLowerCase()));
  if (named.length) return named[named.length - 1]!;
  const m = /(?:^|[\s,.;:—–-])(?:the|my|our)\s+((?:[\p{L}-]+\s){0,2}[\p{L}-]+)\s+(?:still\s+)?$/iu.exec(before);
  // "the agency still owes…": "still" is the clause's, not the party's.
  if (m) return tidy(m[1]!).replace(/\s+still$/i, "");
  // "insurer still hasn't…": a role named bare at the start of the thought.
  // "Morgan Stanley's recruiter still hasn't…": an office's role, named with its firm.
  const owned = /(?:^|[\s,.;:])((?:\p{Lu}[\p{L}&-]*\s)?\p{Lu}[\p{L}&-]*)'s\s+([\p{L}-]+)\s+(?:still\s+)?$/u.exec(before);
  if (owned && ROLE_NOUN.test(owned[2]!)) return `${owned[1]} ${owned[2]}`;
  const bare = /^\s*((?:[\p{L}-]+\s)?[\p{L}-]+)\s+(?:still\s+)?$/u.exec(before);
  if (bare && (ROLE_NOUN.test(bare[1]!) || ROLE_NOUN.test(bare[1]!.split(/\s/).pop()!))) return bare[1]!;
  const cap = /(\p{Lu}[\p{L}&-]+(?:\s\p{Lu}[\p{L}&-]+)*)\s+(?:still\s+)?$/iu.exec(before);
  // "IRAS still owe me…": "still" is the clause's, not part of the name.
  return cap && /^\p{Lu}/u.test(cap[1]!) ? cap[1]!.replace(/\s+still$/i, "") : null;
}

/**
 * The noun phrase a state is said of: "the $86 refund from Tessuto still hasn't arrived" gives
 * "Tessuto: $86 refund", "the new sofa is backordered" gives "new sofa".
 */
export function thingBefore(text: string, index: number): string | null {
  const before = text.slice(0, index).replace(/\s+(?:still|is|are|it's|its|has|have|just)\s*$/i, "").trimEnd();
  const clause = before.split(/[,;.!?:]|\s[—–-]\s|\b(?:and|but|so)\b/).pop()?.trim() ?? "";
  const words = clause
    .replace(/^(?:ugh|ok|so|honestly|livid|annoyed|great)\b\s*/i, "")
    .replace(/^(?:the |my |our )?[\p{L}-]+ (?:says|said|reckons|thinks)(?: that)?\s+/iu, "")
    .replace(/'s$/, "")
    .trim();
  if (!words || words.split(/\s+/).length > 8) return null;
  const from = /^(.+?)\s+from\s+(.+)$/i.exec(words);
  if (from) return `${tidy(from[2]!)}: ${tidy(from[1]!)}`;
  return tidy(words) || null;
}

export const VERB_NOUNS: Readonly<Record<string, string>> = wordTable({
  approved: "approval", "signed off": "sign-off", rung: "call", rang: "call", reset: "reset", replied: "reply", responded: "response", "called back": "call back", "gotten back": "reply",
  "got back": "reply", paid: "payment", confirmed: "confirmation", signed: "signature", answered: "answer",
  reimbursed: "reimbursement", refunded: "refund", decided: "decision", "heard back": "reply",
});

/** The party a waiting clause is about: role words that act on the person's behalf. */
const ROLE = /(?:\b(?:the|my|our)\s+|^)((?:[\p{L}-]+\s)?(?:tradie|brother|sister|cousin|friend|neighbour|neighbor|sweep|chimney sweep|inspector|tailor|technician|installer|surveyor|architect|decorator|glazier|movers|removalists|agency|dealership|accountant|optician|vet|surgery|agent|letting agent|estate agent|recruiter|consulate|landlord|plumber|electrician|adjuster|bank|contractor|doctor|dentist|vet|client|manager|boss|team|supplier|vendor|seller|buyer|agent|broker|lawyer|school|teacher|coach|recruiter|company|store|shop|airline|insurer|roofer|mechanic|builder|council|office|clinic|hospital|lab|courier|landlady|tenant|designer|printer|library|pharmacy|post office|warehouse|tiler|painter|gardener|cleaner|sparky|locksmith|solicitor|embassy|nanny|babysitter|carpenter|handyman|garage|city|hr|it))\b/giu;

const ROLE_WORD = new RegExp(`^${ROLE.source.replace(/^\(\?:\\b\(\?:the\|my\|our\)\\s\+\|\^\)/, "")}$`, "iu");
/** A role that acts on the person's behalf, said alone: "surveyor", "letting agent", "the bank". */
export function isRoleWord(word: string): boolean {
  return ROLE_NOUN.test(word) || ROLE_WORD.test(tidy(word));
}

/** Who "her"/"him"/"them" points to: the last named person or role before the pronoun. */
export function pronounTarget(text: string, index: number, names: string[]): string | null {
  const before = text.slice(0, index);
  let best = lastNamed(before, names);
  for (const m of before.matchAll(ROLE)) if (!best || m.index > best.at) best = { at: m.index, who: m[1]! };
  return best?.who ?? null;
}

/** The name the text gives last before `index`: "rang Yeboah again about the Zafira, the part's…" gives Yeboah. */
export function lastNameBefore(text: string, index: number, names: string[]): string | null {
  return lastNamed(text.slice(0, index), names)?.who ?? null;
}

function lastNamed(before: string, names: string[]): { at: number; who: string } | null {
  const lower = before.toLowerCase();
  let best: { at: number; who: string } | null = null;
  for (const n of names) {
    const at = lower.lastIndexOf(n.toLowerCase());
    if (at >= 0 && (!best || at > best.at)) best = { at, who: n };
  }
  return best;
}


/** Words that end a party's name in "emailed the landlord twice about…". */
const PARTY_END = /\s+(?:again|twice|about|re|for|on|yesterday|today|this|last|and|but|to|with|at|online|in|back|over|a|the)\b.*$/i;

/**
 * The party or thing the person last acted on before a state of silence: "called the bank again,
 * still no answer" gives the bank; "applied for the parking permit online, no word yet" gives
 * the permit (as the thing).
 */
export function commObjectBefore(text: string, index: number): { who: string | null; what: string | null; about: string | null } {
  const before = text.slice(0, index);
  let who: string | null = null;
  let what: string | null = null;
  let about: string | null = null;
  for (const m of before.matchAll(/\b(?:called|rang|emailed|texted|messaged|chased|pinged|phoned|contacted|wrote to|asked|sent|submitted|applied for|filed)\s+(?:the\s+|my\s+|our\s+)?([\p{L}'-]+(?:\s[\p{L}'-]+){0,3})/giu)) {
    const object = m[1]!.replace(PARTY_END, "").trim();
    if (/^(?:applied for|submitted|filed|sent)/i.test(m[0])) what = object;
    else who = object;
    const ab = /\b(?:about|re|regarding|on)\s+(?:the\s+|my\s+)?([^,.;]+)/i.exec(before.slice(m.index));
    about = ab ? tidy(ab[1]!) : null;
  }
  // "put in a claim with TfL for the uniform allowance": the party a claim or complaint was lodged with, and its matter.
  const lodged = [...before.matchAll(/\b(?:put in|made|lodged|filed|raised|opened)\s+(?:a|an|the|my)\s+(?:claim|complaint|request|application|ticket|case)\s+with\s+(?:the\s+)?([\p{L}'-]+(?:\s[\p{L}'-]+)?)(?:\s+(?:for|about|re|over)\s+(?:the\s+|my\s+|our\s+)?([^,.;]+))?/giu)].pop();
  if (lodged) return { who: lodged[1]!.replace(PARTY_END, "").trim(), what, about: lodged[2] ? tidy(lodged[2]) : about };
  return { who, what, about };
}

/** Things that are people or pets: "our kids are at the school" awaits nothing. */
export const PEOPLE_OR_PETS = /^(?:kids?|children|son|daughter|boys?|girls?|twins|baby|mum|mom|dad|parents|husband|wife|partner|dog|cat|puppy|family|friends?|guests?|team)$/i;

/** Offices and trades that hold a person's things while they wait: "at the embassy", "with the garage". */
export const ROLE_NOUN = /^(?:police|legal|hr|payroll|finance|procurement|compliance|underwriters|underwriting|adjuster|assessor|client|customer|insurer|insurance|recruiter|manager|landlord|plumber|electrician|mechanic|dealership|embassy|consulate|garage|mechanic|jeweller|jeweler|tailor|cobbler|repair shop|bank|insurer|council|city|lawyer|solicitor|accountant|notary|passport office|post office|vet|lab|clinic|printer|printers|framer|dry cleaner|dry cleaners|cleaners|shop|store|agency|agent|landlord|builder|office|registry|courts?|tax office|depot|warehouse|customs|bike shop|optician)$/i;

/** Who was sent something before a state: "posted the letter to the gym, now they…" gives the gym. */
export function recipientBefore(before: string): string | null {
  const m = [...before.matchAll(/\b(?:sent|posted|emailed|mailed|submitted|lodged|gave|handed|returned)\b[^,.;]*?\bto (?:the |my |our )?([\p{L}-]+(?: [\p{L}-]+)?)(?=\s*[,.;]|\s+(?:now|and|but|so|for|about|re|on|this|yesterday|today)\b|$)/giu)].pop();
  return m ? tidy(m[1]!) : null;
}

/** The party holding the person's thing: "planning office has our extension application" gives both. */
export function holderBefore(text: string, index: number, names: string[]): { who: string; thing: string } | null {
  const m = /(?:^|[,.;]\s*)(?:the |my |our )?([\p{L}-]+(?: [\p{L}-]+)?) (?:has|have|has got|'s got|is holding) (?:our|my|the) ([^,.;]+?)\s*(?:[,.;]|$)/iu.exec(text.slice(0, index));
  if (!m || /^(?:i|we|you)$/i.test(m[1]!)) return null;
  const named = names.find((n) => n.toLowerCase() === m[1]!.toLowerCase());
  return { who: named ?? tidy(m[1]!), thing: tidy(m[2]!) };
}
