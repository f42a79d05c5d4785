import { describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit.js";

describe("GroupCommit", () => {
  it("writes what is asked in one turn as one batch, in order, and the next turn as another", async () => {
    const batches: number[][] = [];
    const group = new GroupCommit<number, string>(async (items) => {
      batches.push(items);
      return items.map((n) => `#${n}`);
    });
    const first = await Promise.all([1, 2, 3].map((n) => group.add(n)));
    const second = await group.add(4);
    expect(first).toEqual(["#1", "#2", "#3"]);
    expect(second).toBe("#4");
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it("gathers the next batch while one is being written, and caps a batch's size", async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const group = new GroupCommit<number, number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await gate;
      return items;
    }, { maxBatch: 3 });
    const all = [group.add(1)];
    await new Promise((resolve) => setImmediate(resolve));
    for (let n = 2; n <= 6; n++) all.push(group.add(n));
    release();
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it("overlaps up to maxInFlight batches, each gathering what came while the others were written", async () => {
    const batches: number[][] = [];
    let open = 0;
    let most = 0;
    const group = new GroupCommit<number, number>(
      async (items) => {
        batches.push(items);
        open += 1;
        most = Math.max(most, open);
        await new Promise((resolve) => setTimeout(resolve, 20));
        open -= 1;
        return items;
      },
      { maxInFlight: 2 },
    );
    const all: Array<Promise<number>> = [];
    for (let n = 1; n <= 9; n++) {
      all.push(group.add(n));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(2);
    expect(batches.flat()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(batches.length).toBeLessThan(9);
  });

  it("fails only the write that fails: a failed batch is retried item by item", async () => {
    const group = new GroupCommit<number, number>(async (items) => {
      if (items.includes(2)) throw new Error(`bad ${items.join(",")}`);
      return items.map((n) => n * 10);
    });
    const results = await Promise.allSettled([1, 2, 3].map((n) => group.add(n)));
    expect(results).toEqual([
      { status: "fulfilled", value: 10 },
      { status: "rejected", reason: new Error("bad 2") },
      { status: "fulfilled", value: 30 },
    ]);
  });
});
