import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { ROUND60_DOMAIN_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/** The domains the sixtieth round's cues give a thought (the other rounds' cues are left out). */
const cuesOf = (text: string) => ROUND60_DOMAIN_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);
const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "America/Chicago", context: {} } satisfies ClassifyInput).domain;

describe("sixtieth-round domain cues: another's job news and party, the working trailer, a thing that pays for itself", () => {
  it("reads another person's interview, new job, promotion or lay-off as their life", () => {
    expect(cuesOf("Marisol's got an interview at the credit union on monday")).toContain("social");
    expect(cuesOf("Thibault landed a new job at the port, starts in june")).toContain("social");
    expect(cuesOf("poor Odile, the cannery laid her off after twenty years")).toContain("social");
    expect(domain("Marisol's got an interview at the credit union on monday")).toBe("social");
    // The user's own interview is not matched.
    expect(cuesOf("I've got an interview at the credit union on monday")).not.toContain("social");
  });

  it("reads another person's party opening the thought as a social plan", () => {
    expect(cuesOf("Ignatius is throwing a fish fry for his 40th on saturday")).toContain("social");
    expect(cuesOf("Perpetua's having a barbecue sunday, bring ice")).toContain("social");
    expect(cuesOf("having a barbecue sunday at ours")).not.toContain("social");
  });

  it("reads the working trailer as the trade's kit, not a boat trailer or one's own truck", () => {
    expect(cuesOf("trailer tyres need doing before the Limerick show on friday")).toContain("systems");
    expect(cuesOf("grease the hitch on the trailer before the next job")).toContain("systems");
    expect(domain("trailer insurance renewal came in at 640 for the year")).toBe("systems");
    expect(cuesOf("Ambrose's boat trailer has a flat")).not.toContain("systems");
    expect(cuesOf("my truck overheats pulling the trailer up the hill")).not.toContain("systems");
  });

  it("reads a thing weighed by whether it pays for itself as the trade's investment", () => {
    expect(cuesOf("see if a bigger fryer would pay for itself by the autumn")).toContain("systems");
    expect(cuesOf("the new press pays itself off in a season")).toContain("systems");
    expect(cuesOf("paid for it myself in the end")).not.toContain("systems");
  });
});

describe("sixtieth-round domain cues, second pass: a side trade's first month past a mark, shaken after a thing at work", () => {
  it("reads a side trade's first month or time past a mark as the business's result", () => {
    expect(cuesOf("first month the catering beat my paycheck from the plant")).toContain("systems");
    expect(cuesOf("first time the trailer cleared 10 grand in a month")).toContain("systems");
    expect(cuesOf("first time Odile rode the big bike")).not.toContain("systems");
  });

  it("reads being shaken after a thing on the shift, in the yard or with a patient as the job's", () => {
    expect(cuesOf("still shook up about the forklift that tipped in the yard this morning")).toContain("systems");
    expect(cuesOf("still shaken up after a patient fell in the bathroom on my shift")).toContain("systems");
    expect(cuesOf("still shook up about the near miss on the highway")).not.toContain("systems");
  });
});
