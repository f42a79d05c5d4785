import { describe, expect, it } from "vitest";
import { extractSchedule, formatSchedule, formatScheduleLocal, type ScheduleOptions } from "./dates.js";
import { parseWallTime, wallTimeToInstant } from "./dates/zoned-time.js";

const HFX = "America/Halifax";
/** Tuesday 2026-03-10 09:15 in Halifax (ADT since 2026-03-08). */
const TUE = "2026-03-10T09:15";

function when(text: string, now = TUE, tz = HFX, opts: ScheduleOptions = {}): string | null {
  const instant = wallTimeToInstant(parseWallTime(now), tz);
  return formatScheduleLocal(extractSchedule(text, instant, tz, opts).scheduled);
}

describe("4.1 relative expressions", () => {
  it("a weekday before 'the' and a month-day names that day", () => {
    expect(when("the course opens monday the 6th of april")).toBe("2026-04-06");
    // A report of arranging a time still names it.
    expect(when("sorted the inspection for friday")).toBe("2026-03-13");
    expect(when("rang the garage about friday")).toBeNull();
  });
  it("today, tomorrow and tonight", () => {
    expect(when("finish the tax forms today")).toBe("2026-03-10");
    expect(when("buy stamps tomorrow")).toBe("2026-03-11");
    expect(when("order pizza tonight")).toBe("2026-03-10 20:00");
    expect(when("movie tonight at 9:30")).toBe("2026-03-10 21:30");
    expect(when("water the ferns tmrw")).toBe("2026-03-11");
  });
  it("parts of the day without a clock time", () => {
    expect(when("tomorrow morning go for a swim")).toBe("2026-03-11 09:00");
    expect(when("bake bread tomorrow afternoon")).toBe("2026-03-11 15:00");
    expect(when("friday evening board games")).toBe("2026-03-13 19:00");
    expect(when("lunch tomorrow at noon with the team")).toBe("2026-03-11 12:00");
    expect(when("saturday morning farmers market")).toBe("2026-03-14 09:00");
    expect(when("tidy the desk this afternoon")).toBe("2026-03-10 15:00");
  });
  it("exact offsets from now", () => {
    expect(when("check the oven in 20 mins")).toBe("2026-03-10 09:35");
    expect(when("move the car in 2 hours")).toBe("2026-03-10 11:15");
    expect(when("stretch in half an hour")).toBe("2026-03-10 09:45");
  });
  it("offsets from a stated time", () => {
    expect(when("leave 15 minutes before the 3pm meeting")).toBe("2026-03-10 14:45");
  });
  it("this weekend, end of month", () => {
    expect(when("clean the shed this weekend")).toBe("2026-03-14");
    expect(when("send the form by end of month")).toBe("2026-03-31");
    expect(when("rent due end of the month", "2026-02-10T09:00")).toBe("2026-02-28");
    // A weekend as a thing is not this one (round 9).
    expect(when("book a weekend in the lakes for her birthday")).toBeNull();
    expect(when("text Ines about the fishing weekend")).toBeNull();
    expect(when("tidy the garage at the weekend")).toBe("2026-03-14");
    // A weekend named by a noun after "the" or a possessive is an event, not this one (round 35); "the long weekend",
    // "my whole weekend" and "the weekend" still are.
    expect(when("texted Noor about the cabin weekend")).toBeNull();
    expect(when("can't make Dana's hens weekend")).toBeNull();
    expect(when("mow the lawn over the long weekend")).toBe("2026-03-14");
    expect(when("paint the fence, it'll take my whole weekend")).toBe("2026-03-14");
    expect(when("clean the gutters this weekend")).toBe("2026-03-14");
  });
  it("a deadline someone asked for stays a deadline though its thing is said in the past participle", () => {
    expect(when("Helen wants the drugs register reconciled by friday")).toBe("2026-03-13");
    expect(when("Dolores asked for my self-evaluation by friday")).toBe("2026-03-13");
    expect(when("finished the register by friday")).toBeNull();
    expect(when("got everything filed by friday like she wanted")).toBeNull();
  });
  it("ordinal days roll forward", () => {
    expect(when("renew it on the 12th")).toBe("2026-03-12");
    expect(when("renew it on the 10th")).toBe("2026-03-10");
    expect(when("renew it on the 5th")).toBe("2026-04-05");
    expect(when("dues by the 5th", "2026-12-20T10:00")).toBe("2027-01-05");
    expect(when("party on saturday the 21st")).toBe("2026-03-21");
  });
  it("month names in the coming twelve months", () => {
    expect(when("insurance renews dec 2nd")).toBe("2026-12-02");
    expect(when("concert on June 20")).toBe("2026-06-20");
    expect(when("her birthday is Feb 3")).toBe("2027-02-03");
    expect(when("trip starts Sept 8")).toBe("2026-09-08");
  });
});

