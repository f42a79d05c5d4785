import { describe, expect, it } from "vitest";
import type { ContextProject, ContextTask } from "../../types.js";
import { pickParent, rankProjects } from "./parent.js";

// Parent round par28: general knowledge of what projects involve, and a task's object kept after a stopword verb.
const projects = (...titles: string[]): ContextProject[] => titles.map((title, i) => ({ id: `p${i + 1}`, title }));
const parentOf = (text: string, ps: ContextProject[], tasks: ContextTask[] = [], names: string[] = []): string | null =>
  pickParent(rankProjects(text, ps, tasks, names))?.project.id ?? null;

describe("parent attachment, round par28", () => {
  it("keeps a task's object when its leading verb is a stopword (Get, Make)", () => {
    const tasks: ContextTask[] = [{ id: "t1", title: "Get the survey booked", parent_id: "p2" } as ContextTask];
    expect(parentOf("the surveyor's fee for the survey is 400", projects("Learn Italian", "Sell the cottage"), tasks)).toBe("p2");
    const make: ContextTask[] = [{ id: "t1", title: "Make the sourdough starter", parent_id: "p1" } as ContextTask];
    expect(parentOf("sourdough rose well overnight", projects("Open a micro bakery", "Paint the hall"), make)).toBe("p1");
  });
  it("knows a home loan by its property papers and deeds", () => {
    expect(parentOf("the bank wants the sale deed and the encumbrance certificate", projects("Home loan for the new flat", "Learn the violin"))).toBe("p1");
  });

  it("knows a kitchen's benchtops and a paint job's primer and topcoat within their projects", () => {
    expect(parentOf("stone benchtops arrive thursday", projects("Renovate the bungalow", "Plan the book club"))).toBe("p1");
    expect(parentOf("topcoat on the porch rails tomorrow", projects("Tax return", "Paint the outside of the cottage"))).toBe("p2");
  });

  it("knows a language by its name, a thesis by its ethics committee", () => {
    expect(parentOf("Duolingo streak is at 100 days", projects("Learn Welsh", "Fix the gutters"))).toBe("p1");
    expect(parentOf("the ethics committee meets on the 3rd", projects("Repaint the shed", "Write up my PhD thesis"))).toBe("p2");
  });

  it("knows a garden by its sowing and decking, a nursing home by its matron", () => {
    expect(parentOf("sowing the broad beans this weekend", projects("Start an allotment", "Quarterly report"))).toBe("p1");
    expect(parentOf("the decking boards are rotten through", projects("Hire a junior", "Sort out the back garden"))).toBe("p2");
    expect(parentOf("matron rang about the room on the ground floor", projects("Move Dad into a care home", "Buy a bike"))).toBe("p1");
  });

  it("knows a bad back by its physio, a Christmas concert by its carols", () => {
    expect(parentOf("physio appointment moved to wednesday", projects("Fix my back pain", "Renew the car insurance"))).toBe("p1");
    expect(parentOf("print the carol sheets for the choir", projects("Spring clean", "Christmas concert at the church"))).toBe("p2");
  });

  it("knows a move by its rental agreement, new landlord and a hired van", () => {
    expect(parentOf("the new landlord wants a reference from work", projects("Move to Leeds", "Learn to code"))).toBe("p1");
    expect(parentOf("rent a van for the saturday", projects("Cut the hedge", "Moving out of the flat"))).toBe("p2");
  });

  it("knows citizenship by its B1 certificate, a job abroad by its openings and OET", () => {
    expect(parentOf("need a B1 certificate before applying", projects("Apply for citizenship", "Paint the fence"))).toBe("p1");
    expect(parentOf("two openings at the hospital in Cork", projects("Redo the patio", "Find a nursing job abroad"))).toBe("p2");
  });

  it("knows a scooter by its test ride and brakes, an online shop by its delivery zones", () => {
    expect(parentOf("test ride on saturday, check the brakes", projects("Buy a second-hand scooter", "Clear the loft"))).toBe("p1");
    expect(parentOf("set up delivery zones for the north side", projects("Read more", "Online orders for the bakery"))).toBe("p2");
  });

  it("knows a wedding's mehendi and a thatched roof within a renovation", () => {
    expect(parentOf("mehendi night is the day before", projects("Priya's wedding", "Sell the car"))).toBe("p1");
    expect(parentOf("the thatcher can come in march", projects("Learn Spanish", "Renovate the old cottage"))).toBe("p2");
  });

  it("knows an Instagram page, an audit, a licence and bookkeeping by their parts", () => {
    expect(parentOf("followers up to 300 after the reel", projects("Instagram page for the pottery", "Fix the boiler"))).toBe("p1");
    expect(parentOf("the inspectors will look at the fire logs first", projects("Sell the van", "Get the care home ready for the CQC audit"))).toBe("p2");
    expect(parentOf("environmental health visit is on the 12th", projects("Food licence for the cafe", "Book club"))).toBe("p1");
    expect(parentOf("the invoicing tool trial ends friday", projects("Move the books to Xero", "Repaint the hall"))).toBe("p1");
  });

  it("knows a degree by its lectures and textbooks, an exam year by its past papers, knitting by its yarn, a food truck by its step van", () => {
    expect(parentOf("two lectures to catch up on", projects("Finish my degree", "Build a shed"))).toBe("p1");
    expect(parentOf("past papers from 2019 for the students", projects("Walk the Camino", "Junior Cert maths grinds"))).toBe("p2");
    expect(parentOf("the yarn for the scarves came in the wrong colour", projects("Knit scarves for the market", "Fix the gate"))).toBe("p1");
    expect(parentOf("found a step van on the classifieds", projects("Start a food truck", "Learn the guitar"))).toBe("p1");
  });
  it("reads what a wait runs until as when, not what the thought is about", () => {
    expect(parentOf("we hold off on the garden till the wedding is over", projects("Redo the garden", "Our wedding in May"))).toBe("p1");
    expect(parentOf("no new car until the loft conversion is paid off", projects("Loft conversion", "Replace the car"))).toBe("p2");
  });

  it("knows a move to university by its halls and student finance, a shop by its product photos, a party by its back room", () => {
    expect(parentOf("the halls sent the room contract", projects("Aoife's move to Galway for uni", "Paint the shed"))).toBe("p1");
    expect(parentOf("book a day for product photos of the candles", projects("Tidy the garage", "Launch the online shop"))).toBe("p2");
    expect(parentOf("the pub has a back room for forty", projects("Plan Gran's 90th", "Fix the boiler"))).toBe("p1");
  });
  it("breaks a tie of shared words by the subject the thought names", () => {
    expect(parentOf("Niamh's student loan is still pending", projects("Niamh's swimming lessons", "Niamh's move to Cork for uni"))).toBe("p2");
  });
  it("does not meet a project's subject through another person's act", () => {
    expect(parentOf("Mira adopted a rescue dog last week", projects("Adopt a child", "Paint the hall"), [], ["Mira"])).toBeNull();
    // The user's own rescue dog still belongs to a dog project.
    expect(parentOf("the rescue centre called about the home visit", projects("Adopt a dog", "Paint the hall"))).toBe("p1");
  });
});
