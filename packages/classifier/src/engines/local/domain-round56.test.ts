import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { ROUND56_DOMAIN_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/** The domains the fifty-sixth round's cues give a thought (the other rounds' cues are left out). */
const cuesOf = (text: string) => ROUND56_DOMAIN_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);
const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).domain;

describe("fifty-sixth-round domain cues: a grassroots team's season, a helper's wages, a trade's insurance, another's new car, another's news, a printer, a tradesperson's card, a shift swap, a child's lessons", () => {
  it("reads a grassroots team's kick-off, fixtures, cup tie, goalie, under-Ns and end of season do as friends' or kids' life, not kicking off work", () => {
    expect(cuesOf("squad photo half an hour before kick off on sunday")).toContain("social");
    expect(cuesOf("Dermot sent round the fixtures for the spring")).toContain("social");
    expect(cuesOf("the lads have a cup tie away on saturday")).toContain("social");
    expect(cuesOf("new goalie gloves for Finn, his old ones split")).toContain("social");
    expect(cuesOf("sort the trophies for the end of season do")).toContain("social");
    expect(cuesOf("kick off the onboarding push with the new hires on monday")).not.toContain("social");
    expect(cuesOf("the team offsite is booked for june")).not.toContain("social");
    expect(domain("book the clubhouse for the end of season do, trophies and a buffet")).toBe("social");
  });

  it("reads wages paid to a named helper for their days, shifts or help as the business's labour, not a gift", () => {
    expect(cuesOf("paid Grainne 90 for helping at the stall on saturday")).toContain("systems");
    expect(cuesOf("pay Tomasz £300 for the three shifts he covered")).toContain("systems");
    expect(cuesOf("paid Milo and Ruth for june, 1,800 between them")).toContain("systems");
    expect(cuesOf("paid Grainne back for the concert tickets")).not.toContain("systems");
    expect(cuesOf("sent Grainne 50 for her birthday")).not.toContain("systems");
  });

  it("reads a trade's liability or indemnity insurance as the business's, not one's own", () => {
    expect(cuesOf("public liability renewal came through, 310 for the year")).toContain("systems");
    expect(cuesOf("paid the professional indemnity, up again")).toContain("systems");
    expect(cuesOf("home insurance renewed, 280 for the year")).not.toContain("systems");
  });

  it("reads another person's new car or purchase as their news, not one's own car", () => {
    expect(cuesOf("Ronan's new car's an electric Kia, he won't shut up about it")).toContain("social");
    expect(cuesOf("Hattie's bought a new campervan, off to Cornwall in it")).toContain("social");
    expect(cuesOf("my new car's making a rattle at the back")).not.toContain("social");
  });

  it("reads a named person's result told as what they got as that person's news, and a printer as the office's", () => {
    expect(cuesOf("Saoirse got into the nursing course in Galway!!")).toContain("social");
    expect(cuesOf("our Declan got through his theory test at last")).toContain("social");
    expect(cuesOf("I got into the nursing course")).not.toContain("social");
    expect(cuesOf("order toner for the printer before the audit")).toContain("systems");
    expect(cuesOf("the printer lease is up in April")).toContain("systems");
  });

  it("reads a tradesperson's card for the home as one's own, though a friend or relative recommended them", () => {
    expect(cuesOf("Lorcan Doyle the electrician, Fidelma's cousin, 087 555 3310")).toContain("personal");
    expect(cuesOf("Bernadette's brother Seamus does roofs, cash only")).toContain("personal");
    expect(cuesOf("Nana Ama's handyman is Kweku, free on saturdays")).toContain("personal");
    expect(cuesOf("Fidelma's cousin is getting married in June")).not.toContain("personal");
    expect(domain("Bernadette's brother Seamus does roofs, cash only, 087 555 0144")).toBe("personal");
  });

  it("reads swapping a shift, a long day or a day of the rota as the job, not a swap added after a family event", () => {
    expect(cuesOf("text Oonagh about swapping thursday")).toContain("systems");
    expect(cuesOf("swap my long day on the 9th with Bronagh so I can make the christening")).toContain("systems");
    expect(cuesOf("Niamh's school play friday at 2, I've swapped my shift")).not.toContain("systems");
    expect(cuesOf("swapped the sofa cushions round")).not.toContain("systems");
  });

  it("reads a named child's lessons, practice or being taken to them as the family's, not one's own class", () => {
    expect(cuesOf("guitar lessons for Orla move to wednesdays at 5")).toContain("social");
    expect(cuesOf("drove Cian to karate straight from school")).toContain("social");
    expect(cuesOf("dance class with Maisie every saturday morning")).toContain("social");
    expect(cuesOf("my guitar lessons move to wednesdays")).not.toContain("social");
    expect(cuesOf("swimming lessons for me on tuesdays, finally")).not.toContain("social");
  });
});
