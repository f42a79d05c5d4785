import { isIP } from "node:net";
import { z } from "zod";

/**
 * What Fastify's trustProxy receives: false (use the socket address), a hop count, or the
 * addresses and CIDR ranges of the proxies in front. Never `true`: that takes the left-most
 * X-Forwarded-For entry, which any client writes, so every guess would get a fresh bucket.
 */
export type TrustProxy = false | number | string[];

export interface RateLimits {
  /** Per client address per minute, on login and register together. */
  authPerMinute: number;
  /** Per user (or address when signed out) per minute. */
  capturePerMinute: number;
  chatPerMinute: number;
  searchPerMinute: number;
  voicePerMinute: number;
  /** Per user per UTC day; 0 means unlimited. */
  dailyLlm: number;
  dailyStt: number;
  /** The longest a login for a targeted account is held back; 0 turns the slow-down off. */
  loginSlowdownMaxMs: number;
}

export interface SecurityConfig {
  trustProxy: TrustProxy;
  limits: RateLimits;
  /** A session ends this long after sign-in, however often it is used. */
  sessionMaxAgeDays: number;
}

function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? "").trim().toLowerCase();
  if (["", "0", "false", "no", "off"].includes(value)) return false;
  // "1" and "true" always meant one proxy in front (the README's advice), so they stay one hop.
  if (["true", "yes", "on"].includes(value)) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error("Invalid configuration: TRUST_PROXY hop count must be at most 32");
    return hops;
  }
  const entries = value.split(",").map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new Error(`Invalid configuration: TRUST_PROXY must be a hop count or a comma-separated list of IP addresses or CIDR ranges (got "${bad ?? raw}")`);
  }
  return entries;
}

const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
const perDay = z.coerce.number().int().min(0).max(10_000_000).default(0);

const securityEnv = z.object({
  RATE_LIMIT_AUTH: perMinute(20),
  RATE_LIMIT_CAPTURE: perMinute(60),
  RATE_LIMIT_CHAT: perMinute(60),
  RATE_LIMIT_SEARCH: perMinute(120),
  RATE_LIMIT_VOICE: perMinute(10),
  DAILY_LLM_QUOTA: perDay,
  DAILY_STT_QUOTA: perDay,
  LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
});

/** Empty variables read as unset, like the rest of the configuration. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== ""));
}

export function readSecurityConfig(env: NodeJS.ProcessEnv): SecurityConfig {
  const parsed = securityEnv.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  return {
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    limits: {
      authPerMinute: e.RATE_LIMIT_AUTH,
      capturePerMinute: e.RATE_LIMIT_CAPTURE,
      chatPerMinute: e.RATE_LIMIT_CHAT,
      searchPerMinute: e.RATE_LIMIT_SEARCH,
      voicePerMinute: e.RATE_LIMIT_VOICE,
      dailyLlm: e.DAILY_LLM_QUOTA,
      dailyStt: e.DAILY_STT_QUOTA,
      loginSlowdownMaxMs: e.LOGIN_SLOWDOWN_MAX_MS,
    },
    sessionMaxAgeDays: e.SESSION_MAX_AGE_DAYS,
  };
}
