import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { classify, parseWallTime, wallTimeToInstant } from "@life/classifier";
import type { AuthResponse, ChatRespondResponse, Thought } from "@life/contracts";
import { buildApp } from "../../app.js";
import type { AppConfig } from "../../config.js";
import { createDatabase } from "../../db/database.js";
import type { ChatConfig } from "../../modules/chat/chat.config.js";
import type { QaCase, QaPrediction } from "./qa-case.js";

/**
 * One case on a fresh SQLite database through the real app: register in the case's time zone,
 * capture each thought over HTTP with the clock at its created_at (so "tomorrow" is read from
 * then), let the job queue finish, then ask at `now`.
 */
export async function runCase(kase: QaCase, config: AppConfig, chatConfig: ChatConfig): Promise<QaPrediction> {
  const dir = mkdtempSync(path.join(tmpdir(), "life-eval-qa-"));
  let clock = new Date();
  const database = createDatabase({ dialect: "sqlite", file: path.join(dir, "qa.sqlite") });
  // The pipeline runs in this process, not in a classifier thread of each case's app: a new thread loads the classifier
  // again for every case at a lowered priority, which on a busy machine cost most of an eval's time. Same code, same
  // output; QA_THREADS=1 runs it through the threads as the server does.
  const engines = process.env.QA_THREADS === "1" ? {} : { classificationEngines: { classify } };
  const app = await buildApp({ ...config, database: { dialect: "sqlite", file: path.join(dir, "qa.sqlite") } }, { database, chatConfig, now: () => clock, ...engines });
  try {
    const api = config.apiBasePath;
    const register = await app.inject({ method: "POST", url: `${api}/auth/register`, payload: { email: `qa-${kase.id}@example.com`, password: "eval-password-1", timezone: kase.timezone } });
    if (register.statusCode !== 201) throw new Error(`register: ${register.statusCode} ${register.body}`);
    const headers = { authorization: `Bearer ${register.json<AuthResponse>().token}` };
    const toCase = new Map<string, string>();
    const ordered = [...kase.thoughts].sort((a, b) => a.created_at.localeCompare(b.created_at));
    for (const thought of ordered) {
      clock = wallTimeToInstant(parseWallTime(thought.created_at), kase.timezone);
      const created = await app.inject({ method: "POST", url: `${api}/thoughts`, headers, payload: { original_input: thought.text } });
      if (created.statusCode !== 201) throw new Error(`capture ${thought.id}: ${created.statusCode} ${created.body}`);
      toCase.set(created.json<{ data: Thought }>().data.id, thought.id);
      // The job links contacts and completed tasks; the next capture reads what it wrote.
      await app.processing.worker.runUntilIdle();
    }
    if (process.env.QA_DUMP) {
      const rows = await database.db.selectFrom("thoughts").select(["id", "original_input", "event_type", "status", "container_type", "parent_id", "scheduled_for", "waiting_for", "flexible_attributes"]).orderBy("created_at").execute();
      for (const r of rows) console.error(toCase.get(r.id) ?? "(new)", r.event_type, r.status, r.container_type, r.parent_id ? `parent=${toCase.get(r.parent_id)}` : "", r.scheduled_for ?? "", r.waiting_for ? `W:${r.waiting_for}` : "", JSON.stringify((JSON.parse(String(r.flexible_attributes)) as { entities?: string[] }).entities ?? []), "|", r.original_input.slice(0, 60));
    }
    clock = wallTimeToInstant(parseWallTime(kase.now), kase.timezone);
    const asked = await app.inject({ method: "POST", url: `${api}/chat/respond`, headers, payload: { message: kase.question } });
    if (asked.statusCode !== 200) throw new Error(`ask: ${asked.statusCode} ${asked.body}`);
    const body = asked.json<ChatRespondResponse & { citations?: Array<{ id: string }>; number?: number | null }>();
    const cited = body.citations ?? body.items ?? [];
    const cites = cited.flatMap((c) => toCase.get(c.id) ?? []);
    return { id: kase.id, cites, number: body.number !== undefined ? body.number : firstNumber(body.response), answer: body.response };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** For answerers that give no number field: the first figure in the text. */
function firstNumber(text: string): number | null {
  const m = /-?\d[\d,]*(?:\.\d+)?/.exec(text);
  return m ? Number(m[0].replaceAll(",", "")) : null;
}
