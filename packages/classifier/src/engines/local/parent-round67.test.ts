import { describe, expect, it } from "vitest";
import type { ContextProject } from "../../types.js";
import { pickParent, rankProjects } from "./parent.js";

// Round links67: another person's thing with a describing word before it (read half of the sixty-first set, GUIDELINES 8).
const projects = (...titles: string[]): ContextProject[] => titles.map((title, i) => ({ id: `p${i + 1}`, title }));
const parentOf = (text: string, ps: ContextProject[], names: string[] = []): string | null => pickParent(rankProjects(text, ps, [], names))?.project.id ?? null;

describe("parent attachment, round links67", () => {
  it("reads a named person's new or old thing as theirs, not the user's project on that thing", () => {
    expect(parentOf("Marguerite's new bathroom is gorgeous", projects("Bathroom renovation", "Learn Italian"), ["Marguerite"])).toBeNull();
    expect(parentOf("Tobias's old shed blew over in the wind", projects("Build a garden shed", "Learn Italian"), ["Tobias"])).toBeNull();
    // The user's own new thing still belongs.
    expect(parentOf("the new bathroom tiles arrived today", projects("Bathroom renovation", "Learn Italian"))).toBe("p1");
  });
});
