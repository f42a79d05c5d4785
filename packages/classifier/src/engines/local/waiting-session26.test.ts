import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

const wait = (text: string) => detectWaiting(text, [])?.waitingFor ?? null;

describe("waits, twenty-sixth session: parties named with capitals or as an office's people", () => {
  it("reads 'the <Capitalised> <people>' as the party that still hasn't acted", () => {
    expect(wait("the Christmas guests still haven't paid their balance")).toMatch(/^Christmas guests: payment of balance/);
    // A stretch of the calendar is no party.
    expect(wait("the Easter holidays haven't started")).toBeNull();
  });

  it("reads an office's people as the office", () => {
    expect(wait("pension people still haven't answered my letter")).toMatch(/^pension people: /);
    // Other plain words before "haven't" stay no party.
    expect(wait("my kids still haven't tidied their rooms")).toBeNull();
  });
});
