import { describe, expect, it } from "vitest";
import type { ContextProject, ContextTask } from "../../types.js";
import { pickParent, rankProjects } from "./parent.js";
import { topicScore, topicsOf } from "./parent-topics.js";

const projects = (...titles: string[]): ContextProject[] => titles.map((title, i) => ({ id: `p${i + 1}`, title }));
const parentOf = (text: string, ps: ContextProject[], tasks: ContextTask[] = []): string | null => pickParent(rankProjects(text, ps, tasks))?.project.id ?? null;

describe("parent attachment", () => {
  it("attaches by a distinctive shared word, not by a weak one", () => {
    expect(parentOf("the boiler engineer can come friday", projects("Fix the boiler", "Launch the online course"))).toBe("p1");
    expect(parentOf("emailed the client about the contract", projects("Q1 client reports", "Garden shed"))).toBeNull();
  });

  it("attaches by the project's subject when no word is shared", () => {
    expect(parentOf("the caterer wants final numbers by the 20th", projects("Wedding in September", "Replace the car"))).toBe("p1");
    expect(parentOf("two viewings on saturday morning", projects("Start a podcast", "Sell the house"))).toBe("p2");
    expect(parentOf("slugs got the lettuces overnight", projects("Team hackathon", "Vegetable patch"))).toBe("p2");
  });

  it("knows more subjects: applications to study, citizenship, launches, books, pet care, conferences, christenings", () => {
    expect(parentOf("sat a practice GRE, 318", projects("Apply to grad school", "Paint the porch"))).toBe("p1");
    expect(parentOf("biometrics appointment letter came", projects("Naturalisation", "Spring clean"))).toBe("p1");
    expect(parentOf("journalists get the embargoed release on tuesday", projects("New product launch", "Knit a jumper"))).toBe("p1");
    expect(parentOf("the editor wants chapter three cut by half", projects("Write my memoir", "Fix the bike"))).toBe("p1");
    expect(parentOf("flea treatment and a microchip before she comes home", projects("Get a kitten", "Annual report"))).toBe("p1");
    expect(parentOf("sponsors want their logos on the lanyards", projects("Organise the developer summit", "Bake sourdough"))).toBe("p1");
    expect(parentOf("the vicar can do the 3rd of may", projects("Baby's christening", "Sell the motorbike"))).toBe("p1");
    // A vet visit is pet care, not training; and a conference entry alone is too broad.
    expect(parentOf("took Rolo to the vet for his ear", projects("Puppy obedience classes", "Kitchen extension"))).toBeNull();
    expect(parentOf("swag bags from the last job", projects("Organise the developer summit", "Bake sourdough"))).toBeNull();
  });

  it("reads a project's subject from its tasks too", () => {
    const tasks: ContextTask[] = [{ id: "t1", title: "Book the caterer", parent_id: "p2" }];
    expect(parentOf("the florist can do peonies", projects("Office move", "Big day in June"), tasks)).toBe("p2");
  });

  it("reads a project's subject in boats, Christmas, research and spreadsheets, and keeps others' moves and gifts out (round 4)", () => {
    expect(parentOf("sanded the keel and ordered antifouling", projects("Fix up the old dinghy", "Tax return"))).toBe("p1");
    expect(parentOf("stockings are hung and the secret santa is drawn", projects("Work laptop refresh", "Christmas at ours"))).toBe("p2");
    expect(parentOf("booked five user interviews for tuesday", projects("Onboarding discovery", "Paint the fence"))).toBe("p1");
    expect(parentOf("my sister is moving to Leeds in may", projects("Move to Glasgow", "Learn guitar"))).toBeNull();
    expect(parentOf("got a birthday card for my colleague", projects("Mum's 60th birthday", "Learn guitar"))).toBeNull();
  });

  it("leaves a thought unattached when the projects are unrelated or equally related", () => {
    expect(parentOf("pick up milk and bread on the way home", projects("Roof replacement", "Hire a junior developer"))).toBeNull();
    expect(parentOf("the caterer wants numbers", projects("Wedding in June", "Dad's 70th birthday"))).toBeNull();
  });

  it("needs two entries of a broad subject (a conference is not the offsite)", () => {
    expect(parentOf("still waiting on the refund from the Toronto conference", projects("Vancouver offsite"))).toBeNull();
    expect(topicScore(topicsOf("conference slides are done"), topicsOf("Vancouver offsite")).score).toBe(2);
  });

  it("counts a subject's words once the project text has them already", () => {
    expect(topicScore(topicsOf("the wedding dress fitting"), topicsOf("Wedding in June")).topics).toEqual(["wedding"]);
    expect(topicScore(topicsOf("the wedding"), topicsOf("Wedding in June")).score).toBe(0);
  });

  it("does not attach by a common word alone ('birthday' is not Dad's party)", () => {
    expect(parentOf("get a birthday card for Tom from accounts", projects("Dad's 70th do", "Website redesign"))).toBeNull();
    expect(parentOf("clean the oven this weekend", projects("Kitchen extension", "Book club"))).toBeNull();
    expect(parentOf("the caterer needs the cake order", projects("Dad's 70th do", "Website redesign"))).toBe("p1");
  });

  it("matches a phrase only as a whole ('best man', not 'man')", () => {
    expect(topicsOf("the best man speech").get("wedding")).toEqual(expect.arrayContaining(["best man"]));
    expect(topicsOf("a man came to read the meter").has("wedding")).toBe(false);
  });

  it("does not attach by someone else's thing to a project that is someone's (issue 10)", () => {
    expect(parentOf("my own kitchen tap is dripping again", projects("Renovate Mum's kitchen", "Team hackathon"))).toBeNull();
    expect(parentOf("grandpa's care plan review is on the 12th", projects("Grandma's care plan", "Vegetable patch"))).toBeNull();
    expect(parentOf("the new cupboards for mum's kitchen came", projects("Renovate Mum's kitchen", "Team hackathon"))).toBe("p1");
  });

  it("knows more subjects: moving by packers, a talk by its keynote, a wedding by its sangeet", () => {
    expect(parentOf("the packers quoted 38k for the whole flat", projects("Shift to the Whitefield flat", "Diwali at home"))).toBe("p1");
    expect(parentOf("DJ confirmed for the sangeet", projects("Didi's wedding in November", "Renew the car insurance"))).toBe("p1");
    expect(parentOf("need a structural engineer to sign off the beam", projects("Knock through the kitchen wall", "Learn Spanish"))).toBe("p1");
  });
  it("keeps other people's things and acts out of the user's own projects (round 9)", () => {
    const of = (text: string, ps: ContextProject[], names: string[]) => pickParent(rankProjects(text, ps, [], names))?.project.id ?? null;
    expect(of("Marguerite's boat sank last night", projects("Restore the boat", "Tax return"), ["Marguerite"])).toBeNull();
    expect(of("the neighbours' extension is finally done", projects("Kitchen extension", "Tax return"), [])).toBeNull();
    expect(of("Joss adopted two cats", projects("Adopt a rescue dog", "Tax return"), ["Joss"])).toBeNull();
    expect(of("my sister is tiling her kitchen herself", projects("Kitchen extension", "Tax return"), [])).toBeNull();
    // The household's things are the user's, and a person the title names is that project's.
    expect(of("the kids' passports expire in may", projects("Renew passports", "Paint the shed"), [])).toBe("p1");
    expect(of("Dad's care home wants the forms", projects("Move Dad into care", "Paint the shed"), [])).toBe("p1");
    // A past act meeting a title's thing counts half: "moved" is no "Office move".
    expect(parentOf("the dentist moved my appointment", projects("Office move", "Paint the shed"))).toBeNull();
  });

  it("knows more kinds of projects (round 9)", () => {
    expect(parentOf("the social worker wants references for the home study", projects("Adopt a child", "Paint the shed"))).toBe("p1");
    expect(parentOf("viva date set, examiner is from Leeds", projects("Finish my doctorate", "Paint the shed"))).toBe("p1");
    expect(parentOf("raffle prizes and the silent auction list", projects("Spring charity gala", "Paint the shed"))).toBe("p1");
    expect(parentOf("tanking membrane and a sump pump quote", projects("Convert the cellar", "Paint the shed"))).toBe("p1");
    expect(parentOf("TestFlight build crashes on the login screen", projects("Ship version 3 of the app", "Paint the shed"))).toBe("p1");
  });

  it("attaches by a distinctive word shared with one of the project's own tasks, unless the thought completes a loose task", () => {
    const ps = projects("Garden party for Nan's 90th", "Switch bank accounts");
    const tasks: ContextTask[] = [
      { id: "t1", title: "Ask the florist for a quote", parent_id: "p1" },
      { id: "t2", title: "Order new debit cards", parent_id: "p2" },
      { id: "t3", title: "Pay the window cleaner", parent_id: null },
    ];
    expect(parentOf("florist came back at 900 for the lot", ps, tasks)).toBe("p1");
    // Only a weak word ("new") shared: no family tie.
    expect(parentOf("new phone case arrived", ps, tasks)).toBeNull();
    // The shared word belongs to the task the thought completes, which sits in no project.
    expect(pickParent(rankProjects("florist came back at 900 for the lot", ps, tasks), { completesLooseTask: true })).toBeNull();
    // The same word in two projects' tasks ties them: no parent.
    const twin: ContextTask[] = [...tasks, { id: "t4", title: "Ask the florist about the bouquet", parent_id: "p2" }];
    expect(parentOf("florist came back at 900 for the lot", ps, twin)).toBeNull();
  });

  it("knows the parts of making a record, of a studio build and of renting (twenty-third round)", () => {
    expect(parentOf("the guitarist wants to redo two overdubs", projects("Record our first album", "Repaint the hall"))).toBe("p1");
    expect(parentOf("mixdown of the b-side is pitchy, redo the vocal comp", projects("Repaint the hall", "Finish the EP with the band"))).toBe("p2");
    expect(parentOf("the control room needs bass traps in every corner", projects("Home recording studio", "Repaint the hall"))).toBe("p1");
    expect(parentOf("the letting agent has three two-beds to show us", projects("Repaint the hall", "Move out of the city"))).toBe("p2");
    expect(parentOf("the drummer next door practises at midnight", projects("Repaint the hall", "Move out of the city"))).toBeNull();
  });

  it("keeps another person's own doing of the title's act out (twenty-third round)", () => {
    expect(parentOf("my cousins are moving to Sligo in spring", projects("Move to a bigger flat", "Repaint the hall"))).toBeNull();
    expect(parentOf("moving the piano out on saturday", projects("Move to a bigger flat", "Repaint the hall"))).toBe("p1");
  });

  it("knows the parts of a software release, a school admission, a lift and a whole-home renovation (twenty-sixth round)", () => {
    expect(parentOf("smoke test on staging failed twice", projects("Repaint the hall", "Billing app release 2.0"))).toBe("p2");
    expect(parentOf("code freeze moved to thursday", projects("Billing app release 2.0", "Repaint the hall"))).toBe("p1");
    expect(parentOf("the school wants the transfer certificate and a birth certificate", projects("Repaint the hall", "Arjun's admission to grade 1"))).toBe("p2");
    expect(parentOf("Schindler quoted less for the AMC", projects("New lift for the building", "Repaint the hall"))).toBe("p1");
    expect(parentOf("the implant for the hip is 90k extra", projects("Repaint the hall", "Dad's hip replacement"))).toBe("p2");
    expect(parentOf("grout for the bathroom floor: charcoal", projects("Renovate the apartment", "Billing app release 2.0"))).toBe("p1");
    // A renovation that names its own room does not take another room's words.
    const topic = (title: string) => rankProjects("grout for the bathroom: charcoal", projects(title), [])[0]!.topicScore;
    expect(topic("Renovate the apartment")).toBeGreaterThanOrEqual(1);
    expect(topic("Kitchen renovation")).toBe(0);
  });

  it("does not attach by a thing that owns the title's object alone (forty-eighth round)", () => {
    expect(parentOf("the shop window needs a new display for autumn", projects("Citizenship application", "Switch the shop's bookkeeping to new software"))).toBeNull();
    // The owner beside a word of the project's own still attaches; a person or the household as owner is left alone.
    expect(parentOf("export the shop's invoices for the new bookkeeping", projects("Citizenship application", "Switch the shop's bookkeeping to new software"))).toBe("p2");
    expect(parentOf("Ira's admission form is in", projects("Ira's admission to Class 1", "Repaint the hall"))).toBe("p1");
  });
});
