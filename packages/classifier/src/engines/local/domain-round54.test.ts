import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { ROUND54_TRADE_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/** The domains the fifty-fourth round's cues give a thought (the other rounds' cues are left out). */
const cuesOf = (text: string) => ROUND54_TRADE_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);
const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-03-16T12:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).domain;

describe("fifty-fourth-round domain cues: a farm's stock, a hall hired for an occasion, a child's school fees", () => {
  it("reads sheep and cattle kept as a trade as the farm's, not one's own fences, feed and vet", () => {
    expect(cuesOf("the heifers got through the wire into the top field")).toContain("systems");
    expect(cuesOf("order the lambing ropes and iodine before the month's out")).toContain("systems");
    expect(cuesOf("sheep dip and the ear tagger want sorting before the gather")).toContain("systems");
    expect(cuesOf("took the cull cows to the mart on tuesday")).toContain("systems");
    expect(domain("two of the older ewes are limping on the hind leg")).toBe("systems");
    expect(cuesOf("the kids fed the pet lambs their bottles")).not.toContain("systems");
    expect(cuesOf("lay awake counting sheep till 3")).not.toContain("systems");
  });

  it("reads a hall named as the place of an occasion as the community's or family's, not the home's hallway", () => {
    expect(cuesOf("rehearsal at the hall on the 9th at 7 for the whole cast")).toContain("social");
    expect(cuesOf("book the hall beside the chapel for Gwen's retirement do")).toContain("social");
    expect(cuesOf("the hall's booked for the harvest supper")).toContain("social");
    expect(cuesOf("the hall committee wants new chairs")).toContain("social");
    expect(cuesOf("put a hook in the hall for the dog lead")).not.toContain("social");
    expect(cuesOf("the radiator in the hall is stone cold")).not.toContain("social");
  });

  it("reads a named person's school, tuition or boarding fees as the family's, not one's own bills", () => {
    expect(cuesOf("Tobenna's boarding school fees are due on the 2nd")).toContain("social");
    expect(cuesOf("transfer Ifeoma's tuition fees before the term starts")).toContain("social");
    expect(cuesOf("my gym fees went up again")).not.toContain("social");
    expect(cuesOf("the accountant's fees for the year came to 900")).not.toContain("social");
  });
});
