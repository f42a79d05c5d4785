import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OpenAiEndpoint } from "./chat.config.js";
import { answerFromItems } from "./llm-answer.js";
import { COMMAND_SYSTEM_PROMPT, interpretCommand, type CommandContext } from "./llm-command.js";
import { completionReply, startFakeOpenAi, type FakeOpenAi } from "./testing/fake-openai.js";
import { UpstreamError } from "./upstream-error.js";

let fake: FakeOpenAi;
let endpoint: OpenAiEndpoint;
const context: CommandContext = {
  thought: { title: "Buy tiles", domain: "personal", subdomain: null, status: "pending" },
  projects: ["Kitchen renovation"],
  contacts: ["Priya Shah"],
  tags: ["home"],
};

beforeAll(async () => {
  fake = await startFakeOpenAi();
  endpoint = { baseUrl: fake.baseUrl, model: "test-model", apiKey: "sk-test", timeoutMs: 500 };
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await fake.close();
});

describe("interpretCommand", () => {
  it("asks for one operation under a strict JSON schema and parses the answer with the grammar", async () => {
    fake.reply(completionReply({ op: "move", field: null, value: "Kitchen renovation" }));
    expect(await interpretCommand("put this with the kitchen stuff", context, endpoint)).toEqual({ op: "move", project: "Kitchen renovation" });

    const [request] = fake.seen;
    expect(request).toMatchObject({ method: "POST", url: "/v1/chat/completions" });
    expect(request!.headers.authorization).toBe("Bearer sk-test");
    const body = request!.json as { model: string; temperature: number; messages: Array<{ role: string; content: string }>; response_format: { type: string; json_schema: { strict: boolean; schema: { properties: { op: { enum: string[] } } } } } };
    expect(body).toMatchObject({ model: "test-model", temperature: 0 });
    expect(body.messages[0]).toEqual({ role: "system", content: COMMAND_SYSTEM_PROMPT });
    expect(body.messages[1]!.content).toContain("Instruction: put this with the kitchen stuff");
    expect(body.messages[1]!.content).toContain("Projects: Kitchen renovation");
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.properties.op.enum).toEqual(["change", "move", "tag", "schedule", "remind", "connect", "delete", "complete", "archive", "none"]);
  });

  it("accepts a change and an answer wrapped in a Markdown fence", async () => {
    fake.reply(completionReply("```json\n{\"op\":\"change\",\"field\":\"priority\",\"value\":\"High\"}\n```"));
    expect(await interpretCommand("this is pressing", context, endpoint)).toEqual({ op: "change", field: "priority", value: "high" });
  });

  it("throws when the model declines, answers off-schema, or proposes what the grammar refuses", async () => {
    fake.reply(
      completionReply({ op: "none", field: null, value: null }),
      completionReply({ op: "drop_table", field: null, value: null }),
      completionReply({ op: "change", field: "priority", value: "someday" }),
      completionReply("not json at all"),
    );
    await expect(interpretCommand("sing a song", context, endpoint)).rejects.toThrow(/no command/);
    await expect(interpretCommand("x", context, endpoint)).rejects.toThrow();
    await expect(interpretCommand("x", context, endpoint)).rejects.toThrow(/refused: Unknown priority/);
    await expect(interpretCommand("x", context, endpoint)).rejects.toThrow();
  });

  it("throws an UpstreamError saying which failure it was, with the detail for the log", async () => {
    fake.reply({ status: 500, body: { error: { message: "boom" } } }, { hang: true }, { body: "<html>not json</html>" }, completionReply({ op: "explode" }));
    const failures = [];
    for (let i = 0; i < 4; i += 1) failures.push(await interpretCommand("x", context, endpoint).catch((error: unknown) => error));
    expect(failures.map((e) => (e instanceof UpstreamError ? e.failure : e))).toEqual(["service", "timeout", "invalid", "invalid"]);
    expect((failures[0] as Error).message).toMatch(/chat\/completions answered 500: .*boom/);
    expect((failures[1] as Error).message).toMatch(/timed out after \d+ ms/);
  });
});

describe("answerFromItems", () => {
  const items = [{ title: "Dentist", status: "pending", domain: "personal", when: "Fri, Nov 27, 9:00 AM", waiting_for: null }];

  it("sends only the items and returns the model's answer", async () => {
    fake.reply(completionReply("You see the dentist on Friday at 9 [Dentist]."));
    expect(await answerFromItems("what do I have friday?", "1 thing", items, "Wednesday, November 25", endpoint)).toBe("You see the dentist on Friday at 9 [Dentist].");
    const body = fake.seen[0]!.json as { messages: Array<{ content: string }> };
    expect(body.messages[0]!.content).toContain("Use ONLY the notes listed");
    expect(body.messages[1]!.content).toContain("- [Dentist], status pending, domain personal, scheduled Fri, Nov 27, 9:00 AM");
  });

  it("adds the sources when the model cited none", async () => {
    fake.reply(completionReply("You have one appointment."));
    expect(await answerFromItems("q", "s", items, "today", endpoint)).toBe("You have one appointment. (Sources: Dentist)");
  });
});
