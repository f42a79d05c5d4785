import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { DOMAIN_TRADE_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/**
 * The domains the trade cues give a thought. The sixty-eighth round's cues are appended to DOMAIN_TRADE_CUES, so these
 * tests read that list (the round's own file does not exist at the start commit, where each test must fail).
 */
const cuesOf = (text: string) => DOMAIN_TRADE_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);
const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).domain;

describe("sixty-eighth round: domain", () => {
  it("reads how a person pays, on a contact card, as a customer's", () => {
    expect(domain("Tariq's mother is Mrs Haddad, 07700 900 118, pays by bank transfer")).toBe("systems");
    expect(cuesOf("Mrs Obi orders for her whole family on account")).toContain("systems");
  });

  it("reads leave asked for or granted as the employer's", () => {
    expect(domain("put in leave for my cousin's wedding weekend")).toBe("systems");
    expect(cuesOf("still waiting on Gráinne to sign off my leave")).toContain("systems");
    expect(cuesOf("remind me to leave early for the match")).not.toContain("systems");
  });

  it("reads a named person's dentist or filling as a child's appointment, family", () => {
    expect(domain("Niamh's dentist is half 3 on thursday, she needs collecting")).toBe("social");
    expect(domain("booked the dentist for Oisín, mine can wait")).toBe("social");
    expect(cuesOf("my dentist moved me to friday")).not.toContain("social");
  });

  it("reads a named person off sick as a colleague, work", () => {
    expect(domain("Dermot off sick again so I'm opening up on my own")).toBe("systems");
  });

  it("reads a walk, run or swim logged as one's own, and with family leaves it", () => {
    expect(domain("ran 4 miles along the canal before the crew got in")).toBe("personal");
    expect(cuesOf("walked the Lagan towpath after the shift, legs are dead")).toContain("personal");
    expect(cuesOf("walked to the park with my dad after dinner")).not.toContain("personal");
  });

  it("reads the council or city still not acting on one's street or home as one's own errand", () => {
    expect(domain("our extension plans are still under review at the council")).toBe("personal");
    expect(cuesOf("the council still hasn't signed off the Hendry extension for the client")).not.toContain("personal");
  });

  it("reads shouting or snapping at someone, with regret, as about family", () => {
    expect(domain("shouted at Niamh for nothing after a double shift, feel awful")).toBe("social");
    expect(cuesOf("shouted at a customer today, not my finest moment")).not.toContain("social");
  });

  it("reads a named child's teacher or school as kids' school life, family", () => {
    expect(domain("Tane's teacher wants a meeting friday at 3, put it in the calendar")).toBe("social");
    expect(domain("Leo's teacher Mrs Kowalski emailed about the project deadline")).toBe("social");
    expect(cuesOf("Father Byrne's school wants us at their open day")).not.toContain("social");
  });

  it("reads a trip's or stay's cost split with named people as money shared with friends", () => {
    expect(domain("split the holiday cottage with Maeve, my share is £300")).toBe("social");
    expect(cuesOf("split the $900 from the Lindgren gig with Tom")).not.toContain("social");
  });

  it("reads a course or lessons started with a named person as learning with family", () => {
    expect(domain("started Irish lessons online with Cian")).toBe("social");
  });
});
