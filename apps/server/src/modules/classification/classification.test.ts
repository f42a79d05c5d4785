import type { Thought, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, debugOf, type TestApp } from "../../../test/build-app.js";
import { drainJobs } from "../../../test/drain-jobs.js";
import { makeSession, makeThought, makeThoughts, makeUser } from "../../../test/factories.js";
import { JobsRepository } from "../../jobs/jobs.repository.js";

let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
});
afterAll(async () => {
  await t.app.close();
});

const capture = async (text: string, as = token): Promise<Thought> => {
  const response = await t.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(as), payload: { original_input: text } });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Thought }>().data;
};
const get = async (id: string, as = token): Promise<Thought> =>
  (await t.app.inject({ method: "GET", url: `/api/thoughts/${id}`, headers: bearer(as) })).json<{ data: Thought }>().data;
const runJobs = () => drainJobs(t.app);
const contactsNamed = async (owner: User, name: string) =>
  (await t.database.db.selectFrom("thoughts").select(["id", "ai_title"]).where("user_id", "=", owner.id).where("container_type", "=", "Contacts").execute()).filter(
    (c) => c.ai_title?.toLowerCase() === name.toLowerCase(),
  );

describe("capture", () => {
  it("answers at once with the thought stored and queued; the job classifies it", async () => {
    const thought = await capture("Email Sarah the Q3 budget draft tomorrow at 2pm");
    expect(thought).toMatchObject({ status: "pending", processing_status: "queued", domain: null, ai_title: null, event_type: null, scheduled_for: null, flexible_attributes: {} });
    expect(await debugOf(t.app, token, thought.id)).toBeNull();
    const job = await new JobsRepository(t.database.db, t.database.dialect).findByKey(`classify:${thought.id}`);
    expect(job?.status).toBe("queued");

    expect(await runJobs()).toBeGreaterThanOrEqual(1);
    const done = await get(thought.id);
    expect(done).toMatchObject({ processing_status: "done", processing_error: null, status: "pending", event_type: "communication" });
    expect(done.domain).not.toBeNull();
    expect(done.ai_title).toBeTruthy();
    expect(done.scheduled_for).toMatch(/T\d{2}:00:00\.000Z$/);
    expect(done.flexible_attributes).toMatchObject({ entities: ["Sarah"], fallback_used: false });
    expect(done.flexible_attributes.commercial_value?.valueTier).toBeTruthy();
    const debug = await debugOf(t.app, token, thought.id);
    expect(debug?.ai_pipeline_status.pipeline_complete).toBe(true);
    expect(debug?.ai_pipeline_status.step_3_embedding_generation.dimensions).toBe(100);
    expect((await new JobsRepository(t.database.db, t.database.dialect).findByKey(`classify:${thought.id}`))?.status).toBe("done");
  });

  it("creates a contact once for a new person, and not again when the job runs twice", async () => {
    const thought = await capture("Had coffee with Priyanka Raman, she might help with the garden design");
    await runJobs();
    expect(await contactsNamed(user, "Priyanka Raman")).toHaveLength(1);
    const contact = (await contactsNamed(user, "Priyanka Raman"))[0]!;
    expect(await get(contact.id)).toMatchObject({
      container_type: "Contacts",
      is_container: true,
      event_type: "contact",
      processing_status: "done",
      original_input: expect.stringMatching(/^Added from: /),
    });

    // The same job again (a retry, a re-classification): still one contact.
    await t.app.processing.queue.enqueue("classify-thought", { thoughtId: thought.id, userId: user.id }, `classify:${thought.id}`);
    await runJobs();
    expect(await contactsNamed(user, "Priyanka Raman")).toHaveLength(1);

    // A later thought naming her by first name only matches the existing contact.
    await capture("Send Priyanka the photos of the backyard");
    await runJobs();
    expect(await contactsNamed(user, "Priyanka")).toHaveLength(0);
  });

  it("finds an existing contact by a name with accents or an apostrophe, among thousands of thoughts", async () => {
    const owner = await makeUser(t.database);
    const ownerToken = await makeSession(t.database, owner);
    await makeThoughts(t.database, owner, Array.from({ length: 2_000 }, (_, i) => ({ original_input: `note ${i} about the garden` })));
    for (const name of ["Siobhán O'Brien", "Zoë Ängström"]) {
      await makeThought(t.database, owner, { original_input: name, ai_title: name, is_container: true, container_type: "Contacts", flexible_attributes: { entities: [name] } });
    }
    const captured = await capture("Lunch with Siobhán O'Brien and Zoë Ängström next Friday", ownerToken);
    await runJobs();
    // Named in full or by first name, both are people the owner already has.
    expect((await get(captured.id, ownerToken)).flexible_attributes.entities).toEqual(expect.arrayContaining([expect.stringMatching(/^Siobhán/), "Zoë Ängström"]));
    const contacts = await t.database.db.selectFrom("thoughts").select("ai_title").where("user_id", "=", owner.id).where("container_type", "=", "Contacts").execute();
    expect(contacts.map((c) => c.ai_title).sort()).toEqual(["Siobhán O'Brien", "Zoë Ängström"]);
  });

  it("finds contacts as they are now: renamed, removed, or made a contact later, whatever wrote the change", async () => {
    const owner = await makeUser(t.database);
    const ownerToken = await makeSession(t.database, owner);
    const contactsOf = async () =>
      (await t.database.db.selectFrom("thoughts").select("ai_title").where("user_id", "=", owner.id).where("container_type", "=", "Contacts").execute())
        .map((c) => c.ai_title)
        .sort();
    const bex = await makeThought(t.database, owner, { original_input: "Bex Hale", ai_title: "Bex Hale", is_container: true, container_type: "Contacts", flexible_attributes: { entities: ["Bex Hale"] } });
    const note = await makeThought(t.database, owner, { original_input: "Jules Okafor", ai_title: "Jules Okafor" });
    const gone = await makeThought(t.database, owner, { original_input: "Wren Castillo", ai_title: "Wren Castillo", is_container: true, container_type: "Contacts", flexible_attributes: { entities: ["Wren Castillo"] } });
    await t.database.db.updateTable("thoughts").set({ ai_title: "Rebecca Hale", flexible_attributes: JSON.stringify({ entities: ["Rebecca Hale"] }) }).where("id", "=", bex.id).execute();
    await t.database.db.updateTable("thoughts").set({ is_container: true, container_type: "Contacts" }).where("id", "=", note.id).execute();
    expect((await t.app.inject({ method: "DELETE", url: `/api/thoughts/${gone.id}`, headers: bearer(ownerToken) })).statusCode).toBe(200);

    await capture("Lunch with Rebecca Hale and Jules Okafor on Friday", ownerToken);
    await capture("Wren Castillo rang about the allotment", ownerToken);
    await runJobs();
    expect(await contactsOf()).toEqual(["Jules Okafor", "Rebecca Hale", "Wren Castillo"]);
    // Wren was removed, so the job made her a contact again: once, from the new note.
    const wren = await t.database.db.selectFrom("thoughts").select("id").where("user_id", "=", owner.id).where("ai_title", "=", "Wren Castillo").execute();
    expect(wren.map((row) => row.id)).not.toContain(gone.id);
  });

  it("completes an open task the thought reports as done (AUTO-COMPLETED), but not on a mere mention", async () => {
    const task = await makeThought(t.database, user, {
      original_input: "Call the plumber",
      ai_title: "Call the plumber",
      container_type: "Tasks",
      event_type: "task",
      domain: "personal",
    });
    await capture("the plumber still hasn't called back");
    await runJobs();
    expect((await get(task.id)).status).toBe("pending");

    const report = await capture("finally called the plumber");
    await runJobs();
    const completed = await get(task.id);
    expect(completed.status).toBe("completed");
    expect(completed.flexible_attributes).toMatchObject({
      completed_via_resolution: true,
      resolution_action: expect.any(String),
      resolution_confidence: expect.any(Number),
      resolution_reasoning: expect.any(String),
      completed_by_thought_id: report.id,
    });
    // The report is the record of that completion, linked to the task, not new work to do.
    const recorded = await get(report.id);
    expect(recorded.flexible_attributes.resolution_action).toBeTruthy();
    expect(recorded.status).toBe("completed");
    expect(recorded.flexible_attributes.completes_thought_id).toBe(task.id);
    expect((await get((await capture("the plumber still hasn't called back")).id)).status).toBe("pending");
  });

  it("records a completion on an approved report, and leaves one the person archived before the job ran as it is", async () => {
    for (const [status, expected] of [["approved", "completed"], ["archived", "archived"]] as const) {
      const title = `Email the landlord ${status}`;
      const task = await makeThought(t.database, user, { original_input: title, ai_title: title, container_type: "Tasks", event_type: "task", domain: "personal" });
      const report = await capture(`emailed the landlord ${status}`);
      await t.database.db.updateTable("thoughts").set({ status }).where("id", "=", report.id).execute();
      await runJobs();
      expect((await get(task.id)).status).toBe("completed");
      expect((await get(report.id)).status).toBe(expected);
    }
  });

  it("stores a recurring schedule as an RRULE with its next occurrence as scheduled_for", async () => {
    const thought = await capture("swim club every thursday at 6pm");
    await runJobs();
    const done = await get(thought.id);
    expect(done.flexible_attributes.recurrence).toBe("FREQ=WEEKLY;BYDAY=TH;BYHOUR=18;BYMINUTE=0");
    expect(done.scheduled_for).not.toBeNull();
    const once = await capture("swim club on thursday at 6pm");
    await runJobs();
    expect((await get(once.id)).flexible_attributes.recurrence).toBeUndefined();
  });

  it("files a thought under the matching project", async () => {
    const project = await makeThought(t.database, user, {
      original_input: "Kitchen renovation",
      ai_title: "Kitchen renovation",
      is_container: true,
      container_type: "Projects",
      event_type: "project",
      domain: "personal",
    });
    const thought = await capture("get three quotes for the kitchen renovation countertops");
    await runJobs();
    expect((await get(thought.id)).parent_id).toBe(project.id);
  });

  it("finishes the job without writing anything when the thought was deleted first", async () => {
    const thought = await capture("Ask Bartholomew Quince about the boat");
    await t.app.inject({ method: "DELETE", url: `/api/thoughts/${thought.id}`, headers: bearer(token) });
    await runJobs();
    expect((await new JobsRepository(t.database.db, t.database.dialect).findByKey(`classify:${thought.id}`))?.status).toBe("done");
    expect(await contactsNamed(user, "Bartholomew Quince")).toHaveLength(0);
  });

  it("keeps a person's edit made before the job ran", async () => {
    const thought = await capture("Book the car service for next week");
    const put = await t.app.inject({ method: "PUT", url: `/api/thoughts/${thought.id}`, headers: bearer(token), payload: { domain: "social", ai_title: "My title" } });
    expect(put.statusCode).toBe(200);
    await runJobs();
    expect(await get(thought.id)).toMatchObject({ domain: "social", ai_title: "My title", processing_status: "done" });
  });
});

