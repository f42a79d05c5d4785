/**
 * A lookup table keyed by words a person types or a note holds. It has no prototype, so a word
 * such as "constructor" or "__proto__" finds nothing instead of Object's built-in property (a
 * thought saying "met with constructor Alice" once crashed entity extraction that way).
 */
export function wordTable<V>(entries: Record<string, V>): Readonly<Record<string, V>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}
