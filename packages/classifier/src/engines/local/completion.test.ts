import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";

const tasks = [
  { id: "t1", title: "Call the roofer about the leak", parent_id: "p1" },
  { id: "t2", title: "Sell the old treadmill", parent_id: null },
  { id: "t3", title: "Read Educated before book club", parent_id: null },
  { id: "t4", title: "Pay the water bill", parent_id: null },
  { id: "t5", title: "Email the signed lease to Marta", parent_id: null },
  { id: "t6", title: "Paint the hallway", parent_id: null },
];
const done = (text: string, reminder = false) => findCompletion(text.toLowerCase(), tasks, reminder)?.task.id ?? null;

describe("findCompletion", () => {
  it("matches reported completions through verbs and objects", () => {
    expect(done("finally got through to the roofer, he comes tuesday")).toBe("t1");
    expect(done("sold the treadmill to a neighbour")).toBe("t2");
    expect(done("finished Educated, what a book")).toBe("t3");
    expect(done("paid the water bill, $64")).toBe("t4");
    expect(done("emailed Marta the signed lease")).toBe("t5");
    expect(done("the hallway painting is done")).toBe("t6");
  });
  it("rejects restatements, reminders, partial progress and follow-ups", () => {
    expect(done("call the roofer tomorrow")).toBeNull();
    expect(done("remind me to pay the water bill", true)).toBeNull();
    expect(done("listed the treadmill on marketplace")).toBeNull();
    expect(done("bought paint for the hallway but haven't started")).toBeNull();
    expect(done("100 pages into Educated")).toBeNull();
    expect(done("called the roofer again, still no date")).toBeNull();
    expect(done("still waiting on Marta to sign the lease")).toBeNull();
  });
  it("carries a confidence and a readable reason", () => {
    const c = findCompletion("paid the water bill", tasks, false);
    expect(c?.confidence).toBeGreaterThan(60);
    expect(c?.reasoning).toContain("Pay the water bill");
  });

  it("reads outcomes stated without the task's verb", () => {
    const more = [
      { id: "a", title: "Submit the planning application", parent_id: null },
      { id: "b", title: "Launch the booking page", parent_id: null },
      { id: "c", title: "Choose a caterer", parent_id: null },
      { id: "d", title: "Drop off Tevita's drill", parent_id: null },
    ];
    const got = (text: string, names: string[] = []) => findCompletion(text.toLowerCase(), more, false, names)?.task.id ?? null;
    expect(got("the planning application went through 🎉")).toBe("a");
    expect(got("booking page shipped this morning")).toBe("b");
    expect(got("going with the taco truck for the caterer, done deciding")).toBe("c");
    // A decision does not finish a task that is not a choice; thanks to a person finish nothing.
    expect(got("going with a later date for the booking page")).toBeNull();
    expect(got("so grateful to Tevita for the lift", ["Tevita"])).toBeNull();
    expect(got("the planning application still hasn't gone through")).toBeNull();
  });
});