describe("4.2 weekday names", () => {
  it("a bare weekday is the next one that is not today", () => {
    expect(when("gym friday")).toBe("2026-03-13");
    expect(when("gym on tuesday")).toBe("2026-03-17");
    expect(when("dentist thursday at 8am")).toBe("2026-03-12 08:00");
  });
  it("next <weekday> follows the same rule", () => {
    expect(when("next tuesday call the bank")).toBe("2026-03-17");
    expect(when("next thursday sort the files")).toBe("2026-03-12");
    const monday = "2026-03-09T10:00";
    expect(when("next monday start the course", monday)).toBe("2026-03-16");
    expect(when("next thursday sort the files", monday)).toBe("2026-03-12");
  });
});

describe("4.3 clock times", () => {
  it("written forms", () => {
    expect(when("call at 11:40pm")).toBe("2026-03-10 23:40");
    expect(when("standup at 14:30")).toBe("2026-03-10 14:30");
    expect(when("pick up at half past 4")).toBe("2026-03-10 16:30");
    expect(when("train leaves at quarter past 8 tomorrow")).toBe("2026-03-11 08:15");
    expect(when("gate opens 0800 tomorrow")).toBe("2026-03-11 08:00");
  });
  it("a bare hour takes am or pm from context", () => {
    expect(when("pottery workshop saturday at 1")).toBe("2026-03-14 13:00");
    expect(when("dinner at 7 friday")).toBe("2026-03-13 19:00");
    expect(when("call the clinic at 10 when they open")).toBe("2026-03-10 10:00");
    expect(when("phone grandpa at 6 tonight")).toBe("2026-03-10 18:00");
  });
  it("a time already past today means tomorrow", () => {
    expect(when("take the pills at 7am", "2026-03-10T21:45")).toBe("2026-03-11 07:00");
    expect(when("feed the cat at quarter past 8")).toBe("2026-03-11 08:15");
  });
  it("a range uses its start", () => {
    expect(when("first aid class 10 to 2 on saturday")).toBe("2026-03-14 10:00");
  });
});

describe("4.4 deadlines", () => {
  it("give the date, and the time when stated", () => {
    expect(when("file the claim by friday")).toBe("2026-03-13");
    expect(when("grant report due on the 3rd")).toBe("2026-04-03");
    expect(when("expenses before noon today!!")).toBe("2026-03-10 12:00");
    expect(when("send the deck before 5 today")).toBe("2026-03-10 17:00");
    expect(when("sign the lease by 5pm")).toBe("2026-03-10 17:00");
    expect(when("water the plants before I leave on friday")).toBe("2026-03-13");
    expect(when("prep notes for Thursday's budget review")).toBe("2026-03-12");
  });
});

