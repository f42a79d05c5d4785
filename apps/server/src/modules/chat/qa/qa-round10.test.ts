import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { minutesIn } from "./durations.js";
import { currencyNamed, findAmounts } from "./money.js";
import { readQuestion } from "./qa-question.js";

// Thursday 14 May 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 5, day: 14 };
const note = noteMaker();
const ask = askOn(today);

describe("dollars of another country", () => {
  it("reads NZ$ and US$ as their own currencies and a question's \"in NZ dollars\"", () => {
    expect(findAmounts("ferry NZ$64 each way")).toEqual([{ value: 64, currency: "NZD" }]);
    expect(findAmounts("museum US$30, plus $12 parking")).toEqual([
      { value: 30, currency: "US$" },
      { value: 12, currency: "$" },
    ]);
    expect(currencyNamed("how much did i spend in nz dollars")).toBe("NZD");
    expect(currencyNamed("what did it come to in us dollars")).toBe("US$");
    expect(currencyNamed("how much did i spend in dollars")).toBe("$");
  });
  it("sums only the notes in the dollars asked, leaving home dollars out even when they name the country", () => {
    const notes = [
      note("2026-04-01T10:00", "insurance for the NZ trip $150"),
      note("2026-04-20T10:00", "jet boat NZ$129"),
      note("2026-04-21T10:00", "lunch in Wanaka NZ$38.50"),
      note("2026-04-28T10:00", "groceries $90"),
    ];
    const a = ask("how much did I spend in NZ dollars?", notes);
    expect(a.number).toBe(167.5);
    expect(texts(a)).toEqual(["jet boat NZ$129", "lunch in Wanaka NZ$38.50"]);
  });
});

describe("a category narrowed by a person or a thing", () => {
  const notes = [
    note("2026-01-10T10:00", "Omar's dentist $120"),
    note("2026-02-10T10:00", "Omar's tennis club fees $200"),
    note("2026-03-10T10:00", "my optician $60"),
    note("2026-03-20T10:00", "water bill $140"),
    note("2026-04-10T10:00", "power bill $310"),
    note("2026-04-15T10:00", "phone bill $45"),
  ];
  it("takes a named owner's spending in the category, not all spending that names them", () => {
    const a = ask("what have Omar's medical bills come to this year?", notes);
    expect(a.number).toBe(120);
    expect(texts(a)).toEqual(["Omar's dentist $120"]);
  });
  it("keeps a category's bills to the kind named beside it", () => {
    const a = ask("what did the electricity bills come to this year?", notes);
    expect(a.number).toBe(310);
    expect(texts(a)).toEqual(["power bill $310"]);
  });
});

describe("a trip that says where it ended", () => {
  it("sums a category's spending from leaving till home, across days without spending, and none before or after", () => {
    const notes = [
      note("2026-03-20T10:00", "petrol $70 at the Shell"),
      note("2026-04-01T18:00", "off to Kalbarri in the morning"),
      note("2026-04-02T12:00", "petrol $95 at Geraldton"),
      note("2026-04-02T18:00", "cabin 2 nights $240"),
      note("2026-04-06T09:00", "petrol $88 on the way back"),
      note("2026-04-07T16:00", "home again, unpacked"),
      note("2026-04-12T10:00", "petrol $64"),
    ];
    const a = ask("how much did petrol cost on the Kalbarri trip?", notes);
    expect(a.number).toBe(183);
    expect(texts(a)).toEqual(["petrol $95 at Geraldton", "petrol $88 on the way back"]);
  });
});

describe("an organisation and time told in words", () => {
  it("reads \"Meals on Wheels\" as what was done, not two people", () => {
    const q = readQuestion("how many hours did I drive for Meals on Wheels in April?", today, []);
    expect(q.people).toEqual([]);
    expect(q.topic).toEqual(expect.arrayContaining(["meals", "wheels"]));
    expect(readQuestion("did I see Tomasz on Friday", today, []).people).toEqual(["Tomasz"]);
  });
  it("reads \"two and a half hours\" as 150 minutes", () => {
    expect(minutesIn("library, two and a half hours")).toBe(150);
    expect(minutesIn("3 and a half hrs in the garden")).toBe(210);
    expect(minutesIn("an hour and a half")).toBe(90);
  });
});
