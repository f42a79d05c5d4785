import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";

const names = (text: string): string[] => extractEntities(text).map((n) => n.toLowerCase());

describe("entities, round 50: given names that are also words, placed speakers, kin, titles and shop names", () => {
  it("reads a given name that is also a word as a person where only a person stands", () => {
    // Owner of someone or something that is no verb; after a verb of paying; before a speaker's verb.
    expect(names("Dean's daughters are visiting in spring")).toEqual(["dean"]);
    expect(names("lent Randy 40 for the ferry")).toEqual(["randy"]);
    expect(names("Faith wants the spare chairs back")).toEqual(["faith"]);
    // At a sentence start, before a past tense and its object.
    expect(names("Joy sorted the receipts into folders")).toEqual(["joy"]);
    // Beside someone's relation.
    expect(names("Randy and his wife run the bakery")).toContain("randy");
    // But the word stays a word where it is one.
    expect(names("Bill arrived today, 96 dollars")).toEqual([]);
    expect(names("Dean of students emailed about the trip")).toEqual([]);
  });

  it("reads someone placed at a workplace before a speaker's verb as a person, initials too", () => {
    expect(names("Dean at the hardware store says the part is discontinued")).toEqual(["dean"]);
    expect(names("TJ from the garage said the brakes are fine")).toEqual(["tj"]);
    expect(names("paid TJ for the wheel alignment")).toEqual(["tj"]);
    expect(names("Someone from the council called about the bins")).toEqual([]);
  });

  it("takes a word-name and a surname that is no English word as a full name", () => {
    expect(names("met Chase Okonkwo at the trade fair")).toEqual(["chase okonkwo"]);
  });

  it("reads lowercase speakers, owners of kin and kin's names", () => {
    expect(names("joy says the shed door is stuck again")).toEqual(["joy"]);
    expect(names("faith's son starts college soon")).toEqual(["faith"]);
    expect(names("her husband tevita is a carpenter")).toEqual(["tevita"]);
    expect(names("ruby tevaga's mum bill is on the committee")).toEqual(["ruby tevaga", "bill"]);
    // A modal after kin is no name, nor what the kin owns.
    expect(names("my husband will call them")).toEqual([]);
    expect(names("her son's blister needs a plaster")).toEqual([]);
  });

  it("counts a member of a list found under its title", () => {
    expect(names("cards for Tavita, Aunty Rose and Dean")).toEqual(["tavita", "rose", "dean"]);
  });

  it("leaves out Hawaiian kin words, a chef's title, a title before its author, shops named for someone", () => {
    expect(names("lunch at Tutu's after church")).toEqual([]);
    expect(names("Tutu Malia turns 88 in June")).toEqual(["malia"]);
    expect(names("saw Chef Marcus Samuelsson on a cooking show")).toEqual(["marcus samuelsson"]);
    expect(names("finished Persuasion by Jane Austen on the bus")).toEqual(["jane austen"]);
    expect(names("Pedro da Silva fixed the gate")).toEqual(["pedro da silva"]);
    expect(names("Lulu's Shave Ice Stand wants the spot by the pier")).toEqual([]);
    expect(names("Dan's House of Curry closed early")).toEqual([]);
    expect(names("watched Sophie's Choice with Ana")).toEqual(["ana"]);
    // An owner before a name of capitals that goes on with the owner's thing stays a person.
    expect(names("signed Tavita's Riverside Academy form")).toEqual(["tavita"]);
    expect(names("a Portrait of Wojtek hangs in the hall")).toContain("wojtek");
  });

  it("reads a pet by what only a pet is given", () => {
    expect(names("Biscuit needs his rabies jab before the trip")).toEqual([]);
  });
});
