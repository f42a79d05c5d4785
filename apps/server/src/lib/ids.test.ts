import { validate, version } from "uuid";
import { describe, expect, it } from "vitest";
import { newRowId } from "./ids.js";

describe("newRowId", () => {
  it("gives valid, distinct version-7 UUIDs that sort in the order they were made", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      ids.push(newRowId());
      if (i % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(ids.every((id) => validate(id) && version(id) === 7)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
