import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-10-07T02:40:00Z"), timezone: "Australia/Darwin", context: {} } satisfies ClassifyInput).event_type;

describe("sixty-third-round event cues: a one-off told by its calendar date, a customer's card, a fault gone", () => {
  it("makes a weekday with its month and day a single thing to do, not a routine, unless it says it recurs", () => {
    expect(type("office end of year lunch Thursday Dec 10 at 12:30")).not.toBe("routine_activity");
    expect(type("street party Saturday Oct 24 with the neighbours")).not.toBe("routine_activity");
    // A dated instance that says it recurs stays a routine.
    expect(type("netball Saturday Oct 17 like every saturday")).toBe("routine_activity");
  });

  it("makes a named customer told with how they pay a contact card", () => {
    expect(type("Bernadette in Coolalinga orders two dozen jars every month, pays cash")).toBe("contact");
    expect(type("Mrs Okafor at the nursery buys seedlings each spring, pays by card")).toBe("contact");
  });

  it("makes a fault told as gone no decision, while a rule told with no more stays one", () => {
    expect(type("new gasket on the pump, no more weeping water")).not.toBe("decision_commitment");
    expect(type("wifi extender in the hallway, no more dropouts in the back room")).not.toBe("decision_commitment");
    expect(type("decided no more takeaway on weeknights")).toBe("decision_commitment");
  });

  it("makes new or reading glasses for oneself, or to get, a thing to get", () => {
    expect(type("new glasses for me, these ones are scratched to bits")).toBe("acquisition_disposition");
    expect(type("need reading glasses, the menus are a blur")).toBe("acquisition_disposition");
  });

  it("makes keeping a thing another spell a decision, not a remark on prices", () => {
    expect(type("keeping the Hilux another three years, new utes cost a bomb")).toBe("decision_commitment");
    expect(type("we keep running the old dishwasher one more year, new ones are silly money")).toBe("decision_commitment");
  });

  it("makes a count of years opening the thought, or an nth since one started, a milestone", () => {
    expect(type("12 years mowing lawns in Palmerston this spring")).toBe("milestone_outcome");
    expect(type("fixed my 200th split system since I started on my own")).toBe("milestone_outcome");
  });
});

describe("sixty-third-round event cue: the user's own yes", () => {
  it("makes a role taken on or a request granted with the user's yes a commitment, not a remark", () => {
    expect(type("I'm the surf club's secretary for two years now, said yes before I could think")).toBe("decision_commitment");
    expect(type("Darcy asked to swap his leave for mine over easter, I said yes")).toBe("decision_commitment");
  });
});

describe("sixty-third-round event rule: a task of the list told as booked, locked in, gone through or sorted", () => {
  const typeWith = (text: string, titles: string[]) =>
    resolveLocal({ text, now: new Date("2026-10-07T02:40:00Z"), timezone: "Australia/Darwin", context: { tasks: titles.map((title, i) => ({ id: `t${i + 1}`, title, parent_id: null })) } } satisfies ClassifyInput).event_type;

  it("makes it a task done, not a result, a remark or a study", () => {
    expect(typeWith("scout hall booked for Nana's 80th", ["Book the scout hall for Nana's 80th", "Buy balloons"])).toBe("task");
    expect(typeWith("the hall booking for the netball windup went through", ["Book the hall for the netball windup", "Order the trophies"])).toBe("task");
  });
});
