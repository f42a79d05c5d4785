import { describe, expect, it } from "vitest";
import { extractEntities } from "../../entities.js";
import { ROUND52_TRADE_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/** The domains the fifty-second round's cues give a thought (the other rounds' cues are left out). */
const cuesOf = (text: string) => ROUND52_TRADE_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);

describe("fifty-second-round domain cues: a seller's own words, the premises' hours, another person's appointments, the commute", () => {
  it("reads the takings, a price list or tags, a credit note and the distributor as the business's, not one's own bills", () => {
    expect(cuesOf("count the takings before locking the till")).toContain("systems");
    expect(cuesOf("new price tags for the winter jackets rail")).toContain("systems");
    expect(cuesOf("the wholesaler sent a fresh pricelist, sugar is up again")).toContain("systems");
    expect(cuesOf("still no credit note for the dented tins we sent back")).toContain("systems");
    expect(cuesOf("rang the distributor about the short delivery of pens")).toContain("systems");
    expect(cuesOf("the electricity bill is up again this month")).not.toContain("systems");
    expect(cuesOf("what's the price of a return ticket to Galway")).not.toContain("systems");
  });

  it("reads opening or locking up the premises as the owner's working day, not a shop that is shut", () => {
    expect(cuesOf("I'll open the salon at 8 on fridays from now on")).toContain("systems");
    expect(cuesOf("Priya locks up the bakery on tuesdays")).toContain("systems");
    expect(cuesOf("closing the stall early, the rain is too heavy")).toContain("systems");
    expect(cuesOf("the shop's closed on monday, get milk on sunday")).not.toContain("systems");
    expect(cuesOf("the store closes at 6 so I'll go after lunch")).not.toContain("systems");
    expect(cuesOf("open the windows in the spare room to air it")).not.toContain("systems");
  });

  it("reads another person's appointment, vaccine or check-up as that person's care, not one's own or a pet's", () => {
    expect(cuesOf("Tomasz's eye appointment moved to the 14th")).toContain("social");
    expect(cuesOf("book Wilhelmina's booster at the surgery")).toContain("social");
    expect(cuesOf("orthodontist for Juniper on thursday after lunch")).toContain("social");
    expect(cuesOf("grandpa's check-up is wednesday at 2")).toContain("social");
    expect(cuesOf("my appointment with the optician is on the 3rd")).not.toContain("social");
    expect(cuesOf("Rufus's vaccines at the vet on friday")).not.toContain("social");
    expect(cuesOf("the clinic's appointment line never picks up")).not.toContain("social");
  });

  it("reads the commute as one's own travel, with work only its destination", () => {
    const subject = (text: string) => domainSubject(prep(text));
    expect(subject("the train to work was cancelled again, stood for an hour")).not.toMatch(/\bwork\b/);
    expect(subject("cycled in to work in the rain, soaked")).not.toMatch(/\bwork\b/);
    expect(subject("taking a taxi to work from monday, the bus is never on time")).not.toMatch(/\bwork\b/);
    expect(subject("drive the samples over to work before 9")).toMatch(/\bwork\b/);
    expect(subject("so much work to finish before the audit")).toMatch(/\bwork\b/);
  });
});
