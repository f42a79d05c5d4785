import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { findAmounts } from "./money.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("soles as Peru writes them", () => {
  it("reads 'S/', 'S/.', 'PEN' (by case) and 'soles' after a figure, and no pen or boot sole", () => {
    expect(findAmounts("lunch at the market, S/ 15")).toEqual([{ value: 15, currency: "S/" }]);
    expect(findAmounts("bus ticket to Puno S/.38.50")).toEqual([{ value: 38.5, currency: "S/" }]);
    expect(findAmounts("paid the plumber PEN 120")).toEqual([{ value: 120, currency: "S/" }]);
    expect(findAmounts("bread and avocados, 18 soles")).toEqual([{ value: 18, currency: "S/" }]);
    expect(findAmounts("my boots need new soles")).toEqual([]);
    expect(findAmounts("lost a pen 2 days ago")).toEqual([]);
  });

  it("adds soles up, and leaves out a thing seen and passed over", () => {
    const notes = [
      note("2026-02-10T10:00", "bought a head torch for the night treks, S/ 85"),
      note("2026-06-03T10:00", "new walking poles, PEN 160"),
      note("2026-08-22T10:00", "looked at a tent for S/ 1,200 at the mall, too expensive, left it"),
    ];
    const answer = ask("how much have I spent on gear this year?", notes);
    expect(answer.number).toBe(245);
    expect(texts(answer)).not.toContain("looked at a tent for S/ 1,200 at the mall, too expensive, left it");
  });

  it("reads 'mamita' as the writer's mother", () => {
    const notes = [
      note("2026-03-04T10:00", "sent mamá S/ 150 for her medicine"),
      note("2026-07-09T10:00", "money to mamita for the harvest workers, 300 soles"),
    ];
    expect(ask("how much money have I sent mamá this year?", notes).number).toBe(450);
  });
});

describe("tips and pay coming in", () => {
  it("adds up tips received in dollars, as '$', 'USD' and 'dollars', for one who spends soles; not another's tip", () => {
    const notes = [
      note("2026-10-05T18:00", "the Danish family tipped me USD 40 at the end of the tour"),
      note("2026-10-12T18:00", "propina of 25 dollars from the Mexican students"),
      note("2026-10-19T18:00", "a $15 tip from the couple from Ohio"),
      note("2026-10-20T18:00", "the Chilean group gave me S/ 50 propina"),
      note("2026-10-26T18:00", "Rosa got a $60 tip from her honeymooners"),
    ];
    const answer = ask("how much did I get in tips in dollars last month?", notes);
    expect(answer.number).toBe(80);
    expect(texts(answer)).not.toContain("Rosa got a $60 tip from her honeymooners");
  });

  it("takes what the agency paid however it came in, not another's pay", () => {
    const notes = [
      note("2026-10-04T12:00", "got paid S/ 700 for the Colca trip"),
      note("2026-10-11T12:00", "agency deposited PEN 400 into my savings account for the city tours"),
      note("2026-10-18T12:00", "the airport transfers were settled too, 120 soles came in"),
      note("2026-10-21T12:00", "Rosa got S/ 900 for her Ausangate trek"),
    ];
    expect(ask("how much did the agency pay me in October?", notes).number).toBe(1220);
  });

  it("asked a rate now, gives the newest one of the writer's own, not another's or an offer by the day", () => {
    const notes = [
      note("2026-02-01T12:00", "my day rate stays S/ 160 this season"),
      note("2026-06-01T12:00", "the agency put my day rate up to S/ 200"),
      note("2026-09-01T12:00", "Rosa charges S/ 240 a day now"),
      note("2026-10-01T12:00", "a lodge in Tambopata offered S/ 260 a day, said no"),
    ];
    expect(ask("how much is my day rate now?", notes).number).toBe(200);
  });

  it("reads a friend of the family by 'my compadre' and a repayment by Yape", () => {
    const notes = [
      note("2026-06-10T12:00", "lent my compadre Julio S/ 600 for his shop's fridge"),
      note("2026-08-10T12:00", "Julio paid back 200 soles"),
      note("2026-10-10T12:00", "Julio yapeó S/ 100 more"),
    ];
    expect(ask("how much does my compadre still owe me?", notes).number).toBe(300);
  });
});

describe("counts and quantities of what happened", () => {
  it("leaves out a plan dated ahead of its note, but not a game told in the past and dated ahead by its weekday", () => {
    const notes = [
      note("2026-11-06T20:00", "volleyball Friday with the neighbours, we won two sets", { scheduledFor: "2026-11-13" }),
      note("2026-11-12T20:00", "volleyball at the sports centre, my serve is back"),
      note("2026-11-22T20:00", "volleyball on Thursday if the rain stops", { scheduledFor: "2026-11-26" }),
      note("2026-11-23T20:00", "signed us up for the volleyball tournament on 5 December", { scheduledFor: "2026-12-05" }),
    ];
    expect(ask("how many times did I play volleyball this month?", notes).number).toBe(2);
  });

  it("counts altitude sickness told as 'soroche', not advice on avoiding it", () => {
    const notes = [
      note("2026-10-03T12:00", "soroche knocked out a hiker from Leeds at the first camp"),
      note("2026-10-09T12:00", "explained to the students how to avoid soroche, lots of water"),
      note("2026-10-21T12:00", "an older man got altitude sickness at the lake, we turned back"),
    ];
    expect(ask("how many times did we have altitude sickness in October?", notes).number).toBe(2);
  });

  it("adds a trek's middle day in the unit asked, though that note does not name the trek", () => {
    const notes = [
      note("2026-09-07T18:00", "Ausangate trek day one, 12 km to the first camp"),
      note("2026-09-08T18:00", "over the high pass and down to the hot springs, 18 km"),
      note("2026-09-09T18:00", "last day of Ausangate, 10 km out to the road"),
      note("2026-09-20T18:00", "Rosa's Ausangate group did 40 km"),
    ];
    expect(ask("how many kilometres did we walk on the Ausangate trek?", notes).number).toBe(40);
  });
});
