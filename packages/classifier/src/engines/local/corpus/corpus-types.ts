import type { Domain, EventType } from "@life/contracts";

export interface CorpusEntry {
  text: string;
  domain: Domain;
  event_type: EventType;
  /** True for sentences from the template generator (corpus/generated). */
  generated?: boolean;
  /** True for sentences that train the event-type model only; the domain model leaves them out (corpus/more14). */
  eventOnly?: boolean;
}

const DOMAIN_CODES: Record<string, Domain> = { p: "personal", s: "social", w: "systems" };

/**
 * Corpus files hold one sentence a line as "<p|s|w>|<text>": p personal, s social, w systems (work).
 * Written for this project from the labelling guidelines' meanings; no eval sentence is reused.
 */
export function parseCorpus(eventType: EventType, block: string): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  for (const raw of block.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const bar = line.indexOf("|");
    const domain = DOMAIN_CODES[line.slice(0, bar)];
    if (bar < 0 || !domain) throw new Error(`bad corpus line for ${eventType}: ${line}`);
    out.push({ text: line.slice(bar + 1).trim(), domain, event_type: eventType });
  }
  return out;
}
