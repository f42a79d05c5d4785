import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).event_type;

describe("sixty-sixth-round event cues", () => {
  it("makes a result told as the best in a stretch, or a first, an outcome", () => {
    expect(type("the van took £2,300 at the county show, best weekend ever")).toBe("milestone_outcome");
    expect(type("the pantry opened with no queue at all, never happened before")).toBe("milestone_outcome");
    expect(type("the orchard's booked out the whole of august already thats a first")).toBe("milestone_outcome");
  });

  it("makes a parent's wish for an occasion a fact, not the user's task", () => {
    expect(type("Mammy wants trifle and a ham at the 60th, nothing fancy")).toBe("observation_insight");
    expect(type("Dad wants the old cine films on a screen for his birthday dinner")).toBe("observation_insight");
  });

  it("makes a priest's wish for the user's group news of the community, not a task", () => {
    expect(type("Father Brennan wants the choir to sing at the harvest mass without a fee")).toBe("observation_insight");
    expect(type("the vicar wants the youth club to clear the churchyard before Easter")).toBe("observation_insight");
  });

  it("makes being offered or picked, cheered, an outcome and not a decision", () => {
    expect(type("Harlow & Finch offered me the job!! I start on the 3rd")).toBe("milestone_outcome");
    expect(type("Mairead Doyle picked me to lead the regional panel next year!!")).toBe("milestone_outcome");
  });

  it("makes a debt told as paid off an outcome, though 'no more' follows", () => {
    expect(type("paid off the Hilux!! no more repayments 🎉")).toBe("milestone_outcome");
    expect(type("cleared my student loan today, no more deductions")).toBe("milestone_outcome");
  });

  it("makes a person who moved, with the new address, a contact card", () => {
    expect(type("Tendai moved, she's at 9 Acacia Road, Borrowdale now")).toBe("contact");
  });

  it("makes a person's way of being reached a contact card", () => {
    expect(type("Ifor at the farm would rather have a text than a call, he is out with the sheep all day")).toBe("contact");
    expect(type("Mr Osei answers texts only, never the phone")).toBe("contact");
  });

  it("makes a feeling in words the emotion list lacks a feeling", () => {
    expect(type("vexed, the landlord raised the rent again without a word")).toBe("emotion_state");
    expect(type("so over the roadworks on the high street, every single day")).toBe("emotion_state");
    expect(type("the ref sent Kian off for nothing and I swore at the linesman, not proud")).toBe("emotion_state");
  });
});
