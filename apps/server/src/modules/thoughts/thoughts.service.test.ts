import type { Thought, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../../test/test-db.js";
import { makeThought, makeUser } from "../../../test/factories.js";
import type { Database } from "../../db/database.js";
import { ConflictError, NotFoundError } from "../../lib/errors.js";
import { JobsRepository } from "../../jobs/jobs.repository.js";
import { ThoughtsRepository } from "./thoughts.repository.js";
import { ThoughtsService } from "./thoughts.service.js";

let database: Database;
let user: User;
beforeAll(async () => {
  database = await createTestDb();
  user = await makeUser(database);
});
afterAll(async () => {
  await database.destroy();
});

describe("ThoughtsService", () => {
  it("stores each new thought with its job in one transaction, then signals the enqueue", async () => {
    const jobs = new JobsRepository(database.db, database.dialect);
    const events: string[] = [];
    const service = new ThoughtsService(new ThoughtsRepository(database.db), {
      captureJobs: {
        jobFor: (thought: Pick<Thought, "id" | "user_id">) => {
          events.push(`job for ${thought.user_id === user.id ? "the user's thought" : "someone else"}`);
          return { type: "t", payload: { id: thought.id }, idempotencyKey: `t:${thought.id}`, maxAttempts: 3, runAt: new Date() };
        },
        enqueued: () => events.push("enqueued"),
      },
    });
    const created = await service.createThought(user, { original_input: "water the plants" });
    expect(created).toMatchObject({ status: "pending", processing_status: "queued", domain: null });
    expect(events).toEqual(["job for the user's thought", "enqueued"]);
    expect((await jobs.findByKey(`t:${created.id}`))?.payload).toEqual({ id: created.id });
  });

  it("stores neither the thought nor its job when the job cannot be written", async () => {
    const service = new ThoughtsService(new ThoughtsRepository(database.db), {
      captureJobs: {
        jobFor: () => ({ type: "t", payload: {}, idempotencyKey: null as unknown as string, maxAttempts: 3, runAt: new Date() }),
        enqueued: () => undefined,
      },
    });
    const before = await database.db.selectFrom("thoughts").select("id").where("user_id", "=", user.id).execute();
    await expect(service.createThought(user, { original_input: "never half stored" })).rejects.toThrow();
    const after = await database.db.selectFrom("thoughts").select("id").where("user_id", "=", user.id).execute();
    expect(after).toHaveLength(before.length);
  });

  it("returns the saved thought when there is no hook", async () => {
    const service = new ThoughtsService(new ThoughtsRepository(database.db));
    const created = await service.createThought(user, { original_input: "no hook" });
    expect(created).toMatchObject({ status: "pending", domain: null, ai_title: null });
  });

  it("scopes every call to the user", async () => {
    const service = new ThoughtsService(new ThoughtsRepository(database.db));
    const other = await makeUser(database);
    const theirs = await makeThought(database, other);
    await expect(service.getThought(user, theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.updateThought(user, theirs.id, { ai_title: "mine now" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.deleteThought(user, theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await service.listThoughts(user, { limit: 200, offset: 0 })).data.some((x) => x.id === theirs.id)).toBe(false);
  });

  it("refuses illegal status changes with a ConflictError", async () => {
    const service = new ThoughtsService(new ThoughtsRepository(database.db));
    const thought = await makeThought(database, user, { status: "archived" });
    await expect(service.updateThought(user, thought.id, { status: "completed" })).rejects.toThrow(
      new ConflictError("Cannot change status from archived to completed"),
    );
  });

  it("writes a status change only while the status it was checked against still holds", async () => {
    const thought = await makeThought(database, user, { status: "pending" });
    // Another request archives the thought between this one's read and its write.
    class RacedRepository extends ThoughtsRepository {
      override async findThought(userId: string, thoughtId: string) {
        const read = await super.findThought(userId, thoughtId);
        await database.db.updateTable("thoughts").set({ status: "archived" }).where("id", "=", thoughtId).execute();
        return read;
      }
    }
    const service = new ThoughtsService(new RacedRepository(database.db));
    // pending → completed is allowed; archived → completed is not, so it must not land.
    await expect(service.updateThought(user, thought.id, { status: "completed" })).rejects.toThrow(
      new ConflictError("The thought's status changed to archived meanwhile; reload it and try again"),
    );
    const stored = await database.db.selectFrom("thoughts").select("status").where("id", "=", thought.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe("archived");
  });

  it("files under a project only while it still is one", async () => {
    const project = await makeThought(database, user, { is_container: true, container_type: "Projects" });
    const task = await makeThought(database, user);
    const repository = new ThoughtsRepository(database.db);
    await database.db.updateTable("thoughts").set({ container_type: "Tasks", is_container: false }).where("id", "=", project.id).execute();
    expect(await repository.updateThought(user.id, task.id, { parent_id: project.id }, new Date())).toBeUndefined();
  });

  it("keeps all-day dates as they are and stores instants in UTC", async () => {
    const service = new ThoughtsService(new ThoughtsRepository(database.db));
    const thought = await makeThought(database, user);
    expect((await service.updateThought(user, thought.id, { scheduled_for: "2026-12-24" })).scheduled_for).toBe("2026-12-24");
    expect((await service.updateThought(user, thought.id, { scheduled_for: "2026-12-24T09:30:00+01:00" })).scheduled_for).toBe(
      "2026-12-24T08:30:00.000Z",
    );
  });

  it("round-trips JSON columns and booleans", async () => {
    const repository = new ThoughtsRepository(database.db);
    const thought = await makeThought(database, user, {
      is_container: true,
      container_type: "Projects",
      flexible_attributes: { related_projects: ["Kitchen"], confidence: 87, custom: { nested: [1, 2] } },
    });
    const loaded = await repository.findThought(user.id, thought.id);
    expect(loaded).toMatchObject({
      is_container: true,
      flexible_attributes: { related_projects: ["Kitchen"], confidence: 87, custom: { nested: [1, 2] } },
    });
  });
});
