import { describe, expect, it } from "vitest";
import { emptySetupAnswers, planSetupRecords, setupAnswers } from "./setup.js";

describe("setup answers", () => {
  it("the empty literal is what the schema makes of nothing", () => {
    expect(emptySetupAnswers()).toEqual(setupAnswers.parse({}));
  });
});

describe("planSetupRecords", () => {
  it("plans each named person and project once, with relation and details, skipping blank rows", () => {
    const answers = setupAnswers.parse({
      spouses: ["Sam", ""],
      children: [{ name: " Maya ", age: 7 }, { name: "", age: null }],
      parents: ["Linda"],
      siblings: ["Tom"],
      friends: [{ name: "Priya", context: "college", frequency: "monthly" }],
      managers: ["Grace"],
      colleagues: ["Omar", "omar"],
      service_providers: [{ name: "Dr Lee", service: "Dentist" }],
      work_projects: ["Website relaunch"],
      businesses: ["Etsy shop"],
    });
    const plan = planSetupRecords(answers);
    expect(plan.map((p) => [p.kind, p.name, p.relation, p.domain, p.detail])).toEqual([
      ["contact", "Sam", "spouse", "social", ""],
      ["contact", "Maya", "child", "social", "age 7"],
      ["contact", "Linda", "parent", "social", ""],
      ["contact", "Tom", "sibling", "social", ""],
      ["contact", "Priya", "friend", "social", "college · monthly"],
      ["contact", "Grace", "manager", "systems", ""],
      ["contact", "Omar", "colleague", "systems", ""],
      ["contact", "Dr Lee", "dentist", "personal", "Dentist"],
      ["project", "Website relaunch", "work project", "systems", "work project"],
      ["project", "Etsy shop", "business", "systems", "business venture"],
    ]);
    expect(plan.find((p) => p.name === "Priya")?.attributes).toEqual({ relation: "friend", how_you_know: "college", meeting_frequency: "monthly" });
    expect(new Set(plan.map((p) => p.key)).size).toBe(plan.length);
  });
});
