import { describe, expect, it } from "vitest";
import { testConfig } from "../../../test/build-app.js";
import { DEFAULT_VOICE_MAX_BYTES } from "../../modules/chat/chat.config.js";
import type { QaCase } from "./qa-case.js";
import { runCase } from "./run-case.js";

describe("runCase", () => {
  it("captures the case at its times in its zone and answers with the case's own ids", async () => {
    const kase: QaCase = {
      id: "t1",
      now: "2026-03-22T10:00:00",
      timezone: "America/Chicago",
      // Out of order on purpose: capture follows created_at.
      thoughts: [
        { id: "n3", text: "party bags + balloons $31.75", created_at: "2026-03-15T14:00:00" },
        { id: "n1", text: "trampoline park deposit $150 for theo's party", created_at: "2026-03-03T12:00:00" },
        { id: "n2", text: "oil change $65", created_at: "2026-03-08T11:00:00" },
        { id: "n4", text: "party hats $12 for next month", created_at: "2026-04-01T09:00:00" },
      ],
      question: "how much did the party cost this month?",
      expect: { cites: ["n1", "n3"], number: 181.75 },
    };
    const prediction = await runCase(kase, testConfig(), { llm: null, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES });
    // n4 was captured after `now`, so it cannot answer.
    expect(prediction).toMatchObject({ id: "t1", cites: ["n1", "n3"], number: 181.75 });
    expect(prediction.answer).toMatch(/^You spent \$181\.75 on party this month/);
  });
});
