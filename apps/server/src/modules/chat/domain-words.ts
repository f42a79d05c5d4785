import type { Domain } from "@life/contracts";

/**
 * Words people use for each stored domain; "work" is how the app shows "systems". A Map, not
 * an object literal: a person's word such as "constructor" must not meet an object's built-in
 * property.
 */
const DOMAINS_BY_WORD: ReadonlyMap<string, Domain> = new Map([
  ["personal", "personal"],
  ["social", "social"],
  ["work", "systems"],
  ["systems", "systems"],
]);

/** The domain a word names, whatever its case and surrounding spaces. */
export function domainNamed(word: string): Domain | undefined {
  return DOMAINS_BY_WORD.get(word.trim().toLowerCase());
}
