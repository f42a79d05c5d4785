import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { DOMAIN_RAW_CUES, DOMAIN_TRADE_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
const tradeOf = (text: string) => DOMAIN_TRADE_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);
const rawOf = (text: string) => DOMAIN_RAW_CUES.filter(([, re]) => re.test(text)).map(([d]) => d);
const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-03-10T12:15:00Z"), timezone: "America/Halifax", context: {} } satisfies ClassifyInput);

describe("fortieth-round domain cues: other people's lives told by their shape", () => {
  it("reads a named person's new number or email with no role word as a friend's or family member's card", () => {
    expect(tradeOf("Tamsin's new number is 0412 555 019, the old one died")).toContain("social");
    expect(tradeOf("Priyanka has a new email, priyanka.r@example.com")).toContain("social");
    expect(tradeOf("Tamsin's new number is 0412 555 019, she's my client now")).not.toContain("social");
    expect(tradeOf("Gareth's new number, the plumber, 0412 555 019")).not.toContain("social");
    expect(tradeOf("my new number is 0412 555 019")).not.toContain("social");
  });

  it("reads a named person, or she or he, swimming, running, riding or walking as that person's life, not one's own exercise", () => {
    expect(tradeOf("Ottilie swam two lengths without her armbands")).toContain("social");
    expect(tradeOf("so proud of Bronagh, she ran the whole half")).toContain("social");
    expect(tradeOf("Kofi rode his bike to school on his own")).toContain("social");
    expect(tradeOf("swam 40 lengths before work")).not.toContain("social");
    expect(tradeOf("ran 5k this morning, legs dead")).not.toContain("social");
  });
});

describe("fortieth-round raw cue: a piece of work named by its customer or site", () => {
  it("reads 'the <Proper noun> <work object>' as the user's trade", () => {
    expect(rawOf("collect the boiler for the Morningside install at 8")).toContain("systems");
    expect(rawOf("open house at the Castellano listing on sunday")).toContain("systems");
    expect(rawOf("decided to take on the Green Valley books from May")).toContain("systems");
    expect(rawOf("the Harcourt gig paid at last")).toContain("systems");
  });

  it("leaves lowercase objects, acronyms and a marketplace listing of one's own alone", () => {
    expect(rawOf("the kitchen reno is dragging on")).toEqual([]);
    expect(rawOf("the MOT invoice came to £54")).toEqual([]);
    expect(rawOf("the Vinted listing for my boots got 3 likes")).toEqual([]);
    expect(rawOf("reading the library books with the kids")).toEqual([]);
  });

  it("decides the domain of a whole thought", () => {
    expect(run("decided to take on the Green Valley books from May").domain).toBe("systems");
    expect(run("Ottilie swam two lengths without her armbands").domain).toBe("social");
  });
});

describe("fortieth-round domain cue: whose account the money is in", () => {
  it("reads money in, out of or to my or our account as one's own", () => {
    expect(tradeOf("the airline refund finally landed in my account")).toContain("personal");
    expect(tradeOf("gym fees left our joint account twice this month")).toContain("personal");
    expect(tradeOf("the client's payment hit the business account")).not.toContain("personal");
    expect(tradeOf("set up my account on the new rota app")).not.toContain("personal");
  });
});

describe("fortieth-round domain cues: another person's home and occasions, things got for a named person", () => {
  it("reads a named person's home, baby or occasion as their life, not a job", () => {
    expect(tradeOf("Saoirse's kitchen flooded overnight, poor thing")).toContain("social");
    expect(tradeOf("Dmitri's wedding is in June")).toContain("social");
    expect(tradeOf("quote for Dmitri's kitchen, new worktops")).not.toContain("social");
    expect(tradeOf("my kitchen flooded overnight")).not.toContain("social");
  });

  it("reads a thing got or needed for a named person as for family or a friend, not a counted customer's order", () => {
    expect(tradeOf("bought Otto a new pair of runners")).toContain("social");
    expect(tradeOf("need a bigger bike helmet for Amara")).toContain("social");
    expect(tradeOf("order 12 more downlights for Amara")).not.toContain("social");
    expect(tradeOf("need a bigger bike helmet for myself")).not.toContain("social");
  });
});
