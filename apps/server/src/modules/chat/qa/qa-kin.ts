import type { QaNote } from "./qa-note.js";
import { relationForms, relationTies, tokens } from "./qa-relations.js";
import { isStopWord, words } from "./qa-words.js";

/**
 * A person the notes call both by name and by relation ("my husband Kay … hubby's new boss … Kay got the job"): asked
 * either way, the question is read by the name (qa-compose.ts), so a note naming only the relation as the writer's own
 * ("hubby's boss", not "Bisi's husband") or a short form of the name ("Cal" of "my brother Callum") is marked as naming
 * them, by adding the name to its entities. Only relations a note ties to the name count; nothing is guessed.
 */
export function withKinNames(people: readonly string[], notes: QaNote[]): QaNote[] {
  const asked = people.filter((p) => words(p).length === 1);
  if (asked.length === 0) return notes;
  const ties = relationTies(notes);
  const kin = asked.flatMap((name) => {
    const relations = [...new Set(ties.filter((t) => t.name.toLowerCase() === name.toLowerCase()).map((t) => t.relation))];
    const forms = relations.flatMap((r) => relationForms(r) ?? [r]);
    return forms.length > 0 ? [{ name, forms }] : [];
  });
  if (kin.length === 0) return notes;
  return notes.map((note) => {
    const said = tokens(note.text);
    const added = kin.filter(({ name, forms }) => !namesPerson(note, name) && (ownKinNamed(said, forms) || shortFormNamed(said, name)));
    return added.length > 0 ? { ...note, entities: [...note.entities, ...added.map((k) => k.name)] } : note;
  });
}

const namesPerson = (note: QaNote, name: string) => {
  const first = name.toLowerCase();
  return note.entities.some((e) => words(e)[0] === first) || words(note.text).includes(first);
};

/**
 * The relation said as the writer's own: after "my"/"our", opening the note ("hubby's new boss") or written as a name
 * ("rang Mum"); not another's ("Bisi's husband") nor a child's play ("gave herself a baby brother").
 */
function ownKinNamed(said: readonly string[], forms: readonly string[]): boolean {
  return said.some((t, i) => {
    if (!forms.includes(t.toLowerCase())) return false;
    const before = said[i - 1]?.toLowerCase();
    return before === undefined || before === "my" || before === "our" || /^\p{Lu}/u.test(t);
  });
}

/** "Cal" for "Callum": a capitalised word of three letters or more that the name begins with ("Calamari" is longer, no short form). */
function shortFormNamed(said: readonly string[], name: string): boolean {
  return said.some((t) => /^\p{Lu}\p{Ll}{2,}$/u.test(t) && t.length < name.length && name.toLowerCase().startsWith(t.toLowerCase()) && !isStopWord(t.toLowerCase()));
}
