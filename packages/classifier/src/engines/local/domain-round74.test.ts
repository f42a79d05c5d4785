import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const resolve = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput);
const domain = (text: string) => resolve(text).domain;
const type = (text: string) => resolve(text).event_type;

describe("seventy-fourth round: domain", () => {
  it("reads one's own music practice, lesson or teacher as learning for oneself", () => {
    expect(domain("sitar practice tue thu sun 6am")).toBe("personal");
    expect(domain("whatsapp the tabla teacher at 8 tonight to move the lesson")).toBe("personal");
    // a child's lesson stays social
    expect(domain("piano lessons for Juno are thursdays at 5 now")).toBe("social");
  });

  it("reads a named person standing first as someone close's news", () => {
    expect(domain("Tanvir stood first in the class test")).toBe("social");
  });
});

describe("seventy-fourth round: event type", () => {
  it("makes writing to someone about something a message", () => {
    expect(type("write to the Lisbon distributor about the label size for the order")).toBe("communication");
    expect(type("wrote to Maya's teacher that she misses monday for the funeral")).toBe("communication");
  });

  it("makes what every call with someone is like a pattern noticed", () => {
    expect(type("dad tells the same joke about his army days every time we call")).toBe("observation_insight");
    expect(type("every call with nani ends with the same question about my wedding")).toBe("observation_insight");
  });
});
