/**
 * Whether an entity named in a thought is a contact the person already has. Case-insensitive;
 * a bare first name matches a contact with that first name ("Sarah" is "Sarah Jones"), but
 * two different full names do not ("Sarah Jones" is not "Sarah Smith").
 */
export function isSamePerson(entity: string, contactName: string): boolean {
  const a = words(entity);
  const b = words(contactName);
  if (a.length === 0 || b.length === 0) return false;
  if (a.join(" ") === b.join(" ")) return true;
  return (a.length === 1 || b.length === 1) && a[0] === b[0];
}

/** The entities that need a new Contacts record, each once, in the order they were named. */
export function missingContacts(entities: readonly string[], contactNames: readonly string[]): string[] {
  const missing: string[] = [];
  for (const raw of entities) {
    const entity = raw.trim().replace(/\s+/g, " ");
    if (!entity || words(entity).length === 0) continue;
    const known = [...contactNames, ...missing];
    if (!known.some((name) => isSamePerson(entity, name))) missing.push(entity);
  }
  return missing;
}

/**
 * Two names can only be the same person when their first words are equal, so a contact
 * lookup needs only the contacts holding an entity's first word.
 */
export function firstWord(name: string): string | undefined {
  return words(name)[0];
}

function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);
}
