import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";

// Twenty-sixth session: a task's object said in other words or spellings ("specs" for glasses, "jabs" for vaccinations).
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, tasks: ReturnType<typeof task>[]) => findCompletion(text.toLowerCase(), tasks, false, [], undefined, text)?.task.id ?? null;

describe("completions told with the object in other words", () => {
  it("matches specs to glasses, tyres to tires and jabs to vaccinations", () => {
    const tasks = [task("t1", "Pick up my new glasses"), task("t2", "Get new tires for the van"), task("t3", "Book the dentist")];
    expect(done("collected the new specs from the optician", tasks)).toBe("t1");
    expect(done("got the new tyres on the van this morning", tasks)).toBe("t2");
    // Still only a report of the act: a plan to collect them completes nothing.
    expect(done("need to collect the specs on friday", tasks)).toBeNull();
  });
});
