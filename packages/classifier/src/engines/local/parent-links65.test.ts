import { describe, expect, it } from "vitest";
import type { ContextProject } from "../../types.js";
import { pickParent, rankProjects } from "./parent.js";

// Round links65: parts of a website the topic lexicon did not know (read halves of the fifty-fifth and sixty-first sets).
const projects = (...titles: string[]): ContextProject[] => titles.map((title, i) => ({ id: `p${i + 1}`, title }));
const parentOf = (text: string, ps: ContextProject[]): string | null => pickParent(rankProjects(text, ps, []))?.project.id ?? null;

describe("parent attachment, round links65", () => {
  it("knows a website by its web address and its booking app or system", () => {
    expect(parentOf("the web address I liked costs 40 a year", projects("Pottery studio website", "Paint the hall"))).toBe("p1");
    expect(parentOf("the booking system wants a card on file", projects("Repaint the shed", "New site for the guesthouse"))).toBe("p2");
    // With no website among the projects, nothing.
    expect(parentOf("the web address I liked costs 40 a year", projects("Repaint the shed", "Learn Italian"))).toBeNull();
  });

  it("puts a whole-works word (a permit, drawings, an architect) under a project on one room or trade of the house", () => {
    expect(parentOf("the council wants drawings before they give the permit", projects("Redo the bathroom", "Learn Italian"))).toBe("p1");
    expect(parentOf("the architect says the permit takes six weeks", projects("Learn Italian", "Re-roof the garage"))).toBe("p2");
    // Only a common word of the whole ("the builder") is not enough; and no room or trade among the projects, nothing.
    expect(parentOf("the builder rang back", projects("Redo the bathroom", "Learn Italian"))).toBeNull();
    expect(parentOf("the council wants drawings before they give the permit", projects("Learn Italian", "Plan the holiday"))).toBeNull();
  });
});
