import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";

describe("entities, twenty-eighth session: names the reader turned away", () => {
  it("reads a capitalised French pronoun ('Elle') as a given name, and leaves 'Il Forno' a restaurant", () => {
    expect(extractEntities("promised Ingrid and Elle we go to the cabin saturday")).toEqual(["Ingrid", "Elle"]);
    expect(extractEntities("Elle must have new rain boots, her feet grew")).toEqual(["Elle"]);
    expect(extractEntities("Il Forno for pizza tonight")).toEqual([]);
  });

  it("reads a name before a modal as the subject", () => {
    expect(extractEntities("Tawanda must still tell me if he's in on the van")).toEqual(["Tawanda"]);
  });

  it("reads an unknown owner after a viewing or reading verb as a person when a lowercase thing follows", () => {
    expect(extractEntities("go watch Chidera's netball after work")).toEqual(["Chidera"]);
    expect(extractEntities("reading Tavita's library book with him")).toEqual(["Tavita"]);
    // A title that goes on with a capital is still a title.
    expect(extractEntities("watched Grey's Anatomy all night")).toEqual([]);
  });

  it("reads a giving verb's first object as a person though a shop word follows", () => {
    expect(extractEntities("get Keoni new school shoes size 4")).toEqual(["Keoni"]);
  });

  it("reads a name whose first act befalls a body as a person, not a shop", () => {
    expect(extractEntities("Tendai fell off the delivery bike, he is fine")).toEqual(["Tendai"]);
    expect(extractEntities("Swiggy overcharged me twice on the delivery")).toEqual([]);
  });

  it("reads the one flowers or a present came from as a person, and a name beside 'the three kids'", () => {
    expect(extractEntities("twenty years at the school, got flowers from Sigrun")).toEqual(["Sigrun"]);
    expect(extractEntities("train tickets booked for me, Wairimu and the three kids")).toEqual(["Wairimu"]);
  });
});

describe("Cajun kin words (twenty-eighth session)", () => {
  it("reads mamère and parrain as relations, not names", () => {
    expect(extractEntities("venmo Lanie half of mamère's new walker")).toEqual(["Lanie"]);
    expect(extractEntities("we all going to my parrain's camp for the 4th")).toEqual([]);
  });
});

describe("names in a contact card (twenty-eighth session)", () => {
  it("reads a name before 'the <trade>er' or texting's 'd <trade>' in a card, and before 'veer'", () => {
    expect(extractEntities("Kwabena the welder is at Suame behind the Shell station, 024 555 0142")).toEqual(["Kwabena"]);
    expect(extractEntities("Chinedu d mechanic at Oshodi, 0816 220 4471")).toEqual(["Chinedu"]);
    expect(extractEntities("Jaspal veer the hockey coach 604-555-0188 call after 6")).toEqual(["Jaspal"]);
    // Without a number, a dog breed stays a breed.
    expect(extractEntities("Brixton the boxer won at the show")).toEqual([]);
  });
});

describe("a given name that is also a word, opening the thought (twenty-eighth session)", () => {
  it("reads it as a name before 'shot her' or a person's everyday act in the present", () => {
    expect(extractEntities("Ruby shot her first basket in a real game")).toEqual(["Ruby"]);
    expect(extractEntities("Holly plays way better when her dad isn't watching")).toEqual(["Holly"]);
    expect(extractEntities("Sage grows best in full sun")).toEqual([]);
  });
});

describe("an author after 'reading the new' (twenty-eighth session)", () => {
  it("reads a full name after 'the new' that one reads as a person, not a car", () => {
    expect(extractEntities("reading the new Sally Rooney, can't put it down")).toEqual(["Sally Rooney"]);
    expect(extractEntities("bought the new Mercedes Benz")).toEqual([]);
  });
});