describe("4.6 not scheduled", () => {
  it("past-tense reports", () => {
    expect(when("walked the dog this morning")).toBeNull();
    expect(when("ran 5k yesterday at 3")).toBeNull();
    expect(when("Ola lost her first tooth today")).toBeNull();
    expect(when("we had pasta at dinner tonight")).toBeNull();
  });
  it("rules, habits, months and quoted titles", () => {
    expect(when("rule: no more screens after 9pm")).toBeNull();
    // A rule said with "no <thing> … after <time>", without "more" (GUIDELINES 4.6).
    expect(when("no work calls on my phone after 6")).toBeNull();
    expect(when("dentist after 6 tomorrow")).toBe("2026-03-11 18:00");
    expect(when("visit the cousins in August")).toBeNull();
    expect(when("reading 'Tomorrow Will Be Better' at last")).toBeNull();
  });
  it("a routine's weekday schedules its next occurrence, unless the thought logs one that happened", () => {
    expect(when("board games with the kids like every friday")).toBe("2026-03-13");
    expect(when("did board games with the kids like every friday")).toBeNull();
    expect(when("same as every thursday, 5-a-side at 7")).toBe("2026-03-12 19:00");
    expect(when("batch cook sunday as usual")).toBe("2026-03-15");
    expect(when("swim at 7:30 tonight like every tuesday")).toBe("2026-03-10 19:30");
  });
  it("reads the Clarifications' regional and loose forms", () => {
    expect(when("ring her this arvo")).toBe("2026-03-10 15:00");
    expect(when("call the bank at half 3")).toBe("2026-03-10 15:30");
    expect(when("pub at 5ish")).toBe("2026-03-10 17:00");
    expect(when("mow the lawn day after tomorrow")).toBe("2026-03-12");
    expect(when("took half the day")).toBeNull();
  });
  it("reads British 'half seven' with the hour in words where a day, a time word or the clause's end follows", () => {
    expect(when("iron tablets half seven tonight")).toBe("2026-03-10 19:30");
    expect(when("workshop wednesday at half one, room B")).toBe("2026-03-11 13:30");
    expect(when("choir moved to thursday, half six")).toBe("2026-03-12 18:30");
    // Look-alikes: a fraction of a thing, not a clock time.
    expect(when("ate half one pizza")).toBeNull();
    expect(when("cut it in half two times")).toBeNull();
    expect(when("half one of the cakes went")).toBeNull();
  });
  it("a fortnight, a day number after a weekday, and minutes past or to the hour", () => {
    expect(when("clean the gutters in a fortnight")).toBe("2026-03-24");
    expect(when("ring the school on wednesday 25th")).toBe("2026-03-25");
    expect(when("haircut at 5 past 4 on friday")).toBe("2026-03-13 16:05");
    expect(when("train at twenty to 6 on friday")).toBe("2026-03-13 17:40");
    expect(when("meet them at ten past 1 on sunday")).toBe("2026-03-15 13:10");
    // A digit before "to" stays a range's start.
    expect(when("pottery class 10 to 2 on saturday")).toBe("2026-03-14 10:00");
  });
  it("feelings and observations (unschedulable) and awaited dates", () => {
    expect(when("nervous about the exam tomorrow", TUE, HFX, { unschedulable: true })).toBeNull();
    const text = "sent the forms, waiting on the bank, they said friday";
    const instant = wallTimeToInstant(parseWallTime(TUE), HFX);
    const r = extractSchedule(text, instant, HFX, { waitingFrom: text.indexOf("waiting") });
    expect(r.scheduled).toBeNull();
    expect(r.expected).toEqual({ year: 2026, month: 3, day: 13 });
  });
  it("a record keeps a date only when the text plans ahead (plannedOnly)", () => {
    const record = { plannedOnly: true };
    // A day with its clock time, a deadline, an offset from now, a day something is for, a future clause.
    expect(when("the dentist got shifted to thursday 4:30", TUE, HFX, record)).toBe("2026-03-12 16:30");
    expect(when("the school wants the consent slip back by monday", TUE, HFX, record)).toBe("2026-03-16");
    expect(when("the clinic wants her back for a check in three weeks", TUE, HFX, record)).toBe("2026-03-31");
    expect(when("the raffle still needs prizes for the 20th", TUE, HFX, record)).toBe("2026-03-20");
    expect(when("accepted the offer, my first day is going to be april 6", TUE, HFX, record)).toBe("2026-04-06");
    // A day an appointment was moved or arranged to (round 9).
    expect(when("the optician moved my eye test to the 19th", TUE, HFX, record)).toBe("2026-03-19");
    expect(when("Ottoline's recital is the 21st, don't let me forget", TUE, HFX, record)).toBe("2026-03-21");
    // Only a mention: a day in a noticed fact, a past stretch of time.
    expect(when("the market was packed on sunday as usual", TUE, HFX, record)).toBeNull();
    expect(when("the roads are quiet on fridays", TUE, HFX, record)).toBeNull();
    expect(when("no post in two weeks, the lane is flooded", TUE, HFX, record)).toBeNull();
    expect(when("haven't slept properly in two weeks", TUE, HFX, record)).toBeNull();
  });
});

