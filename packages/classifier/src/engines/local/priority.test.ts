import { describe, expect, it } from "vitest";
import { detectPriority } from "./priority.js";

describe("detectPriority", () => {
  it("reads explicit cues only", () => {
    expect(detectPriority("urgent: fix the leak", false)).toBe("urgent");
    expect(detectPriority("call the insurer asap", false)).toBe("urgent");
    expect(detectPriority("critical: patch the server", false)).toBe("urgent");
    expect(detectPriority("important - renew the passport", false)).toBe("high");
    expect(detectPriority("top priority: hire a designer", false)).toBe("high");
    expect(detectPriority("medium priority, clean the vents", false)).toBe("medium");
    expect(detectPriority("repaint the fence, no rush", false)).toBe("low");
    expect(detectPriority("learn the ukulele someday", false)).toBe("low");
    expect(detectPriority("not urgent but fix the gate", false)).toBe("low");
  });
  it("counts !! only on a same-day deadline", () => {
    expect(detectPriority("expense report today!!", true)).toBe("urgent");
    expect(detectPriority("ran my first 5k!!", false)).toBeNull();
    expect(detectPriority("big deadline friday, stressed", false)).toBeNull();
  });
});
