import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";

describe("entities, twenty-seventh session: a capital after 'to' that is handed something, owed it, or married", () => {
  it("reads the one a thing goes to for review or sign-off as a person", () => {
    expect(extractEntities("steerco deck gone to Pradeep for review")).toEqual(["Pradeep"]);
    // A place after "to" stays a place.
    expect(extractEntities("deck gone to Lisbon for the conference")).toEqual([]);
  });

  it("reads the one a thing is due to by a day, and a spouse, as a person", () => {
    expect(extractEntities("the quiz results are due to Priya by the 30th")).toEqual(["Priya"]);
    expect(extractEntities("ten years married to Efua, dinner at Buka to mark it")).toEqual(["Efua"]);
    expect(extractEntities("flights due to Lisbon on the 3rd")).toEqual([]);
  });

  it("reads Ghanaian and Hindi 'Maa' as a mother, not a name", () => {
    expect(extractEntities("Maa's lab results not out yet")).toEqual([]);
  });
});
