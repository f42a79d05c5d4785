import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";

// Twenty-seventh session: a month's task reported as "this month's", and a certificate renewed for "Redo …".
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, tasks: ReturnType<typeof task>[], names: string[] = []) => findCompletion(text.toLowerCase(), tasks, false, names, undefined, text)?.task.id ?? null;

describe("completions told with a time word or a renewal", () => {
  it("reads 'this month's rent' as the month's rent the task names", () => {
    const tasks = [task("t1", "Pay the January rent"), task("t2", "Book the dental scaling")];
    expect(done("paid Uncle Lee this month's rent, $850 by PayNow", tasks, ["Uncle Lee"])).toBe("t1");
    // Someone else's rent is still not the user's.
    expect(done("paid Jordan's rent for him, $850", tasks, ["Jordan"])).toBeNull();
  });

  it("reads a certificate renewed as the task to redo it", () => {
    const tasks = [task("t1", "Redo the BLS certification"), task("t2", "Redo Meera's school ID card photo")];
    expect(done("BLS card renewed till 2028", tasks)).toBe("t1");
    expect(done("need to renew the BLS card before march", tasks)).toBeNull();
  });
});

describe("a pass told with its mark", () => {
  it("reads 'passed, 38 out of 40' as the test passed, not part of it done", () => {
    const tasks = [task("t1", "Pass the driving theory test")];
    expect(done("theory test passed, 38 out of 40!!", tasks)).toBe("t1");
    // Part of a job is still part of it.
    expect(done("painted 3 out of 5 rooms", [task("t1", "Paint the rooms")])).toBeNull();
  });
});
