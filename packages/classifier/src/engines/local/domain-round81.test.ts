import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { ROUND81_DOMAIN_CUES } from "./domain-cues-81.js";
import { resolveLocal } from "./index.js";
import { fastestMs } from "../../testing/fastest-run.js";

const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-20T02:00:00Z"), timezone: "Asia/Almaty", context: {} } satisfies ClassifyInput);
const domain = (text: string) => run(text).domain;
/** Whether the round's domain cue reads the text (lowercase, as the domain subject is). */
const cued = (text: string) => ROUND81_DOMAIN_CUES.some(([, re]) => re.test(text));

describe("eighty-first round: domain", () => {
  it("reads a routine check of the job's equipment on a standing recurrence as work", () => {
    expect(domain("weekly brake check on the route 12 buses tomorrow like every monday")).toBe("systems");
    expect(domain("monthly lens check tomorrow as always on the first monday")).toBe("systems");
    expect(domain("did the radio check with the base station, like every evening")).toBe("systems");
  });

  it("leaves one's health, home and car checks, check-ins and unscheduled checks to the other cues", () => {
    expect(cued("blood sugar check before breakfast like every morning")).toBe(false);
    expect(cued("tyre check on the car like every month")).toBe(false);
    expect(cued("check in with mum like every sunday")).toBe(false);
    expect(cued("did my stretches like every morning")).toBe(false);
    expect(cued("brake check on the fleet tomorrow")).toBe(false);
    // the job's round is read
    expect(cued("weekly brake check on the fleet like every friday")).toBe(true);
  });
});

describe("eighty-first round: speed", () => {
  it("keeps the new cue fast on long adversarial text", () => {
    const longs = [
      "a ".repeat(299) + "check",
      "check ".repeat(100),
      "like every ".repeat(55) + "x",
      "brake check ".repeat(50) + "like",
      "x".repeat(600),
      "like every friday " + "a check b ".repeat(58),
    ];
    for (const [, re] of ROUND81_DOMAIN_CUES) for (const long of longs) expect(fastestMs(() => re.test(long))).toBeLessThan(5);
  });
});
