import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "./dates.js";
import { parseWallTime, wallTimeToInstant } from "./dates/zoned-time.js";
import { extractEntities } from "./entities.js";
import { looksLikeCard } from "./text/card.js";

const names = (text: string): string[] => extractEntities(text, {});

const ZONE = "Africa/Johannesburg";
/** Wednesday 2026-03-11 10:20. */
const WED = "2026-03-11T10:20";
function when(text: string): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(WED), ZONE), ZONE).scheduled);
}

describe("round sched72 (read halves): entities", () => {
  it("reads mobile numbers in groups of four or five, three and three as a contact card", () => {
    expect(looksLikeCard("Tamati, 0274 555 812")).toBe(true);
    expect(looksLikeCard("the shearer, 07700 900 455")).toBe(true);
    expect(looksLikeCard("paid 2026 rates, 450 rand")).toBe(false);
  });

  it("reads a name whose role comes after a word or two as a person (the aircon guy, colour rep, dai plumber)", () => {
    expect(names("Tamati the heat pump guy, 0274 555 812")).toEqual(["Tamati"]);
    expect(names("Bongi tile rep 0821 555 019, does the whole east side")).toEqual(["Bongi"]);
    expect(names("Sipho dai plumber 9841 556677, only weekdays")).toEqual(["Sipho"]);
    // Without "the", only where the role closes the card's first part: "Relief pharmacist this week is…" opens on a word.
    expect(names("Relief pharmacist this week is Chiamaka Nwosu, cell 416 555 0142")).toEqual(["Chiamaka Nwosu"]);
  });

  it("leaves out the street and the suburb written after \"address\"", () => {
    expect(names("Lerato's new address: 9 Mopane St, Glen Marais")).toEqual(["Lerato"]);
    expect(names("Ánde moved, new address Storgata 12 in Kautokeino")).toEqual(["Ánde"]);
    // An address has a house number; a person named after the word without one is still a person.
    expect(names("moved to a new address, Tom helped")).toEqual(["Tom"]);
    expect(names("new address for Jo: 4 Elm St")).toEqual(["Jo"]);
  });

  it("reads a given name that is also a month's short name, after \"to\" or after a surname, as a person", () => {
    expect(names("lent my drill to Jun Hao's brother")).toEqual(["Jun Hao"]);
    expect(names("Ong Jun Hao paid the deposit")).toEqual(["Ong Jun Hao"]);
    expect(names("moved to May Street")).toEqual([]);
  });

  it("leaves out a parish, a school or a church named after \"Father\" and a name", () => {
    expect(names("Father Kevin's school wants two volunteers for the fete")).toEqual([]);
    expect(names("Fr. Anselm's parish is collecting tins this month")).toEqual([]);
    // A priest's own things keep him.
    expect(names("Father Kevin's homily ran long again")).toEqual(["Kevin"]);
  });

  it("reads \"Junior\" and \"Col\" as given names where a person stands, as \"Will\" and \"Grace\" are", () => {
    expect(names("Junior fixed the fryer before lunch")).toEqual(["Junior"]);
    expect(names("phoned Col about the gutters")).toEqual(["Col"]);
    expect(names("the Junior Cert results are out")).toEqual([]);
  });
});

describe("round sched72 (read halves): dates", () => {
  it("gives no day to a request already sent to someone else (4.6)", () => {
    expect(when("texted Kwame to take my tuesday and I'll do his thursday")).toBe(null);
    expect(when("called Mr Tan to cut tomorrow's order to 30 loaves")).toBe(null);
    // A favour still to ask keeps its day, and a message that states a plan keeps it too.
    expect(when("ask Thandi if she'll take my saturday shift")).toBe("2026-03-14");
    expect(when("texted Jo, dinner friday at 7")).toBe("2026-03-13 19:00");
  });

  it("gives no day to a weekday every other week, whose next turn the text does not name (4.6)", () => {
    expect(when("Gogo's dialysis transport again, every second thursday")).toBe(null);
    expect(when("recycling bins go out every other monday")).toBe(null);
    // A weekly habit keeps its next turn, and a named turn keeps its day.
    expect(when("every tuesday swim at the gala baths")).toBe("2026-03-17");
    expect(when("swim every other saturday, next one this saturday at 9")).toBe("2026-03-14 09:00");
  });
});
