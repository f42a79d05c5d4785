import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { doesActivity, activityNamed } from "./activities.js";
import { spentAmount } from "./money.js";
import { isReceived } from "./money-in.js";
import { readQuestion } from "./qa-question.js";
import { notYetSpent, othersDoing, othersSpending } from "./spending-filters.js";

// Thursday 14 May 2026; notes are written as [ISO local time, text] in UTC. Wording here is not that of any eval set.
const today = { year: 2026, month: 5, day: 14 };
const note = noteMaker();
const ask = askOn(today);

describe("prices, plans and lending are no spending", () => {
  it("reads a guessed price, a price seen or a rate in rand as no payment", () => {
    expect(notYetSpent("new hiking boots would be nice, they're about R1,900")).toBe(true);
    expect(spentAmount("the braai place is R250 a head")).toBeNull();
    expect(spentAmount("yoga studio down the road is R120 a class")).toBeNull();
    expect(spentAmount("paid the yoga studio, R120 a class")).not.toBeNull();
    expect(spentAmount("lent Sizwe R300 for his bus fare")).toBeNull();
    expect(spentAmount("the landlord wants R9,500 for the flat")).toBeNull();
  });
  it("reads wanting, planning or eyeing as no purchase yet", () => {
    expect(notYetSpent("planning to buy a pizza stone, Makro has one for R480")).toBe(true);
    expect(notYetSpent("eyeing a R7,000 espresso machine")).toBe(true);
    expect(notYetSpent("want a new wetsuit, about €160")).toBe(true);
    expect(notYetSpent("bought a new wetsuit, €160")).toBe(false);
  });
  it("reads another's thing and its price as theirs", () => {
    expect(notYetSpent("Sizwe's bike was about $400 when he got it")).toBe(true);
    expect(othersSpending("Lwazi chipped in R200 for the cake", [])).toBe(true);
  });
});

describe("money handed back", () => {
  it("reads money given or sent to the writer as received", () => {
    expect(isReceived("Sizwe gave me R250 towards the gas")).toBe(true);
    expect(isReceived("Naledi EFT'd me for the concert tickets")).toBe(true);
    expect(isReceived("Bongani paid his R350 share")).toBe(true);
    expect(isReceived("gave Bongani R350 for the petrol")).toBe(false);
  });
  it("counts the people who paid back, whoever's the occasion", () => {
    const q = readQuestion("how many people have paid me back for Lwazi's farewell?", today, ["Lwazi"]);
    expect(q.kind).toBe("count");
    expect(q.flow).toBe("in");
    expect(q.owners).toEqual(["Lwazi"]);
    const notes = [
      note("2026-05-02T20:00", "covered the farewell drinks for Lwazi, R2,000, five of us"),
      note("2026-05-04T09:00", "Naledi EFT'd me for the farewell"),
      note("2026-05-05T09:00", "Bongani paid his R400 farewell share"),
      note("2026-05-06T09:00", "still chasing Sipho for the farewell money"),
    ];
    const answer = ask("how many people have paid me back for Lwazi's farewell?", notes);
    expect(answer.number).toBe(2);
  });
  it("takes a share of a bill owed, and money from the person, off a loan", () => {
    const notes = [
      note("2026-05-01T18:00", "paid the whole water bill, R900, Sizwe owes me half"),
      note("2026-05-08T18:00", "R200 from Sizwe for the water"),
    ];
    expect(ask("how much does Sizwe still owe me?", notes).number).toBe(250);
  });
});

describe("refunds", () => {
  it("adds up refunds received, not those asked for", () => {
    const notes = [
      note("2026-05-03T12:00", "Superbalist refunded the R640 for the jacket"),
      note("2026-05-06T12:00", "asked the airline for a refund on the seat, nothing yet"),
      note("2026-05-09T12:00", "refund from the gym came through, R350"),
      note("2026-04-20T12:00", "refund of R80 from the pharmacy"),
    ];
    const answer = ask("how much did I get refunded this month?", notes);
    expect(answer.number).toBe(990);
    expect(texts(answer)).toHaveLength(2);
  });
});

describe("someone else's doing", () => {
  it("tells another's hours or runs from the writer's", () => {
    expect(othersDoing("Sizwe did 9 hours on the grill", [])).toBe(true);
    expect(othersDoing("Sizwe did 9 hours on the grill", ["Sizwe"])).toBe(false);
    expect(othersDoing("did 9 hours on the grill", [])).toBe(false);
    const notes = [
      note("2026-05-11T22:00", "8 hours on the line"),
      note("2026-05-12T22:00", "Sizwe did 12 hours, mad"),
      note("2026-05-13T22:00", "7 hours, quiet night"),
    ];
    expect(ask("how many hours did I work this week?", notes).number).toBe(15);
  });
  it("reads a run told by its distance or its kind", () => {
    const run = activityNamed("how many times did I run")!;
    expect(doesActivity(run, "easy 7k round the lake")).toBe(true);
    expect(doesActivity(run, "hill repeats on Signal Hill road")).toBe(true);
    expect(doesActivity(run, "7 km drive to the shops")).toBe(false);
  });
});

describe("watching others at it", () => {
  it("does not count the activity named only by those who do it", () => {
    const notes = [
      note("2026-05-04T07:00", "paddled out at Long Beach, surf was pumping"),
      note("2026-05-06T11:00", "sat on the wall watching the surfers"),
      note("2026-05-09T07:00", "surfed the reef at dawn"),
    ];
    expect(ask("how many times did I go surfing this month?", notes).number).toBe(2);
  });
});

describe("days off", () => {
  it("counts the writer's days off, not another's or one asked for", () => {
    const notes = [
      note("2026-05-04T12:00", "day off, lay in the hammock"),
      note("2026-05-05T12:00", "Thandi's day off, so I closed alone"),
      note("2026-05-07T12:00", "off today, cleaned the fridge"),
      note("2026-05-08T12:00", "asked the boss for a day off next Friday"),
      note("2026-05-09T12:00", "the wind dropped at last"),
    ];
    expect(ask("how many days did I take off this month?", notes).number).toBe(2);
  });
});
