import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { minutesIn, unitAsked } from "./durations.js";
import { isOccurrence } from "./qa-cues.js";
import { readQuestion } from "./qa-question.js";
import { nameOfRelation } from "./qa-relations.js";

// Thursday 14 May 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 5, day: 14 };
const note = noteMaker();
const ask = askOn(today);

describe("durations", () => {
  it("reads spans of time in figures and words, and the unit a question counts in", () => {
    expect(minutesIn("choir practice, 2 hrs")).toBe(120);
    expect(minutesIn("an hour and a half on the essay")).toBe(90);
    expect(minutesIn("45 mins of stretching")).toBe(45);
    expect(minutesIn("1h30 on the lathe")).toBe(90);
    expect(minutesIn("ran 14 km along the river")).toBeNull();
    expect(unitAsked("how many hours did i put into the quilt?")).toBe("hour");
    expect(unitAsked("how many minutes of piano this week")).toBe("minute");
    expect(unitAsked("how long did we spend on the jigsaw in total?")).toBe("hour");
    expect(unitAsked("how many times did i practise?")).toBeNull();
  });
  it("adds up the time the notes on a topic spent, in the unit asked", () => {
    const notes = [
      note("2026-05-02T10:00", "quilt: cut all the squares, 3 hours"),
      note("2026-05-05T19:00", "another 90 minutes pinning the quilt"),
      note("2026-05-06T19:00", "quilt fabric from the market £22"),
      note("2026-05-08T19:00", "two hours of piano scales"),
    ];
    const a = ask("how many hours have i spent on the quilt this month?", notes);
    expect(a.number).toBe(4.5);
    expect(texts(a)).toEqual(["quilt: cut all the squares, 3 hours", "another 90 minutes pinning the quilt"]);
  });
});

describe("relations", () => {
  it("finds the name the notes give a relation, either side of it", () => {
    const notes = [note("2026-04-01T10:00", "my cousin Benedikt moved to Graz"), note("2026-04-03T10:00", "Marguerite, my aunt, sent a postcard")];
    expect(nameOfRelation("cousin", notes)).toBe("Benedikt");
    expect(nameOfRelation("aunt", notes)).toBe("Marguerite");
    expect(nameOfRelation("uncle", notes)).toBeNull();
  });
  it("counts meetings with a relative asked about by the relation", () => {
    const notes = [
      note("2026-03-20T10:00", "my cousin Benedikt is back from Graz"),
      note("2026-05-02T13:00", "brunch with Benedikt by the harbour"),
      note("2026-05-06T18:00", "Benedikt came round to borrow the drill"),
      note("2026-05-09T18:00", "Benedikt texted a photo of his dog"),
    ];
    expect(ask("how many times have i seen my cousin this month?", notes).number).toBe(2);
  });
});

describe("questions", () => {
  it("reads 'since I left' as when, 'come to' as a sum, and news of someone as the person", () => {
    expect(readQuestion("how many viewings have i done since i left the flatshare?", today, []).kind).toBe("count");
    expect(readQuestion("what did the plumbing bills come to in april?", today, []).kind).toBe("sum");
    expect(readQuestion("what's new with Ottilie?", today, []).kind).toBe("person");
    const owed = readQuestion("how much does Caspian still owe me?", today, []);
    expect([owed.kind, owed.owedToMe, owed.people]).toEqual(["person", true, ["Caspian"]]);
    expect(readQuestion("how many offers since I left Brightmoor?", today, []).people).toEqual([]);
    expect(readQuestion("how much did the shed cost altogether?", today, []).topic).toEqual(["shed"]);
  });
  it("reads a thing found too hard that day as not done", () => {
    expect(isOccurrence("took the bus, far too icy for the scooter", null)).toBe(false);
  });
});

describe("answers", () => {
  it("answers what someone still owes as the loan less what came back", () => {
    const notes = [note("2026-03-02T10:00", "lent Caspian £80 for the festival ticket"), note("2026-04-11T10:00", "Caspian paid back £30"), note("2026-04-12T10:00", "owe Wren £5 for coffee")];
    const a = ask("how much does Caspian still owe me?", notes);
    expect(a.number).toBe(50);
  });
  it("takes spending in a foreign currency as one stay when no note names the place", () => {
    const notes = [
      note("2026-04-01T10:00", "train pass €60"),
      note("2026-04-20T10:00", "gym €35"),
      note("2026-05-01T15:00", "touched down at Narita"),
      note("2026-05-01T19:00", "ramen 1800 yen"),
      note("2026-05-02T11:00", "temple entry 500 yen"),
    ];
    expect(ask("how much did Tokyo cost in yen?", notes).number).toBe(2300);
  });
  it("narrows a pet's spending to the thing asked besides its name", () => {
    const notes = [note("2026-02-01T10:00", "Pretzel's booster jabs at the vet £55"), note("2026-03-01T10:00", "new lead for Pretzel £12"), note("2026-04-01T10:00", "vet trimmed Pretzel's claws £18")];
    expect(ask("what did the vet bills for Pretzel come to this year?", notes).number).toBe(73);
  });
  it("answers the last time with a note naming a thing of the kind asked", () => {
    const notes = [note("2026-01-10T10:00", "window cleaner came, £20"), note("2026-04-02T10:00", "the hairdresser talked me into a fringe"), note("2026-02-02T10:00", "haircut, short back and sides")];
    expect(texts(ask("when did i last get a haircut?", notes))).toEqual(["the hairdresser talked me into a fringe"]);
  });
});

describe("when", () => {
  it("answers a repair from the note that tells it by its kind, not from the breakdown", () => {
    const notes = [note("2026-04-02T10:00", "dryer stopped spinning, clothes soaking"), note("2026-04-09T10:00", "tumble dryer works again, new belt fitted")];
    expect(texts(ask("when did the tumble dryer get fixed?", notes))).toEqual(["tumble dryer works again, new belt fitted"]);
  });
  it("meets two question words written as one ('hair cut') by their kind", () => {
    const notes = [note("2026-02-02T10:00", "haircut at the salon on Grove Road"), note("2026-04-05T10:00", "barber did a skin fade, cold ears")];
    expect(texts(ask("when did i last get my hair cut?", notes))).toEqual(["barber did a skin fade, cold ears"]);
  });
});
