import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { ROUND61_DOMAIN_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/** The domains the sixty-first round's cues give a thought (the other rounds' cues are left out). */
const cuesOf = (text: string) => ROUND61_DOMAIN_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);
const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/Malta", context: {} } satisfies ClassifyInput).domain;

describe("sixty-first-round domain cues: another's baby on the way, a band or a procession", () => {
  it("reads another person or couple expecting a baby as their life, not a delivery", () => {
    expect(cuesOf("Marguerite's expecting again, due at Easter")).toContain("social");
    expect(cuesOf("Ignatius and Odile are expecting their first")).toContain("social");
    expect(domain("Marguerite's expecting again, due at Easter")).toBe("social");
    expect(cuesOf("expecting a parcel from the supplier tomorrow")).not.toContain("social");
  });

  it("reads a band or a procession as community life, not a nurse's pay band or a rubber band", () => {
    expect(cuesOf("the pipe band marches at the gala on saturday")).toContain("social");
    expect(cuesOf("carry the statue in the procession on sunday night")).toContain("social");
    expect(domain("the silver band placed third at the contest in Saddleworth")).toBe("social");
    expect(cuesOf("my band 7 interview is next week")).not.toContain("social");
    expect(cuesOf("buy a pack of rubber band ties")).not.toContain("social");
  });
});

describe("sixty-first-round domain cues: a trade's order going in, VAT", () => {
  it("reads an order told as going in as the business's", () => {
    expect(cuesOf("the fabric order needs putting in tonight")).toContain("systems");
    expect(cuesOf("paint order must go in by thursday")).toContain("systems");
    expect(domain("the fabric order needs putting in tonight")).toBe("systems");
    expect(cuesOf("order a pizza for tonight")).not.toContain("systems");
  });

  it("reads VAT as the business's tax, not a price told with VAT included", () => {
    expect(cuesOf("quarterly VAT due on the 7th, about 2,300")).toContain("systems");
    expect(domain("quarterly VAT due on the 7th, about 2,300")).toBe("systems");
    expect(cuesOf("the new telly was 499 including VAT")).not.toContain("systems");
  });
});

describe("sixty-first-round domain cues, second pass: a trade's exam passed with its term or qualification", () => {
  it("reads passing an exam with the licence's term or the qualification it gives as the trade's", () => {
    expect(cuesOf("passed the forklift refresher, valid for another 3 years")).toContain("systems");
    expect(cuesOf("passed my welding assessment, I'm a qualified boilermaker now")).toContain("systems");
    expect(domain("passed the gas reassessment, another 5 years")).toBe("systems");
    expect(cuesOf("Kwabena passed his driving test at the second go")).not.toContain("systems");
  });
});
