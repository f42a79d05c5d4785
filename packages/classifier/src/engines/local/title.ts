import type { EventType } from "@life/contracts";

const MAX = 60;

/** Openers that carry no meaning in a title ("remind me to", "ok so", "I need to"). */
const FILLERS: RegExp[] = [
  /^(?:ok(?:ay)?|so|hey|hi|um+|uh+|oh|also|and|btw|honestly|note to self|todo|to-do|reminder|note)\b[\s,:;.!-]*/i,
  /^(?:(?:high|medium|low|top)\s+priority|urgent|critical|important|asap)\b[\s,:;.!-]*/i,
  /^(?:remind me|don'?t let me forget|don'?t forget|dont forget|do not forget|ping me|nudge me)\b(?:\s+(?:to|that|about|:))?[\s,:;-]*/i,
  /^(?:i\s+)?(?:really\s+)?(?:(?:need|needs|want|wants|should|must|ought)(?:\s+to)?|(?:have|has|got)\s+to|gotta|gonna|wanna)\s+(?=\w)/i,
  /^(?:i'?m\s+)?(?:going to|planning to|trying to)\s+/i,
  /^(?:project|new project|update|idea|fyi)\s*[:-]\s*/i,
  /^(?:please|pls|plz|let'?s)\s+/i,
];

/** Priority and urgency words at the end ("…, no rush", "— important"). */
const TRAILING = /[\s,;:.!—–-]*(?:no rush|no hurry|low priority|medium priority|high priority|top priority|important|urgent|asap|critical|whenever)[\s.!]*$/i;
/** "decided: X", "ok decision made on the roof: X" — the decision itself is the title. */
const DECISION_LEAD = /^(?:[^:]{0,80}\b)?(?:decided|decision(?: made)?|final decision|verdict)\b[^:]{0,30}:\s*/i;
/** Where a title may be shortened, best first: before a clause, at a comma, before a phrase. */
const BOUNDARIES = [
  /\s(?:because|since|so that|so|which|while|when|whenever|if|until|unless|once|instead|though|although)\s/gi,
  /,\s/g,
  /\s(?:after|before|with|without|for|about|from|at|on|to|and|but|then|by|in|into)\s/gi,
];

function stripFillers(s: string): string {
  let out = s.trim();
  for (let pass = 0; pass < 4; pass++) {
    const before = out;
    for (const re of FILLERS) out = out.replace(re, "");
    if (out === before) break;
  }
  return out;
}

/** Removes time spans (with a time preposition) so "…on sunday at 4pm" does not crowd the title. */
function dropSpans(text: string, spans: Array<{ index: number; end: number }>): string {
  let out = text;
  for (const s of [...spans].sort((a, b) => b.index - a.index)) {
    // "tomorrow's commute", "Thursday's review": the day is part of a noun phrase, keep it.
    if (/['’]s$/.test(out.slice(s.index, s.end)) || /^['’]s\b/.test(out.slice(s.end))) continue;
    const before = out.slice(0, s.index).replace(/\b(?:on|at|by|before|this|next|in|until|due|from)\s*$/i, "");
    out = `${before} ${out.slice(s.end)}`;
  }
  return out
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/([,;:])(?=[,;:.!?])/g, "")
    .replace(/\s{2,}/g, " ")
    // A fragment left behind by the dropped time ("…, it's due tomorrow" → "…, it's").
    .replace(/,\s*[\p{L}']{0,6}(?:\s[\p{L}']{0,4})?\s*$/u, "")
    .trim();
}

/** Clauses split at sentence ends, dashes and colons, ignoring punctuation inside quotes. */
function clauses(s: string, keepColon: boolean): string[] {
  const masked = s.replace(/(['"])[^'"]{1,80}\1/g, (m) => m.replace(/[.,!?;:—–-]/g, "\u0000"));
  const re = keepColon ? /[.!?;]+(?:\s|$)|\s[—–-]\s/g : /[.!?;]+(?:\s|$)|\s[—–-]\s|:\s/g;
  const out: string[] = [];
  let last = 0;
  for (const m of masked.matchAll(re)) {
    out.push(s.slice(last, m.index));
    last = m.index + m[0].length;
  }
  out.push(s.slice(last));
  return out.map((c) => c.trim()).filter((c) => /\p{L}/u.test(c));
}

/** Shortens at the last phrase boundary that fits; words only as a last resort. */
function fit(s: string, max = MAX): string {
  let out = s.trim().replace(/[\s,;:—–-]+$/, "");
  if (out.length <= max) return out;
  // Boundaries inside a quoted title do not count.
  const masked = out.replace(/(['"])[^'"]{1,80}\1/g, (m) => m.replace(/[\s,]/g, "\u0000"));
  for (const boundary of BOUNDARIES) {
    let cut = -1;
    for (const m of masked.matchAll(boundary)) if (m.index >= 12 && m.index <= max) cut = m.index;
    if (cut > 0) return out.slice(0, cut).replace(/[\s,;:—–-]+$/, "");
  }
  const words = out.split(/\s+/);
  while (words.length > 1 && words.join(" ").length > max) words.pop();
  out = words.join(" ");
  // A single endless token (a pasted link or code) is the one case cut mid-word.
  return out.length > max ? out.slice(0, max) : out;
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A short title (≤ 60 characters): filler and priority words stripped, time phrases dropped (the
 * card shows the time), the first clause — with the next one when the first is only a feeling or
 * a word — and shortened at phrase boundaries, never mid-phrase.
 */
export function buildTitle(text: string, spans: Array<{ index: number; end: number }>, eventType: EventType): string {
  const keepTimes = eventType === "milestone_outcome" || eventType === "emotion_state";
  let body = stripFillers((keepTimes ? text : dropSpans(text, spans)).replace(TRAILING, ""));
  body = body.replace(DECISION_LEAD, "");
  const parts = clauses(body, eventType === "contact");
  let title = stripFillers(parts[0] ?? body);
  if (eventType === "contact") title = title.split(/,\s/)[0] ?? title;
  const next = parts[1] ? stripFillers(parts[1]).replace(TRAILING, "") : "";
  // A lone feeling or word ("So frustrated", "Timesheet") says little without what follows.
  const bare = title.split(/\s+/).length <= 2 || ["emotion_state", "decision_commitment", "observation_insight", "milestone_outcome"].includes(eventType);
  if (title.length < 20 && bare && next) {
    const joined = `${title} — ${fit(next, MAX - title.length - 3)}`;
    if (joined.length <= MAX) title = joined;
  }
  title = fit(title.replace(TRAILING, "").replace(/\s*\basap\b/gi, "").replace(/!{2,}/g, "!").replace(/\s{2,}/g, " "));
  if (!title) title = fit(text);
  return capitalise(title);
}
