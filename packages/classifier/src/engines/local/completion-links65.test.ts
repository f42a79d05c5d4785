import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";

// Round links65: outcome wording read on the read halves of the sixty-first and sixty-third sets.
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, titles: string[], names: string[] = []) =>
  findCompletion(text.toLowerCase(), titles.map((t, i) => task(`t${i + 1}`, t)), false, names, undefined, text)?.task.id ?? null;

describe("completions of round links65", () => {
  it("reads a thing reported ready as done for a job of making it ready, not for another job or while still to come", () => {
    expect(done("the spare room is ready for Gran", ["Set up the spare room", "Buy milk"])).toBe("t1");
    expect(done("projector all good to go, cables and all", ["Set up the projector", "Book the hall"])).toBe("t1");
    expect(done("the trail marked with flags, ready for the runners", ["Mark out the trail", "Book the hall"])).toBe("t1");
    // Ready is not sent.
    expect(done("the newsletter draft is ready, Amir to check it", ["Send the newsletter", "Book the hall"])).toBeNull();
    // Still to do, nearly, or in the future.
    expect(done("get the spare room ready for Gran", ["Set up the spare room", "Buy milk"])).toBeNull();
    expect(done("the spare room is nearly ready for Gran", ["Set up the spare room", "Buy milk"])).toBeNull();
    expect(done("the spare room won't be ready for Gran", ["Set up the spare room", "Buy milk"])).toBeNull();
    expect(done("the spare room needs to be ready by Friday", ["Set up the spare room", "Buy milk"])).toBeNull();
  });
});
