import { describe, expect, it } from "vitest";
import { bandForWedding } from "./engines/local/parent-band78.js";
import { vehiclesNamed, withVehicleWord } from "./engines/local/parent-vehicles78.js";
import { classifyLocal } from "./pipeline.js";
import { fastestMs } from "./testing/fastest-run.js";

// Round parent78, read on the read halves' parent and completes misses (new wordings, not those cases' texts).
const classify = (text: string, projects: string[], tasks: string[] = []) =>
  classifyLocal({
    text,
    now: new Date("2026-03-02T10:00:00Z"),
    timezone: "UTC",
    context: {
      projects: projects.map((title, i) => ({ id: `p${i + 1}`, title })),
      tasks: tasks.map((title, i) => ({ id: `t${i + 1}`, title, parent_id: null })),
    },
  }).result;
const parent = (text: string, projects: string[]) => classify(text, projects).parent_id;
const completes = (text: string, tasks: string[]) => classify(text, [], tasks).completes;

describe("round parent78 (read halves)", () => {
  it("reads a model name as the vehicle an open project names by its kind or maker", () => {
    expect(parent("the Hilux is making that rattle again over the cattle grid", ["Service the truck", "Plan the garden"])).toBe("p1");
    expect(parent("found my Vitz on a listing site, 60k on the clock", ["Sell the car", "Repaint the hallway"])).toBe("p1");
    expect(parent("the second-hand Activa the neighbour is selling is only 2 years old", ["Buy a scooter for college", "Plan the garden"])).toBe("p1");
    // A model that is also an everyday word, said mid-sentence beside a word only a vehicle has.
    expect(parent("reckon the Ranger carries the payload we need", ["Replace the work van", "Plan the garden"])).toBe("p1");
    expect(parent("the new Discovery's registration is still not through", ["Second Land Rover for the farm", "Plan the garden"])).toBe("p1");
  }, 60_000);

  it("meets a task's vehicle word through the model name the thought gives it", () => {
    expect(completes("Corolla rego went through this morning, sorted for the year", ["Renew the car rego", "Buy tyres for the Corolla"])).toBe("t1");
    expect(withVehicleWord("picked up the hilux from the panel beaters", "picked up the Hilux from the panel beaters", ["Collect the ute from the panel beaters"])).toBe(
      "picked up the hilux ute from the panel beaters",
    );
  }, 60_000);

  it("reads a band as part of a wedding", () => {
    expect(parent("paid the band their deposit, €600", ["Plan our wedding in Sligo", "Service the lawnmower"])).toBe("p1");
    expect(parent("the band confirmed for the evening, two sets", ["Kate and Sam's wedding", "Fix the gutters"])).toBe("p1");
  }, 60_000);

  it("leaves someone else's vehicle, an everyday word, another kind and a band of one's own where they were", () => {
    expect(parent("Lorcan bought a Corolla off DoneDeal, he's thrilled", ["Buy a car", "Website refresh"])).toBeNull();
    expect(parent("Trev's Hilux is in the ditch again", ["Service the truck", "Plan the garden"])).toBeNull();
    expect(parent("the Golf club wants its fees by friday", ["Buy a car", "Plan the garden"])).toBeNull();
    expect(parent("Ranger tray is full of mulch", ["Replace the work van", "Renew the passports"])).toBeNull();
    expect(parent("the Activa guy never called back", ["Sell the car", "Plan the garden"])).toBeNull();
    expect(vehiclesNamed("the corolla is in the shop")).toEqual([]);
    expect(withVehicleWord("the hilux is back", "the Hilux is back", ["Wash the car", "Clean the van"])).toBe("the hilux is back");
    // A band one plays in is no hired band, and a band's own project is no wedding.
    expect(parent("Stacey's band came second at the festival", ["Kate and Sam's wedding", "Fix the gutters"])).toBeNull();
    expect(parent("band practice moved to thursday", ["Kate and Sam's wedding", "Fix the gutters"])).toBeNull();
    expect(parent("the school band played at the parade, brilliant", ["Kate and Sam's wedding", "Fix the gutters"])).toBeNull();
    expect(parent("the caterer wants final numbers by friday", ["New uniforms for the band", "Fix the gutters"])).toBeNull();
  }, 60_000);

  it("keeps the model and band readings fast on long adversarial strings", () => {
    const s = "the the new used Ranger's Transit Custom Hilux a a payload ".repeat(10);
    expect(fastestMs(() => vehiclesNamed(s))).toBeLessThan(5);
    expect(fastestMs(() => withVehicleWord(s.toLowerCase(), s, ["Service the truck", "Renew the car rego"]))).toBeLessThan(5);
    const b = "band band's the school band practice band ".repeat(14);
    expect(fastestMs(() => bandForWedding(b, "Kate and Sam's wedding"))).toBeLessThan(5);
  });
});
