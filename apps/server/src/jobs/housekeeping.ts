import type { FastifyInstance } from "fastify";

/** A cleanup that deletes what can no longer matter and says how many rows went. */
export type HousekeepingTask = () => Promise<number>;

declare module "fastify" {
  interface FastifyInstance {
    /** The periodic cleanups; tests run them at once instead of waiting for the timer. */
    housekeeping: Housekeeping;
  }
}

/**
 * The periodic cleanups of the API process: expired sessions and login attempts, activity past
 * its retention, used-up admin page grants. Each is an idempotent delete, so several API
 * processes running them side by side only repeat work; one failing does not stop the others.
 */
export class Housekeeping {
  constructor(
    private readonly tasks: Record<string, HousekeepingTask>,
    private readonly onError: (task: string, error: unknown) => void,
  ) {}

  private passes = 0;
  private last: Promise<unknown> = Promise.resolve();

  /** One full pass, started after any pass under way ends, so its result covers what was there at the call. */
  run(): Promise<Record<string, number>> {
    this.passes += 1;
    const pass = this.last.then(() => this.runTasks()).finally(() => {
      this.passes -= 1;
    });
    this.last = pass.catch(() => undefined);
    return pass;
  }

  /** The timer's pass: skipped while one is under way, so slow passes never pile up. */
  runIfIdle(): void {
    if (this.passes === 0) void this.run();
  }

  private async runTasks(): Promise<Record<string, number>> {
    const done: Record<string, number> = {};
    for (const [name, task] of Object.entries(this.tasks)) {
      try {
        done[name] = await task();
      } catch (error) {
        this.onError(name, error);
      }
    }
    return done;
  }
}

/** Runs the cleanups once the app is ready and then every `intervalMs`, until it closes. */
export function scheduleHousekeeping(app: FastifyInstance, housekeeping: Housekeeping, intervalMs: number): void {
  app.decorate("housekeeping", housekeeping);
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    housekeeping.runIfIdle();
    timer = setInterval(() => housekeeping.runIfIdle(), intervalMs).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
