import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).event_type;

describe("sixty-ninth-round event cues", () => {
  it("makes something to bring to a meal or party a task", () => {
    expect(type("Siobhán's barbecue sunday, I'll bring a salad")).toBe("task");
    expect(type("tomorrow night dinner at Yiannis house, bring the wine")).toBe("task");
  });

  it("makes one's own thing still undone and forgotten again a task", () => {
    expect(type("still haven't had the boiler serviced, forgot again")).toBe("task");
    expect(type("still have to thank the piano teacher, forgot again")).toBe("task");
  });

  it("makes a tradesperson's visit at a day or hour a task", () => {
    expect(type("the plumber comes at 3 today to look at the boiler")).toBe("task");
    expect(type("half past 9 tomorrow the electrician Nikos")).toBe("task");
    expect(type("in 3 hours the man from Vodafone comes for the router")).toBe("task");
  });

  it("makes a named person's complaint a noticed fact", () => {
    expect(type("Mrs Duffy complains the tap I fitted still drips")).toBe("observation_insight");
    expect(type("neighbour Mr Lynch complains about our dog again")).toBe("observation_insight");
  });
});
