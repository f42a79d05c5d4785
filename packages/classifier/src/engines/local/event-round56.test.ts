import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).event_type;

describe("fifty-sixth-round event cues: a meal as a date, a decision to weigh up, money given, asking someone, a thing passing its check, a fault fixed, a feeling in an idiom, a fault counted again, years reached", () => {
  it("makes a meal or coffee with someone, opening the thought, a single thing to do, unless it recurs", () => {
    expect(type("lunch with Priyanka and Joss on friday at 1")).toBe("task");
    expect(type("brunch with Ines and Tobi saturday at 11 at the usual cafe")).not.toBe("task");
    expect(type("coffee with Marta after drop-off, our monday thing")).not.toBe("task");
  });

  it("makes weighing up, having a think or thinking about whether a task, as deciding whether", () => {
    expect(type("weigh up if the bigger unit is worth the rent")).toBe("task");
    expect(type("have a good think about Rafe's offer of the night shifts")).toBe("task");
    expect(type("think about whether to take the Leeds secondment")).toBe("task");
  });

  it("makes money given or sent, its amount after the verb, a transaction, not an outcome", () => {
    expect(type("thanksgiving offering at chapel this morning, gave 50")).toBe("transaction");
    expect(type("second collection at mass, gave 20")).toBe("transaction");
    expect(type("Kofi sent 300 through WorldRemit for his mum's operation")).toBe("transaction");
    expect(type("gave it 10 minutes and the bus never came")).not.toBe("transaction");
  });

  it("makes asking someone, the thought's opening act, a message to them, with or without a title", () => {
    expect(type("ask Frau Keller whether the flat is free from May")).toBe("communication");
    expect(type("ask Mrs Doherty for the minutes of the last meeting")).toBe("communication");
    expect(type("asked the caterer for the final numbers by friday")).toBe("communication");
  });

  it("makes a thing passing its check an ordinary chore done, not a notable outcome, unlike the user's own pass", () => {
    expect(type("the hatchback passed its roadworthy, good for another year")).toBe("task");
    expect(type("back fence passed the council inspection this morning")).toBe("task");
    expect(type("van MOT done, passed first go")).toBe("task");
    expect(type("passed the food hygiene inspection with top marks")).not.toBe("task");
  });

  it("makes a fault fixed, told as no more drips or leaks, a chore done, not a rule decided", () => {
    expect(type("sorted the porch roof with Declan, no more leaks")).toBe("task");
    expect(type("kitchen tap: no more dripping, new washer did it")).toBe("task");
    expect(type("no more takeaways on weeknights until Christmas")).toBe("decision_commitment");
  });

  it("makes a feeling told in an idiom of its own English a feeling stated outright, not the fact behind it", () => {
    expect(type("vex with Marcus, him borrow the drill and never bring it back")).toBe("emotion_state");
    expect(type("so over this landlord, three weeks and the boiler still broke")).toBe("emotion_state");
    expect(type("sick to the back teeth of this cough")).toBe("emotion_state");
    expect(type("can't stop smiling since Orla asked me to be godmother")).toBe("emotion_state");
  });

  it("makes a fault or an absence counted again this period a pattern noticed, not a routine", () => {
    expect(type("the lift at the flats is broken again, second time this month")).toBe("observation_insight");
    expect(type("the photocopier jammed again, fourth time this week")).toBe("observation_insight");
  });

  it("makes years reached today or this month an anniversary, unless an errand follows", () => {
    expect(type("thirty years with Bernie today and still laughing")).toBe("milestone_outcome");
    expect(type("eight years a paramedic this month, from the trainee days to now")).toBe("milestone_outcome");
    expect(type("Femi has been with us five years today, buy him a cake")).not.toBe("milestone_outcome");
  });
});
