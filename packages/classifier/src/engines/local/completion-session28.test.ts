import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";

// Twenty-eighth session: a thing to get or order, told in its place now.
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, tasks: ReturnType<typeof task>[]) => findCompletion(text.toLowerCase(), tasks, false, [], undefined, text)?.task.id ?? null;

describe("a thing to get, in its place now", () => {
  it("reads 'the roof box is on the car now' as the task to get it done", () => {
    const tasks = [task("t1", "Get the car washed"), task("t2", "Get the roof box for the car")];
    expect(done("roof box is on the car now", tasks)).toBe("t2");
    // Still to come is not done.
    expect(done("roof box will be on the car by friday", tasks)).toBeNull();
  });
});
