import { formatDate } from "@life/classifier";
import { isPlan, isQuestionNote } from "./qa-cues.js";
import type { QaNote } from "./qa-note.js";
import type { QaRange } from "./qa-range.js";
import { RANGE_WORDS } from "./qa-range.js";
import { byDate, daysApart } from "./answers/answer-format.js";

/**
 * Round 51: a stay asked in days ("how many days was I in the Azores", "how long did I stay in Nadi") is told by going and
 * coming back, not by notes counted: "travelled to Obuasi today" … "back in Kumasi, the trotro from Obuasi was packed", or
 * "landed in Ponta Delgada" … "back in Lisbon, Azores done", where only the end note ties the town arrived at to the place
 * asked. Tokens are compared throughout; the place is never made into a pattern.
 */

/**
 * "How many days was I in…", "how many nights were we at…", "how long did I stay in…", "how long was I in…": a stay's frame,
 * which the place follows. "How long" takes "at" only with "stay": "how long was I at the gym" asks hours.
 */
const STAY_FRAME = /^how (?:many (?:days|nights) (?:(?:was|were) (?:i|we)|did (?:i|we) stay) (?:in|at)|long (?:(?:was|were) (?:i|we) in|did (?:i|we) stay (?:in|at))) /;

/** Words that end the place named in a question ("in Obuasi over Christmas", "in Nadi last month"). */
const PLACE_ENDS = new Set(["over", "for", "during", "in", "on", "at", "with", "before", "after", "when", "while", "and", "or", "from", "to", "back", "around", "altogether", "total", "all", "again", "christmas", "easter"]);

/** Lower-case words of a text, with their capitalisation kept beside them (a town is written with its capital). */
function tokensOf(text: string): Array<{ word: string; capital: boolean }> {
  return (text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).map((t) => ({ word: t.toLowerCase().replace(/['’]s$/u, ""), capital: /^\p{Lu}/u.test(t) }));
}

/** The place a stay question asks of, as lower-case words ("the Azores" → ["azores"]), or null when it asks no stay in a place. */
export function stayPlaceAsked(lower: string): string[] | null {
  const frame = STAY_FRAME.exec(lower);
  if (!frame) return null;
  const rest = tokensOf(lower.slice(frame[0].length)).map((t) => t.word);
  const from = rest[0] === "the" ? 1 : 0;
  const place: string[] = [];
  for (const w of rest.slice(from)) {
    if (PLACE_ENDS.has(w) || RANGE_WORDS.has(w) || /^\d/.test(w) || place.length === 3) break;
    place.push(w);
  }
  return place.length > 0 ? place : null;
}

/** Whether `run` is found in `words` starting at `at`. */
const runAt = (words: readonly string[], run: readonly string[], at: number) => run.length > 0 && run.every((w, k) => words[at + k] === w);
/** Whether the words hold the run anywhere. */
const holds = (words: readonly string[], run: readonly string[]) => words.some((_, i) => runAt(words, run, i));

/** Verbs of coming to a town, opening the note: "landed in Ponta Delgada", "reached Madinah by bus", "we got to Lautoka". */
const ARRIVALS = [["arrived", "in"], ["arrived", "at"], ["got", "to"], ["got", "into"], ["landed", "in"], ["landed", "at"], ["reached"], ["travelled", "to"], ["traveled", "to"], ["flew", "to"], ["flew", "into"], ["made", "it", "to"]];
/** Words that may stand before the verb at a note's opening; another person there makes it their arrival, not the writer's. */
const BEFORE_ARRIVAL = new Set(["i", "we", "finally", "just", "and", "so"]);

interface Arrival {
  note: QaNote;
  /** The place asked is named right after the verb. */
  namesPlace: boolean;
  /** The words of the town arrived at (its capitalised run, or the place). */
  town: string[];
}

/** The writer's arrival the note opens with, and where: the place asked, or a town written with its capital. */
function arrivalIn(note: QaNote, place: readonly string[]): Arrival | null {
  const toks = tokensOf(note.text);
  const words = toks.map((t) => t.word);
  let at = 0;
  while (at < words.length && BEFORE_ARRIVAL.has(words[at]!)) at++;
  const verb = ARRIVALS.find((a) => runAt(words, a, at));
  if (!verb) return null;
  let next = at + verb.length;
  if (words[next] === "the") next++;
  if (runAt(words, place, next)) return { note, namesPlace: true, town: [...place] };
  const town: string[] = [];
  for (let i = next; i < toks.length && toks[i]!.capital && town.length < 3; i++) town.push(words[i]!);
  return town.length > 0 ? { note, namesPlace: false, town } : null;
}

/** Runs that tell a stay ending: coming back, home, or leaving ("left Madinah for the airport"; "left" needs the town after it). */
const RETURNS = [["back", "in"], ["back", "home"], ["back", "to"], ["back", "from"], ["home", "from"], ["home", "again"], ["got", "home"], ["flew", "back"], ["flew", "home"], ["drove", "back"], ["drove", "home"], ["came", "back"], ["came", "home"], ["headed", "home"], ["headed", "back"], ["returned"]];

/** Whether the note tells the stay in `town` (or `place`) ending. */
function endsStay(words: readonly string[], town: readonly string[], place: readonly string[]): boolean {
  if (RETURNS.some((r) => holds(words, r))) return true;
  return words.some((w, i) => w === "left" && (runAt(words, town, i + 1) || runAt(words, place, i + 1) || (words[i + 1] === "the" && (runAt(words, town, i + 2) || runAt(words, place, i + 2)))));
}

/** Days an end that names neither the place nor the town may come after the arrival ("arrived in Nadi" … "back home"). */
const UNNAMED_END_DAYS = 21;

/** Whether a note may tell a stay's end or start: no plan, to-do or question ("flying back to Suva next week"). */
const toldDone = (n: QaNote) => !n.derived && !isPlan(n.text) && !isQuestionNote(n.text);

/**
 * The newest stay in the place asked (one overlapping the range, when one is asked): an arrival note and the first later
 * note telling its end before any other arrival. The place is named by the arrival, or else by the end note, which then ties
 * the town arrived at to it ("landed in Ponta Delgada" … "back in Lisbon, Azores done").
 */
export function staySpan(place: readonly string[], notes: readonly QaNote[], range: QaRange | null): { from: QaNote; to: QaNote; days: number } | null {
  const sorted = notes.filter(toldDone).sort(byDate);
  const arrivals = sorted.map((n) => arrivalIn(n, place));
  let found: { from: QaNote; to: QaNote; days: number } | null = null;
  for (let i = 0; i < sorted.length; i++) {
    const arrival = arrivals[i];
    if (!arrival) continue;
    for (let j = i + 1; j < sorted.length; j++) {
      const end = sorted[j]!;
      if (arrivals[j]) break;
      if (end.localDate <= arrival.note.localDate) continue;
      const words = tokensOf(end.text).map((t) => t.word);
      if (!endsStay(words, arrival.town, place)) continue;
      const days = daysApart(arrival.note.localDate, end.localDate);
      const named = holds(words, place);
      if (named || (arrival.namesPlace && days <= UNNAMED_END_DAYS)) {
        if (!range || (arrival.note.localDate < formatDate(range.to) && end.localDate >= formatDate(range.from))) found = { from: arrival.note, to: end, days };
      }
      break;
    }
  }
  return found;
}
