import { domainLabels, domains, type Domain } from "@life/contracts";

/**
 * Words people use for each stored domain: its stored name and the label the app shows ("work"
 * for "systems"). A Map, not an object literal: a person's word such as "constructor" must not
 * meet an object's built-in property.
 */
const DOMAINS_BY_WORD: ReadonlyMap<string, Domain> = new Map(domains.flatMap((domain) => [[domain, domain] as const, [domainLabels[domain].toLowerCase(), domain] as const]));

/** The domain a word names, whatever its case and surrounding spaces. */
export function domainNamed(word: string): Domain | undefined {
  return DOMAINS_BY_WORD.get(word.trim().toLowerCase());
}
