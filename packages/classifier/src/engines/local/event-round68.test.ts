import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).event_type;

describe("sixty-eighth-round event cues", () => {
  it("makes a thing, not money, told as owed a noticed fact", () => {
    expect(type("Bronagh still owes me the minutes from the residents' meeting")).toBe("observation_insight");
    expect(type("Priya still owes us the floor plans from the viewing")).toBe("observation_insight");
    expect(type("Kofi owes me £40 for the concert tickets")).toBe("transaction");
  });

  it("makes someone told as off sick a noticed fact", () => {
    expect(type("Dermot off sick again so I'm opening up on my own")).toBe("observation_insight");
  });

  it("makes several people wanting the same thing a noticed fact, not a thing to get", () => {
    expect(type("Oisín, Maeve and Cian all want the same football boots for christmas")).toBe("observation_insight");
    expect(type("Tendai and Rudo both asked for the bank holiday off, only one can have it")).toBe("observation_insight");
  });

  it("makes a walk, run or swim logged a routine, and a first still an outcome", () => {
    expect(type("walked the dog up Cave Hill and back")).toBe("routine_activity");
    expect(type("ran 4 miles along the canal before the school run")).toBe("routine_activity");
    expect(type("swam at Seapoint before heading in, water was freezing")).toBe("routine_activity");
    expect(type("ran 10k without stopping, first time ever!!")).toBe("milestone_outcome");
  });

  it("makes a talk or an information night learning, not a task", () => {
    expect(type("parenting talk at Aoife's school tuesday 7pm")).toBe("learning_consumption");
    expect(type("went to the info night on apprenticeships with Conor, loads of options")).toBe("learning_consumption");
  });

  it("makes a document or pictures sent to a named person a message, and money sent a transaction", () => {
    expect(type("sent Rashida the revised floor plans, over to her now")).toBe("communication");
    expect(type("sent Tomás and Lucía the photos from the christening")).toBe("communication");
    expect(type("sent the signed contract to Imelda, now we wait")).toBe("communication");
    expect(type("sent Kwabena $60 for his birthday")).toBe("transaction");
  });

  it("makes feeling rotten or run down a feeling", () => {
    expect(type("feeling rotten, this cold has gone to my chest")).toBe("emotion_state");
    expect(type("feeling run down, think I caught what the kids had")).toBe("emotion_state");
  });

  it("makes who a person is, told by what they run or whose books they keep, a contact card", () => {
    expect(type("Eilidh Grant runs the ferry office out of Oban, wants a week's notice")).toBe("contact");
    expect(type("Mr Sandhu does the shop's books, office on Soho Road, mornings only")).toBe("contact");
    expect(type("Ana does the house every second thursday")).not.toBe("contact");
  });

  it("makes half of a job done, the rest to do, a task", () => {
    expect(type("half the kitchen units hung, the rest after the holidays")).toBe("task");
    expect(type("half the fence posts in, the rest when the rain stops")).toBe("task");
    expect(type("half the lambs this year came from the ewes we bought in")).not.toBe("task");
  });
});
