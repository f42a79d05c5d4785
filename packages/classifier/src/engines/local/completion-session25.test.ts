import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";

// Twenty-fifth session: a verb whose past is its base form ("put", "cut", "set") reads as done where it is past.
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, tasks: ReturnType<typeof task>[]) => findCompletion(text.toLowerCase(), tasks, false, [], undefined, text)?.task.id ?? null;

describe("completions told by a same-form past", () => {
  it("reads 'finally put up', 'we cut', 'just set up' as the task done", () => {
    const tasks = [task("t1", "Put up the shelves in the hall"), task("t2", "Cut the hedge"), task("t3", "Renew the passport")];
    expect(done("finally put up the shelves in the hall, only one wonky", tasks)).toBe("t1");
    expect(done("we cut the hedge back to the wall this morning", tasks)).toBe("t2");
    // The same words as a plan or a wish are not done.
    expect(done("put up the shelves in the hall this weekend", tasks)).toBeNull();
    expect(done("need to cut the hedge before the neighbours moan", tasks)).toBeNull();
    expect(done("I'll put up the shelves on saturday", tasks)).toBeNull();
  });
});
