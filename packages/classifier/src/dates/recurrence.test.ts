import { describe, expect, it } from "vitest";
import { detectRecurrence } from "./recurrence.js";

const rule = (text: string, time: { hour: number; minute: number } | null = null) => detectRecurrence(text.toLowerCase(), time);

describe("detectRecurrence", () => {
  it("reads weekly schedules as RRULEs with BYDAY", () => {
    expect(rule("same as every tuesday, 5-a-side at 7", { hour: 19, minute: 0 })).toBe("FREQ=WEEKLY;BYDAY=TU;BYHOUR=19;BYMINUTE=0");
    expect(rule("pilates tues and thurs 7:15am")).toBe("FREQ=WEEKLY;BYDAY=TU,TH");
    expect(rule("gym mon + thu 6am")).toBe("FREQ=WEEKLY;BYDAY=MO,TH");
    expect(rule("batch cook sunday as usual")).toBe("FREQ=WEEKLY;BYDAY=SU");
    expect(rule("bins go out on thursdays")).toBe("FREQ=WEEKLY;BYDAY=TH");
  });
  it("reads fortnightly, daily, monthly and yearly", () => {
    expect(rule("payroll every second thursday")).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=TH");
    expect(rule("take the vitamins every morning")).toBe("FREQ=DAILY");
    expect(rule("pay the rent on the 1st every month")).toBe("FREQ=MONTHLY;BYMONTHDAY=1");
    expect(rule("renew the domain every year")).toBe("FREQ=YEARLY");
  });
  it("finds none in one-off plans or logs of a habit", () => {
    expect(rule("call the dentist on tuesday")).toBeNull();
    expect(rule("walked the dog like every tuesday")).toBeNull();
  });
});
