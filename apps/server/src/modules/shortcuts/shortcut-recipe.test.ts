import type { CreatedApiKeyResponse, Thought } from "@life/contracts";
import { parseBinary, type PlistValue } from "plist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeUser } from "../../../test/factories.js";
import { runShortcut } from "../../../test/shortcut-runner.js";
import { ASK_PROMPT, IMPORT_QUESTION, NOTIFICATION_TITLE, RECIPE_FILENAME } from "./shortcut-recipe.js";

type Dict = Record<string, PlistValue>;

let t: TestApp;
let token: string;
let shortcutKey: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = await makeSession(t.database, await makeUser(t.database));
  const created = await t.app.inject({ method: "POST", url: "/api/api-keys/shortcut", headers: bearer(token), payload: { device: "iPhone" } });
  shortcutKey = created.json<CreatedApiKeyResponse>().data.apiKey;
});
afterAll(async () => {
  await t.app.close();
});

const download = (headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/api/shortcuts/recipe.shortcut", headers: { host: "life.example.org", ...headers } });

describe("GET /api/shortcuts/recipe.shortcut", () => {
  it("is a binary plist of the Capture Thought shortcut posting to this server, holding no key", async () => {
    const response = await download(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${RECIPE_FILENAME}"`);
    expect(response.rawPayload.subarray(0, 8).toString("latin1")).toBe("bplist00");
    expect(response.rawPayload.includes(Buffer.from(shortcutKey))).toBe(false);
    expect(response.rawPayload.includes(Buffer.from(token))).toBe(false);

    const workflow = parseBinary(response.rawPayload) as Dict;
    const actions = workflow.WFWorkflowActions as Dict[];
    expect(actions.map((a) => a.WFWorkflowActionIdentifier)).toEqual([
      "is.workflow.actions.gettext",
      "is.workflow.actions.ask",
      "is.workflow.actions.downloadurl",
      "is.workflow.actions.getvalueforkey",
      "is.workflow.actions.notification",
    ]);
    const params = actions.map((a) => a.WFWorkflowActionParameters as Dict);
    expect(params[1]).toMatchObject({ WFAskActionPrompt: ASK_PROMPT, WFInputType: "Text" });
    expect(params[2]).toMatchObject({ WFURL: "http://life.example.org/api/shortcuts/capture", WFHTTPMethod: "POST", WFHTTPBodyType: "JSON", ShowHeaders: true });
    expect(workflow.WFWorkflowImportQuestions).toEqual([{ ActionIndex: 0, Category: "Parameter", DefaultValue: "", ParameterKey: "WFTextActionText", Text: IMPORT_QUESTION }]);

    // Every variable names an action that runs before it.
    const seen = new Set<string>();
    for (const p of params) {
      for (const ref of JSON.stringify(p).matchAll(/"OutputUUID":"([0-9A-F-]{36})"/g)) expect(seen.has(ref[1]!), ref[1]).toBe(true);
      if (typeof p.UUID === "string") seen.add(p.UUID);
    }
  });

  it("captures a thought when run as the Shortcuts app would, and notifies with what it captured", async () => {
    const workflow = parseBinary((await download(bearer(token))).rawPayload) as Dict;
    const requests: Array<{ url: string; headers: Record<string, string> }> = [];
    const run = await runShortcut(workflow, [shortcutKey], "Call the plumber about the leak on Monday", async (request) => {
      requests.push(request);
      const url = new URL(request.url);
      const response = await t.app.inject({ method: request.method as "POST", url: url.pathname, headers: request.headers, payload: request.body as object });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    });
    expect(requests[0]?.headers).toEqual({ Authorization: `Bearer ${shortcutKey}` });
    const feed = (await t.app.inject({ method: "GET", url: "/api/thoughts", headers: bearer(token) })).json<{ data: Thought[] }>().data;
    const captured = feed.find((th) => th.original_input === "Call the plumber about the leak on Monday");
    expect(captured?.processing_status).toBe("queued");
    expect(run.notifications).toEqual([{ title: NOTIFICATION_TITLE, body: "Call the plumber about the leak on Monday" }]);
  });

  it("needs a signed-in session: 401 without one, 403 for a shortcut key", async () => {
    expect((await download({})).statusCode).toBe(401);
    expect((await download(bearer(shortcutKey))).statusCode).toBe(403);
  });
});
