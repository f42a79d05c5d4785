import { describe, expect, it } from "vitest";
import { buildCandidates, rankSuggestions } from "./suggestions.js";

const candidates = buildCandidates({
  projects: ["Kitchen renovation", "Garden shed"],
  contacts: ["Priya Shah"],
  tags: ["home", "errands"],
  currentDomain: null,
});

describe("rankSuggestions", () => {
  it("answers nothing under two characters", () => {
    expect(rankSuggestions("", candidates)).toEqual([]);
    expect(rankSuggestions("c", candidates)).toEqual([]);
    expect(rankSuggestions(" m ", candidates)).toEqual([]);
    expect(rankSuggestions("mo", candidates).length).toBeGreaterThan(0);
  });

  it("completes grammar words and the person's names by prefix", () => {
    expect(rankSuggestions("move to k", candidates)).toEqual(["move to Kitchen renovation"]);
    expect(rankSuggestions("tag", candidates)).toEqual(["tag with home", "tag with errands"]);
    expect(rankSuggestions("conn", candidates)).toEqual(["connect to Priya Shah", "connect to Kitchen renovation", "connect to Garden shed"]);
    expect(rankSuggestions("sch", candidates)[0]).toBe("schedule for tomorrow 9am");
    expect(rankSuggestions("change to", candidates)).toEqual(["change to personal", "change to social", "change to work"]);
    expect(rankSuggestions("del", candidates)).toEqual(["delete"]);
  });

  it("ranks prefix matches before word matches before typos", () => {
    const ranked = rankSuggestions("kitchen", candidates);
    expect(ranked).toEqual(["move to Kitchen renovation", "connect to Kitchen renovation"]);
    expect(rankSuggestions("move to kitchn", candidates)).toEqual(["move to Kitchen renovation"]);
    // "arch" starts "archive" and is a word inside "change status to archived": the prefix comes first.
    expect(rankSuggestions("arch", candidates)).toEqual(["archive", "change status to archived"]);
  });

  it("matches words in any order as a last resort", () => {
    expect(rankSuggestions("priority hi", candidates)).toEqual(["change priority to high"]);
  });

  it("returns at most 8 and keeps a typed slash", () => {
    expect(rankSuggestions("ch", candidates)).toHaveLength(8);
    expect(rankSuggestions("/del", candidates)).toEqual(["/delete"]);
  });

  it("leaves out the domain the thought already has", () => {
    const inWork = buildCandidates({ projects: [], contacts: [], tags: [], currentDomain: "systems" });
    expect(rankSuggestions("change to", inWork)).toEqual(["change to personal", "change to social"]);
  });
});
