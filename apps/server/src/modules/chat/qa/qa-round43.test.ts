import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { isCommitment } from "./qa-cues.js";

// Thursday 3 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 3 };
const note = noteMaker();
const ask = askOn(today);

describe("a decision told by money put down", () => {
  it("reads the writer's money down on a thing as the choice made", () => {
    const notes = [
      note("2026-10-02T10:00", "looked at two bench saws at the hardware store, the Kestrel one is dear"),
      note("2026-10-09T17:00", "gave Hal $150 down on the Kestrel bench saw, he'll hold it till payday"),
      note("2026-10-12T08:00", "rain all morning, the shed roof leaks again"),
    ];
    expect(texts(ask("what did I decide about the bench saw?", notes))).toEqual([
      "gave Hal $150 down on the Kestrel bench saw, he'll hold it till payday",
    ]);
  });

  it("takes money down or a deposit told by its amount, and leaves another's deposit and plain spending out", () => {
    expect(isCommitment("put NZ$40 down on a stall by the gate")).toBe(true);
    expect(isCommitment("paid the boat builder the €900 deposit")).toBe(true);
    expect(isCommitment("we put £200 down for the caravan")).toBe(true);
    expect(isCommitment("Ferncliff paid the $600 deposit")).toBe(false);
    expect(isCommitment("paid $40 for lunch with Hal")).toBe(false);
    expect(isCommitment("put $20 in the church plate")).toBe(false);
  });
});
