import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { isReceived } from "./money-in.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("money in told by a cheque that came, or by a customer's role", () => {
  it("adds a cheque that came, told with what it is for, to the money received", () => {
    const notes = [
      note("2026-10-03T10:00", "sawmill cheque for the walnut slabs came, $620"),
      note("2026-10-11T15:00", "Harbour Timber paid $300 for the offcuts"),
      note("2026-10-14T09:00", "new chainsaw chain, $45"),
      note("2026-10-20T19:00", "frost on the woodpile this morning"),
    ];
    const a = ask("how much have I been paid in October?", notes);
    expect(a.number).toBe(920);
    expect(texts(a)).toContain("sawmill cheque for the walnut slabs came, $620");
    expect(texts(a)).not.toContain("new chainsaw chain, $45");
  });

  it("adds what a customer told by its role paid, and leaves the writer's own spending out", () => {
    const notes = [
      note("2026-05-04T12:00", "clay and glaze from the supplier, $80"),
      note("2026-05-09T16:00", "a customer paid $60 for the big blue bowl"),
      note("2026-05-18T11:00", "the primary school paid 450 for the tile mural"),
      note("2026-05-22T20:00", "kiln firing went well, no cracks"),
    ];
    const a = ask("how much have I been paid for pottery in May?", notes);
    expect(a.number).toBe(510);
    expect(texts(a)).not.toContain("clay and glaze from the supplier, $80");
  });

  it("reads neither a bounced cheque, a bill's total, the thing paid nor a place paid at as money in", () => {
    expect(isReceived("sawmill cheque for the walnut slabs came")).toBe(true);
    expect(isReceived("the cheque from Dunlop came back, bounced")).toBe(false);
    expect(isReceived("the cheque came to $84 with the tip")).toBe(false);
    expect(isReceived("parking paid $5")).toBe(false);
    expect(isReceived("the water bill paid, $80")).toBe(false);
    expect(isReceived("at the hotel paid $150 for two nights")).toBe(false);
    expect(isReceived("school fees paid, $250")).toBe(false);
  });

  it("keeps a place paid at in the writer's spending", () => {
    const notes = [
      note("2026-11-03T12:00", "at the hotel paid $150 for the room"),
      note("2026-11-04T12:00", "a customer paid $60 for the jug"),
    ];
    expect(ask("how much did I spend this month?", notes).number).toBe(150);
  });
});