describe("DST days", () => {
  it("Halifax spring-forward: tomorrow 9am is in daylight time", () => {
    const instant = wallTimeToInstant(parseWallTime("2026-03-07T22:00"), HFX);
    expect(formatSchedule(extractSchedule("dentist tomorrow at 9am", instant, HFX).scheduled)).toBe("2026-03-08T12:00:00.000Z");
  });
  it("Halifax: in 2 hours across the change is exact", () => {
    const instant = wallTimeToInstant(parseWallTime("2026-03-08T01:30"), HFX);
    const s = extractSchedule("check the bread in 2 hours", instant, HFX).scheduled;
    expect(formatSchedule(s)).toBe("2026-03-08T07:30:00.000Z");
    expect(formatScheduleLocal(s)).toBe("2026-03-08 04:30");
  });
  it("London both ways", () => {
    const spring = wallTimeToInstant(parseWallTime("2026-03-28T20:00"), "Europe/London");
    expect(formatSchedule(extractSchedule("boiler service tomorrow at 10am", spring, "Europe/London").scheduled)).toBe("2026-03-29T09:00:00.000Z");
    const autumn = wallTimeToInstant(parseWallTime("2026-10-24T21:00"), "Europe/London");
    expect(formatSchedule(extractSchedule("boiler service tomorrow at 10am", autumn, "Europe/London").scheduled)).toBe("2026-10-25T10:00:00.000Z");
  });
});

describe("more written forms", () => {
  it("o'clock and dotted times", () => {
    expect(when("call the garage at 10 o'clock")).toBe("2026-03-10 10:00");
    expect(when("train at 9.30am tomorrow")).toBe("2026-03-11 09:30");
    expect(when("ring Sol at 8", "2026-03-10T10:00")).toBe("2026-03-11 08:00");
    // A 6 that was pm only by default, already gone: tomorrow's 6 am, the clock's next reading.
    expect(when("recycling out at 6:30, remind me", "2026-03-10T19:05")).toBe("2026-03-11 06:30");
    expect(when("call mum at 5", "2026-03-10T19:05")).toBe("2026-03-11 17:00");
    expect(when("pick up Otis at 3", "2026-03-10T16:00")).toBe("2026-03-11 15:00");
    expect(when("call the dentist at 9 when they open", "2026-03-10T10:00")).toBe("2026-03-11 09:00");
    // A bare hour whose morning has gone by means the evening's when that is a few hours ahead.
    expect(when("call Gran at 7 to check she got home ok", "2026-03-10T18:40")).toBe("2026-03-10 19:00");
    expect(when("ping me at 8 to order the flowers", "2026-03-10T17:10")).toBe("2026-03-10 20:00");
    expect(when("ring the bank at 9", "2026-03-10T13:00")).toBe("2026-03-11 09:00");
    expect(when("call the dentist at 8 when they open", "2026-03-10T17:10")).toBe("2026-03-11 08:00");
    // Scots "the morra" is tomorrow.
    expect(when("remind me the morra at 8: van insurance")).toBe("2026-03-11 08:00");
    expect(when("call mum tomorrow at 8.")).toBe("2026-03-11 08:00");
    expect(when("train tomorrow at 8.15")).toBe("2026-03-11 08:15");
    // "till" and "until" join clock times without a context word; "3 to 5" still needs one.
    expect(when("gas safety check saturday, engineer's slot is 8 till 10")).toBe("2026-03-14 08:00");
    expect(when("party saturday, 3 to 5 people max")).toBe("2026-03-14");
    // A day number after a deadline word, without "the".
    expect(when("quarterly GST, due 30th")).toBe("2026-03-30");
    expect(when("send the deck by 15th")).toBe("2026-03-15");
    expect(when("costs $9.30 at the shop")).toBeNull();
  });
});

