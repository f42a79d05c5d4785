import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { parseTrustProxy } from "./security.config.js";

describe("TRUST_PROXY", () => {
  it("reads off, a hop count (1 and true meaning one hop) or a list of addresses and ranges", () => {
    expect([undefined, "", "0", "false", "off"].map(parseTrustProxy)).toEqual([false, false, false, false, false]);
    expect(["1", "true", "yes", "2"].map(parseTrustProxy)).toEqual([1, 1, 1, 2]);
    expect(parseTrustProxy("10.0.0.0/8, 192.168.1.4 ,::1,fd00::/8")).toEqual(["10.0.0.0/8", "192.168.1.4", "::1", "fd00::/8"]);
  });

  it("stops with a message naming the variable for anything else", () => {
    for (const value of ["10.0.0.0/33", "proxy.local", "1.2.3", "10.0.0.0/8/1", "99", ","]) {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("rate limits and sessions", () => {
  it("has defaults and reads each variable", () => {
    const defaults = loadConfig({});
    expect(defaults.limits).toMatchObject({ authPerMinute: 20, capturePerMinute: 60, dailyLlm: 0, dailyStt: 0 });
    expect(defaults.sessionMaxAgeDays).toBe(30);
    const set = loadConfig({ RATE_LIMIT_AUTH: "5", RATE_LIMIT_VOICE: "3", DAILY_LLM_QUOTA: "100", SESSION_MAX_AGE_DAYS: "7", TRUST_PROXY: "1" });
    expect(set.limits).toMatchObject({ authPerMinute: 5, voicePerMinute: 3, dailyLlm: 100 });
    expect(set.sessionMaxAgeDays).toBe(7);
    expect(set.trustProxy).toBe(1);
    expect(() => loadConfig({ RATE_LIMIT_CHAT: "0" })).toThrow(/RATE_LIMIT_CHAT/);
  });
});
