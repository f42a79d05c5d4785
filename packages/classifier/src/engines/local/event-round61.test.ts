import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/Malta", context: {} } satisfies ClassifyInput).event_type;

describe("sixty-first-round event cues: replying to a review or a message, a stop with what comes first, an amount raised", () => {
  it("makes replying to a review or answering a complaint a message, not a chore", () => {
    expect(type("reply to the one-star review from the wedding in Portlaoise")).toBe("communication");
    expect(type("answer that angry complaint about the late order")).toBe("communication");
  });

  it("makes a stop stated with what comes first a decision, not an outcome", () => {
    expect(type("no markets in August, the kids and family first")).toBe("decision_commitment");
  });

  it("makes an amount raised or cleared towards a cause the money, not a task", () => {
    expect(type("the parish fish fry raised 3,200 for the roof")).toBe("transaction");
    expect(type("the summer fete brought in 4,100 for the hospice")).toBe("transaction");
  });
});

describe("sixty-first-round event cues, second pass: people coming over", () => {
  it("makes two or more named people coming for a meal a fact about the week, not a task", () => {
    expect(type("Ottilie and Bram are coming for lunch on sunday")).toBe("observation_insight");
    expect(type("Fintan, Aoife and Colm are coming over friday to watch the match")).toBe("observation_insight");
  });
});
