import { apiKeyTypeLabels, type ApiKey, type ApiKeyType, type User } from "@life/contracts";

/**
 * The answer of /shortcuts/test and /gpt/test, naming the key and the account. Called with a
 * key, it names that key; called from the web page with a session, the newest active key of
 * the page's type (or says there is none yet).
 */
export function connectionMessage(user: User, type: ApiKeyType, usedKey: ApiKey | null, newestActive: ApiKey | undefined): string {
  const label = apiKeyTypeLabels[type];
  if (usedKey) return `Connection successful! ${label} key "${usedKey.name}" (${usedKey.key_id}) is connected to ${user.email}.`;
  if (newestActive) {
    return `Connection successful! Signed in as ${user.email}; ${label} key "${newestActive.name}" (${newestActive.key_id}) is active.`;
  }
  return `Connection successful! Signed in as ${user.email}, but there is no active ${label} key yet.`;
}