describe("twentieth-set round (issue 10): phrasings the guideline covers", () => {
  const AKL = "Pacific/Auckland";
  it("hours said in words before past, to and o'clock", () => {
    expect(when("meet Tui at half past five at the station")).toBe("2026-03-10 17:30");
    expect(when("call grandad at six o'clock")).toBe("2026-03-10 18:00");
    expect(when("tomorrow quarter to nine school drop off")).toBe("2026-03-11 08:45");
    expect(when("ring mum next wednesday at half past six in the evening")).toBe("2026-03-11 18:30");
  });
  it("'end of this month' is the month's last day", () => {
    expect(when("timesheet's due end of this month")).toBe("2026-03-31");
  });
  it("misspelt long weekday names, compared token by token", () => {
    expect(when("on thrusday take the recycling to the depot")).toBe("2026-03-12");
    expect(when("wensday at 4 haircut")).toBe("2026-03-11 16:00");
    expect(when("saturdy morning footy with the kids")).toBe("2026-03-14 09:00");
    // Plurals stay recurring; other words stay words.
    expect(when("the roads are quiet on thursdays", TUE, HFX, { plannedOnly: true })).toBeNull();
    expect(when("sundry bits for the shed")).toBeNull();
  });
  it("an owned weekday in a report of the past is the habit; a clause ending on 'done' reports the past", () => {
    expect(when("baked the bread, my saturday ritual")).toBeNull();
    expect(when("watered the baskets, my saturday morning thing")).toBeNull();
    expect(when("call her friday")).toBe("2026-03-13");
    expect(when("tuesday night yoga done, first time in a month")).toBeNull();
    expect(when("get the homework done by 5")).toBe("2026-03-10 17:00");
  });
  it("a short weekday before a part of day", () => {
    expect(when("fri arvo drinks with the crew")).toBe("2026-03-13 15:00");
  });
  it("a day number in a report of the past is gone by", () => {
    expect(when("worked the 2nd and 3rd back to back and I'm still wrecked")).toBeNull();
    expect(when("paid the power bill on the 5th")).toBeNull();
    expect(when("the 9th was our anniversary and we both forgot")).toBeNull();
    // An -ed adjective is no report; a day number still ahead this month is not gone by.
    expect(when("unvented cylinder course on the 3rd, for the ticket")).toBe("2026-04-03");
    expect(when("picked the 25th for the party")).toBe("2026-03-25");
    // Arranged for, or a deadline, it stays.
    expect(when("booked the dentist for the 3rd")).toBe("2026-04-03");
    expect(when("the optician moved my eye test to the 19th")).toBe("2026-03-19");
  });
  it("a note that opens on its day or time is an agenda entry (plannedOnly)", () => {
    const record = { plannedOnly: true };
    expect(when("august 3 tyre change", TUE, HFX, record)).toBe("2026-08-03");
    expect(when("quarter past 8 staff briefing", "2026-03-10T07:00", HFX, record)).toBe("2026-03-10 08:15");
    expect(when("tuesday the bins weren't collected", TUE, HFX, record)).toBeNull();
  });
  it("Auckland: wall times across both 2026 changes, and the year end", () => {
    expect(when("tomorrow at 10 text Hana", "2026-04-04T21:30", AKL)).toBe("2026-04-05 10:00");
    expect(when("on at 6 tomorrow morning", "2026-09-26T13:00", AKL)).toBe("2026-09-27 06:00");
    expect(when("remind me in 2 hours to check his temp", "2026-12-31T22:40", AKL)).toBe("2027-01-01 00:40");
    expect(when("the 3rd: back on shift", "2026-12-31T22:40", AKL)).toBe("2027-01-03");
  });
});

