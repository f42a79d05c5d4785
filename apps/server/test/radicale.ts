import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A real Radicale CalDAV server on a free loopback port, with one user; for the CalDAV sync tests. */
export interface Radicale {
  url: string;
  username: string;
  password: string;
  stop: () => Promise<void>;
}

export function radicaleInstalled(): boolean {
  return spawnSync("radicale", ["--version"], { stdio: "ignore" }).status === 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startRadicale(): Promise<Radicale> {
  const dir = mkdtempSync(path.join(tmpdir(), "life-radicale-"));
  const username = "alice";
  const password = "app-password-1";
  writeFileSync(path.join(dir, "users"), `${username}:${password}\n`);
  const port = await freePort();
  const child: ChildProcess = spawn(
    "radicale",
    [
      "--server-hosts", `127.0.0.1:${port}`,
      "--storage-filesystem-folder", path.join(dir, "collections"),
      "--auth-type", "htpasswd",
      "--auth-htpasswd-filename", path.join(dir, "users"),
      "--auth-htpasswd-encryption", "plain",
      "--rights-type", "owner_only",
      "--logging-level", "warning",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`radicale exited: ${stderr}`);
    const up = await fetch(url).then(() => true, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`radicale did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    username,
    password,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
