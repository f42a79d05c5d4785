import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A key reads li_<key_id>_<secret>: key_id is 16 hex characters (64 bits, public, used to
 * find the row), the secret 32 random bytes in base64url (256 bits). Only the SHA-256 of the
 * whole key is stored. A session token is 43 characters, so the two can never be confused.
 */
const KEY_PATTERN = /^li_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface GeneratedKey {
  keyId: string;
  fullKey: string;
  hash: string;
}

export function hashApiKey(fullKey: string): string {
  return createHash("sha256").update(fullKey).digest("hex");
}

export function generateApiKey(): GeneratedKey {
  const keyId = randomBytes(8).toString("hex");
  const fullKey = `li_${keyId}_${randomBytes(32).toString("base64url")}`;
  return { keyId, fullKey, hash: hashApiKey(fullKey) };
}

/** The key_id of a well-formed key, else null. */
export function parseApiKey(candidate: string): { keyId: string } | null {
  const match = KEY_PATTERN.exec(candidate);
  return match?.[1] ? { keyId: match[1] } : null;
}

/**
 * Whether a bearer token is a key rather than a session. The whole shape decides, not the "li_" prefix: one session
 * token in 64³ starts with "li_" too, and that person's every request was refused as a bad key.
 */
export function looksLikeApiKey(candidate: string): boolean {
  return KEY_PATTERN.test(candidate);
}

/** Compares digests of equal length in constant time, so timing does not reveal a near match. */
export function apiKeyMatches(fullKey: string, storedHash: string): boolean {
  const given = Buffer.from(hashApiKey(fullKey), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
