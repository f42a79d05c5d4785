import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";

describe("entities, twenty-ninth session: festivals and titles the reader took for names", () => {
  it("reads a festival's name as no person, one word or two ('Rakhi', 'Divali', 'Hari Raya')", () => {
    expect(extractEntities("not flying to Leicester for Rakhi, we'll video call")).toEqual([]);
    expect(extractEntities("Nani wants the shutters painted before Divali")).toEqual([]);
    expect(extractEntities("the road's been dug up since Carnival")).toEqual([]);
    expect(extractEntities("rest of the tiling after Labarang")).toEqual([]);
    expect(extractEntities("flying home to Cebu for Sinulog, Nanay keeps asking")).toEqual([]);
    expect(extractEntities("told Farhana she can have the week off for Hari Raya")).toEqual(["Farhana"]);
  });

  it("reads 'Pundit' and 'Boeta' as a title before the name, not part of it", () => {
    expect(extractEntities("rang Pundit Sharma to fix a date for the havan")).toEqual(["Sharma"]);
    expect(extractEntities("Boeta Yusuf says the car's gearbox is gone")).toEqual(["Yusuf"]);
  });
});

describe("a firm named in the possessive (twenty-ninth session)", () => {
  it("reads a possessive name before a plural verb as a firm, not a person", () => {
    expect(extractEntities("Pickering's are waiting on me to collect the flags")).toEqual([]);
    expect(extractEntities("Kilbride's have the slates in their yard, Orla says")).toEqual(["Orla"]);
    // Before a thing it owns, a name stays a person.
    expect(extractEntities("Orla's van is in the yard")).toEqual(["Orla"]);
  });
});
