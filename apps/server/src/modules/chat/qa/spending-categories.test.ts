import { describe, expect, it } from "vitest";
import { activityNamed, doesActivity } from "./activities.js";
import { categoriesNamed, inCategory } from "./spending-categories.js";

describe("spending categories", () => {
  it("joins a category asked about to the things its notes name", () => {
    const eatingOut = categoriesNamed(["eating"]);
    expect(inCategory(eatingOut, "bifana and a beer at the tasca €8")).toBe(true);
    expect(inCategory(eatingOut, "mercadona €40")).toBe(false);
    const transport = categoriesNamed(["transport"]);
    expect(inCategory(transport, "rapido bike home ₹320")).toBe(true);
    expect(inCategory(transport, "electricity bill ₹2310")).toBe(false);
    expect(inCategory(categoriesNamed(["car"]), "two new tyres $389")).toBe(true);
    expect(inCategory(categoriesNamed(["gifts"]), "grill set for Dad for father's day $58")).toBe(true);
  });
  it("names no category for other words", () => {
    expect(categoriesNamed(["deck"])).toEqual([]);
    expect(inCategory([], "coffee €3")).toBe(false);
  });
});

describe("activities", () => {
  it("counts an activity by the words its notes use", () => {
    const wfh = activityNamed("how many times did I work from home in october?")!;
    expect(doesActivity(wfh, "wfh, rainy")).toBe(true);
    expect(doesActivity(wfh, "moved the bookshelf, the room looks bigger at home")).toBe(false);
    expect(doesActivity(activityNamed("how many times did i go climbing")!, "bouldering with Sam")).toBe(true);
    expect(activityNamed("how many books did i finish")).toBeNull();
  });
});
