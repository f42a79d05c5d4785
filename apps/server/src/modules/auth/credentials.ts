import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** @node-rs/argon2 defaults to argon2id with OWASP's parameters (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", not as a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so a login for an unknown e-mail takes as long as one
 * with a wrong password, and response times do not reveal which accounts exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash(randomBytes(16).toString("hex"));
  await verifyPassword(await dummyHash, password);
}

/** 32 random bytes: the bearer token the client keeps. */
export function createToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored; a leaked sessions table does not let anyone sign in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const digest = (text: string) => createHash("sha256").update(text).digest("hex");

/** The keys login attempts are counted under, hashed so the table holds no addresses in clear. */
export function loginAttemptKeys(ip: string, email: string): { pair: string; ip: string; account: string } {
  // The pair key keeps its earlier form, so failures recorded before an upgrade still count.
  return { pair: digest(`${ip}|${email}`), ip: digest(`ip|${ip}`), account: digest(`account|${email}`) };
}
