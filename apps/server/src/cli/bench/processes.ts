import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export interface Running {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** Processes started for one part of a run, stopped together at its end. */
export class ProcessGroup {
  private readonly running: Running[] = [];

  async add(starting: Promise<Running> | Running): Promise<Running> {
    const process = await starting;
    this.running.push(process);
    return process;
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.running.splice(0).map((p) => p.stop()));
  }
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
  return cpuSecondsIn(`/proc/${pid}/stat`);
}

/** CPU seconds of a process's main thread alone (its event loop, where the API's requests run). */
export function mainThreadCpuSecondsOf(pid: number): number {
  return cpuSecondsIn(`/proc/${pid}/task/${pid}/stat`);
}

/** CPU seconds of this process's children that have exited and been waited for (a wrk run). */
export function finishedChildrenCpuSeconds(): number {
  return cpuSecondsIn("/proc/self/stat", 13);
}

function cpuSecondsIn(statFile: string, firstField = 11): number {
  try {
    // After the command name: utime and stime at 11 and 12, then cutime and cstime (children
    // waited for) at 13 and 14, in clock ticks (100 per second on Linux).
    const fields = readFileSync(statFile, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[firstField]) + Number(fields[firstField + 1])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds the whole machine has spent busy so far (every core, everything but idle and
 * I/O wait), from /proc/stat; 0 where it cannot be read. Processes that come and go (PostgreSQL
 * backends of a pool) are counted too, unlike a sum over the processes alive at two moments.
 */
export function machineBusySeconds(): number {
  try {
    const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return (ticks.slice(0, 8).reduce((sum, value) => sum + value, 0) - idle) / 100;
  } catch {
    return 0;
  }
}
