import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";

// Sixty-first set (links61): completions stated as outcomes without the task's verb, beside look-alikes.
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, titles: string[], names: string[] = []) =>
  findCompletion(text.toLowerCase(), titles.map((t, i) => task(`t${i + 1}`, t)), false, names, undefined, text)?.task.id ?? null;

describe("completions of the sixty-first set", () => {
  it("reads a sale at a bare price after a buyer told at length", () => {
    expect(done("the old quad went to a lad out Goose Green way for 900", ["Sell the old quad", "Clear the gutters"])).toBe("t1");
    expect(done("the rowing machine went to a guy who works at KEMH for 150", ["Sell the rowing machine", "Sell the old trailer"])).toBe("t1");
    // Not a price: a stay, or nothing said of the thing.
    expect(done("the old quad went to a lad out Goose Green way for 2 nights", ["Sell the old quad", "Clear the gutters"])).toBeNull();
  });

  it("reads a thing back in its owner's place, gone back to them, or theirs again as returned", () => {
    expect(done("Posy's pressure washer is back in her shed where it belongs", ["Book Tegan's dentist", "Return Posy's pressure washer"], ["Posy"])).toBe("t2");
    expect(done("Corin's trailer is back at his place, hitched it up after work", ["Return Corin's trailer", "Ring Ansel"], ["Corin"])).toBe("t1");
    expect(done("the drill's back in his shed", ["Return Ansel's drill", "Ring Corin"])).toBe("t1");
    expect(done("the spare generator went back to him on the plane", ["Return Garrick's generator", "Renew the licence"])).toBe("t1");
    expect(done("Fliss has her cool box again, it sat in our porch for weeks", ["Return Fliss's cool box", "Sort the recycling"], ["Fliss"])).toBe("t1");
    // Back at home is no return of a thing, and a thing back with the user is not theirs returned.
    expect(done("Posy is back in her house after the op", ["Return Posy's pressure washer", "Book the dentist"], ["Posy"])).toBeNull();
    expect(done("Fliss has her cough again, poor thing", ["Return Fliss's cool box", "Sort the recycling"], ["Fliss"])).toBeNull();
  });

  it("reads money squared or handed in as paid, and paid insurance as insured", () => {
    expect(done("all square with the vet now for Tug's jabs", ["Fix the back fence", "Pay the vet for the dog's jabs"])).toBe("t2");
    expect(done("Tegan's school trip money is handed in at the office", ["Fix the drip in the bathroom", "Pay Tegan's school trip"], ["Tegan"])).toBe("t2");
    expect(done("insurance on the second Defender paid, cover starts today", ["Insure the second Defender", "Pick the worktops"])).toBe("t1");
    expect(done("the school trip form is handed in at the office", ["Pay Tegan's school trip", "Fix the drip"])).toBeNull();
  });

  it("reads a lost thing that turned up as found, not a person turning up somewhere", () => {
    expect(done("Tegan's goggles turned up, they were in Fliss's car the whole time", ["Find Tegan's swimming goggles", "Pay the power bill"], ["Tegan", "Fliss"])).toBe("t1");
    expect(done("the goggles man turned up late to the pool", ["Find Tegan's swimming goggles", "Pay the power bill"])).toBeNull();
  });

  it("reads a thing with a two-word recipient as handed in, and a thing still to come as a wait beside it", () => {
    expect(done("Volunteer Point risk assessment is with the tourist board", ["Hand in the tours risk assessment", "Renew the first aid kit"])).toBe("t1");
    expect(done("the insurance certificate went to the tourist board, the licence itself still to come", ["Send the tourist board the insurance certificate", "Fix the yard gate"])).toBe("t1");
  });
});
