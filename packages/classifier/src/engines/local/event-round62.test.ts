import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Africa/Windhoek", context: {} } satisfies ClassifyInput).event_type;

describe("sixty-second-round event cues: an account run dry, a total, paid up, a feeling ahead", () => {
  it("makes an account told as nearly empty or dry the money, not a remark", () => {
    expect(type("shop account nearly empty till the hotel pays for march's bread")).toBe("transaction");
    expect(type("salon account almost dry until the medical aid pays out")).toBe("transaction");
  });

  it("makes a total told as what it came to the money, not an outcome", () => {
    expect(type("the shop's sales in june came to 31 000, best month so far")).toBe("transaction");
  });

  it("makes something told as paid up the payment, not a remark", () => {
    expect(type("Hilde's music camp is paid up")).toBe("transaction");
    expect(type("sorted the licence disc for the bakkie, all paid up till next june")).toBe("transaction");
  });

  it("makes looking forward to or counting down to something a feeling, not a plan", () => {
    expect(type("so looking forward to the whole family at the farm at Easter")).toBe("emotion_state");
    expect(type("really looking forward to saturday's braai at Ndapanda's")).toBe("emotion_state");
  });
});
