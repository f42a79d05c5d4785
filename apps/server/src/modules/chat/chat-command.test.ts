import { toWallTime } from "@life/classifier";
import type { ChatCommandResponse, Thought, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { DEFAULT_VOICE_MAX_BYTES } from "./chat.config.js";

let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({}, { chatConfig: { llm: null, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES } });
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
});
afterAll(async () => {
  await t.app.close();
});

const post = (payload: unknown, as = token) =>
  t.app.inject({ method: "POST", url: "/api/chat/command", headers: bearer(as), payload: payload as object });

async function command(thought: Thought | null, text: string): Promise<ChatCommandResponse> {
  const response = await post({ command: text, thoughtId: thought?.id ?? null });
  expect(response.statusCode).toBe(200);
  return response.json<ChatCommandResponse>();
}

async function succeeds(thought: Thought, text: string): Promise<{ message: string; thought: Thought }> {
  const result = await command(thought, text);
  expect(result).toMatchObject({ success: true, error: null });
  return { message: result.message!, thought: result.updatedThought! };
}

async function fails(thought: Thought | null, text: string): Promise<string> {
  const result = await command(thought, text);
  expect(result).toMatchObject({ success: false, message: null, updatedThought: null });
  return result.error!;
}

describe("POST /api/chat/command: change", () => {
  it("changes the domain and subdomain, Work meaning systems", async () => {
    const thought = await makeThought(t.database, user, { domain: "personal", subdomain: "home" });
    const work = await succeeds(thought, "/change to work/meetings");
    expect(work.message).toBe("Changed to Work/meetings");
    expect(work.thought).toMatchObject({ id: thought.id, domain: "systems", subdomain: "meetings" });
    const social = await succeeds(thought, "change to Social");
    expect(social.thought).toMatchObject({ domain: "social", subdomain: "meetings" });
    expect(await fails(thought, "change to hobbies")).toBe('Unknown domain "hobbies". Use personal, social or work.');
  });

  it("changes subdomain, title, priority, type and status", async () => {
    const thought = await makeThought(t.database, user, { flexible_attributes: { confidence: 80 } });
    expect((await succeeds(thought, "change subdomain to health")).thought.subdomain).toBe("health");
    const titled = await succeeds(thought, "change title to Book the dentist");
    expect(titled).toMatchObject({ message: 'Title changed to "Book the dentist"', thought: { ai_title: "Book the dentist" } });
    const urgent = await succeeds(thought, "change priority to urgent");
    expect(urgent.thought.flexible_attributes).toEqual({ confidence: 80, priority: "urgent" });
    expect((await succeeds(thought, "change type to routine activity")).thought.event_type).toBe("routine_activity");
    expect((await succeeds(thought, "change status to approved")).thought.status).toBe("approved");
  });

  it("makes a thought a project when its type becomes project", async () => {
    const thought = await makeThought(t.database, user);
    expect((await succeeds(thought, "change type to project")).thought).toMatchObject({ event_type: "project", is_container: true, container_type: "Projects" });
    expect((await succeeds(thought, "change type to task")).thought).toMatchObject({ event_type: "task", is_container: false, container_type: "Tasks" });
    expect((await succeeds(thought, "change type to emotion state")).thought).toMatchObject({ is_container: false, container_type: "Actions" });
  });

  it("refuses bad values and illegal status changes with the reason", async () => {
    const thought = await makeThought(t.database, user, { status: "approved" });
    expect(await fails(thought, "change priority to someday")).toBe('Unknown priority "someday". Use urgent, high, medium, low.');
    expect(await fails(thought, "change type to party")).toMatch(/^Unknown type "party"/);
    expect(await fails(thought, "change status to pending")).toBe("Cannot change status from approved to pending");
  });
});

describe("POST /api/chat/command: move and connect", () => {
  let kitchen: Thought;
  let garden: Thought;
  let priya: Thought;
  beforeAll(async () => {
    kitchen = await makeThought(t.database, user, { ai_title: "Kitchen renovation", is_container: true, container_type: "Projects", event_type: "project" });
    garden = await makeThought(t.database, user, { ai_title: "Garden shed", is_container: true, container_type: "Projects", event_type: "project" });
    priya = await makeThought(t.database, user, { ai_title: "Priya Shah", is_container: true, container_type: "Contacts", event_type: "contact" });
  });

  it("moves a thought into a project by fuzzy name", async () => {
    const task = await makeThought(t.database, user, { original_input: "buy tiles" });
    for (const name of ["Kitchen renovation", "kitchen", "the kitchen project", "kitchn renovaton"]) {
      const moved = await succeeds(task, `move to ${name}`);
      expect(moved).toMatchObject({ message: "Moved to Kitchen renovation", thought: { parent_id: kitchen.id } });
    }
    expect((await succeeds(task, "move to garden")).thought.parent_id).toBe(garden.id);
  });

  it("lists close matches, or the projects, when no project fits", async () => {
    const task = await makeThought(t.database, user);
    // Equally close matches are listed most recently changed first.
    expect(await fails(task, "move to kitchen garden")).toMatch(/^No project matches "kitchen garden"\. Did you mean: (Kitchen renovation, Garden shed|Garden shed, Kitchen renovation)\?$/);
    expect(await fails(task, "move to boat")).toMatch(/^No project matches "boat"\. Your projects: (Kitchen renovation|Garden shed), /);
  });

  it("never offers or uses another person's projects", async () => {
    const other = await makeUser(t.database);
    await makeThought(t.database, other, { ai_title: "Boat restoration", is_container: true, container_type: "Projects" });
    const task = await makeThought(t.database, user);
    expect(await fails(task, "move to boat restoration")).not.toContain("Boat restoration");
  });

  it("connects to a contact by recording the name and the connection", async () => {
    const thought = await makeThought(t.database, user, { flexible_attributes: { entities: ["Sam"] } });
    const connected = await succeeds(thought, "connect to priya");
    expect(connected.message).toBe("Connected to Priya Shah");
    expect(connected.thought.flexible_attributes).toEqual({
      entities: ["Sam", "Priya Shah"],
      connections: [{ id: priya.id, type: "contact", name: "Priya Shah" }],
    });
    // Connecting again changes nothing.
    expect((await succeeds(thought, "connect to Priya Shah")).thought.flexible_attributes).toEqual(connected.thought.flexible_attributes);
  });

  it("connects to a project by filing under it", async () => {
    const thought = await makeThought(t.database, user);
    expect(await succeeds(thought, "connect to garden shed")).toMatchObject({ message: "Connected to project Garden shed", thought: { parent_id: garden.id } });
    expect(await fails(thought, "connect to nobody")).toBe('No contact or project matches "nobody".');
  });

  it("cannot move a project into itself", async () => {
    expect(await fails(kitchen, "move to Kitchen renovation")).toMatch(/^No project matches/);
  });
});

