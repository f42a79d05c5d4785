import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput);
const type = (text: string) => run(text).event_type;

describe("sixty-fourth-round event cues", () => {
  it("makes glasses to get a thing got, not reading", () => {
    expect(type("new reading glasses for myself, the labels are a blur")).toBe("acquisition_disposition");
    expect(type("must buy reading glasses, can't read the recipe")).toBe("acquisition_disposition");
  });

  it("makes a delivery told by its tracking a thing coming, awaited and not scheduled", () => {
    expect(type("the new hinges come friday, tracking says")).toBe("acquisition_disposition");
    const r = run("the new bedding for the cottage comes monday, tracking says");
    expect(r.event_type).toBe("acquisition_disposition");
    expect(r.scheduled_for).toBeNull();
  });

  it("makes keeping a thing for another stretch a decision", () => {
    expect(type("we keep driving the old van one more winter")).toBe("decision_commitment");
  });

  it("makes telling a group chat a message", () => {
    expect(type("put in the allotment group chat I'm away next week")).toBe("communication");
  });

  it("makes a call on a coming day, opening the thought, a call and not a routine", () => {
    expect(type("wednesday evening call Aunt Morag in Skye")).toBe("communication");
  });

  it("makes someone who has had one's thing since a day and not called a state, not a call", () => {
    expect(type("Dermot got my van since friday and ain't called")).toBe("observation_insight");
    expect(type("Corsa at Dermot's since friday and he hasn't phoned")).toBe("observation_insight");
  });

  it("makes saying yes oneself a commitment, not a remark", () => {
    expect(type("Moira asked for friday off for the christening, I said yes")).toBe("decision_commitment");
    expect(type("I'm the club secretary now, said yes before I could think")).toBe("decision_commitment");
  });

  it("makes a count of years or a numbered one since starting an anniversary, not a remark", () => {
    expect(type("twelve year with no sick day, not bad")).toBe("milestone_outcome");
    expect(type("fixed my 300th boiler since I started on the vans")).toBe("milestone_outcome");
  });

  it("makes a standing told as a result (top of the class, chosen for a team) a result, not a class", () => {
    expect(type("Ola's school report came, top of her class in science")).toBe("milestone_outcome");
    expect(type("Jonas was chosen for the county team in handball")).toBe("milestone_outcome");
  });

  it("makes something put in another's inbox or emailed to them a message, not a remark", () => {
    expect(type("Priya has the signed lease in her inbox")).toBe("communication");
    expect(type("Marek has the menu for the party, emailed it this morning")).toBe("communication");
  });

  it("makes stock told as running low a fact noticed, not a chore; saying what to get stays a purchase", () => {
    expect(type("nearly out of sandpaper and filler for the decorating jobs")).toBe("observation_insight");
    expect(type("need a new gas bottle, the big one is nearly empty")).toBe("acquisition_disposition");
  });
});
