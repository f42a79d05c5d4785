import { validate, version } from "uuid";
import { describe, expect, it } from "vitest";
import { newRowId } from "./ids.js";

describe("newRowId", () => {
  it("gives valid, distinct version-7 UUIDs, later ones sorting after earlier ones", async () => {
    const ids = Array.from({ length: 600 }, () => newRowId());
    expect(ids.every((id) => validate(id) && version(id) === 7)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const before = newRowId();
    await new Promise((resolve) => setTimeout(resolve, 3));
    expect(newRowId() > before).toBe(true);
  });
});
