import { isQuestionNote } from "../qa-cues.js";
import type { QaNote } from "../qa-note.js";
import type { QaQuestion } from "../qa-question.js";
import { words } from "../qa-words.js";
import { byDate } from "./answer-format.js";
import { inRange, RELATED, score } from "./note-scoring.js";

/** Words of a promise asked ("what did Dean promise about the bathroom"): the frame, which a note may tell otherwise. */
export const PROMISE_WORDS = new Set(["promise", "promised", "promises", "swear", "swore", "sworn", "vow", "vowed"]);

/**
 * A promise told: "promised…", "swore the thermostat goes in", "says he'll skim the ceiling", "told the girls if they made the
 * finals I'd dye my hair". A bare "I'd" ("I'd love a nap") is no promise: only one told to someone.
 */
const PROMISE_TOLD = /\bpromis(?:e|ed|es|ing)\b|\bsw(?:ore|ears?)\b|\bvowed\b|\b(?:says|said)\s+(?:he|she|they)(?:['’]ll|['’]d| will| would)\b|\btold\b[^.;!?]{0,80}?\b(?:i|we|he|she|they)(?:['’]ll|['’]d| will| would)\b/i;

/**
 * A promise refused or denied: "I'm not promising anything", "didn't promise her that", "no promises", "won't swear to it". The
 * note names the word and promises nothing.
 */
const PROMISE_REFUSED = /(?:\b(?:not|never|no)|n['’]t)\s+(?:\p{L}+\s+)?(?:promis(?:e|ed|es|ing)|sw(?:ear|ore|earing))\b|\b(?:promised|swore)\s+(?:nothing|none|no such thing)\b/iu;

/** Who opens the note as the one promising: "Priya promised her mum…", "Dean says he'll…". */
const PROMISER = /^\s*(\p{Lu}[\p{Ll}.]+(?:\s+\p{Lu}\p{Ll}+)?)\s+(?:promised|promises|swore|swears|vowed|says|said)\b/u;

/**
 * "What did Dean promise about the bathroom", "what did I promise the netball girls": the notes telling a promise by the one
 * asked about (the writer, when asked "did I"; someone named, whose notes must name them), on what else the question names.
 * Promises are often told without the question's word ("Dean says he'll skim the ceiling"), and a note on the thing that tells
 * no promise ("the girls want new dresses") is no answer.
 */
export function promises(q: QaQuestion, notes: readonly QaNote[]): QaNote[] {
  const rest = q.topic.filter((t) => !PROMISE_WORDS.has(t));
  const asked = new Set(q.people.map((p) => words(p)[0]));
  const byWhom = (text: string) => {
    const opener = PROMISER.exec(text)?.[1];
    if (opener === undefined) return true;
    const first = words(opener).at(-1)!;
    // The writer asked about their own promise: another's ("Priya promised her mum") is theirs.
    if (q.promise === "mine") return false;
    return asked.size === 0 || asked.has(words(opener)[0]!) || asked.has(first);
  };
  const told = notes.filter((n) => !n.derived && inRange(n, q) && PROMISE_TOLD.test(n.text) && !PROMISE_REFUSED.test(n.text) && !isQuestionNote(n.text) && byWhom(n.text));
  const scored = rest.length === 0 ? told.map((note) => ({ note, score: 1 })) : score(told, { ...q, topic: rest });
  return scored.filter((s) => s.score >= RELATED).map((s) => s.note).sort(byDate);
}
