import { describe, expect, it } from "vitest";
import { modelPlan } from "./model-plan.js";

describe("which text models a build retrains (round 74)", () => {
  it("by default retrains the domain model with the read halves and keeps the shipped event-type model", () => {
    expect(modelPlan({})).toEqual({ read: ["domain"], retrain: ["domain"] });
  });
  it("retrains the event-type model on the corpus alone when TRAIN_MODELS names it and TRAIN_READ_MODELS does not", () => {
    expect(modelPlan({ TRAIN_MODELS: "domain,event" })).toEqual({ read: ["domain"], retrain: ["domain", "event"] });
    expect(modelPlan({ TRAIN_MODELS: "event", TRAIN_READ_MODELS: "" })).toEqual({ read: [], retrain: ["event"] });
  });
  it("retrains every model the read halves train, and refuses a list that leaves one out", () => {
    expect(modelPlan({ TRAIN_READ_MODELS: "domain,event" })).toEqual({ read: ["domain", "event"], retrain: ["domain", "event"] });
    expect(() => modelPlan({ TRAIN_READ_MODELS: "domain", TRAIN_MODELS: "event" })).toThrow(/leaves out domain/);
    expect(() => modelPlan({ TRAIN_MODELS: "domain,events" })).toThrow(/TRAIN_MODELS/);
  });
});
