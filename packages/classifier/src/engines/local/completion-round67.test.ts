import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";

// Round links67: outcome wording and partial steps read on the read halves of the twelfth, fourteenth, thirty-seventh,
// sixty-third and sixty-fourth sets (new wordings, not those cases' texts).
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, titles: string[], names: string[] = []) =>
  findCompletion(text.toLowerCase(), titles.map((t, i) => task(`t${i + 1}`, t)), false, names, undefined, text)?.task.id ?? null;

describe("completions of round links67", () => {
  it("does a task to put a thing up, with the particle after the thing, from the thing being up", () => {
    expect(done("the storm boards are up on the back windows", ["Put the storm boards up", "Book the vet"])).toBe("t1");
    expect(done("fairy lights are finally up in the hall", ["Hang the fairy lights up", "Buy milk"])).toBe("t1");
    // Not up: still to do, or a thing that is up of another task.
    expect(done("the storm boards still aren't up", ["Put the storm boards up", "Book the vet"])).toBeNull();
    expect(done("put the storm boards up tomorrow", ["Put the storm boards up", "Book the vet"])).toBeNull();
  });

  it("reads quotes got for a job as a step towards it, not the job done", () => {
    expect(done("got three quotes for the garage door from local firms", ["Order the garage door", "Buy milk"])).toBeNull();
    expect(done("had two estimates in for the van wrap", ["Book the van wrap", "Buy milk"])).toBeNull();
    // A task about the quotes themselves is done by them; and another clause may still do the job.
    expect(done("got three quotes for the garage door", ["Get quotes for the garage door", "Buy milk"])).toBe("t1");
    expect(done("got three quotes, ordered the garage door from the cheapest", ["Order the garage door", "Buy milk"])).toBe("t1");
  });

  it("reads a thing backordered as not yet had, not as chosen or bought", () => {
    expect(done("the bathroom vanity is backordered till March", ["Choose the bathroom vanity", "Fit the vanity"])).toBeNull();
    expect(done("the sofa is backordered for six weeks", ["Buy a sofa", "Buy milk"])).toBeNull();
  });

  it("does a task to get a thing from it standing in its place, or in its place and in use", () => {
    expect(done("the new mower is sitting in the shed now", ["Buy a new mower", "Book the vet"])).toBe("t1");
    expect(done("the spare printer is on the counter, plugged in", ["Order a spare printer", "Book the vet"])).toBe("t1");
    // In a place with no sign it is had for good: still on its way, or waiting to be picked up.
    expect(done("the spare printer is at the depot", ["Order a spare printer", "Book the vet"])).toBeNull();
    expect(done("the new mower is sitting in the shop window", ["Buy a new mower", "Book the vet"])).toBeNull();
  });
});
