import type { BrowserEntry, SimpleTitlesData } from "../api/get-simple-titles";

export interface Entry {
  key: string;
  title: string;
  date: string | null;
  eventType: string | null;
  isContainer: boolean;
}

/** Items may be plain strings or objects (spec 3); read both the same way. */
export function toEntry(entry: BrowserEntry, index: number): Entry {
  if (typeof entry === "string") return { key: `${index}-${entry}`, title: entry, date: null, eventType: null, isContainer: false };
  return {
    key: entry.id,
    title: entry.title.trim() || "Untitled",
    date: entry.date || null,
    eventType: entry.event_type,
    isContainer: entry.is_container,
  };
}

export type DomainKey = "personal" | "social" | "systems";

/** Every thought in the domain; the list itself stops at the newest 100. */
export function domainTotal(data: SimpleTitlesData, domain: DomainKey): number {
  return data.statistics.domainCounts?.[domain] ?? data[domain].length;
}

export function isEmpty(data: SimpleTitlesData | null | undefined): boolean {
  if (!data) return true;
  return (
    data.statistics.totalThoughts === 0 &&
    data.personal.length + data.social.length + data.systems.length + data.recentActivity.length === 0
  );
}
