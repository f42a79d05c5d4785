import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wordNgrams } from "./corpus-overlap.js";
import { runEval } from "./run.js";

/**
 * `npm run eval -- --engine llm` against a tiny OpenAI-compatible server that answers each
 * thought with its gold labels, except one deliberately wrong domain, so the llm column is
 * known while the local column is whatever the local engine scores.
 */
const cases = [
  {
    id: "x1",
    text: "call the vet about Pepper's shots tomorrow at 10am",
    now: "2026-03-10T09:15:00",
    timezone: "America/Halifax",
    context: {},
    expect: { domain: "personal", event_type: "communication", is_container: false, scheduled_local: "2026-03-11 10:00", entities: [], waiting_for: null, completes: null, parent: null },
  },
  {
    id: "x2",
    text: "still no reply from Dana about the venue deposit",
    now: "2026-03-10T09:15:00",
    timezone: "America/Halifax",
    context: { projects: [{ id: "p1", title: "Plan Jo's 40th" }] },
    expect: { domain: "social", event_type: "transaction", is_container: false, scheduled_local: null, entities: ["Dana"], waiting_for: "Dana: venue deposit", completes: null, parent: "p1" },
  },
  {
    id: "x3",
    text: "finally sent the Q2 invoice to Brightline",
    now: "2026-03-10T09:15:00",
    timezone: "America/Halifax",
    context: { tasks: [{ id: "t1", title: "Send the Q2 invoice to Brightline", parent_id: null }] },
    expect: { domain: "systems", event_type: "transaction", is_container: false, scheduled_local: null, entities: [], waiting_for: null, completes: "t1", parent: null },
  },
  {
    id: "x4",
    text: "feeling really proud of how Amir handled his first recital",
    now: "2026-03-10T09:15:00",
    timezone: "America/Halifax",
    context: {},
    expect: { domain: "social", event_type: "emotion_state", is_container: false, scheduled_local: null, entities: ["Amir"], waiting_for: null, completes: null, parent: null },
  },
];

function goldAnswer(c: (typeof cases)[number]) {
  const e = c.expect;
  return {
    // The model gets x4's domain wrong; every other label is right.
    domain: c.id === "x4" ? "personal" : e.domain,
    subdomain: "general",
    ai_title: c.text.slice(0, 50),
    priority: null,
    event_type: e.event_type,
    is_container: e.is_container,
    container_type: "Actions",
    parent_id: e.parent,
    entities: e.entities,
    related_project_ids: e.parent ? [e.parent] : [],
    scheduled_local: e.scheduled_local,
    waiting_for: e.waiting_for,
    expected_date: null,
    confidence: 90,
    reasoning: "Test answer.",
    completes: e.completes,
    resolution_action: e.completes ? "mark_completed" : null,
    resolution_confidence: e.completes ? 90 : null,
    resolution_reasoning: e.completes ? "Reported done." : null,
  };
}

let server: Server;
let baseUrl: string;
let dir: string;
const requests: Array<{ messages: Array<{ role: string; content: string }>; response_format: { type: string } }> = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "eval-llm-"));
  writeFileSync(join(dir, "cases.jsonl"), cases.map((c) => JSON.stringify(c)).join("\n") + "\n");
  server = createServer((req, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      const body = JSON.parse(data) as (typeof requests)[number];
      requests.push(body);
      const user = body.messages.find((m) => m.role === "user")!.content;
      const thought = JSON.parse(/^Thought: (.*)$/m.exec(user)![1]!) as string;
      const c = cases.find((x) => x.text === thought)!;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ model: "fake-1", choices: [{ index: 0, message: { role: "assistant", content: JSON.stringify(goldAnswer(c)) }, finish_reason: "stop" }], usage: { prompt_tokens: 10, completion_tokens: 5 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("eval --engine llm", () => {
  it("prints the local and llm scores side by side per field, then the llm scores as the last line", async () => {
    const file = join(dir, "cases.jsonl");
    const localLines: string[] = [];
    const local = await runEval({ file, engine: "local", print: (l) => localLines.push(l) });
    const lines: string[] = [];
    const predictionsPath = join(dir, "out.jsonl");
    const outcome = await runEval({ file, engine: "llm", llm: { baseUrl, model: "fake-1", timeoutMs: 5000 }, predictionsPath, print: (l) => lines.push(l) });

    expect(requests).toHaveLength(4);
    expect(outcome.fallbacks).toBe(0);
    expect(outcome.local).toEqual(local.report);
    expect(outcome.report).toMatchObject({ cases: 4, domain: 0.75, event_type: 1, scheduled_local: 1, entities_f1: 1, completes_f1: 1, parent_f1: 1, waiting_for_f1: 1 });

    const header = lines.findIndex((l) => /^field\s+local\s+llm \(fake-1\)\s+diff$/.test(l));
    expect(header).toBeGreaterThanOrEqual(0);
    const row = (label: string) => lines.slice(header).find((l) => l.startsWith(`${label}  `))!.trim().split(/\s{2,}/);
    const fixed = (x: number) => x.toFixed(3);
    expect(row("domain")).toEqual(["domain", fixed(local.report.domain), "0.750", expect.stringMatching(/^[+−]?\d\.\d{3}$/)]);
    expect(row("event type").slice(1, 3)).toEqual([fixed(local.report.event_type), "1.000"]);
    expect(row("waiting-for F1").slice(1, 3)).toEqual([fixed(local.report.waiting_for_f1), "1.000"]);
    expect(row("completes F1").slice(1, 3)).toEqual([fixed(local.report.completes_f1), "1.000"]);
    const diff = Number(row("domain")[3]!.replace("−", "-").replace(" ", ""));
    expect(diff).toBeCloseTo(0.75 - local.report.domain, 3);

    expect(lines.at(-2)).toBe(`4 cases from ${file}, engine llm, 0 fell back to local`);
    expect(JSON.parse(lines.at(-1)!)).toEqual(outcome.report);
    expect(lines).toContain(`predictions written to ${predictionsPath}`);
    const written = readFileSync(predictionsPath, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { id: string; domain: string });
    expect(written.map((p) => [p.id, p.domain])).toEqual([["x1", "personal"], ["x2", "social"], ["x3", "systems"], ["x4", "personal"]]);
    // Loads the local engine first (its model file and word vectors): seconds on a loaded machine.
  }, 30_000);

  it("sent the guideline with its clarifications and a few corpus examples similar to each thought", () => {
    for (const request of requests) {
      const [system, user] = request.messages;
      expect(request.response_format.type).toBe("json_schema");
      expect(system!.content).toContain('"this arvo"');
      expect(system!.content).toContain("by its role (store, insurer, bank");
      const block = user!.content.split("Labelled examples of similar sentences (domain, event type):\n")[1]!;
      const examples = block.split("\n").filter((l) => l.startsWith("- "));
      expect(examples.length).toBe(6);
      for (const example of examples) expect(example).toMatch(/^- ".+" -> (personal|social|systems), [a-z_]+$/);
      const thought = JSON.parse(/^Thought: (.*)$/m.exec(user!.content)![1]!) as string;
      const own = wordNgrams(thought, 4);
      for (const example of examples) expect([...wordNgrams(example, 4)].filter((g) => own.has(g))).toEqual([]);
    }
  });
});
