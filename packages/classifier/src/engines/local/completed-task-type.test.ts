import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { typeOfTaskTitle } from "./completed-task-type.js";
import { resolveLocal } from "./index.js";

const tasks = (...titles: string[]) => titles.map((title, i) => ({ id: `t${i + 1}`, title, parent_id: null }));
const classify = (text: string, ...titles: string[]) =>
  resolveLocal({ text, now: new Date("2026-06-13T02:15:00Z"), timezone: "Asia/Hong_Kong", context: { tasks: tasks(...titles) } } satisfies ClassifyInput);

describe("a task of the list reported done takes the event type of the task it completes (GUIDELINES 3, rule 13)", () => {
  it("reads the kind of thing done from the task title's opening verb", () => {
    expect(typeOfTaskTitle("Pay the window cleaner")).toBe("transaction");
    expect(typeOfTaskTitle("Return Ada's ladder")).toBe("acquisition_disposition");
    expect(typeOfTaskTitle("Ring the school office")).toBe("communication");
    expect(typeOfTaskTitle("Fix the balcony door")).toBe("task");
    // "Get" and "Take" say nothing sure: a thing got, or a thing done.
    expect(typeOfTaskTitle("Get the boiler serviced")).toBeNull();
  });

  it("makes an outcome told without the task's verb the task's kind, not a remark", () => {
    const door = classify("the balcony door is fixed, new hinges in", "Buy the ferry tickets to Lamma", "Fix the balcony door");
    expect(door.completes).toBe("t2");
    expect(door.event_type).toBe("task");
    const ladder = classify("Ada's ladder is back in her flat", "Fix the balcony door", "Return Ada's ladder");
    expect(ladder.completes).toBe("t2");
    expect(ladder.event_type).toBe("acquisition_disposition");
    // A remark with no task of the list done stays a remark.
    expect(classify("the ferry to Lamma was packed this morning", "Fix the balcony door").event_type).toBe("observation_insight");
  });
});
