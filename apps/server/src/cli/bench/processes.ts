import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export interface Running {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** Starts `node <args>` with `env` and waits until `healthPath` answers 2xx (30 s at most). */
export async function startProcess(args: string[], env: Record<string, string>, port: number, healthPath: string): Promise<Running> {
  const child: ChildProcess = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
    const ok = await fetch(url + healthPath).then((r) => r.status < 500, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${args.join(" ")} did not become healthy on port ${port}`);
    }
    await sleep(200);
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Starts `node <args>` with no health check to wait for (the job worker serves no HTTP). */
export function startBackground(args: string[], env: Record<string, string>): Running {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  return {
    url: "",
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc; 0 where it cannot be read. */
export function cpuSecondsOf(pid: number): number {
  try {
    // Fields 14 and 15 after the command name are utime and stime, in clock ticks (100 per second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by every process whose name is `name` (e.g. the PostgreSQL backends). */
export function cpuSecondsOfAll(name: string): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === name) total += cpuSecondsOf(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}
