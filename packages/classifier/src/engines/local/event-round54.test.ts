import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-06-09T10:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).event_type;

describe("fifty-fourth-round event cues: an instruction to pay, a thing collected, not being able to wait, old things gone", () => {
  it("makes an instruction to pay opening the thought a transaction, not a chore", () => {
    expect(type("pay Chiamaka's school bus, 45k for the term")).toBe("transaction");
    expect(type("pay Uchenna 15k for the two saturdays she covered")).toBe("transaction");
    expect(type("pay a visit to Nora at the home on sunday")).not.toBe("transaction");
  });

  it("makes collecting or picking up a thing getting it, while fetching a person stays a task", () => {
    expect(type("collect Oisín's christening cake on friday")).toBe("acquisition_disposition");
    expect(type("collect me new glasses from the optician's on friday")).toBe("acquisition_disposition");
    expect(type("collect Oisín from the creche at 5")).toBe("task");
  });

  it("makes the user's 'can't wait' a feeling stated outright, not the plan it looks forward to", () => {
    expect(type("can't wait to get the cast off and be back on the bike")).toBe("emotion_state");
    expect(type("missing the sea already, can't wait for the long weekend")).toBe("emotion_state");
  });

  it("makes one's old things gone to someone or somewhere getting rid of them, not a noticed fact", () => {
    expect(type("the old bunk beds went to the scout hut")).toBe("acquisition_disposition");
    expect(type("our spare fridge is going to Maeve's garage on saturday")).toBe("acquisition_disposition");
  });
});
