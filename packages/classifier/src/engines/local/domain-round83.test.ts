import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { ROUND83_DOMAIN_CUES } from "./domain-cues-83.js";
import { resolveLocal } from "./index.js";
import { fastestMs } from "../../testing/fastest-run.js";

const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-20T02:00:00Z"), timezone: "Asia/Almaty", context: {} } satisfies ClassifyInput);
const domain = (text: string) => run(text).domain;
/** Whether the round's domain cue reads the text (lowercase, as the domain subject is). */
const cued = (text: string) => ROUND83_DOMAIN_CUES.some(([, re]) => re.test(text));

describe("eighty-third round: domain", () => {
  it("reads a side business named as such as work", { timeout: 20_000 }, () => {
    expect(domain("spring side job mending bikes: 5 repairs, 60 000 this month")).toBe("systems");
    expect(domain("bought a second hand drill for the side jobs, 30k")).toBe("systems");
  });

  it("reads taking or covering a colleague's shift as work", { timeout: 20_000 }, () => {
    expect(domain("told Arman I'd take his sunday night, his wife is in hospital")).toBe("systems");
    expect(domain("told Sister I'll take the new year night shift, the kids will be with Mum")).toBe("systems");
  });

  it("leaves other sides to the other cues", () => {
    expect(cued("salad on the side for dinner")).toBe(false);
    expect(cued("paint the side of the house saturday")).toBe(false);
    expect(cued("the side gate latch is broken")).toBe(false);
    expect(cued("my side hustle sold 12 candles")).toBe(true);
    expect(cued("i'll take her night feeds so ana can sleep")).toBe(false);
    expect(cued("i'll take the night off on friday")).toBe(false);
    expect(cued("rey has the late shift")).toBe(false);
    expect(cued("told yerlan i'll cover the night shifts in july")).toBe(true);
  });
});

describe("eighty-third round: speed", () => {
  it("keeps the new cue fast on long adversarial text", () => {
    const longs = ["side ".repeat(120), "i'll take his " + "a ".repeat(290), "take his ".repeat(66) + "night", "cover the " + "night ".repeat(98) + "x", "side-".repeat(120) + "job", "a ".repeat(299) + "side", "x".repeat(600)];
    for (const [, re] of ROUND83_DOMAIN_CUES) for (const long of longs) expect(fastestMs(() => re.test(long))).toBeLessThan(5);
  });
});
