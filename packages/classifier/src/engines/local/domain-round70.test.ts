import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).domain;

describe("seventieth round: domain", () => {
  it("reads the body that runs one's own block of flats as one's own home", () => {
    expect(domain("Teodor says the condo board wants another special levy in march")).toBe("personal");
    expect(domain("Pieter Claes is the strata manager for my block, prefers a call")).toBe("personal");
    expect(domain("lift at blk 405 broken again, fourth time this month")).toBe("personal");
    expect(domain("the estate office still hasn't stamped our balcony permit")).toBe("personal");
  });

  it("reads a named person asking for days off or told they can leave early as staff", () => {
    expect(domain("Lindiwe and Precious both asked for Easter Monday off, only one can go")).toBe("systems");
    expect(domain("told Mercy she can leave early whenever she has her driving lesson")).toBe("systems");
  });

  it("reads the business's logo on a team's kit as business spending", () => {
    expect(domain("said yes to sponsoring the netball team, our logo on the bibs")).toBe("systems");
  });

  it("reads a community drive and money into a chapel's or school's fund as social", () => {
    expect(domain("neighbourhood clean-up drive saturday 9am, bring bin bags")).toBe("social");
    expect(domain("put 50 into the mosque roof fund after jummah")).toBe("social");
  });

  it("reads a named child's scholarship, marks, tuition or report as family", () => {
    expect(domain("still nothing on Amara's scholarship, they said end of may")).toBe("social");
    expect(domain("paid Kofi's tuition for june, 300")).toBe("social");
  });

  it("reads one's own sport in a group every week as one's own hobby", () => {
    expect(domain("long swim with the club group every sunday 8am")).toBe("personal");
  });

  it("reads a webinar or paper a named person sent as learning for work", () => {
    expect(domain("tonight 7:30 the wound care webinar Sione sent round")).toBe("systems");
  });

  it("reads the polyclinic as one's own health", () => {
    expect(domain("the polyclinic still hasn't sent my referral")).toBe("personal");
  });

  it("reads a named person's first piece of the trade's work done alone as a colleague's", () => {
    expect(domain("Kwabena did his first gearbox rebuild all by himself, so proud")).toBe("systems");
  });

  it("reads another person's order of a counted batch of things as a customer's", () => {
    expect(domain("Tomasz and Ewa want 6 dozen pierogi for the parish picnic on sunday")).toBe("systems");
  });
});
