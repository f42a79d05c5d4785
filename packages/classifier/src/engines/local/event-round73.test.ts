import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).event_type;

describe("seventy-third-round event cues", () => {
  it("makes a goal to get something sorted or ready, its steps after a colon, a project", () => {
    expect(type("get the mould sorted once and for all: photos, email the agent, the council if she ignores it, a dehumidifier")).toBe("project");
    expect(type("get Nana's room ready at our place: grab rails, a commode, move the wardrobe")).toBe("project");
  });

  it("makes asking one's doctor about one's own body a task", () => {
    expect(type("ask the GP about my knee, it's been a month now")).toBe("task");
    expect(type("ask Dr Okafor about my shoulder, been sore since I moved the sofa")).toBe("task");
    // asking someone else whether something holds stays a message
    expect(type("ask Leanne if Dad can start hydro at the pool")).toBe("communication");
  });

  it("makes someone's call told first, then what they want, a call", () => {
    expect(type("Mum called, she wants us in Galway on Sunday for dinner")).toBe("communication");
    expect(type("the framer rang, he needs the final sizes of the prints tomorrow")).toBe("communication");
  });

  it("makes a walk or hike on a named holiday a single thing to do, not a routine", () => {
    expect(type("boxing day walk at Tramore with Aoife and the kids, 11 at the prom")).toBe("task");
    expect(type("boxing day hike up the Sugarloaf with Ciara and Tom, meet at the car park 9am")).toBe("task");
  });
});
