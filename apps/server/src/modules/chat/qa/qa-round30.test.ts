import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { findAmounts } from "./money.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("shillings, grouped thousands and a k, as East Africa writes its money", () => {
  it("reads KSh, TZS, a bare 'sh', '/=' and 'bob', a grouped figure with no sign, and thousands told by k; not steps nor a 5k run", () => {
    expect(findAmounts("brake pads on Luthuli Avenue, KSh 4,200")).toEqual([{ value: 4200, currency: "KSh" }]);
    expect(findAmounts("park fees at the gate, TZS 20,000")).toEqual([{ value: 20000, currency: "TSh" }]);
    expect(findAmounts("ferry tickets, 9,000 Tanzanian shillings")).toEqual([{ value: 9000, currency: "TSh" }]);
    expect(findAmounts("clutch cable, 2,750/=")).toEqual([{ value: 2750, currency: "" }]);
    expect(findAmounts("side mirror, sh 1,300")).toEqual([{ value: 1300, currency: "" }]);
    expect(findAmounts("fare to Thika, 300 bob")).toEqual([{ value: 300, currency: "" }]);
    expect(findAmounts("school shoes for the twins, 6,400")).toEqual([{ value: 6400, currency: "" }]);
    expect(findAmounts("chama contribution for March, 12k")).toEqual([{ value: 12000, currency: "" }]);
    expect(findAmounts("the neighbour spent $45k on a borehole")).toEqual([{ value: 45000, currency: "$" }]);
    for (const text of ["walked 12,000 steps around Karura", "jogged 5k before work", "did the 10k at Ngong racecourse", "Sunday 8k with the club", "new patient file, 2,400 on a payment plan"]) expect(findAmounts(text)).toEqual([]);
    expect(findAmounts("the tailor sent back 4,000 on M-Pesa")).toEqual([{ value: 4000, currency: "" }]);
  });

  it("adds the writer's shillings in every spelling and asks a trip's in its country's", () => {
    const notes = [
      note("2026-11-03T10:00", "wiper blades for the van, paid 1.5k"),
      note("2026-11-10T10:00", "new battery terminals for the van, KSh 2,300"),
      note("2026-11-18T10:00", "radiator hose for the van, 1,850/="),
      note("2026-11-20T10:00", "a panel beater quoted 18,000 for the van door"),
    ];
    expect(ask("how much did I spend on the van this month?", notes).number).toBe(5650);
    const trip = [
      note("2026-11-02T10:00", "bus tickets to Arusha, 3,500 bob"),
      note("2026-11-03T10:00", "lunch in Arusha, Tsh 18,000"),
      note("2026-11-04T10:00", "market in Arusha, a carving, TZS 25,000"),
    ];
    expect(ask("how much did we spend in Tanzanian shillings in Arusha?", trip).number).toBe(43000);
  });
});

describe("money given, pledged and raised", () => {
  it("counts what the writer gave, not a pledge nor what a fundraiser raised in all", () => {
    const notes = [
      note("2026-03-14T10:00", "gave 2,000 at the fundraiser for the clinic roof"),
      note("2026-06-20T10:00", "the fundraiser for Auma's fees raised 90,000 in total"),
      note("2026-09-05T10:00", "contributed 1,500 at the fundraiser for a borehole"),
      note("2026-11-10T10:00", "pledged 5k for the church fundraiser in December"),
    ];
    const answer = ask("how much have I given at fundraisers this year?", notes);
    expect(answer.number).toBe(3500);
    expect(texts(answer)).not.toContain("pledged 5k for the church fundraiser in December");
  });
});

describe("a promise refused is none", () => {
  it("leaves out 'I'm not promising anything' among the promises made", () => {
    const notes = [
      note("2026-10-01T10:00", "promised Amina a new phone if she passes her exams"),
      note("2026-10-20T10:00", "Amina wants a puppy, I'm not promising anything"),
    ];
    expect(texts(ask("what did I promise Amina?", notes, ["Amina"]))).toEqual(["promised Amina a new phone if she passes her exams"]);
  });
});

describe("what a sale or a stall brought in", () => {
  it("takes the writer's sales and takings as money made, not a purchase nor another's sale", () => {
    const notes = [
      note("2026-11-04T10:00", "sold 3 trays of eggs at the market, 1,350"),
      note("2026-11-12T10:00", "egg stall at the school fair, made 800"),
      note("2026-11-15T10:00", "bought layers mash for the hens, 2,400"),
      note("2026-11-21T10:00", "Wafula sold his eggs to a hotel for 2,000"),
    ];
    const answer = ask("how much did I make from eggs this month?", notes);
    expect(answer.number).toBe(2150);
    expect(texts(answer)).not.toContain("Wafula sold his eggs to a hotel for 2,000");
  });

  it("takes a repayment told as an amount from the person", () => {
    const notes = [
      note("2026-08-02T10:00", "lent Baraka 10,000 for his rent"),
      note("2026-10-09T10:00", "another 3k from Baraka, good man"),
    ];
    expect(ask("how much does Baraka still owe me?", notes, ["Baraka"]).number).toBe(7000);
  });
});

