import { describe, expect, it } from "vitest";
import type { ContextProject, ContextTask } from "../../types.js";
import { pickParent, rankProjects } from "./parent.js";

// Parent round par29: more general knowledge of what projects involve, from the read halves' parent misses.
const projects = (...titles: string[]): ContextProject[] => titles.map((title, i) => ({ id: `p${i + 1}`, title }));
const parentOf = (text: string, ps: ContextProject[], tasks: ContextTask[] = [], names: string[] = []): string | null =>
  pickParent(rankProjects(text, ps, tasks, names))?.project.id ?? null;

describe("parent attachment, round par29", () => {
  it("knows a wedding by its speeches and its cake tasting", () => {
    expect(parentOf("my speech runs way over, cut the stag stories", projects("Best man for Arjun", "Service the boiler"))).toBe("p1");
    expect(parentOf("cake tasting moved to next saturday", projects("Paint the shed", "Wedding in June"))).toBe("p2");
    expect(parentOf("do we want a two-tier or a three-tier", projects("Our wedding in Cork", "Clear the gutters"))).toBe("p1");
  });

  it("knows a bazaar as a community event, a party by its hall, an end of season do by its trophies", () => {
    expect(parentOf("we need a float for the tombola", projects("Parish autumn bazaar", "Fix the car"))).toBe("p1");
    expect(parentOf("the village hall is free on the 9th", projects("Learn Spanish", "Mum's 60th party"))).toBe("p2");
    expect(parentOf("order the trophies for the under-12s", projects("End of season do for the club", "Redo the bathroom"))).toBe("p1");
  });

  it("knows a school admission by its donation, a nursing registration by its CBT", () => {
    expect(parentOf("the donation the school wants is far too much", projects("Nursery admission for Diya", "Sell the old sofa"))).toBe("p1");
    expect(parentOf("passed the CBT on the first try", projects("Tidy the loft", "Get my NMC registration"))).toBe("p2");
  });
});

describe("parent attachment, round par29: a name is who, not what", () => {
  it("does not tie a thought to a project by a name's closeness to the title's names", () => {
    expect(parentOf("Tracey has a new job in town", projects("Stacey and Dean's wedding", "Remortgage the house"), [], ["Tracey"])).toBeNull();
  });
});

describe("parent attachment, round par29: news of another person's relative", () => {
  it("does not give a relative's project the news of someone else's relative", () => {
    expect(parentOf("Priya's dad had his knee done last week, walking already", projects("Dad's knee replacement", "Paint the fence"), [], ["Priya"])).toBeNull();
    // The project owner's own news still belongs to it.
    expect(parentOf("Mum's knee is swollen again after physio", projects("Mum's knee replacement", "Paint the fence"))).toBe("p1");
  });
});

describe("parent attachment, round par29: exams, a website's copy, Christmas and cake baking", () => {
  it("knows an exam year by its exam and a Scottish exam by its name", () => {
    expect(parentOf("the exam timetable came out today", projects("Sit my Highers in chemistry", "Wash the car"))).toBe("p1");
  });
  it("knows a website by its dev and its copy", () => {
    expect(parentOf("send the dev the copy for the about page", projects("Build the shop's new site", "Walk the dog"))).toBe("p1");
  });
  it("knows a Christmas cake by its fruit and a baking class by its turntables", () => {
    expect(parentOf("sultanas and mixed peel soaking in brandy", projects("Christmas cake orders", "Fix the gate"))).toBe("p1");
    expect(parentOf("ordered piping bags and two turntables for the students", projects("Fix the gate", "Start cake decorating classes"))).toBe("p2");
  });
});

describe("parent attachment, round par29: a bazaar's stall, losing weight", () => {
  it("knows a bazaar by its stall", () => {
    expect(parentOf("jam and chutney for the stall", projects("Summer concert", "Parish bazaar"))).toBe("p2");
  });
  it("knows losing weight by its pounds and biscuits", () => {
    expect(parentOf("three pounds off this week, no chocolate since sunday", projects("Knee physio", "Lose a stone before the wedding"))).toBe("p2");
  });
});