describe("POST /api/chat/command: tag and schedule", () => {
  it("adds tags trimmed, lowercased and de-duplicated", async () => {
    const thought = await makeThought(t.database, user, { flexible_attributes: { tags: ["home"] } });
    const tagged = await succeeds(thought, "tag with Home, URGENT , errands,urgent");
    expect(tagged.message).toBe("Tagged with home, urgent, errands");
    expect(tagged.thought.flexible_attributes.tags).toEqual(["home", "urgent", "errands"]);
  });

  it("schedules in the person's time zone", async () => {
    await t.database.db.updateTable("users").set({ timezone: "Asia/Tokyo" }).where("id", "=", user.id).execute();
    try {
      const thought = await makeThought(t.database, user);
      const scheduled = await succeeds(thought, "schedule for friday 3pm");
      const instant = new Date(scheduled.thought.scheduled_for!);
      const local = toWallTime(instant, "Asia/Tokyo");
      expect({ hour: local.hour, minute: local.minute }).toEqual({ hour: 15, minute: 0 });
      expect(new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay()).toBe(5);
      expect(instant.getTime()).toBeGreaterThan(Date.now());
      expect(instant.getTime()).toBeLessThan(Date.now() + 8 * 86_400_000);
      expect(scheduled.message).toMatch(/^Scheduled for Fri, \w{3} \d{1,2}, 3:00 PM$/);
    } finally {
      await t.database.db.updateTable("users").set({ timezone: user.timezone }).where("id", "=", user.id).execute();
    }
  });

  it("keeps a date without a time as all day, and refuses text without a date", async () => {
    const thought = await makeThought(t.database, user);
    expect((await succeeds(thought, "schedule for 2026-12-24")).thought.scheduled_for).toBe("2026-12-24");
    expect(await fails(thought, "schedule for someday")).toBe('I couldn\'t find a date or time in "someday". Try "tomorrow 9am" or "friday 3pm".');
  });
});

describe("POST /api/chat/command: status words", () => {
  it("completes and archives following the status rules", async () => {
    const thought = await makeThought(t.database, user);
    expect(await succeeds(thought, "complete")).toMatchObject({ message: "Marked as completed", thought: { status: "completed" } });
    expect(await succeeds(thought, "/archive")).toMatchObject({ message: "Archived", thought: { status: "archived" } });
    expect(await fails(thought, "complete")).toBe("Cannot change status from archived to completed");
  });

  it("deletes", async () => {
    const thought = await makeThought(t.database, user);
    expect(await command(thought, "delete")).toEqual({ success: true, message: "Thought deleted", error: null, updatedThought: null });
    expect((await post({ command: "delete", thoughtId: thought.id })).statusCode).toBe(404);
  });
});

describe("POST /api/chat/command: what it refuses", () => {
  it("says what is understood for an unknown command", async () => {
    const thought = await makeThought(t.database, user);
    expect(await fails(thought, "frobnicate")).toBe(
      'I didn\'t understand "frobnicate". Try: change X to Y, move to X, tag with X, schedule for X, remind me X before, connect to X, delete, complete, archive.',
    );
  });

  it("asks for a selected thought", async () => {
    expect(await fails(null, "complete")).toBe("Select a thought first");
    expect((await post({ command: "archive" })).json().error).toBe("Select a thought first");
  });

  it("answers 404 for another person's thought and an unknown id, and leaves it alone", async () => {
    const other = await makeUser(t.database);
    const theirs = await makeThought(t.database, other, { original_input: "private" });
    for (const thoughtId of [theirs.id, "no-such-id"]) {
      for (const text of ["delete", "change to work", "frobnicate"]) {
        const response = await post({ command: text, thoughtId });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: "Thought not found" });
      }
    }
    const ownerToken = await makeSession(t.database, other);
    const still = await t.app.inject({ method: "GET", url: `/api/thoughts/${theirs.id}`, headers: bearer(ownerToken) });
    expect(still.json().data).toMatchObject({ original_input: "private", domain: theirs.domain });
  });

  it("answers 400 for an empty, an over-long or a missing command", async () => {
    const cases: Array<[unknown, string]> = [
      [{ command: "   " }, "command must not be empty"],
      [{ command: "x".repeat(10_000) }, "command must be at most 2,000 characters"],
      [{ thoughtId: null }, "command is required"],
      [{ command: 42 }, "command must be a string"],
      [{ command: "delete", thoughtId: 7 }, "thoughtId must be a string"],
    ];
    for (const [payload, error] of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
  });

  it("needs a token", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/chat/command", payload: { command: "delete" } });
    expect(response.statusCode).toBe(401);
  });
});
