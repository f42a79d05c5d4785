import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";

// Sixty-third round (set63): outcome wording read on the read halves of the sixty-first and sixty-third sets.
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, titles: string[], names: string[] = []) =>
  findCompletion(text.toLowerCase(), titles.map((t, i) => task(`t${i + 1}`, t)), false, names, undefined, text)?.task.id ?? null;

describe("completions of the sixty-third round", () => {
  it("reads news of a quote, report or schedule come in or out as done only for a task to get or put it out", () => {
    // The thing came: not the task that acts on what it is about.
    expect(done("the electrician's quote is in, $2,100 all up", ["Book the electrician", "Paint the fence"])).toBeNull();
    expect(done("Noah's school report is out, straight As", ["Sign Noah's school report", "Buy Noah new shoes"], ["Noah"])).toBeNull();
    expect(done("the new bus timetable is out", ["Plan the bus route to the new school", "Renew the library books"])).toBeNull();
    // A task to get it, or to put it out, is done by the same news.
    expect(done("the electrician's quote is in, $2,100 all up", ["Get a quote from the electrician", "Paint the fence"])).toBe("t1");
    expect(done("the monthly report is out to the board", ["Send the monthly report", "Buy milk"])).toBe("t1");
  });

  it("reads what is left as another task of the list, which stays open, beside the task the rest reports done", () => {
    expect(done("the garage got swept out, the shed still needs a clear-out", ["Sweep out the garage", "Clear out the shed"])).toBe("t1");
    expect(done("sanded the deck, haven't touched the railings", ["Sand the deck", "Paint the railings"])).toBe("t1");
    // Something left of the same task, or of nothing on the list, keeps it open.
    expect(done("sanded the deck, still needs a second sand", ["Sand the deck", "Paint the railings"])).toBeNull();
    expect(done("half the deck sanded, the railings still need paint", ["Sand the deck", "Paint the railings"])).toBeNull();
  });
});
