import type { QaNote } from "./qa-note.js";
import type { QaQuestion } from "./qa-question.js";
import { isRelationWord } from "./qa-relations.js";
import { isStopWord, words } from "./qa-words.js";

/**
 * Round 63: a person asked by their role ("the plumber", "my dentist", "our choir master") whom the notes name with
 * that role ("Sitani the plumber", "my dentist Lavulo", "Pita is our new choir master", "Tyson's vet is Mr Rahman")
 * is that person, asked by name: the notes after the first name them only by name. A role no note ties to a name
 * stays a topic word. Tokens are compared; nothing from the text becomes a pattern.
 */

/** Words between the owner and the role that do not change who is meant ("our new supervisor"). */
const STANDING = new Set(["new", "old", "current", "regular", "usual", "own", "former"]);
/** Titles before a name, skipped to reach the name itself. */
const TITLES = new Set(["mr", "mrs", "ms", "miss", "dr", "dra", "doctor", "sr", "sra", "don", "doña"]);
/** Capitalised words that start a date, not a person. */
const CALENDAR = new Set(
  "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december today tomorrow yesterday".split(" "),
);
const OWNERS = new Set(["my", "our", "the"]);

const rawTokens = (text: string) => text.match(/[\p{L}'’]+/gu) ?? [];
const bare = (token: string) => token.replace(/['’]s$/u, "");
const capitalised = (token: string | undefined) => {
  if (token === undefined) return false;
  const b = bare(token);
  return /^\p{Lu}\p{Ll}+$/u.test(b) && !isStopWord(b.toLowerCase()) && !CALENDAR.has(b.toLowerCase()) && !TITLES.has(b.toLowerCase()) && !isRelationWord(b.toLowerCase());
};

/** Whether some note writes the word capitalised inside a sentence, so a capital at a note's start is a name, not the opening word. */
function midSentenceName(word: string, notes: readonly QaNote[]): boolean {
  return notes.some((n) => rawTokens(n.text).some((t, i) => i > 0 && bare(t) === word));
}

/** The first name of a name that ends at index i ("Pita Kaufusi is…" gives "Pita"). */
function nameEndingAt(t: string[], i: number): string | null {
  if (!capitalised(t[i])) return null;
  let k = i;
  while (k > 0 && capitalised(t[k - 1]) && !/['’]s$/u.test(t[k - 1]!)) k--;
  return bare(t[k]!);
}

/** The name that starts at index i, after any title ("Mr Rahman"). */
function nameStartingAt(t: string[], i: number): string | null {
  const k = TITLES.has(bare(t[i] ?? "").toLowerCase()) ? i + 1 : i;
  return capitalised(t[k]) ? bare(t[k]!) : null;
}

/** Each name a note ties to the role ending in `head`, with the topic words before it that are part of the role. */
function roleTies(head: string, topic: readonly string[], notes: readonly QaNote[]): Array<{ name: string; role: string[] }> {
  const ties: Array<{ name: string; role: string[] }> = [];
  for (const note of notes) {
    const t = rawTokens(note.text);
    for (let i = 0; i < t.length; i++) {
      if (bare(t[i]!).toLowerCase() !== head) continue;
      const role = [head];
      let j = i - 1;
      while (j >= 0 && (STANDING.has(t[j]!.toLowerCase()) || (topic.includes(t[j]!.toLowerCase()) && !role.includes(t[j]!.toLowerCase())))) {
        if (!STANDING.has(t[j]!.toLowerCase())) role.push(t[j]!.toLowerCase());
        j--;
      }
      const owner = t[j];
      // The role must be someone's: "my dentist", "the plumber", "Tyson's vet"; not "the dentist appointment" read as a name.
      const owned = owner !== undefined && (OWNERS.has(owner.toLowerCase()) || /['’]s$/u.test(owner));
      if (!owned) continue;
      const names: Array<string | null> = [];
      // "my dentist Lavulo", "the vet is Mr Rahman".
      names.push(nameStartingAt(t, i + 1));
      if (t[i + 1]?.toLowerCase() === "is") names.push(nameStartingAt(t, i + 2));
      // "Pita Kaufusi is our new choir master", "Lavulo, my dentist", "Sitani the plumber".
      if (OWNERS.has(owner.toLowerCase())) {
        if (["is", "was"].includes(t[j - 1]?.toLowerCase() ?? "")) names.push(nameEndingAt(t, j - 2));
        else {
          const before = nameEndingAt(t, j - 1);
          names.push(before && midSentenceName(before, notes) ? before : null);
        }
      }
      for (const name of names) if (name) ties.push({ name, role });
    }
  }
  return ties;
}

/** The name the notes tie most often to the role ending in `head`, with the role's words; null when none is. */
function nameOfRole(head: string, topic: readonly string[], notes: readonly QaNote[]): { name: string; role: string[] } | null {
  if (isRelationWord(head) || isStopWord(head)) return null;
  const seen = new Map<string, { count: number; role: string[] }>();
  for (const tie of roleTies(head, topic, notes)) {
    const s = seen.get(tie.name) ?? { count: 0, role: tie.role };
    seen.set(tie.name, { count: s.count + 1, role: s.role });
  }
  const best = [...seen.entries()].sort((a, b) => b[1].count - a[1].count)[0];
  return best ? { name: best[0], role: best[1].role } : null;
}

/** The question with each role the notes tie to a name asked as that person; unchanged when none is. */
export function withRoleNames(q: QaQuestion, notes: readonly QaNote[]): QaQuestion {
  let people: string[] = [];
  let changed = false;
  // "Who is our choir master": the question reader keeps an unnamed person as the words that describe them.
  for (const p of q.people) {
    const described = /\p{Lu}/u.test(p) ? [] : words(p).filter((w) => !isStopWord(w));
    const found = described.length > 0 ? nameOfRole(described[described.length - 1]!, described, notes) : null;
    if (found) changed = true;
    people.push(found ? found.name : p);
  }
  let topic = q.topic;
  for (const head of q.topic) {
    if (!topic.includes(head)) continue;
    const found = nameOfRole(head, topic, notes);
    if (!found) continue;
    changed = true;
    people.push(found.name);
    topic = topic.filter((w) => !found.role.includes(w));
  }
  people = [...new Set(people)];
  return changed ? { ...q, people, topic } : q;
}
