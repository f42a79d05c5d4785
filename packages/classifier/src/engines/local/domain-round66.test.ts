import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { DOMAIN_TRADE_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/**
 * The domains the trade cues give a thought. The sixty-sixth round's cues are appended to DOMAIN_TRADE_CUES, so these
 * tests read that list (the round's own file does not exist at the start commit, where each test must fail).
 */
const cuesOf = (text: string) => DOMAIN_TRADE_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);
const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).domain;

describe("sixty-sixth round: domain", () => {
  it("reads a tax return of a thing, not a person, as a side business's", () => {
    expect(domain("ask Hamish Reid about the tax return for the holiday cottage")).toBe("systems");
    expect(cuesOf("dog grooming's tax return due end of january")).toContain("systems");
    expect(cuesOf("my tax return due end of january")).not.toContain("systems");
    expect(cuesOf("the tax return for the house sale")).not.toContain("systems");
  });

  it("reads a customer's deposit or payment told as come in as the business's money", () => {
    expect(domain("deposit for the Abernethy christening came in, £150 by transfer")).toBe("systems");
    expect(domain("Mrs Dube's EFT came in, R900 for her wedding cake")).toBe("systems");
    expect(cuesOf("our deposit back from the landlord came in")).not.toContain("systems");
  });

  it("reads a named person's new or used thing got as their news, social", () => {
    expect(domain("Tavita bought a new electric car, blue, all the extras")).toBe("social");
    expect(cuesOf("I bought a new electric car")).not.toContain("social");
  });
});
