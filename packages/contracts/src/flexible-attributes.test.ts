import { describe, expect, it } from "vitest";
import { flexibleAttributesInput, MAX_EXTRA_ATTRIBUTE_KEYS, MAX_TAGS } from "./flexible-attributes.js";

const accepts = (value: unknown) => flexibleAttributesInput.safeParse(value).success;

describe("flexibleAttributesInput", () => {
  it("accepts what the app itself writes", () => {
    expect(
      accepts({
        tags: ["home", "urgent"],
        entities: ["Sam Lee"],
        priority: "high",
        waiting: { received_at: "2026-11-25T10:00:00.000Z", follow_up_count: 2 },
        connections: [{ id: "c1", type: "contact", name: "Sam Lee" }],
        follow_up_of: "t1",
        completed_via_resolution: true,
        completed_by_thought_id: "t2",
        custom: { a: { b: [1, 2] } },
      }),
    ).toBe(true);
  });

  it("checks known keys strictly", () => {
    expect(accepts({ tags: "home" })).toBe(false);
    expect(accepts({ tags: [""] })).toBe(false);
    expect(accepts({ tags: ["x".repeat(51)] })).toBe(false);
    expect(accepts({ tags: Array.from({ length: MAX_TAGS + 1 }, (_, i) => `t${i}`) })).toBe(false);
    expect(accepts({ entities: Array.from({ length: 101 }, (_, i) => `e${i}`) })).toBe(false);
    expect(accepts({ priority: "whenever" })).toBe(false);
    expect(accepts({ waiting: { follow_up_count: -1 } })).toBe(false);
    expect(accepts({ connections: [{ id: "c1", type: "contact", name: "Sam", extra: 1 }] })).toBe(false);
  });

  it("caps unknown keys by count, depth and size", () => {
    expect(accepts(Object.fromEntries(Array.from({ length: MAX_EXTRA_ATTRIBUTE_KEYS }, (_, i) => [`k${i}`, 1])))).toBe(true);
    expect(accepts(Object.fromEntries(Array.from({ length: MAX_EXTRA_ATTRIBUTE_KEYS + 1 }, (_, i) => [`k${i}`, 1])))).toBe(false);
    expect(accepts({ custom: [[[["four"]]]] })).toBe(true);
    expect(accepts({ custom: [[[[["five"]]]]] })).toBe(false);
    expect(accepts({ custom: "x".repeat(8_000) })).toBe(true);
    expect(accepts({ custom: "x".repeat(8_200) })).toBe(false);
  });
});
