import type { User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser } from "../../../test/build-app.js";
import { makeThought, makeThoughts } from "../../../test/factories.js";
import { ask, at, setUp, type Setup } from "../../../test/qa-notes.js";

/** Questions answered offline from notes captured at their times (test/qa-notes.ts). */
describe("answers from notes, offline", () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(null);
  });
  afterAll(async () => s.t.app.close());

  it("sums spending on a topic and cites the notes it added, with their capture times", async () => {
    const body = await ask(s, "how much have i spent on the deck so far?");
    expect(body.number).toBe(393.3);
    expect(body.response).toMatch(/^You spent \$393\.30 on deck/);
    const deck = ["kent run for the deck: 14 pressure treated 2x6s + joist hangers $318.46", "ran out of deck screws mid row, another box $47.99", "3 little sample cans of stain for the deck $26.85"];
    expect(body.citations.map((c) => c.id)).toEqual(deck.map((text) => s.ids.get(text)));
    expect(body.citations[0]).toMatchObject({ created_at: at("2026-08-09T13:30").toISOString() });
    expect(typeof body.citations[0]!.title).toBe("string");
  });

  it("answers a person from the notes that name them, and nobody else's", async () => {
    const body = await ask(s, "who's Hamish again?");
    const cited = body.citations.map((c) => c.id);
    expect(cited).toContain(s.ids.get("Hamish came by, says the framing looks surprisingly ok"));
    expect(cited).toContain(s.ids.get("Hamish quoted 1850 to do the railings. lol no. doing them myself"));
    expect(cited).not.toContain(s.ids.get("sobeys 142.10 how is it always 140"));
    const stranger = await registerUser(s.t.app);
    const theirs = await ask(s, "who's Hamish again?", stranger.token);
    expect(theirs.citations).toEqual([]);
    expect(theirs.response).toMatch(/^I found no notes that mention Hamish/);
  });

  it("puts on the schedule a plan the classifier left unscheduled, read from when it was written, unless called off", async () => {
    const user = (await s.t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(s.token) })).json<{ user: User }>().user;
    // Stored unscheduled (as a misread capture would be) on Thursday 17 September; `now` is Saturday the 19th.
    const plan = await makeThought(s.t.database, user, { original_input: "car service mon 21st, drop off 8am", created_at: at("2026-09-17T09:00") });
    await makeThought(s.t.database, user, { original_input: "pottery mon 21st, skipping it, clashes with work", created_at: at("2026-09-17T09:05") });
    const body = await ask(s, "what's on monday?");
    expect(body.citations.map((c) => c.id)).toEqual([plan.id]);
    expect(body.response).toMatch(/^You have 1 thing scheduled on Monday \(Monday, September 21\): .+ at 8:00 AM\.$/);
  });

  it("finds notes beyond the newest that name a body only by the initials of the name asked", async () => {
    const them = await registerUser(s.t.app);
    const old = [
      { original_input: "MoW run done, 3 hours, hot as anything", created_at: at("2026-06-03T13:10") },
      { original_input: "mowed the lawn, 2 hours", created_at: at("2026-06-04T13:10") },
    ];
    // More newer notes than the answerer reads by recency, so only the text search can bring the old ones.
    const newer = Array.from({ length: 180 }, (_, i) => ({ original_input: `note ${i} about the garden beds`, created_at: at(`2026-08-${String(1 + (i % 28)).padStart(2, "0")}T10:00`) }));
    await makeThoughts(s.t.database, them.user, [...old, ...newer]);
    const body = await ask(s, "how many hours have I done at Meals on Wheels?", them.token);
    expect(body.number).toBe(3);
    expect(body.citations.map((c) => c.title)).toHaveLength(1);
  });

  it("captures a statement instead of answering it", async () => {
    const body = await ask(s, "remind me to call Hamish about the railings");
    expect(body.capturedThought).toBeDefined();
    expect(body.citations).toEqual([]);
    expect((await ask(s, "remind me who Hamish is")).capturedThought).toBeUndefined();
  });
});
