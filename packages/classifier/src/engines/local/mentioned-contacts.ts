import { tokenize } from "../../text/normalize.js";
import type { ContextContact } from "../../types.js";

/**
 * Words of a text as whole tokens ("at&t", "brightwater-dental") and split at their inner
 * punctuation ("brightwater"), so a set lookup finds what a `\bword\b` search found, without
 * compiling a pattern from the user's data.
 */
function wordsOf(lower: string): Set<string> {
  const out = new Set<string>();
  for (const t of tokenize(lower)) {
    out.add(t.lower);
    for (const part of t.lower.split(/[^\p{L}\p{N}]+/u)) if (part) out.add(part);
  }
  return out;
}

/** "client – Brightwater Dental", "mentor: C++ Guild", "designer at Orion" → the organisation part. */
function organisationOf(relation: string | null | undefined): string {
  return (relation ?? "").split(/[–—:]|\s-\s|\bat\b/)[1] ?? "";
}

/** Capitalised words of the organisation long enough to be distinctive ("Brightwater", not "Co"). */
function organisationWords(relation: string | null | undefined): string[] {
  return tokenize(organisationOf(relation))
    .filter((t) => t.text.length > 2 && /^\p{Lu}/u.test(t.text))
    .map((t) => t.lower);
}

/**
 * Contacts the thought is about: named in it (by first name), or whose organisation is
 * ("send Brightwater the quote", relation "client – Brightwater Dental").
 */
export function findMentionedContacts(lower: string, entities: string[], contacts: ContextContact[]): ContextContact[] {
  const firstNames = new Set(entities.map((e) => e.toLowerCase().split(/\s+/)[0] ?? ""));
  let words: Set<string> | undefined;
  return contacts.filter((c) => {
    const first = c.name.toLowerCase().split(/\s+/)[0] ?? "";
    if (firstNames.has(first)) return true;
    const org = organisationWords(c.relation);
    if (!org.length) return false;
    words ??= wordsOf(lower);
    return org.some((w) => words!.has(w));
  });
}