describe("context", () => {
  it("is built from the user's own rows only", async () => {
    const other = await makeUser(t.database);
    await makeThought(t.database, other, { original_input: "Call the electrician", ai_title: "Call the electrician", container_type: "Tasks", domain: "personal" });
    await makeThought(t.database, other, { original_input: "Garage rebuild", ai_title: "Garage rebuild", is_container: true, container_type: "Projects" });
    await makeThought(t.database, other, { original_input: "Zebulon Marsh", ai_title: "Zebulon Marsh", is_container: true, container_type: "Contacts" });

    const loner = await makeUser(t.database);
    const lonerToken = await makeSession(t.database, loner);
    const thought = await capture("finally called the electrician about the garage rebuild, Zebulon says hi", lonerToken);
    await runJobs();
    const done = await get(thought.id, lonerToken);
    expect(done.parent_id).toBeNull();
    const debug = await debugOf(t.app, lonerToken, thought.id);
    expect(debug?.ai_pipeline_status.step_1_rag_context_building.context_stats.total_context_items).toBe(0);
    expect(debug?.user_message).not.toContain("Garage rebuild");
    const electrician = await t.database.db.selectFrom("thoughts").select("status").where("user_id", "=", other.id).where("ai_title", "=", "Call the electrician").executeTakeFirstOrThrow();
    expect(electrician.status).toBe("pending");
  });

  it("measures step 1 and reports what it found", async () => {
    const owner = await makeUser(t.database);
    const ownerToken = await makeSession(t.database, owner);
    await makeThought(t.database, owner, { original_input: "Kitchen renovation", ai_title: "Kitchen renovation", is_container: true, container_type: "Projects" });
    await makeThought(t.database, owner, { original_input: "Order backsplash tiles", ai_title: "Order backsplash tiles", container_type: "Tasks" });
    await makeThought(t.database, owner, { original_input: "Sam", ai_title: "Sam Ortiz", is_container: true, container_type: "Contacts" });
    await makeThought(t.database, owner, { original_input: "Waiting on the quote", waiting_for: "Sam: quote", container_type: "Actions" });
    const thought = await capture("ordered the tiles", ownerToken);
    await runJobs();
    const step1 = (await debugOf(t.app, ownerToken, thought.id))?.ai_pipeline_status.step_1_rag_context_building;
    expect(step1?.context_stats).toMatchObject({ projects_found: 1, tasks_found: 1, contacts_found: 1, total_context_items: 4 });
    expect(step1?.duration_ms).toBeGreaterThan(0);
  });
});
