import type { Thought, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeThought, makeUser } from "../../../test/factories.js";
import { createTestDb } from "../../../test/test-db.js";
import type { Database } from "../../db/database.js";
import { NotFoundError } from "../../lib/errors.js";
import { ThoughtsRepository } from "../thoughts/thoughts.repository.js";
import { ThoughtsService } from "../thoughts/thoughts.service.js";
import { ChatCommandsService } from "./chat-commands.service.js";
import { ChatRepository } from "./chat.repository.js";

/** Runs `race` once, right after the command has read the thought and before it writes. */
class RacingThoughts extends ThoughtsService {
  race: ((thought: Thought) => Promise<void>) | null = null;

  override async getThought(user: User, thoughtId: string): Promise<Thought> {
    const thought = await super.getThought(user, thoughtId);
    const race = this.race;
    this.race = null;
    if (race) await race(thought);
    return thought;
  }
}

let database: Database;
let user: User;
let repository: ThoughtsRepository;
let thoughts: RacingThoughts;
let commands: ChatCommandsService;

beforeAll(async () => {
  database = await createTestDb();
  user = await makeUser(database);
  repository = new ThoughtsRepository(database.db);
  thoughts = new RacingThoughts(repository);
  commands = new ChatCommandsService(thoughts, new ChatRepository(database.db), { llm: null });
});
afterAll(async () => {
  await database.destroy();
});

/** What a classifier or another tab does meanwhile: writes the whole attributes object. */
const editMeanwhile = (attributes: Record<string, unknown>) => async (read: Thought) => {
  await repository.updateThought(user.id, read.id, { flexible_attributes: { ...read.flexible_attributes, ...attributes } }, new Date());
};

const stored = async (id: string) => (await repository.findThought(user.id, id))!.flexible_attributes;

describe("chat writes that follow a read", () => {
  it("tag keeps a tag and a key written between its read and its write", async () => {
    const thought = await makeThought(database, user, { flexible_attributes: { tags: ["home"], reasoning: "first pass" } });
    thoughts.race = editMeanwhile({ tags: ["home", "work"], confidence: 80 });
    const result = await commands.runCommand(user, { command: "tag with urgent", thoughtId: thought.id });
    expect(result).toMatchObject({ success: true, message: "Tagged with urgent" });
    const attributes = await stored(thought.id);
    expect(attributes.tags).toEqual(["home", "work", "urgent"]);
    expect(attributes).toMatchObject({ reasoning: "first pass", confidence: 80 });
    expect(result.updatedThought?.flexible_attributes).toEqual(attributes);
  });

  it("connect keeps an entity and a key written between its read and its write", async () => {
    const priya = await makeThought(database, user, { ai_title: "Priya Shah", is_container: true, container_type: "Contacts" });
    const thought = await makeThought(database, user, { flexible_attributes: { entities: ["Bob"] } });
    thoughts.race = editMeanwhile({ entities: ["Bob", "Carol"], reasoning: "classified meanwhile" });
    const result = await commands.runCommand(user, { command: "connect to priya", thoughtId: thought.id });
    expect(result).toMatchObject({ success: true, message: "Connected to Priya Shah" });
    const attributes = await stored(thought.id);
    expect(attributes.entities).toEqual(["Bob", "Carol", "Priya Shah"]);
    expect(attributes.connections).toEqual([{ id: priya.id, type: "contact", name: "Priya Shah" }]);
    expect(attributes.reasoning).toBe("classified meanwhile");
  });

  it("a priority change writes only the priority", async () => {
    const thought = await makeThought(database, user, { flexible_attributes: { priority: "low" } });
    thoughts.race = editMeanwhile({ tags: ["added meanwhile"] });
    expect(await commands.runCommand(user, { command: "change priority to high", thoughtId: thought.id })).toMatchObject({ success: true });
    expect(await stored(thought.id)).toMatchObject({ priority: "high", tags: ["added meanwhile"] });
  });

  it("a thought deleted between the read and the write is not found, not recreated", async () => {
    const thought = await makeThought(database, user);
    thoughts.race = async (read) => {
      await repository.deleteThought(user.id, read.id);
    };
    await expect(commands.runCommand(user, { command: "tag with gone", thoughtId: thought.id })).rejects.toThrow(NotFoundError);
    expect(await repository.findThought(user.id, thought.id)).toBeUndefined();
  });

  it("does not write another person's thought", async () => {
    const other = await makeUser(database);
    const theirs = await makeThought(database, other, { flexible_attributes: { tags: ["theirs"] } });
    expect(await new ChatRepository(database.db).patchAttributes(user.id, theirs.id, { tags: ["mine"] }, null, new Date())).toBeUndefined();
    expect((await repository.findThought(other.id, theirs.id))!.flexible_attributes.tags).toEqual(["theirs"]);
  });
});
