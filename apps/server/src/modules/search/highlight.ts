import { foldWord, type SearchTerms } from "./search-terms.js";

const EXCERPT_LENGTH = 240;
/** Characters of context kept before the first match in an excerpt. */
const LEAD = 60;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function matches(word: string, terms: SearchTerms): boolean {
  const folded = foldWord(word);
  return terms.words.some((term, i) => folded === term || (terms.prefixLast && i === terms.words.length - 1 && folded.startsWith(term)));
}

function matchRanges(text: string, terms: SearchTerms): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    if (matches(m[0], terms)) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges;
}

/** Escaped text with each matched word in <mark>. */
export function highlight(text: string, terms: SearchTerms): string {
  return markRanges(text, 0, text.length, matchRanges(text, terms));
}

/** A short excerpt around the first match (or the start), escaped and marked, with … where cut. */
export function highlightExcerpt(text: string, terms: SearchTerms): string {
  const ranges = matchRanges(text, terms);
  if (text.length <= EXCERPT_LENGTH) return markRanges(text, 0, text.length, ranges);
  let start = Math.max(0, (ranges[0]?.[0] ?? 0) - LEAD);
  // Start and end on word boundaries rather than inside a word.
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  const body = markRanges(text, start, end, ranges);
  return `${start > 0 ? "…" : ""}${body}${end < text.length ? "…" : ""}`;
}

function markRanges(text: string, start: number, end: number, ranges: Array<[number, number]>): string {
  let out = "";
  let at = start;
  for (const [from, to] of ranges) {
    if (to <= at || from >= end) continue;
    const markFrom = Math.max(from, at);
    const markTo = Math.min(to, end);
    out += escapeHtml(text.slice(at, markFrom)) + "<mark>" + escapeHtml(text.slice(markFrom, markTo)) + "</mark>";
    at = markTo;
  }
  return out + escapeHtml(text.slice(at, end));
}
