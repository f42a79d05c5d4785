import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache.js";
import { canonicalTimeZone } from "./time-zone.js";

describe("canonicalTimeZone", () => {
  it("spells every case variant of a zone the way Intl does", () => {
    for (const typed of ["america/halifax", "AMERICA/HALIFAX", "America/Halifax", "aMeRiCa/HaLiFaX"]) {
      expect(canonicalTimeZone(typed), typed).toBe("America/Halifax");
    }
    expect(canonicalTimeZone("utc")).toBe("UTC");
    expect(canonicalTimeZone("asia/TOKYO")).toBe("Asia/Tokyo");
  });

  it("answers null for text that is not a zone", () => {
    for (const bad of ["", "Mars/Olympus", "America/Halifax ", "x".repeat(65), "../../etc"]) {
      expect(canonicalTimeZone(bad), bad).toBeNull();
    }
  });
});

describe("LruCache", () => {
  it("keeps at most its capacity, dropping the least recently used", () => {
    const cache = new LruCache<string, number>(3);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBe(1); // now the newest
    cache.set("d", 4);
    expect(cache.size).toBe(3);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.get("d")]).toEqual([1, 3, 4]);
    for (let i = 0; i < 1000; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(3);
  });
});
