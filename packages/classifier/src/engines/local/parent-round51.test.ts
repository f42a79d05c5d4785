import { describe, expect, it } from "vitest";
import type { ContextProject } from "../../types.js";
import { pickParent, rankProjects } from "./parent.js";

// Fifty-first round (cls47): subjects the topic lexicon did not know, from general knowledge of what each involves.
const projects = (...titles: string[]): ContextProject[] => titles.map((title, i) => ({ id: `p${i + 1}`, title }));
const parentOf = (text: string, ps: ContextProject[]): string | null => pickParent(rankProjects(text, ps, []))?.project.id ?? null;

describe("parent attachment, fifty-first round", () => {
  it("knows a remortgage by its lender, building society and fixed rate", () => {
    expect(parentOf("the lender needs three months of bank statements", projects("Install a heat pump", "Remortgage the flat"))).toBe("p2");
    expect(parentOf("building society rang, the new fixed rate is 4.3", projects("Remortgage the flat", "Start a book club"))).toBe("p1");
    // A lender of another kind, with no such project in the context, attaches nothing.
    expect(parentOf("the library lender card expired", projects("Install a heat pump", "Learn Italian"))).toBeNull();
  });

  it("knows building works by building control, footings, soakaways and bifold doors", () => {
    expect(parentOf("building control signed off the footings", projects("Garage extension", "Plan the holiday"))).toBe("p1");
    expect(parentOf("bifold doors are three weeks behind", projects("Grow more veg", "Loft conversion"))).toBe("p2");
  });

  it("knows a wedding by its first dance, over a birthday party", () => {
    expect(parentOf("we still haven't picked the first dance", projects("Mum's 70th party", "Our wedding in June"))).toBe("p2");
  });
});
