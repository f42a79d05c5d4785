/**
 * The Dockerfile and compose.yaml are parsed and checked here, since this machine has no
 * Docker engine to build them: stages, an unprivileged runtime user, health checks, and that
 * every workspace and runtime file the image copies exists in the repository.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface Instruction {
  op: string;
  args: string;
}

/** Dockerfile instructions with continuation lines joined and comments dropped. */
function instructions(text: string): Instruction[] {
  return text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const space = line.indexOf(" ");
      return { op: line.slice(0, space).toUpperCase(), args: line.slice(space + 1).trim() };
    });
}

describe("Dockerfile", () => {
  const all = instructions(read("Dockerfile"));
  const stageStarts = all.flatMap((ins, i) => (ins.op === "FROM" ? [i] : []));
  const runtime = all.slice(stageStarts.at(-1));

  it("builds in one stage and runs from a slimmer one", () => {
    expect(stageStarts.length).toBeGreaterThanOrEqual(2);
    expect(all[stageStarts[0]!]!.args).toMatch(/ AS build$/i);
    expect(runtime.some((ins) => ins.op === "RUN" && /apt-get|g\+\+/.test(ins.args))).toBe(false);
  });

  it("runs as an unprivileged user, with a health check and the server as its command", () => {
    const users = runtime.filter((ins) => ins.op === "USER").map((ins) => ins.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(runtime.find((ins) => ins.op === "HEALTHCHECK")?.args).toContain("/api/health");
    expect(JSON.parse(runtime.find((ins) => ins.op === "CMD")!.args)).toEqual(["node", "apps/server/dist/server.js"]);
  });

  it("copies every workspace's manifest before installing, so none is missing from npm ci", () => {
    const workspaces = (JSON.parse(read("package.json")) as { workspaces: string[] }).workspaces;
    const build = all.slice(0, stageStarts[1]);
    const install = build.findIndex((ins) => ins.op === "RUN" && ins.args.includes("npm ci"));
    const copied = build.slice(0, install).filter((ins) => ins.op === "COPY").map((ins) => ins.args);
    for (const workspace of workspaces) expect(copied.some((args) => args.startsWith(`${workspace}/package.json`)), workspace).toBe(true);
  });

  it("copies into the runtime only files that exist or that the build makes", () => {
    const sources = runtime.filter((ins) => ins.op === "COPY").map((ins) => ins.args.split(/\s+/).at(-2)!.replace(/^\/app\//, ""));
    expect(sources).toContain("apps/web/dist");
    for (const source of sources) {
      if (source === "node_modules" || source.endsWith("/dist")) continue;
      expect(existsSync(path.join(root, source)), source).toBe(true);
    }
  });
});

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml"), { merge: true }) as {
    services: Record<string, { image?: string; build?: unknown; command?: string[]; environment?: Record<string, string>; healthcheck?: { test: string[] }; depends_on?: Record<string, { condition: string }> }>;
  };
  const { app, worker, db } = compose.services;

  it("runs the app, a worker and PostgreSQL, each checked for health or waiting on it", () => {
    expect(app && worker && db).toBeTruthy();
    expect(db!.healthcheck?.test.join(" ")).toContain("pg_isready");
    expect(app!.healthcheck?.test.join(" ")).toContain("/api/health");
    expect(app!.depends_on?.db?.condition).toBe("service_healthy");
    expect(worker!.depends_on?.db?.condition).toBe("service_healthy");
  });

  it("points both processes at PostgreSQL and leaves the jobs to the worker", () => {
    for (const service of [app!, worker!]) expect(service.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@db:5432\//);
    expect(app!.environment?.WORKER).toBe("off");
    expect(worker!.command).toEqual(["node", "apps/server/dist/worker.js"]);
    expect(worker!.image).toBe(app!.image);
  });
});