describe("a part of day said apart from its day", () => {
  it("'tomorrow … in the morning' is 09:00 that day", () => {
    expect(when("rent comes out tomorrow, move $300 across in the morning")).toBe("2026-03-11 09:00");
    expect(when("friday take the bins out in the evening")).toBe("2026-03-13 19:00");
  });
});

describe("British days and times (round 27)", () => {
  // TUE is Tuesday 2026-03-10 09:15.
  it("'friday week', 'weds fortnight', 'a week on friday' and 'a week tomorrow' add a week or two to that day", () => {
    expect(when("the vet can see the dog friday week")).toBe("2026-03-20");
    expect(when("electrician booked weds fortnight")).toBe("2026-03-25");
    expect(when("a week on saturday the carpet goes down")).toBe("2026-03-21");
    expect(when("a fortnight on monday Priya flies out")).toBe("2026-03-30");
    expect(when("a week tomorrow is the school disco")).toBe("2026-03-18");
    // "weds" alone is a day, not a plural; "friday weekly" and "sat weekend" add nothing.
    expect(when("swim lesson weds at 5")).toBe("2026-03-11 17:00");
    expect(when("friday weekly catch-up with the team")).toBe("2026-03-13");
  });
  it("'4 o clock' and '3 oclock' are clock times; a kick-off hour too", () => {
    expect(when("monday 4 o clock the window cleaner")).toBe("2026-03-16 16:00");
    expect(when("ring the bank 3 oclock tomorrow")).toBe("2026-03-11 15:00");
    expect(when("under 12s at home saturday, kick off 2")).toBe("2026-03-14 14:00");
  });
  it("a part of day set off by a comma after its day", () => {
    expect(when("gas safety check on the 19th, afternoon")).toBe("2026-03-19 15:00");
    expect(when("thursday, morning ideally, collect the keys")).toBe("2026-03-12 09:00");
  });
  it("holidays on a fixed day", () => {
    expect(when("christmas day walk on the beach at 11")).toBe("2026-12-25 11:00");
    expect(when("the day after christmas day we drive north")).toBe("2026-12-26");
    // After a determiner a holiday is a thing, not a day.
    expect(when("buy a halloween costume for Mia")).toBeNull();
    expect(when("organise the street's halloween party: music, sweets, lanterns")).toBeNull();
    expect(when("christmas eve: pick up the ham")).toBe("2026-12-24");
    expect(when("new year's day swim, 10am")).toBe("2027-01-01 10:00");
    expect(when("bonfire night at the park with the kids")).toBe("2026-11-05");
    expect(when("st david's day concert at school")).toBe("2027-03-01");
    expect(when("anzac day dawn service at 5:30")).toBe("2026-04-25 05:30");
    expect(when("canada day fireworks with the kids")).toBe("2026-07-01");
    expect(when("poppies for remembrance day")).toBe("2026-11-11");
    // A holiday asked about, or naming a thing's kind, is the topic, not the day.
    expect(when("remind me at 6 to phone Mum about Hogmanay plans")).toBe("2026-03-10 18:00");
    expect(when("write the christmas shopping list")).toBeNull();
  });
  it("'this morning' still under way with a clock time ahead is today, not the past", () => {
    expect(when("cup match this morning, ko 11", "2026-03-14T08:30")).toBe("2026-03-14 11:00");
    expect(when("ran 5k this morning, first one at 11 in weeks", "2026-03-14T09:30")).toBeNull();
    expect(when("dentist this morning at 11", "2026-03-14T12:30")).toBeNull();
  });
  it("a weekend in a report of the past is that weekend", () => {
    expect(when("went to Ollie's in Leeds for the weekend")).toBeNull();
    expect(when("off to Ollie's in Leeds for the weekend")).toBe("2026-03-14");
  });
  it("a later clause that opens on a verb of doing gives its own day", () => {
    expect(when("the craft market is the 28th, get the price tags printed by friday")).toBe("2026-03-13");
    // A day inside what is to be asked, or one of two, is no day to act on.
    expect(when("tonight remind me, ask Tharshan if Amma is flying in friday or saturday")).toBe("2026-03-10 20:00");
    expect(when("Sam's party is saturday, buy the balloons thursday")).toBe("2026-03-12");
    // Both clauses plans: the first day stays.
    expect(when("call Jo tuesday, ask about saturday")).toBe("2026-03-17");
  });
  it("a capitalised name ending in -ed is not a past verb", () => {
    expect(when("me and Bea at the Tramshed thurs 7:30 for the gig")).toBe("2026-03-12 19:30");
    expect(when("we watched the band at the Tramshed thurs")).toBeNull();
  });
  it("a weekday in a clause whose subject did something then is past, beside a plan", () => {
    expect(when("send a card to Dev, his nan died on sunday")).toBeNull();
    expect(when("send a card to Dev, his party is on sunday")).toBe("2026-03-15");
  });
  it("a limit in a rule is no clock time, even beside a day", () => {
    expect(when("starting keto from monday, no carbs after 7")).toBe("2026-03-16");
    expect(when("from monday nothing sweet past 8pm")).toBe("2026-03-16");
    expect(when("monday after 7pm ring the builder")).toBe("2026-03-16 19:00");
  });
  it("a bare hour closing its clause right after its day", () => {
    expect(when("brunch with Ola at the usual place tmrw 10")).toBe("2026-03-11 10:00");
    expect(when("drinks with the team friday 8, bring cash")).toBe("2026-03-13 20:00");
    // Not a count: "tomorrow 3 for the stall".
    expect(when("need 4 tomorrow 3 for the stall")).toBe("2026-03-11");
  });

describe("Spanglish days and windows of hours (thirtieth round)", () => {
  it("reads 'mañana' as tomorrow and 'pasado mañana' as the day after", () => {
    expect(when("meet the roofer mañana at 10")).toBe("2026-03-11 10:00");
    expect(when("Mañana at 9 the dentist")).toBe("2026-03-11 09:00");
    expect(when("manana drop off the keys")).toBe("2026-03-11");
    expect(when("pasado mañana we drive to Laredo")).toBe("2026-03-12");
    // A word that only contains it is no day.
    expect(when("the Mañanas bakery has good conchas")).toBeNull();
  });
  it("takes the start of a window of hours after 'between', not a count", () => {
    expect(when("the plumber can come friday between 10-12")).toBe("2026-03-13 10:00");
    expect(when("cable guy comes thursday between 8 and 12")).toBe("2026-03-12 08:00");
    expect(when("delivery between 2 and 4 tomorrow")).toBe("2026-03-11 14:00");
    expect(when("book a table for between 10-12 people on friday")).toBe("2026-03-13");
    expect(when("need between 2 and 4 volunteers on saturday")).toBe("2026-03-14");
  });
  it("stays fast on long repeats of a window", () => {
    const started = performance.now();
    when("between 2 and 4 ".repeat(700));
    when("friday between 10-12 ".repeat(500));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
});

describe("nineteenth session: shapes from the read halves' scheduled misses", () => {
  it("reads the words around a clock time whole, so a cut word is no part of day", () => {
    expect(when("MOT on the Corolla Friday 23rd, 8:30, drop it at Declan's straight off nights")).toBe("2026-03-23 08:30");
  });
  it("'end of <month>' after a deadline word is that month's last day; a month alone is not scheduled", () => {
    expect(when("renew my tabs b4 end of march")).toBe("2026-03-31");
    expect(when("send the forms by the end of june")).toBe("2026-06-30");
    expect(when("pay it off before end of february", "2026-12-03T10:00")).toBe("2027-02-28");
    expect(when("we're out end of january, notice is in")).toBeNull();
  });
  it("the day a message is about, or the news it carries, is not when to send it", () => {
    expect(when("ring Sefa at 10 about covering my sunday")).toBe("2026-03-10 10:00");
    expect(when("text Sharon back abt sunday rest day working")).toBeNull();
    expect(when("Text my manager that I'm working from home tomorrow")).toBeNull();
    // Look-alikes: the day of the call, or a reminder about a day.
    expect(when("call mum about the party on saturday")).toBe("2026-03-14");
    expect(when("text Jo on friday about the keys")).toBe("2026-03-13");
    expect(when("remind me about friday's meeting")).toBe("2026-03-13");
  });
  it("a clock time naming a class or a slot is no schedule unless its clause has a day or it is a purpose", () => {
    expect(when("the 7am flow was packed, put two more mats out for tomorrow")).toBe("2026-03-11");
    expect(when("urgent: the back room's aircon died and the 6pm is full")).toBeNull();
    expect(when("fix the double-booked beds before the 7am handover")).toBe("2026-03-11 07:00");
    expect(when("my 9:30 tomorrow is with Jo")).toBe("2026-03-11 09:30");
  });
  it("'zero X past 3pm' is a rule, and 'as ever' or 'as I do' marks a habit logged", () => {
    expect(when("zero coffee past 3pm for me, my sleep is trash")).toBeNull();
    expect(when("topped up the pill organiser, sunday job as ever")).toBeNull();
    expect(when("sharpened every blade, as I do on the first friday each month")).toBeNull();
    expect(when("dug over the veg beds, my saturday ritual")).toBeNull();
  });
  it("a bare hour right before its day, opening a clause or after 'me'; not a count", () => {
    expect(when("gym before shift, 6 tomorrow")).toBe("2026-03-11 06:00");
    expect(when("ping me 7 tomorrow, the ewes want moving")).toBe("2026-03-11 07:00");
    expect(when("need 4 tomorrow for the stall")).toBe("2026-03-11");
  });
  it("'since monday' is gone by; a stretch in a report of the past is no day ahead", () => {
    expect(when("Ren wants my answer, he's been asking since monday")).toBeNull();
    expect(when("we got the passport in a week, brilliant service")).toBeNull();
    expect(when("get the passport form in, it comes back in a week")).toBe("2026-03-17");
  });
  it("a promise, or someone who can see me on a day, points ahead though told in the past", () => {
    expect(when("promised Nan a lift to the podiatrist tuesday")).toBe("2026-03-17");
    expect(when("phoned the physio back she can see my knee on monday at 5")).toBe("2026-03-16 17:00");
    expect(when("phoned the physio back on monday")).toBeNull();
  });
  it("someone's habit with a clock time is no schedule; a phone number is no 24-hour time", () => {
    expect(when("Stevie at the garage only answers before 10, he's under motors the rest of the day")).toBeNull();
    expect(when("vet for the farm is Dr Ndegwa, 0720 555 390")).toBeNull();
    expect(when("call the depot at 0800")).toBe("2026-03-11 08:00");
  });
  it("'up from 12' is an amount that changed, not a clock time", () => {
    expect(when("Atieno asked for 14,000 from next month, up from 12")).toBeNull();
  });
});
