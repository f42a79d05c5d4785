import { describe, expect, it } from "vitest";
import type { ContextProject, ContextTask } from "../../types.js";
import { pickParent, rankProjects } from "./parent.js";

// Parent round par28: general knowledge of what projects involve, and a task's object kept after a stopword verb.
const projects = (...titles: string[]): ContextProject[] => titles.map((title, i) => ({ id: `p${i + 1}`, title }));
const parentOf = (text: string, ps: ContextProject[], tasks: ContextTask[] = []): string | null => pickParent(rankProjects(text, ps, tasks))?.project.id ?? null;

describe("parent attachment, round par28", () => {
  it("keeps a task's object when its leading verb is a stopword (Get, Make)", () => {
    const tasks: ContextTask[] = [{ id: "t1", title: "Get the survey booked", parent_id: "p2" } as ContextTask];
    expect(parentOf("the surveyor's fee for the survey is 400", projects("Learn Italian", "Sell the cottage"), tasks)).toBe("p2");
    const make: ContextTask[] = [{ id: "t1", title: "Make the sourdough starter", parent_id: "p1" } as ContextTask];
    expect(parentOf("sourdough rose well overnight", projects("Open a micro bakery", "Paint the hall"), make)).toBe("p1");
  });
});
