import { MONTHS, WEEKDAYS } from "../qa-range.js";
import type { QaNote } from "../qa-note.js";
import { sameWord, words } from "../qa-words.js";

/** A name as written: capitalised words in a run ("Jay Ton", "Khlong Toei", "Astra"), an owner's "'s" left off. */
const NAME_RUN = /\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)*/gu;

/** Capitalised words of the calendar, which name a time and no thing ("chicken for Christmas" ties nothing to chicken). */
const TIME_NAMES = new Set([...MONTHS, ...WEEKDAYS, "christmas", "easter", "new", "year"]);

/** Words before "the" that make the name a place gone to or shopped at ("at the Warehouse", "to the Hague"), not a thing. */
const PLACE_WORDS = new Set(["at", "in", "to", "from", "into", "near", "by", "past", "outside", "inside"]);

interface Run {
  name: string;
  /** Written as a thing one has: "the Astra", "for the Astra", not "at the Warehouse" nor "Owen" nor "in Leeds". */
  owned: boolean;
  /** Written as the owner of the thing asked: "Jay Ton's chicken", "Owen's hockey". */
  ownsAsked: boolean;
}

function runsOf(text: string, topic: readonly string[] = []): Run[] {
  return [...text.matchAll(NAME_RUN)].map((m) => {
    const before = words(text.slice(Math.max(0, m.index - 20), m.index)).slice(-2);
    const after = text.slice(m.index + m[0].length);
    const next = words(after.slice(2, 30))[0];
    const ownsAsked = /^['’]s\s/u.test(after) && next !== undefined && topic.some((t) => sameWord(t, next));
    return { name: m[0], owned: before[1] === "the" && !PLACE_WORDS.has(before[0] ?? ""), ownsAsked };
  });
}

/**
 * The names a thing asked about goes by in the notes, learned from the notes that write the asked word beside a name:
 * "car insurance renewed on the Astra" makes the Astra the car, so "coolant and screenwash for the Astra" is a cost of
 * the car. A name counts if some note writes it as a thing one has, after "the" ("the Astra", "on the Wave"; "at the
 * Warehouse" is a shop), or if the note writes it as the owner of the thing asked ("Owen's hockey": his registration and
 * skates are hockey's); a town the thing happened in ("dog walker while I was in Leeds") is neither, so "train to Leeds"
 * is no dog's. Never a person the question names, nor a day or month.
 */
export function namesOfThing(topic: readonly string[], people: readonly string[], notes: readonly QaNote[]): string[] {
  if (topic.length === 0) return [];
  // Each note's names are read once: whether it owns a name does not depend on the note naming the topic.
  const own = notes.filter((n) => !n.derived).map((n) => ({ text: n.text, runs: runsOf(n.text, topic) }));
  const owned = new Set(own.flatMap((n) => n.runs.filter((r) => r.owned).map((r) => r.name)));
  const asked = new Set(people.flatMap((p) => words(p)));
  const names = new Set<string>();
  for (const n of own) {
    if (!words(n.text).some((w) => topic.some((t) => sameWord(t, w)))) continue;
    for (const { name, ownsAsked } of n.runs) {
      const parts = words(name);
      if (!(owned.has(name) || ownsAsked) || parts.length === 0) continue;
      if (parts.some((p) => asked.has(p) || TIME_NAMES.has(p) || topic.some((t) => sameWord(t, p)))) continue;
      names.add(name);
    }
  }
  return [...names];
}

/**
 * Whether the text writes one of the names whole, with its capitals ("for the Astra"; "astral" or "Astra's owner Ffion" by
 * another run is not). The text's name runs are found once, whatever the number of names.
 */
export function writesThingName(text: string, names: readonly string[]): boolean {
  if (names.length === 0) return false;
  const runs = new Set(Array.from(text.matchAll(NAME_RUN), (m) => m[0]));
  return names.some((name) => runs.has(name));
}