describe("a quantity asked in its unit", () => {
  it("adds the kilos the writer's notes tell, not another's, a sale or a plan", () => {
    const notes = [
      note("2026-11-03T10:00", "picked 12 kilos of tomatoes before the rain"),
      note("2026-11-09T10:00", "Njeri's mum picked 30 kilos of tomatoes, show-off"),
      note("2026-11-14T10:00", "another 8.5 kg of tomatoes off the vines"),
      note("2026-11-20T10:00", "sold 5 kilos of tomatoes at the gate"),
      note("2026-11-25T10:00", "the tomato plants need staking"),
    ];
    const answer = ask("how many kilos of tomatoes did we pick this month?", notes);
    expect(answer.number).toBe(20.5);
    expect(texts(answer)).toEqual(["picked 12 kilos of tomatoes before the rain", "another 8.5 kg of tomatoes off the vines"]);
  });
});

describe("a stay asked in days", () => {
  it("runs from the stay's first note to the one telling its end", () => {
    const notes = [
      note("2026-10-10T10:00", "drove down to the coast, Diani at last"),
      note("2026-10-12T10:00", "snorkelling off the coast, saw a turtle"),
      note("2026-10-16T10:00", "home from the coast, sunburnt and happy"),
    ];
    const answer = ask("how many days were we at the coast?", notes);
    expect(answer.number).toBe(6);
  });
});

describe("where a thing was put", () => {
  it("answers with the note placing it, not one naming it elsewhere nor another's own", () => {
    const notes = [
      note("2026-09-01T10:00", "got the spare car key cut at the hardware on Moi Avenue"),
      note("2026-09-02T10:00", "put the spare car key in the tin on top of the fridge"),
      note("2026-10-05T10:00", "Mwangi keeps his spare key under the doormat, madness"),
    ];
    expect(texts(ask("where did I put the spare car key?", notes))).toEqual(["put the spare car key in the tin on top of the fridge"]);
  });
});

describe("meals out named by a dish eaten out", () => {
  it("takes nyama choma and a shawarma as eating out, not the supermarket", () => {
    const notes = [
      note("2026-11-23T19:00", "nyama choma with the boys after the match, 1,800"),
      note("2026-11-25T13:00", "shawarma with Tom near the office, 650"),
      note("2026-11-26T10:00", "supermarket run, 3,200"),
    ];
    expect(ask("how much did I spend eating out last week?", notes).number).toBe(2450);
  });
});

describe("the act asked after 'last'", () => {
  it("answers 'when was the boiler last serviced' with the service, not a newer note on a thing of its kind", () => {
    const notes = [
      note("2026-02-10T10:00", "boiler serviced by the engineer, £85"),
      note("2026-09-14T10:00", "boiler service done, the engineer says it'll see out the winter"),
      note("2026-10-20T10:00", "radiators lukewarm in the back bedroom"),
    ];
    expect(texts(ask("when was the boiler last serviced?", notes))).toEqual(["boiler service done, the engineer says it'll see out the winter"]);
  });
});

describe("visits to a relation told by going to or being at theirs", () => {
  it("counts 'down to mum's' and 'at my mother's' with the visit naming the town, not a phone call nor her coming over", () => {
    const notes = [
      note("2026-11-02T10:00", "drove over to Kisumu for mum's birthday, the whole clan came"),
      note("2026-11-08T10:00", "Sunday at my mother's, she fed us till we burst"),
      note("2026-11-12T10:00", "rang mum about the maize harvest"),
      note("2026-11-19T10:00", "bus down to mum's, she made chapati for the road"),
      note("2026-11-22T10:00", "mum came over to ours for the weekend"),
    ];
    expect(ask("how many times did I visit my mum in Kisumu this month?", notes, ["Kisumu"]).number).toBe(3);
  });

  it("counts 'called out to mam' as a visit though it says 'called'", () => {
    const notes = [
      note("2026-11-04T10:00", "called out to mam after work, she had the fire lit"),
      note("2026-11-16T10:00", "visited mam and fixed her curtain rail"),
    ];
    expect(ask("how many times did I visit mam this month?", notes).number).toBe(2);
  });
});
