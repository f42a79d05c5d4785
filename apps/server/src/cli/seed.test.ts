import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../db/database.js";
import { ThoughtGenerator } from "./seed/generator.js";

describe("seed generator", () => {
  it("makes classified thoughts of every kind, the same for the same seed", () => {
    const make = () => {
      const generator = new ThoughtGenerator({ count: 2000, now: new Date("2026-11-23T12:00:00Z"), timeZone: "America/Halifax", daysBack: 365, seed: 7 });
      return [...generator.makeProjects(), ...generator.makeBatch(1970)];
    };
    const rows = make();
    expect(rows.filter((r) => r.container_type === "Projects")).toHaveLength(30);
    expect(rows.filter((r) => r.parent_id).length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.container_type === "Contacts").length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.scheduled_for?.length === 10).length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.scheduled_for?.length === 24).length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.waiting_for && !r.waiting_received_at).length).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.domain))).toEqual(new Set(["personal", "social", "systems"]));
    const values = rows.map((r) => (JSON.parse(r.flexible_attributes) as { commercial_value: { estimatedValue: number } }).commercial_value.estimatedValue);
    expect(values.filter((v) => v > 50).length).toBeGreaterThan(50);
    expect(make().map((r) => r.original_input)).toEqual(rows.map((r) => r.original_input));
  });
});

describe("npm run seed", () => {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const run = (dataDir: string, ...args: string[]) =>
    promisify(execFile)(process.execPath, ["--conditions=source", "--import", "tsx", "src/cli/seed.ts", ...args], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", INIT_CWD: serverDir },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("creates the account, prints its password and adds the thoughts", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "life-seed-"));
    try {
      const result = await run(dataDir, "--user", "Seed@Example.com", "--count", "600");
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Created seed@example\.com with password \S{8,}/);
      expect(result.stdout).toContain("Seeded 600 thoughts");
      const database = createDatabase({ dialect: "sqlite", file: path.join(dataDir, "life.db") });
      try {
        const row = await database.db.selectFrom("thoughts").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
        expect(Number(row.n)).toBe(600);
      } finally {
        await database.destroy();
      }
      expect((await run(dataDir, "--count", "10")).code).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two child processes that compile TypeScript on start: 6 s alone, over 20 s beside CI's other lane.
  }, 60_000);
});
