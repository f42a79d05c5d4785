import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { CreatedApiKeyResponse, Thought, User } from "@life/contracts";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { drainJobs } from "../../../test/drain-jobs.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";

let t: TestApp;
let user: User;
let token: string;
let key: string;
let url: URL;

async function connect(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: "life-test-client", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
  return client;
}

const text = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/mcp`);
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
  key = (await t.app.inject({ method: "POST", url: "/api/api-keys", headers: bearer(token), payload: { name: "Claude" } })).json<CreatedApiKeyResponse>().data.apiKey;
});
afterAll(async () => {
  await t.app.close();
});

describe("the MCP server at /api/mcp", () => {
  it("lists its tools to an SDK client authenticated by a general key", async () => {
    const client = await connect(bearer(key));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(["capture_thought", "complete_thought", "list_schedule", "list_waiting", "search_thoughts"]);
      expect(tools.find((tool) => tool.name === "list_schedule")?.inputSchema.required).toEqual(["day"]);
    } finally {
      await client.close();
    }
  });

  it("captures a thought into the key owner's account, which the owner then sees", async () => {
    const client = await connect({ "x-api-key": key });
    try {
      const result = await client.callTool({ name: "capture_thought", arguments: { text: "Waiting for Priya to send the venue quote" } });
      expect(result.isError).toBeFalsy();
      expect(text(result)).toMatch(/^Captured:/);
      const feed = (await t.app.inject({ method: "GET", url: "/api/thoughts", headers: bearer(token) })).json<{ data: Thought[] }>().data;
      const captured = feed.find((th) => th.original_input === "Waiting for Priya to send the venue quote");
      expect(captured?.user_id).toBe(user.id);
      expect(text(result)).toContain(captured!.id);

      // Classified by its job, as any capture is.
      await drainJobs(t.app);
      const waiting = await client.callTool({ name: "list_waiting", arguments: {} });
      expect(text(waiting)).toContain(captured!.id);
      const found = await client.callTool({ name: "search_thoughts", arguments: { query: "venue quote" } });
      expect(text(found)).toContain(captured!.id);
    } finally {
      await client.close();
    }
  });

  it("lists a day's schedule and completes a thought; another person's id is not found", async () => {
    const task = await makeThought(t.database, user, { original_input: "Pay rent", scheduled_for: "2026-03-02T14:00:00.000Z" });
    const other = await makeThought(t.database, await makeUser(t.database), { original_input: "someone else's task" });
    const client = await connect(bearer(key));
    try {
      expect(text(await client.callTool({ name: "list_schedule", arguments: { day: "2026-03-02" } }))).toContain(task.id);
      expect(text(await client.callTool({ name: "list_schedule", arguments: { day: "2026-03-03" } }))).toBe("Nothing scheduled on 2026-03-03.");
      const done = await client.callTool({ name: "complete_thought", arguments: { id: task.id } });
      expect(done.isError).toBeFalsy();
      const refused = await client.callTool({ name: "complete_thought", arguments: { id: other.id } });
      expect(refused).toMatchObject({ isError: true, content: [{ type: "text", text: "Thought not found" }] });
    } finally {
      await client.close();
    }
    const reread = (await t.app.inject({ method: "GET", url: `/api/thoughts/${task.id}`, headers: bearer(token) })).json<{ data: Thought }>().data;
    expect(reread.status).toBe("completed");
  });

  it("refuses a client without a key, with a GPT key, or with a revoked key", async () => {
    await expect(connect({})).rejects.toThrow();
    const created = (await t.app.inject({ method: "POST", url: "/api/api-keys/gpt", headers: bearer(token), payload: {} })).json<CreatedApiKeyResponse>().data;
    await expect(connect({ "x-api-key": created.apiKey })).rejects.toThrow();
    const general = (await t.app.inject({ method: "POST", url: "/api/api-keys", headers: bearer(token), payload: { name: "soon revoked" } })).json<CreatedApiKeyResponse>().data;
    await t.app.inject({ method: "DELETE", url: `/api/api-keys/${general.id}`, headers: bearer(token) });
    await expect(connect(bearer(general.apiKey))).rejects.toThrow();
  });
});
