import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { findAmounts } from "./money.js";
import { isReceived } from "./money-in.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("the cedi and the CFA franc", () => {
  it("reads the cedi by its sign, its code and its name, and the franc by the codes West Africa writes", () => {
    expect(findAmounts("kente for the engagement, GH₵ 640")).toEqual([{ value: 640, currency: "GH₵" }]);
    expect(findAmounts("school shoes GH¢180")).toEqual([{ value: 180, currency: "GH₵" }]);
    expect(findAmounts("lace, GHS 95.50")).toEqual([{ value: 95.5, currency: "GH₵" }]);
    expect(findAmounts("okada home, 12 cedis")).toEqual([{ value: 12, currency: "GH₵" }]);
    expect(findAmounts("bus to Cotonou, XOF 9,000")).toEqual([{ value: 9000, currency: "CFA" }]);
    expect(findAmounts("hotel FCFA 20,000")).toEqual([{ value: 20000, currency: "CFA" }]);
    expect(findAmounts("grilled fish, 2,500 CFA")).toEqual([{ value: 2500, currency: "CFA" }]);
  });

  it("adds up cedis however they are written, and francs apart when asked in them", () => {
    const notes = [
      note("2026-11-03T12:00", "groceries at the Melcom, GH₵ 210"),
      note("2026-11-10T12:00", "groceries from the market, 85 cedis"),
      note("2026-11-17T12:00", "groceries again, GHS 132.40"),
    ];
    expect(ask("how much did I spend on groceries this month?", notes).number).toBe(427.4);
    const trip = [
      note("2026-11-05T12:00", "bus from Accra to the Aflao border for the Lomé trip, GH₵ 90"),
      note("2026-11-06T12:00", "moto taxi around Lomé, 1,500 CFA"),
      note("2026-11-06T18:00", "dinner by the sea in Lomé, XOF 7,000"),
    ];
    expect(ask("how much did I spend in CFA francs in Lomé?", trip).number).toBe(8500);
  });
});

describe("money handed to the writer, asked as given or got", () => {
  it("takes money someone gave the writer as money in from them, not the giver's spending", () => {
    const notes = [
      note("2026-11-04T12:00", "Kojo gave me $150 towards the light bill"),
      note("2026-11-12T12:00", "Kojo gave his brother $200 for his rent"),
      note("2026-11-20T12:00", "Kojo gave me $100 for the kids' shoes"),
    ];
    expect(ask("how much did Kojo give me this month?", notes).number).toBe(250);
  });

  it("asks money in when the writer got it from a source", () => {
    const notes = [
      note("2026-11-06T12:00", "Mrs Darko paid me $120 for the curtains"),
      note("2026-11-14T12:00", "bought thread and lining, $35"),
      note("2026-11-21T12:00", "the school paid me $300 for the costumes"),
    ];
    expect(ask("how much did I get from sewing jobs this month?", notes).number).toBe(420);
  });
});

describe("a loan paid back by bringing it back or by mobile money", () => {
  it("reads 'brought … back' and 'MoMo'd' as repayments", () => {
    expect(isReceived("Ama MoMo'd me 50 this morning")).toBe(true);
    const notes = [
      note("2026-08-02T12:00", "lent my nephew Kwesi $700 for his exam fees"),
      note("2026-09-14T12:00", "Kwesi brought $250 back"),
      note("2026-10-20T12:00", "Kwesi MoMo'd $100"),
    ];
    expect(ask("how much does Kwesi still owe me?", notes).number).toBe(350);
  });
});

describe("West African meals out", () => {
  it("counts a chop bar and the dishes bought there as eating out", () => {
    const notes = [
      note("2026-11-23T12:00", "waakye by the lorry station, $4"),
      note("2026-11-24T13:00", "banku and okro at the chop bar, $9"),
      note("2026-11-26T12:00", "printer ink for the shop, $30"),
    ];
    expect(ask("how much did I spend eating out last week?", notes).number).toBe(13);
  });
});

describe("a power cut told by the lights or the power lost", () => {
  it("counts 'lost power', 'lights out', 'light off' and 'dumsor' as cuts, and not a bill for power", () => {
    const notes = [
      note("2026-11-02T19:00", "lost power at supper, ate by candlelight"),
      note("2026-11-08T21:00", "lights out again across the estate"),
      note("2026-11-15T18:00", "light off from six, the fan was dead"),
      note("2026-11-22T12:00", "dumsor the whole afternoon"),
      note("2026-11-25T12:00", "paid the power bill, $140"),
    ];
    const answer = ask("how many power cuts did we have this month?", notes);
    expect(answer.number).toBe(4);
    expect(texts(answer)).not.toContain("paid the power bill, $140");
  });
});
