import type { QaNote } from "./qa-note.js";
import type { QaQuestion } from "./qa-question.js";
import { words } from "./qa-words.js";

/**
 * A short form is a name cut after its first syllable: three or four letters ending in a consonant ("Teg" for Tegan,
 * "Cal" for Callum, "Des" for Desmond). "Al" or "Jo" could begin anyone's name, and a start ending in a vowel is most
 * often a name of its own ("Rosa" beside Rosalie, "Anne" beside Anneliese, "Priya" beside Priyanka).
 */
const isShortForm = (name: string) => name.length >= 3 && name.length <= 4 && !/[aeiouy]$/.test(name);

/**
 * Whether one person's first name is the other's short form ("Teg" and "Tegan"): the short one begins the long one.
 * Two full names with different surnames are two people ("Sam Ortiz", "Samantha Lee").
 */
export function shortFormOf(asked: string, named: string): boolean {
  const [a, ...aRest] = words(asked);
  const [b, ...bRest] = words(named);
  if (!a || !b || a === b) return false;
  if (aRest.length > 0 && bRest.length > 0 && aRest.join(" ") !== bRest.join(" ")) return false;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return isShortForm(short) && long.length >= short.length + 2 && long.startsWith(short);
}

/**
 * Notes that name a person the question asks of by a longer or shorter form of their name ("drinks with Teg", asked of
 * Tegan) carry the asked form among their people, so every answer finds them as it finds the name itself. Only the
 * classifier's people are compared (entities hold person names alone), so "Ben" never meets "bench" or a place.
 */
export function withShortNames(q: QaQuestion, notes: QaNote[]): QaNote[] {
  // A note naming both forms ("Ben and Benedetta") shows two people.
  const together = (p: string) => notes.some((n) => n.entities.some((e) => words(e)[0] === words(p)[0]) && n.entities.some((e) => shortFormOf(p, e)));
  const asked = q.people.filter((p) => !together(p));
  if (asked.length === 0) return notes;
  return notes.map((n) => {
    const forms = asked.filter((p) => !n.entities.some((e) => words(e)[0] === words(p)[0]) && n.entities.some((e) => shortFormOf(p, e)));
    return forms.length === 0 ? n : { ...n, entities: [...n.entities, ...forms] };
  });
}

/** The forms a note writes a person's name in: the asked one and any short or long form of it among its people. */
export const namesIn = (note: QaNote, person: string): string[] => [person, ...note.entities.filter((e) => shortFormOf(person, e))];
