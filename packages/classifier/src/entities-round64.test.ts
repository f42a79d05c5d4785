import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";
import { kinCalledByName } from "./entities/lexicon.js";

const names = (text: string): string[] => extractEntities(text, {}).map((n) => n.toLowerCase());

describe("entities, round on the sixty-fourth branch (read halves 57–63)", () => {
  it("reads kin words of other languages that a family calls its elders by as relation words, not names", () => {
    expect(names("Kuku's cough is worse, Tuyeni will take her to the clinic")).toEqual(["tuyeni"]);
    expect(names("video call áhkku on sunday so Biret can sing for her")).toEqual(["biret"]);
    expect(names("Mamie wants the recipe for the gateau piment")).toEqual([]);
    expect(names("eadni thinks the reindeer fence needs mending")).toEqual([]);
  });

  it("keeps the name after an Afrikaans kin title, without the title", () => {
    expect(names("Oom Sarel fixed the gate latch for free")).toEqual(["sarel"]);
    expect(names("Tannie Elmarie sent biscuits for the kids")).toEqual(["elmarie"]);
  });

  it("still gives the text models the person a kin word stands for", () => {
    expect(kinCalledByName("Kuku's cough is worse")).toEqual(["Kuku"]);
    expect(kinCalledByName("Oom Sarel fixed the gate")).toEqual(["Oom Sarel"]);
    // The English word "meme" is no kin word.
    expect(kinCalledByName("saw a funny meme about tax")).toEqual([]);
  });

  it("reads a name owning care or a test, with the vet earlier in its sentence, as the vet's patient", () => {
    expect(names("the vet still hasn't called about Max's blood test")).toEqual([]);
    expect(names("friday 3pm at the vet for Charlie's jabs, Dana drives")).toEqual(["dana"]);
    // Without the vet, a child's jabs are a child's.
    expect(names("Charlie's jabs at the clinic on friday")).toEqual(["charlie"]);
  });

  it("reads where someone comes from as a place, even a given name", () => {
    expect(names("Lachie is driving down from Alice for the footy")).toEqual(["lachie"]);
    expect(names("Rangi flew up from Florence last night")).toEqual(["rangi"]);
  });

  it("reads an unknown name opening the thought with what it is doing, the be dropped, as a person", () => {
    expect(names("Tavita having a rough week since the mill shut")).toEqual(["tavita"]);
    expect(names("Oriwa begging to ride the quad, maybe on sunday")).toEqual(["oriwa"]);
    expect(names("Keziah gotta get new boots for netball")).toEqual(["keziah"]);
    expect(names("Tumelo off sick so I'm covering the till")).toEqual(["tumelo"]);
    // A thing's noun in "-ing" is no doing.
    expect(names("Kowhai listing is live on the site")).toEqual([]);
  });

  it("reads an unknown name after a message or a list sent to it as a person, not a place", () => {
    expect(names("voice message to Tuulikki about the sauna booking")).toEqual(["tuulikki"]);
    expect(names("packing list to Wiremu before friday")).toEqual(["wiremu"]);
    // A known place stays a place.
    expect(names("email to Malta tourism about the permit")).toEqual([]);
  });
});
