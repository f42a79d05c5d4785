import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { activityNamed, doesActivity } from "./activities.js";
import { minutesIn } from "./durations.js";
import { isFeeling, isOccurrence } from "./qa-cues.js";
import { namesKindOf } from "./qa-kinds.js";
import { readQuestion } from "./qa-question.js";
import { words } from "./qa-words.js";
import { categoriesNamed, inCategory } from "./spending-categories.js";
import { notYetSpent, othersSpending } from "./spending-filters.js";

// Thursday 10 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 10 };
const note = noteMaker();
const ask = askOn(today);

describe("shifts counted by their kind", () => {
  it("counts night shifts by what marks them, not every 'last night'", () => {
    const nights = activityNamed("how many overnight shifts did I work in November?")!;
    expect(doesActivity(nights, "finished a night on ward 7, three admissions")).toBe(true);
    expect(doesActivity(nights, "on nights again this week")).toBe(true);
    expect(doesActivity(nights, "last night we watched a film")).toBe(false);
    expect(doesActivity(nights, "swapped my Friday night with Abdi")).toBe(false);
  });

  it("counts extra shifts picked up, not one turned down", () => {
    const notes = [
      note("2026-11-04T19:00", "picked up an extra night on the surgical floor"),
      note("2026-11-12T19:00", "turned down the extra shift Tuesday, wiped"),
      note("2026-12-02T19:00", "took another extra Sunday day shift, time and a half"),
    ];
    const answer = ask("how many extra shifts did I pick up since the start of November?", notes);
    expect(answer.number).toBe(2);
    expect(isOccurrence("said no to the extra shift on Friday", null)).toBe(false);
  });

  it("reads 'since the start of <month>' as from that month to today", () => {
    expect(readQuestion("how many calls did I take since the start of October?", today, []).range).toMatchObject({ from: { month: 10, day: 1 }, to: { month: 12, day: 11 } });
  });
});

describe("kinds and categories in a Canadian voice", () => {
  it("knows a boat by its parts and berth, a credit card by its network, a shoulder by its rotator cuff", () => {
    expect(namesKindOf(["boat"], words("mooring fee at the club, my third $240"))).toBe(true);
    expect(namesKindOf(["boat"], words("new jib for the sloop"))).toBe(true);
    expect(namesKindOf(["card"], words("$300 onto the Mastercard"))).toBe(true);
    expect(namesKindOf(["shoulder"], words("rotator cuff tear, six weeks of rest"))).toBe(true);
    expect(namesKindOf(["boat"], words("took the bus downtown"))).toBe(false);
  });

  it("takes a double-double at Timmies as coffee and Superstore as groceries", () => {
    expect(inCategory(categoriesNamed(["coffee"]), "double-double and a muffin, $3.60")).toBe(true);
    expect(inCategory(categoriesNamed(["coffee"]), "Timmies drive-thru on the way in")).toBe(true);
    expect(inCategory(categoriesNamed(["groceries"]), "Superstore run, $96.20")).toBe(true);
  });

  it("adds what was thrown at the card, without taking 'throw' for the thing", () => {
    const notes = [
      note("2026-10-03T20:00", "$500 onto the Visa, payday"),
      note("2026-10-17T20:00", "another $250 to the credit card"),
      note("2026-10-20T20:00", "Nadia paid her Amex, $400"),
    ];
    const q = readQuestion("how much did I throw at the credit card in October?", today, []);
    expect(q.topic).not.toContain("throw");
    expect(ask("how much did I throw at the credit card in October?", notes).number).toBe(750);
  });
});

describe("what is no spending of the writer's", () => {
  it("a shelf or flyer price per unit, and another's run to the shop", () => {
    expect(notYetSpent("flyer has chicken thighs at $3.99 a pound")).toBe(true);
    expect(notYetSpent("apples €2.10/kg at the market")).toBe(true);
    expect(notYetSpent("groceries at the market, $42")).toBe(false);
    expect(othersSpending("Marc did the Costco run, $180", [])).toBe(true);
  });
});

describe("hours, feelings and what comes next", () => {
  it("reads a figure joined to its unit", () => {
    expect(minutesIn("picked up a 4-hour block on Saturday")).toBe(240);
    expect(minutesIn("a 90-minute class")).toBe(90);
  });

  it("takes 'loved' and 'wrecking me' as feelings", () => {
    expect(isFeeling("loved the quiet on the ward tonight", null)).toBe(true);
    expect(isFeeling("early starts are wrecking me", null)).toBe(true);
  });

  it("asks ahead when asked 'when does … next', and reads 'needs doing' as what is left", () => {
    expect(readQuestion("when does Mia swim next?", today, ["Mia"]).future).toBe(true);
    expect(readQuestion("when did Mia last swim?", today, ["Mia"]).future).toBe(false);
    expect(readQuestion("what still needs doing before the move?", today, []).kind).toBe("remaining");
  });

  it("answers what the physio said of the shoulder from a note naming the rotator cuff", () => {
    const notes = [note("2026-11-20T16:00", "physio says rotator cuff strain, no lifting overhead"), note("2026-12-01T16:00", "shoulder stiff after the drive")];
    expect(texts(ask("what did the physio tell me about my shoulder?", notes))).toEqual(["physio says rotator cuff strain, no lifting overhead"]);
  });
});
