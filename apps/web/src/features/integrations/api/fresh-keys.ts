/**
 * Full keys created in this tab, by key id. The server keeps only a hash, so a key can be shown
 * again only until the page is reloaded; they are kept in memory, never in storage.
 */
const fresh = new Map<string, string>();

export function rememberFullKey(id: string, fullKey: string): void {
  fresh.set(id, fullKey);
}

export function fullKeyOf(id: string | undefined): string | undefined {
  return id === undefined ? undefined : fresh.get(id);
}

export function forgetFullKeys(): void {
  fresh.clear();
}
