import { describe, expect, it } from "vitest";
import { noteMaker, texts } from "../testing/qa-notes.js";
import { composeAnswer } from "./qa-compose.js";
import type { QaNote } from "./qa-note.js";
import { readQuestion } from "./qa-question.js";
import { findAmounts } from "./money.js";
import { usDollarFigures } from "./us-dollars-58.js";
import { fastestMs } from "../../../../test/fastest-run.js";

// Friday 27 November 2026, asked in the writer's own zone; notes are written as [ISO local time, text].
const note = noteMaker();
const askIn = (timeZone: string) => (question: string, notes: QaNote[]) =>
  composeAnswer(readQuestion(question, { year: 2026, month: 11, day: 27 }, []), notes, { timeZone, searched: `${notes.length} notes` });

describe("dollars asked where '$' is the peso's own sign", () => {
  const ask = askIn("America/Santiago");
  const notes = [
    note("2026-11-03T19:00", "completos and a bebida at the fuente de soda, $ 7800"),
    note("2026-11-06T22:10", "phone case from a US shop, USD 14.50"),
    note("2026-11-12T20:40", "the Duolingo year, 30 dollars on the card"),
    note("2026-11-15T12:00", "gas station, $ 45000 full tank"),
    note("2026-11-19T21:15", "ebook for the book club, US$ 9,90"),
  ];

  it("sums the US dollars and leaves the pesos signed '$' out", () => {
    const a = ask("how much did I spend in dollars this month?", notes);
    expect(a.number).toBe(54.4);
    expect(texts(a)).toEqual(["phone case from a US shop, USD 14.50", "the Duolingo year, 30 dollars on the card", "ebook for the book club, US$ 9,90"]);
  });

  it("shows the sum as US dollars, not with the '$' that is the peso's sign here", () => {
    expect(ask("how much did I spend in dollars this month?", notes).text).toContain("You spent US$54.40");
    expect(ask("how much did I spend on gas this month?", notes).text).not.toContain("US$");
  });

  it("still sums the pesos when no currency is asked of the gas", () => {
    const a = ask("how much did I spend on gas this month?", notes);
    expect(a.number).toBe(45000);
    // And asked in US dollars, the same three notes: "in US dollars" and "in dollars" are one currency here.
    expect(ask("how much did I spend in US dollars this month?", notes).number).toBe(54.4);
  });
});

describe("dollars asked where the money is neither dollar nor peso", () => {
  const ask = askIn("Asia/Jakarta");
  const notes = [
    note("2026-03-02T21:00", "domain renewal for the shop site, $15"),
    note("2026-05-14T20:30", "Canva pro month, USD 12"),
    note("2026-06-09T13:00", "nasi padang for the whole team, Rp 210.000"),
    note("2026-08-21T22:45", "Wayan's cousin sent him $300 from Perth"),
    note("2026-09-30T09:15", "stock photos pack, 25 dollars"),
  ];

  it("takes '$', 'dollars' and 'USD' alike as the US dollars asked", () => {
    const a = ask("how much have I spent in US dollars this year?", notes);
    expect(a.number).toBe(52);
    expect(texts(a)).not.toContain("Wayan's cousin sent him $300 from Perth");
  });

  it("leaves a dollar home's own '$' apart from its US dollars", () => {
    const toronto = askIn("America/Toronto");
    const home = [note("2026-10-02T18:00", "snow tires swapped on, $120"), note("2026-10-09T18:00", "Buffalo outlet run, US$80")];
    expect(toronto("how much did I spend in US dollars this year?", home).number).toBe(80);
    // A dollar home's own dollars keep their bare sign.
    expect(toronto("how much did I spend in dollars this year?", home).text).toContain("$120");
    expect(toronto("how much did I spend in dollars this year?", home).text).not.toContain("US$120");
    // Where the zone is a dollar home, the Jakarta notes keep their "$" apart too: only the code is US dollars.
    expect(askIn("America/Toronto")("how much have I spent in US dollars this year?", notes).number).toBe(12);
    expect(ask("how much have I spent in US dollars this year?", notes).number).toBe(52);
  });
});

describe("US dollars written 'U$S', and with a decimal comma", () => {
  it("reads 'U$S 89', 'US$ 38,50' and 'U$S 1,250' as US dollars", () => {
    expect(findAmounts("ferry ticket to Colonia, U$S 61")).toEqual([{ value: 61, currency: "US$" }]);
    expect(findAmounts("sneakers online, US$ 42,70 with shipping")).toEqual([{ value: 42.7, currency: "US$" }]);
    expect(findAmounts("deposit on the flat, u$s 1,250")).toEqual([{ value: 1250, currency: "US$" }]);
    expect(findAmounts("two fees, U$S 10 and U$S 4,25")).toEqual([
      { value: 10, currency: "US$" },
      { value: 4.25, currency: "US$" },
    ]);
  });

  it("reads no sign inside a word, and stays fast on long near-misses", () => {
    expect(usDollarFigures("BUS$ 40 is no sign")).toEqual([]);
    expect(usDollarFigures("paid U$S 7")).toEqual([{ index: 5, end: 10, raw: "7" }]);
    expect(findAmounts("paid U$S 7 at the kiosk")).toEqual([{ value: 7, currency: "US$" }]);
    const long = `${"U$S 1,".repeat(120)}${"US$ 12.3.4.5,".repeat(60)}U$S`;
    expect(fastestMs(() => usDollarFigures(long))).toBeLessThan(5);
    expect(fastestMs(() => findAmounts(`${"U$S ".repeat(200)}${"9,".repeat(200)}`))).toBeLessThan(5);
  });
});
