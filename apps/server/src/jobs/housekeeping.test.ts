import { describe, expect, it } from "vitest";
import { Housekeeping } from "./housekeeping.js";

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("housekeeping passes", () => {
  it("never overlap: a run asked for during a pass starts after it, and the timer skips while one is under way", async () => {
    const log: string[] = [];
    const first = gate();
    let calls = 0;
    const keeping = new Housekeeping(
      {
        sessions: async () => {
          calls += 1;
          log.push(`start ${calls}`);
          if (calls === 1) await first.opened;
          log.push(`end ${calls}`);
          return calls;
        },
      },
      () => undefined,
    );
    const one = keeping.run();
    keeping.runIfIdle();
    const two = keeping.run();
    await Promise.resolve();
    expect(log).toEqual(["start 1"]);
    first.open();
    expect(await one).toEqual({ sessions: 1 });
    expect(await two).toEqual({ sessions: 2 });
    expect(log).toEqual(["start 1", "end 1", "start 2", "end 2"]);
  });

  it("goes on with the other tasks when one fails, and reports the failure", async () => {
    const failed: string[] = [];
    const keeping = new Housekeeping(
      {
        broken: async () => {
          throw new Error("disk gone");
        },
        activity: async () => 3,
      },
      (task) => failed.push(task),
    );
    expect(await keeping.run()).toEqual({ activity: 3 });
    expect(failed).toEqual(["broken"]);
    keeping.runIfIdle();
    expect(await keeping.run()).toEqual({ activity: 3 });
  });
});
