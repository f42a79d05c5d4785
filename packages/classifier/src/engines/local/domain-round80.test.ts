import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { ROUND80_DOMAIN_CUES } from "./domain-cues-80.js";
import { resolveLocal } from "./index.js";
import { fastestMs } from "../../testing/fastest-run.js";

const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-20T02:00:00Z"), timezone: "Asia/Almaty", context: {} } satisfies ClassifyInput);
const domain = (text: string) => run(text).domain;
/** Whether the round's domain cue reads the text (lowercase, as the domain subject is). */
const cued = (text: string) => ROUND80_DOMAIN_CUES.some(([, re]) => re.test(text));

describe("eightieth round: domain", () => {
  it("reads one's own utility, phone or bank account named by its brand as personal", () => {
    expect(domain("dont forget the Alseco payment, due the 28th")).toBe("personal");
    expect(domain("Beeline billed june twice, 2 990 tg each, they said the refund comes by the 3rd")).toBe("personal");
    expect(domain("dont forget the BPJS payment, due on the 12th")).toBe("personal");
  });

  it("leaves a business's accounts, a mobile-money till and money sent to family to the other cues", () => {
    expect(cued("the pharmacy's vodafone bill is due friday")).toBe(false);
    expect(cued("customers pay the beeline top ups in cash")).toBe(false);
    expect(cued("top up the airtel money float monday morning")).toBe(false);
    expect(cued("sent mama 50k through halyk for her medicine")).toBe(false);
    expect(cued("paid the supplier invoice from the kaspi account")).toBe(false);
    // the own bill is read
    expect(cued("dont forget the alseco payment, due the zordinal")).toBe(true);
  });
});

describe("eightieth round: speed", () => {
  it("keeps the new cue fast on long adversarial text", () => {
    const longs = [
      "a ".repeat(299) + "beeline",
      "beeline ".repeat(75),
      "the " + "vodafon ".repeat(74),
      "mobile ".repeat(85) + "money",
      "x".repeat(600),
      "halyk " + "a b ".repeat(148) + "shop",
    ];
    for (const [, re] of ROUND80_DOMAIN_CUES) for (const long of longs) expect(fastestMs(() => re.test(long))).toBeLessThan(5);
  });
});
