import { describe, expect, it } from "vitest";
import { cueFeatures } from "./cue-features.js";
import { DOMAIN_TEXT_CUES } from "./domain-cues.js";
import { EVENT_CUES } from "./event-cues.js";
import { prepareText } from "./features.js";

const eventTypesOf = (text: string) => cueFeatures(prepareText(text)).filter((f) => f.startsWith("e")).map((f) => EVENT_CUES[Number(f.slice(1))]!.type);
const domainsOf = (text: string) => cueFeatures(prepareText(text)).filter((f) => f.startsWith("d")).map((f) => DOMAIN_TEXT_CUES[Number(f.slice(1))]![0]);

describe("cue features", () => {
  it("name the cue rules that fire, by event type and domain", () => {
    expect(eventTypesOf("call the plumber tomorrow")).toContain("communication");
    expect(eventTypesOf("paid the gas bill, $88")).toContain("transaction");
    expect(eventTypesOf("the fridge hums")).not.toContain("communication");
    expect(domainsOf("prep the slides for the client")).toContain("systems");
    expect(domainsOf("take nan to the doctor")).toEqual(expect.arrayContaining(["social", "personal"]));
  });

  it("read the domain cues on the subject, not on 'from work'", () => {
    expect(domainsOf("sold the bike to gavin from work")).not.toContain("systems");
    expect(domainsOf("the work laptop is broken")).toContain("systems");
  });
});
