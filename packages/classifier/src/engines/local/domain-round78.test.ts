import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { ROUND78_DOMAIN_CUES, ROUND78_RAW_CUES } from "./domain-cues-78.js";
import { resolveLocal } from "./index.js";
import { fastestMs } from "../../testing/fastest-run.js";

const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-20T02:00:00Z"), timezone: "Asia/Jakarta", context: {} } satisfies ClassifyInput).domain;

describe("seventy-eighth round: domain", () => {
  it("reads a named wedding or party beside a vendor's word as the job", () => {
    expect(domain("cull the Wibowo wedding photos tonight, 700 frames")).toBe("systems");
    // a guest's gift for a named wedding stays social
    expect(domain("bought a gift for the Okafor wedding")).toBe("social");
  });

  it("reads enquiries coming in, or none, as the business's custom", () => {
    expect(domain("wedding enquiries dried up after lebaran")).toBe("systems");
    expect(domain("not a single wedding inquiry this month, scary")).toBe("systems");
  });

  it("reads a customer's deposit still to come in as the business's money", () => {
    expect(domain("deposit from Mrs Adeyemi still not in, her party is on the 12th")).toBe("systems");
    expect(domain("any word on the deposit from the Marlowe for the spring run?")).toBe("systems");
    // a deposit owed back to the user stays their own money
    expect(domain("still waiting on the deposit back from the landlord")).toBe("personal");
  });

  it("reads the user's own raise as a career move", () => {
    expect(domain("chat with Tomas next week about my raise")).toBe("systems");
    expect(domain("got the raise, 5% more from april")).toBe("systems");
    // another's promotion stays their news
    expect(domain("Rhea got the promotion!! so proud of her")).toBe("social");
  });

  it("reads a book read on the way as reading for oneself", () => {
    expect(domain("reading Oblomov again on the marshrutka, 120 pages in")).toBe("personal");
    expect(domain("finished pedro páramo, a month of reading it on the metro")).toBe("personal");
    // papers read for work on the train stay work
    expect(domain("reading the tender docs on the train before the site meeting")).toBe("systems");
  });

  it("keeps every new cue fast on long adversarial text", () => {
    const longs = [
      "enquiries " + "a ".repeat(300),
      "not a single " + "enquiry ".repeat(70),
      "deposit from " + "pak ".repeat(150),
      "my " + "pay ".repeat(150) + "raised",
      "reading " + "the my ".repeat(100) + "on the",
      "reading " + "a ".repeat(300) + "on my",
      "client " + "The Aa ".repeat(100) + "wedd",
      "the " + "Aa ".repeat(200) + "party",
      "Deposit from the Olympia " + "x ".repeat(280),
    ];
    for (const [, re] of [...ROUND78_DOMAIN_CUES, ...ROUND78_RAW_CUES]) {
      for (const long of longs) expect(fastestMs(() => re.test(long))).toBeLessThan(5);
    }
  });
});
