import { eventTypes, MAX_SUGGESTIONS, priorities, SUGGESTIONS_MIN_LENGTH, type Domain } from "@life/contracts";
import { boundedDistance } from "./fuzzy-match.js";

/** Completions for the command bar: pure, from the grammar and the person's own names. */

export interface SuggestionSources {
  projects: string[];
  contacts: string[];
  tags: string[];
  /** The selected thought's domain; "change to" it would change nothing. */
  currentDomain: Domain | null;
}

const DOMAIN_COMMANDS: Array<[Domain, string]> = [
  ["personal", "change to personal"],
  ["social", "change to social"],
  ["systems", "change to work"],
];

/** Every command the person could mean, in the order ties are shown: grammar first, then names. */
export function buildCandidates(sources: SuggestionSources): string[] {
  return [
    ...DOMAIN_COMMANDS.filter(([d]) => d !== sources.currentDomain).map(([, c]) => c),
    ...priorities.map((p) => `change priority to ${p}`),
    ...["approved", "completed", "archived", "pending"].map((s) => `change status to ${s}`),
    ...eventTypes.map((t) => `change type to ${t.replaceAll("_", " ")}`),
    "complete",
    "archive",
    "delete",
    "schedule for tomorrow 9am",
    "schedule for today 5pm",
    "schedule for next monday 9am",
    ...sources.projects.map((p) => `move to ${p}`),
    ...sources.tags.map((t) => `tag with ${t}`),
    ...sources.contacts.map((c) => `connect to ${c}`),
    ...sources.projects.map((p) => `connect to ${p}`),
  ];
}

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** Lower is better; null is no match. Prefix, then a word inside, then a typo in the prefix, then words in any order (3). */
function rank(query: string, candidate: string): number | null {
  const c = normalize(candidate);
  if (c.startsWith(query)) return 0;
  if (c.includes(` ${query}`)) return 1;
  // Typos are allowed in proportion to the word being typed, not the whole line: "move to k"
  // must not match "move to Garden shed" by one substitution.
  const lastWord = query.slice(query.lastIndexOf(" ") + 1);
  const allowed = lastWord.length <= 3 ? 0 : lastWord.length <= 7 ? 1 : 2;
  if (allowed > 0) {
    const typos = boundedDistance(query, c.slice(0, query.length), allowed);
    if (typos <= allowed) return 2 + typos / 10;
  }
  const words = c.split(" ");
  const queryWords = query.split(" ");
  if (queryWords.length > 1 && queryWords.every((q) => words.some((w) => w.startsWith(q)))) return 3;
  return null;
}

/**
 * At most 8 completions of `partial`, best first. Under two characters there is nothing to
 * go on (spec 5). A leading "/" is kept on the suggestions so picking one stays in command mode.
 */
export function rankSuggestions(partial: string, candidates: string[]): string[] {
  const trimmed = partial.trim();
  if (trimmed.length < SUGGESTIONS_MIN_LENGTH) return [];
  const slash = trimmed.startsWith("/");
  const query = normalize(trimmed.replace(/^\/+/, ""));
  if (!query) return [];
  const seen = new Set<string>();
  const ranked: Array<{ text: string; score: number; order: number }> = [];
  candidates.forEach((text, order) => {
    const key = normalize(text);
    if (seen.has(key)) return;
    seen.add(key);
    const score = rank(query, text);
    if (score !== null) ranked.push({ text, score, order });
  });
  // Words in any order only when nothing matched better: "change to" should not list every "change … to …".
  const best = ranked.some((r) => r.score < 3) ? ranked.filter((r) => r.score < 3) : ranked;
  return best
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, MAX_SUGGESTIONS)
    .map((r) => (slash ? `/${r.text}` : r.text));
}
