import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { unitAsked } from "./durations.js";
import { headcountAsked, headcountIn } from "./headcount.js";
import { readQuestion } from "./qa-question.js";
import { notYetSpent } from "./spending-filters.js";

// Wednesday 2 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 2 };
const note = noteMaker();
const ask = askOn(today);

describe("hours asked with a word of which hours", () => {
  it("reads 'how many extra hours' as hours, and extra or additional hours as overtime", () => {
    expect(unitAsked("how many extra hours did i put in last month?")).toBe("hour");
    expect(unitAsked("how many overtime hours did i do")).toBe("hour");
    expect(unitAsked("how many hours did i work")).toBe("hour");
    expect(unitAsked("how many extra shifts did i do")).toBeNull();
    expect(readQuestion("how many extra hours did I put in last month?", today, []).topic).toEqual(["overtime"]);
    expect(readQuestion("how many additional hours did I work in November?", today, []).topic).toEqual(["overtime"]);
    expect(readQuestion("how many volunteer hours did I do?", today, []).topic).toEqual(["volunteer"]);
  });

  it("counts time run over a shift as overtime, and leaves out hours rostered, another's and other work", () => {
    const notes = [
      note("2026-11-04T21:00", "ran 2 hours over waiting to tip at the depot"),
      note("2026-11-14T20:00", "3 hours extra on Saturday covering the Hull run"),
      note("2026-11-24T20:00", "went over by an hour, road shut at the bridge"),
      note("2026-11-28T12:00", "planner has me on for 5 hours overtime next Saturday"),
      note("2026-11-18T19:00", "rota has me down for 4 extra hours on the 6th"),
      note("2026-11-19T19:00", "Mick did 6 hours extra on the Sunday"),
      note("2026-11-20T12:00", "went over the accounts for 2 hours"),
      note("2026-10-30T20:00", "ran an hour over, forklift broke"),
    ];
    const answer = ask("how many extra hours did I put in last month?", notes);
    expect(answer.number).toBe(6);
    expect(texts(answer)).toEqual(["ran 2 hours over waiting to tip at the depot", "3 hours extra on Saturday covering the Hull run", "went over by an hour, road shut at the bridge"]);
    expect(ask("how many hours of overtime did I do in November?", notes).number).toBe(6);
  });
});

describe("a headcount asked as the crowd or the turnout", () => {
  it("reads the crowd, the turnout and 'how many were at' as people who came", () => {
    expect(headcountAsked("how big was the crowd at dad's 70th?")).toBe("people");
    expect(headcountAsked("what was the turnout at the quiz night?")).toBe("people");
    expect(headcountAsked("how many were at the christening?")).toBe("people");
    expect(headcountAsked("how big was the tent we hired?")).toBeNull();
    expect(headcountAsked("how many were broken?")).toBeNull();
    expect(readQuestion("how big was the crowd at the quiz night?", today, []).kind).toBe("count");
  });

  it("takes 'N of the family' as people there, not a booking's size or an age", () => {
    expect(headcountIn("Dad's 70th at the club, 38 of the family and his old mates there", "people")).toBe(38);
    expect(headcountIn("club's back room booked for 50", "people")).toBeNull();
    expect(headcountIn("won 3 of the 5 games", "players")).toBeNull();
    const notes = [
      note("2026-06-15T19:00", "back room at the club booked for 50 for Dad's party"),
      note("2026-07-11T23:00", "Dad's party at the club, 38 of the family and his old mates there"),
      note("2026-07-12T11:00", "Dad's 70 and still drives every day"),
    ];
    expect(askOn({ year: 2026, month: 7, day: 20 })("how big was the crowd at Dad's party?", notes).number).toBe(38);
  });
});

describe("how much is in a fund now", () => {
  it("asks for the newest figure of the fund, told as a pot, not a sum of every telling", () => {
    expect(readQuestion("how much is in the Whitby fund now?", today, []).kind).toBe("sum");
    const notes = [
      note("2026-07-31T19:00", "holiday pot for Whitby sitting at £940"),
      note("2026-08-31T19:00", "holiday pot at £1,090 after £150 in"),
      note("2026-09-30T19:00", "holiday pot up to £1,240 after this month's £150"),
      note("2026-10-15T19:00", "Dean's got £300 in his own pot for the van"),
    ];
    const answer = ask("how much is in the Whitby fund now?", notes);
    expect(answer.number).toBe(1240);
    expect(texts(answer)).toEqual(["holiday pot up to £1,240 after this month's £150"]);
  });

  it("leaves questions of what went into a thing alone", () => {
    expect(readQuestion("how much did I put in the Whitby fund?", today, []).kind).toBe("sum");
    expect(readQuestion("how much protein is in a tin of tuna?", today, []).kind).not.toBe("count");
  });
});

describe("a priced thing needed is no spending", () => {
  it("leaves out 'needs a £600 gearbox' unless paid", () => {
    expect(notYetSpent("Dean's van needs a £600 gearbox, he's asking his brother")).toBe(true);
    expect(notYetSpent("boiler needs £250 of work")).toBe(true);
    expect(notYetSpent("van needs a £600 gearbox, paid it this morning")).toBe(false);
    expect(notYetSpent("sent Dean £200 for the van's new tyres")).toBe(false);
  });
});
