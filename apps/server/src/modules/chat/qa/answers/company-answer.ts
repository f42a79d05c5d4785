import { isEncounter, isPlan } from "../qa-cues.js";
import type { QaAnswer, QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { WEEKDAYS } from "../qa-range.js";
import { isStopWord, PERSON_TITLE, words } from "../qa-words.js";
import { byDate, type ComposeContext, listNotes, nothing, rangeText } from "./answer-format.js";
import { inRange } from "./note-scoring.js";

/**
 * "Who have I been seeing a lot", "who did I catch up with in August": the people met within the
 * range, by the notes of meeting them. Asked who most ("a lot", "most"), only the one met most often
 * (or those tied with them); otherwise everyone met.
 */
export function company(q: QaQuestion, notes: QaNote[], ctx: ComposeContext): QaAnswer {
  const met = notes.filter((n) => !n.derived && inRange(n, q) && isEncounter(n.text) && !isPlan(n.text) && !othersMeeting(n.text)).sort(byDate);
  const byPerson = new Map<string, QaNote[]>();
  for (const n of met) {
    for (const name of companions(n)) {
      const seen = byPerson.get(name);
      if (seen) seen.push(n);
      else byPerson.set(name, [n]);
    }
  }
  if (byPerson.size === 0) return nothing(`anyone you met${rangeText(q)}`, ctx);
  const ranked = [...byPerson.entries()].sort((a, b) => b[1].length - a[1].length);
  const most = ranked[0]![1].length;
  const shown = q.company === "most" ? ranked.filter(([, seen]) => seen.length === most) : ranked;
  const shownNotes = new Set(shown.flatMap(([, seen]) => seen));
  const cited = met.filter((n) => shownNotes.has(n));
  const who = shown.map(([name, seen]) => `${name} (${seen.length})`).join(", ");
  return { text: `${q.company === "most" ? "Most often" : "You met"}${rangeText(q)}: ${who}. ${listNotes(cited)}.`, notes: cited, number: null };
}

/**
 * Another's meeting told by its subject: "Emilio met his old college friend", "Dr. Ruiz saw a client" (not "Sam met us"). Round 35:
 * and told as theirs by a word of saying: "Manu reckons he saw a shark off the surf club".
 */
const OTHER_MET = new RegExp(String.raw`^\s*(?:${PERSON_TITLE})?(\p{Lu}\p{Ll}+)(?:\s+and\s+\p{Lu}\p{Ll}+)?\s+(?:(?:reckons|says|said|thinks|swears|claims)\s+(?:he|she|they)\s+)?(?:met|meets|saw|sees|ran into|bumped into|caught up with)\s+(?!me\b|us\b)`, "u");
/** Capitalised openings that are no subject of their own: the writer, a time, or an adverb ("Finally met Sandra"). */
const NOT_A_SUBJECT = new Set(["i", "we", "finally", "just", "also", "then", "today", "yesterday", "tonight", ...WEEKDAYS]);

function othersMeeting(text: string): boolean {
  const first = OTHER_MET.exec(text)?.[1]?.toLowerCase();
  return first !== undefined && !NOT_A_SUBJECT.has(first) && !first.endsWith("ly");
}

/** Words after which a companion is named: "lunch with raf", "ran into taini", "dinner at kiri's". */
const BEFORE_NAME = new Set(["with", "w", "into", "and"]);

/**
 * Who a note of meeting names: its people, and for one who types names in lower case the word after
 * "with" or "into", an owner met at their place ("at kiri's") or the one who "came over".
 */
function companions(note: QaNote): string[] {
  const found = new Set(note.entities.map((e) => words(e)[0]!).filter(Boolean));
  const raw = note.text.toLowerCase().replace(/\bw\//g, "with ");
  const tokens = raw.match(/[\p{L}'’]+/gu) ?? [];
  tokens.forEach((token, i) => {
    const plain = token.replace(/['’]s$/u, "");
    const candidate = (BEFORE_NAME.has(tokens[i - 1] ?? "") && (i < 2 || tokens[i - 1] !== "and" || BEFORE_NAME.has(tokens[i - 3] ?? ""))) || (tokens[i - 1] === "at" && /['’]s$/u.test(token)) || (i === 0 && ["came", "popped", "dropped"].includes(tokens[1] ?? ""));
    if (candidate && plain.length > 1 && !isStopWord(plain) && !["work", "team", "crew", "everyone", "friends", "family", "kids", "home"].includes(plain)) found.add(plain);
  });
  return [...found];
}
