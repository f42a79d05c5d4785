import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("drink bought where it is sold, in several countries' words", () => {
  it("counts the bottle shop, BWS, the LCBO and champagne as alcohol, not the groceries beside them", () => {
    const notes = [
      note("2026-11-03T10:00", "bottle-o on the corner, two sixpacks for the barbie, $48"),
      note("2026-11-10T10:00", "BWS, a gin for Sharon's fortieth, $62"),
      note("2026-11-14T10:00", "LCBO run for the party, $75.50"),
      note("2026-11-20T10:00", "champagne for the anniversary, $39"),
      note("2026-11-21T10:00", "IGA, bread and eggs, $18"),
    ];
    const answer = ask("how much did I spend on alcohol this month?", notes);
    expect(answer.number).toBe(224.5);
    expect(texts(answer)).not.toContain("IGA, bread and eggs, $18");
  });
});

describe("eating out at a fast-food chain or over breakfast", () => {
  it("takes Maccas, KFC, a brekkie and fish and chips as meals out", () => {
    const notes = [
      note("2026-11-23T08:00", "Maccas on the way in, $9.80"),
      note("2026-11-24T19:00", "KFC bucket after the match, $32"),
      note("2026-11-26T09:00", "brekkie at the surf club, $21"),
      note("2026-11-27T19:00", "fish and chips on the jetty, $27.40"),
      note("2026-11-28T10:00", "Coles, a week of groceries, $140"),
    ];
    const answer = ask("how much did I spend eating out last week?", notes);
    expect(answer.number).toBe(90.2);
    expect(texts(answer)).not.toContain("Coles, a week of groceries, $140");
  });
});

describe("sick days", () => {
  it("count calling in sick and staying home with what ailed one, not another's sick day nor nearly staying home", () => {
    const notes = [
      note("2026-02-10T07:00", "called in sick, tonsils like golf balls"),
      note("2026-04-14T07:00", "stayed home with a migraine, the blinds down all day"),
      note("2026-06-02T07:00", "stayed home running a temperature, emailed cover work"),
      note("2026-07-09T07:00", "Marguerite called in sick, I took her Year 8s"),
      note("2026-08-19T07:00", "nearly stayed home but went in anyway"),
    ];
    const answer = ask("how many sick days have I taken this year?", notes);
    expect(answer.number).toBe(3);
    expect(texts(answer)).not.toContain("Marguerite called in sick, I took her Year 8s");
  });
});

describe("a promise asked", () => {
  it("is answered by the promises told of the thing, however told, not by a note on it that promises nothing", () => {
    const notes = [
      note("2026-10-01T10:00", "the shed roof is leaking over the mower again"),
      note("2026-10-03T10:00", "the landlady says she'll get a roofer round to the shed this month"),
      note("2026-10-20T10:00", "Mrs Pruitt swore the shed roof gets new felt before winter"),
      note("2026-10-22T10:00", "a roofer quoted $900 for the shed roof, steep"),
    ];
    const answer = ask("what did the landlady promise about the shed roof?", notes);
    expect(texts(answer)).toEqual(["the landlady says she'll get a roofer round to the shed this month", "Mrs Pruitt swore the shed roof gets new felt before winter"]);
  });

  it("asked of the writer's own, leaves out another's promise and a wish that promises nothing", () => {
    const notes = [
      note("2026-09-01T10:00", "told the choir kids if they sang in tune at the eisteddfod I'd wear the chicken suit"),
      note("2026-09-10T10:00", "Benedikt promised the choir kids a trip to the zoo"),
      note("2026-09-20T10:00", "the choir kids want new robes next year"),
    ];
    const answer = ask("what did I promise the choir kids?", notes);
    expect(texts(answer)).toEqual(["told the choir kids if they sang in tune at the eisteddfod I'd wear the chicken suit"]);
  });
});
