import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { USER_STILL_UNDONE } from "./event-type.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-06-09T10:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput);
const type = (text: string) => run(text).event_type;
const prep = (text: string) => prepareText(text, extractEntities(text, {}));

describe("the user's own act still undone (fifty-third round)", () => {
  it("reads '(I) still haven't …' opening the thought, and not a party's 'still hasn't'", () => {
    expect(USER_STILL_UNDONE.test(prep("I still haven't sent Ms Ruddock my hours"))).toBe(true);
    expect(USER_STILL_UNDONE.test(prep("still haven't measured the landing for the carpet"))).toBe(true);
    expect(USER_STILL_UNDONE.test(prep("the landlord still hasn't fixed the extractor fan"))).toBe(false);
    expect(USER_STILL_UNDONE.test(prep("Bernadette still hasn't sent the seating plan"))).toBe(false);
  });

  it("leaves hearing, receiving or getting from a party a wait, not the user's own act", () => {
    expect(USER_STILL_UNDONE.test(prep("still haven't heard back from the planning office about the porch"))).toBe(false);
    expect(USER_STILL_UNDONE.test(prep("I still haven't received the deposit from the letting agent"))).toBe(false);
    expect(type("still haven't heard back from the planning office about the porch")).toBe("observation_insight");
  });

  it("makes it a thing to do, a call when the act is one, while a party's 'still hasn't' stays something awaited", () => {
    expect(type("I still haven't booked the car in for its service")).toBe("task");
    expect(type("still haven't measured the landing for the carpet, that one's on me")).toBe("task");
    expect(type("still haven't phoned the opticians about the frames, first thing monday")).toBe("communication");
    expect(type("the landlord still hasn't fixed the extractor fan")).toBe("observation_insight");
  });
});

describe("money awaited (fifty-third round)", () => {
  it("makes a payment owed to the user and still not come a transaction, not a noticed fact", () => {
    expect(type("the tax credit from the revenue still hasn't come through, ten weeks on")).toBe("transaction");
    expect(type("that garden centre still hasn't refunded the double charge on my card")).toBe("transaction");
    expect(type("the pension lump sum still hasn't landed in my account")).toBe("transaction");
  });

  it("leaves a wait for a thing or an answer with no money in it a noticed fact", () => {
    expect(type("the surveyor still hasn't sent the report on the damp")).toBe("observation_insight");
  });
});

describe("no getting of a thing in a noun 'return' or a person picked up (fifty-third round)", () => {
  it("does not read a tax or annual return, or a return fare, as giving something back", () => {
    expect(type("finally done the charity's annual return")).not.toBe("acquisition_disposition");
    expect(type("the partnership tax return is filed, no penalty this year")).not.toBe("acquisition_disposition");
    expect(type("return the hired carpet cleaner to the shop")).toBe("acquisition_disposition");
  });

  it("makes picking up or grabbing a person a thing to do, and picking up their things still a getting", () => {
    expect(type("pick up Ottilie at 4 from the leisure centre")).toBe("task");
    expect(type("grab Barnaby from cubs tonight")).toBe("task");
    expect(type("pick up Ottilie's new glasses from the optician")).toBe("acquisition_disposition");
  });
});

describe("someone's news followed by an instruction (fifty-third round)", () => {
  it("makes it a task when an instruction follows the comma, and leaves the news alone otherwise", () => {
    expect(type("Philippa's dad is in the Ulster Hospital, send her some flowers")).not.toBe("observation_insight");
    expect(type("Philippa's dad is in the Ulster Hospital after a fall")).toBe("observation_insight");
  });
});

describe("a refresher or a seminar (fifty-third round)", () => {
  it("reads it as a class, booked or attended", () => {
    expect(type("manual handling refresher in the canteen tuesday at 2")).toBe("learning_consumption");
    expect(type("budgeting seminar at the community centre saturday morning")).toBe("learning_consumption");
  });
});
