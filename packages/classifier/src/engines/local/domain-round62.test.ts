import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { ROUND62_DOMAIN_CUES, ROUND62_RAW_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/** The domains the sixty-second round's cues give a thought (the other rounds' cues are left out). */
const cuesOf = (text: string) => [
  ...ROUND62_DOMAIN_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d),
  ...ROUND62_RAW_CUES.filter(([, re]) => re.test(text)).map(([d]) => d),
];
const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Africa/Windhoek", context: {} } satisfies ClassifyInput).domain;

describe("sixty-second-round domain cues: the school called, a customer's thing, another's driving test", () => {
  it("reads calling or emailing the school as the child's school, social", () => {
    expect(cuesOf("remind me tomorrow to ring the school about the bus route")).toContain("social");
    expect(domain("emailed the school twice, still no date for Tjeripo's assessment meeting")).toBe("social");
    expect(cuesOf("ring the driving school about lessons")).not.toContain("social");
  });

  it("reads a customer's person or thing as the business's", () => {
    expect(cuesOf("a customer's toddler knocked over the whole display")).toContain("systems");
    expect(domain("a customer's toddler knocked over the whole display")).toBe("systems");
    expect(cuesOf("customer service kept me on hold an hour")).not.toContain("systems");
  });

  it("reads another named person's driving test or licence passed as their life", () => {
    expect(cuesOf("Hafeni finally passed his code 10 licence, second attempt")).toContain("social");
    expect(domain("Hafeni finally passed his code 10 licence, second attempt")).toBe("social");
    expect(cuesOf("passed my driving test first time")).not.toContain("social");
  });
});

describe("sixty-second-round domain cues: the trade's work stopped for family, a shift covered, a customer by place", () => {
  it("reads a stop of the trade's work put after family as the work's", () => {
    expect(cuesOf("no bookings the week of the wedding, family comes first")).toContain("systems");
    expect(domain("no tutoring bookings the week we go up north, family comes first")).toBe("systems");
    expect(cuesOf("no phones at dinner, family time")).not.toContain("systems");
  });

  it("reads covering or taking someone's shift or day as the job's roster", () => {
    expect(cuesOf("texted Ndinelao to take my thursday, I'll do her sunday")).toContain("systems");
    expect(cuesOf("ask Ileni to cover my night shift on the 4th")).toContain("systems");
    expect(cuesOf("take the kids saturday to the pool")).not.toContain("systems");
  });

  it("reads a person known only by a place as a customer", () => {
    expect(cuesOf("whatsapp the lady from Khomasdal back about her order")).toContain("systems");
    expect(domain("call the man in Otjomuise about his quote")).toBe("systems");
    expect(cuesOf("the guy from accounts was nice")).not.toContain("systems");
  });
});
