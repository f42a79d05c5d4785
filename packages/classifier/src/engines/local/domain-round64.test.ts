import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { ROUND64_DOMAIN_CUES, ROUND64_RAW_CUES } from "./domain-cues-64.js";
import { domainSubject } from "./domain-cues.js";
import { domainScores } from "./domain.js";
import { featuresOfPrepared, prepareText } from "./features.js";
import { resolveLocal } from "./index.js";
import { linearInput } from "./linear-model.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/** The domains the sixty-fourth round's cues give a thought (the other rounds' cues are left out). */
const cuesOf = (text: string) => ROUND64_DOMAIN_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);
const rawCuesOf = (text: string) => ROUND64_RAW_CUES.filter(([, re]) => re.test(text)).map(([d]) => d);
const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).domain;
const inputOf = (text: string) => {
  const prepared = prepareText(text);
  return linearInput(text, prepared, featuresOfPrepared(prepared));
};

describe("sixty-fourth-round domain cues: a car by its model, wages for help, a community's things, another's home", () => {
  it("reads a car known by its model as one's own car", () => {
    expect(domain("the Yaris is making a rattle again, ring Dermot about it")).toBe("personal");
    expect(domain("Dermot has had the Corsa since tuesday, no word")).toBe("personal");
    expect(domain("book the Astra in with Dermot for its service")).toBe("personal");
    expect(cuesOf("Dermot paid 900 cash for his Astra")).not.toContain("personal");
  });

  it("reads paying a named person for helping as wages, the business's", () => {
    expect(domain("paid Tomasz 200 for his help at the two markets")).toBe("systems");
    expect(domain("paid Tomasz 150 for helping me in the garage two evenings")).toBe("systems");
    expect(domain("Tomasz's been paid for the three days he drove")).toBe("systems");
    expect(cuesOf("paid Tomasz back the 20 he lent me")).not.toContain("systems");
  });

  it("reads a mosque's, a church's or a street's things as community life", () => {
    expect(domain("the mosque's generator needs a service")).toBe("social");
    expect(domain("the street's clean-up crew needs bin bags")).toBe("social");
    expect(cuesOf("the church's tea urn needs replacing")).toContain("social");
    expect(cuesOf("the shop's till needs replacing")).not.toContain("social");
  });

  it("reads another named person's home or things as their life", () => {
    expect(domain("Eilidh's shed roof blew off in the night")).toBe("social");
    expect(domain("Eilidh's new bathroom looks lovely, she tiled it herself")).toBe("social");
    expect(cuesOf("Callum the electrician did Eilidh's house, reliable")).not.toContain("social");
    expect(cuesOf("moving out of Eilidh's flat at the end of the month")).not.toContain("social");
  });
});

describe("sixty-fourth round: one's own tradesman by name", () => {
  it("reads a named person coming or meant to come for a fitting of the home as the home's repair", () => {
    expect(domain("rang Kofi, he comes tuesday for the leak")).toBe("personal");
    expect(domain("Kofi was meant to bring the new fuse box, not a sign")).toBe("personal");
    expect(cuesOf("Tiago said he'd fix the shower this weekend")).not.toContain("personal");
  });
});

describe("sixty-fourth round: a business's VAT, tax and refunds", () => {
  it("reads VAT, a trade's tax and a refund owed to it as the business's money", () => {
    expect(domain("months and the tax office hasn't refunded the lighting hire's tax")).toBe("systems");
    expect(cuesOf("still no VAT refund for the garage, three months now")).toContain("systems");
    expect(cuesOf("the revenue office still owes the bakes a refund")).toContain("systems");
    expect(cuesOf("Tomasz's tax refund came through")).not.toContain("systems");
    expect(cuesOf("my tax refund came through")).not.toContain("systems");
  });
});

describe("sixty-fourth round: kin words of other languages", () => {
  it("reads a kin word of another language as family", () => {
    expect(domain("eadni says the beads must be ordered from the man in Karasjok")).toBe("social");
    expect(domain("Mamie's eye clinic bill, 700, paid it")).toBe("social");
    expect(domain("visit Mamie in Curepipe tmrw after work like every tuesday")).toBe("social");
    expect(rawCuesOf("Kuku is so frail now, her hands shake")).toContain("social");
    expect(rawCuesOf("kuku feed prices are up again")).not.toContain("social");
    expect(rawCuesOf("the buyers brought their Kuku to the viewing")).not.toContain("social");
  });
});

describe("sixty-fourth round: a parent project's title read with the trade and raw cues", () => {
  it("lets a title's cue (an end-of-season do, a band's uniforms) weigh in the parent's domain", () => {
    for (const [thought, title] of [
      ["the function room is booked for it", "End of season do for the team"],
      ["the brewery still hasn't confirmed the sponsorship", "New uniforms for the band"],
    ] as const) {
      const prepared = prepareText(thought);
      const input = inputOf(thought);
      const withCues = domainScores(prepared, input, [], inputOf(title), thought, title);
      const modelOnly = domainScores(prepared, input, [], inputOf(title), thought);
      expect(withCues.social - withCues.systems).toBeGreaterThan(modelOnly.social - modelOnly.systems);
    }
  });
});
