import { describe, expect, it } from "vitest";
import { readQuestion } from "./qa-question.js";
import { readRange } from "./qa-range.js";

// Wednesday 18 March 2026.
const today = { year: 2026, month: 3, day: 18 };
const read = (q: string, names: string[] = []) => readQuestion(q, today, names);

describe("readQuestion", () => {
  it("reads the kind of answer asked for", () => {
    expect(read("how much did i spend on takeaways last week?").kind).toBe("sum");
    expect(read("how many times have i been swimming this month?").kind).toBe("count");
    expect(read("what's left for the move?").kind).toBe("remaining");
    expect(read("how many things do i still need to sort for the trip?")).toMatchObject({ kind: "remaining", wantsCount: true });
    expect(read("what am i waiting on from the landlord?").kind).toBe("waiting");
    expect(read("what did i decide about the car?").kind).toBe("decision");
    expect(read("how have i been feeling this month?").kind).toBe("feeling");
    expect(read("how's my back been since i started physio?").kind).toBe("feeling");
    expect(read("who's Odalys again?").kind).toBe("person");
    expect(read("when is the recital?")).toMatchObject({ kind: "when", future: true });
    expect(read("when did i last get my oil changed?")).toMatchObject({ kind: "when", future: false, latest: true });
    expect(read("do i have anything on saturday?").kind).toBe("schedule");
    expect(read("which books have i finished this year?").kind).toBe("list");
    expect(read("what was the restaurant Shreya recommended?").kind).toBe("lookup");
  });

  it("keeps the topic apart from kind, range and names", () => {
    expect(read("how much have i spent on the deck so far?").topic).toEqual(["deck"]);
    expect(read("how's my back been since i started physio?").topic).toEqual(["back"]);
    const q = read("what is uche supposed to get back to me about?", ["Uche"]);
    expect(q).toMatchObject({ kind: "waiting", people: ["Uche"], topic: [] });
    expect(read("remind me who mattias is", ["Mattias Berg"]).people).toEqual(["Mattias Berg"]);
    expect(read("who is Ingrid?").people).toEqual(["Ingrid"]);
  });
});

describe("readRange", () => {
  const range = (q: string, past = true) => {
    const r = readRange(q, today, past);
    return r && { from: `${r.from.month}/${r.from.day}/${r.from.year}`, to: `${r.to.month}/${r.to.day}/${r.to.year}` };
  };
  it("reads weeks from Monday, months and years as calendar spans", () => {
    expect(range("last week")).toEqual({ from: "3/9/2026", to: "3/16/2026" });
    expect(range("this week")).toEqual({ from: "3/16/2026", to: "3/23/2026" });
    expect(range("next week", false)).toEqual({ from: "3/23/2026", to: "3/30/2026" });
    expect(range("this month")).toEqual({ from: "3/1/2026", to: "4/1/2026" });
    expect(range("last month")).toEqual({ from: "2/1/2026", to: "3/1/2026" });
    expect(range("last year")).toEqual({ from: "1/1/2025", to: "1/1/2026" });
    expect(range("this weekend", false)).toEqual({ from: "3/21/2026", to: "3/23/2026" });
  });
  it("points a bare month back for past questions and forward for plans", () => {
    expect(range("spent in october")).toEqual({ from: "10/1/2025", to: "11/1/2025" });
    expect(range("what's on in october", false)).toEqual({ from: "10/1/2026", to: "11/1/2026" });
    expect(range("since september")).toEqual({ from: "9/1/2025", to: "3/19/2026" });
    expect(range("on saturday", false)).toEqual({ from: "3/21/2026", to: "3/22/2026" });
    expect(range("how was the deck")).toBeNull();
  });
  it("reads days of the month, weekends gone, years and spans to today", () => {
    expect(range("spent on march 3rd")).toEqual({ from: "3/3/2026", to: "3/4/2026" });
    expect(range("spent on the 20th of march")).toEqual({ from: "3/20/2025", to: "3/21/2025" });
    expect(range("between march 2 and march 5")).toEqual({ from: "3/2/2026", to: "3/6/2026" });
    expect(range("since the 2nd of march")).toEqual({ from: "3/2/2026", to: "3/19/2026" });
    expect(range("since the start of the month")).toEqual({ from: "3/1/2026", to: "3/19/2026" });
    expect(range("since monday")).toEqual({ from: "3/16/2026", to: "3/19/2026" });
    expect(range("this past week")).toEqual({ from: "3/12/2026", to: "3/19/2026" });
    expect(range("the week before last")).toEqual({ from: "3/2/2026", to: "3/9/2026" });
    expect(range("spent over the weekend")).toEqual({ from: "3/14/2026", to: "3/16/2026" });
    expect(range("last weekend")).toEqual({ from: "3/14/2026", to: "3/16/2026" });
    expect(range("spent in 2025")).toEqual({ from: "1/1/2025", to: "1/1/2026" });
  });
  it("takes no month or weekday for a person", () => {
    expect(read("how much did i spend on March 3rd?")).toMatchObject({ people: [], topic: [] });
    expect(read("what did i spend on food since Monday?")).toMatchObject({ people: [], topic: ["food"] });
  });
});
