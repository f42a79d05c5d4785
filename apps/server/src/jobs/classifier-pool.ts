import type { Worker as Thread } from "node:worker_threads";
import { spawnThread } from "../lib/spawn-thread.js";
import type { ClassifyOutput } from "@life/classifier";
import type { PipelineRequest } from "../modules/classification/pipeline-run.js";
import { packRequest } from "./candidate-transfer.js";

export interface ClassifierPoolOptions {
  /** Threads, one per concurrent job (the worker's concurrency). */
  size: number;
  /** CPU budget of one run; an LLM configured in the request adds its own deadline on top. */
  budgetMs: number;
  /** Tests only: a module whose `classify` the threads use instead of the real one. */
  engineModule?: string;
  /** A SQLite database file: each thread opens it read-only and reads step 1's candidates itself. */
  databaseFile?: string;
  /** A PostgreSQL database: each thread connects and reads step 1's candidates itself. */
  postgres?: { url: string; schema?: string };
}

type Reply = { ok: true; output: ClassifyOutput } | { ok: false; error: string };

/** Beyond the model's own time-outs, so a slow but live model is not cut off here first. */
function llmAllowanceMs(request: PipelineRequest): number {
  const llm = request.options.llm;
  const embedding = request.options.embedding;
  const llmMs = llm ? (llm.timeoutMs ?? 15_000) * ((llm.maxRetries ?? 2) + 1) + 5_000 : 0;
  const embeddingMs = embedding ? (embedding.timeoutMs ?? 15_000) * 2 : 0;
  return llmMs + embeddingMs;
}

/**
 * Runs the job-side pipeline in worker threads so a runaway classification (a pathological
 * input, a bug) cannot stall the API's event loop. A run over its budget has its thread
 * terminated (the only way to stop synchronous code) and fails with a short reason; the
 * next run gets a fresh thread. Threads start on first use, so API-only processes have none.
 */
export class ClassifierPool {
  private readonly idle: Thread[] = [];
  private readonly busy = new Set<Thread>();
  private readonly waiting: Array<(thread: Thread) => void> = [];
  private closed = false;
  /** Settles once a thread has loaded the classifier; its start-up does not count against a job's budget. */
  private readonly ready = new WeakMap<Thread, Promise<void>>();

  constructor(private readonly options: ClassifierPoolOptions) {}

  /** True when the threads read step 1's candidates themselves. */
  get readsContext(): boolean {
    return this.options.databaseFile !== undefined || this.options.postgres !== undefined;
  }

  async run(request: PipelineRequest): Promise<ClassifyOutput> {
    const thread = await this.acquire();
    try {
      await this.ready.get(thread);
    } catch (error) {
      this.release(thread, false);
      throw error;
    }
    const budgetMs = this.options.budgetMs + llmAllowanceMs(request);
    let timer: NodeJS.Timeout | undefined;
    let healthy = true;
    try {
      return await new Promise<ClassifyOutput>((resolve, reject) => {
        const onMessage = (reply: Reply) => {
          cleanup();
          if (reply.ok) resolve(reply.output);
          else reject(new Error(reply.error));
        };
        const onError = (error: Error) => {
          cleanup();
          healthy = false;
          reject(new Error(`classifier thread crashed: ${error.message}`));
        };
        const onExit = (code: number) => onError(new Error(`exited with code ${code}`));
        const cleanup = () => {
          clearTimeout(timer);
          thread.off("message", onMessage).off("error", onError).off("exit", onExit);
        };
        thread.on("message", onMessage).on("error", onError).on("exit", onExit);
        timer = setTimeout(() => {
          cleanup();
          healthy = false;
          reject(new Error(`classification stopped after ${Math.round(budgetMs / 1000)} s`));
        }, budgetMs);
        const { message, transfer } = packRequest(request);
        thread.postMessage(message, transfer);
      });
    } finally {
      this.release(thread, healthy);
    }
  }

  /** Starts every thread now, idle, so the first runs do not wait for one to load the classifier. */
  prestart(): void {
    if (this.closed) return;
    while (this.idle.length + this.busy.size < this.options.size) {
      const thread = this.spawn();
      thread.unref();
      this.idle.push(thread);
    }
  }

  /** Terminates every thread; runs still in progress fail. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = [...this.idle.splice(0), ...this.busy];
    this.busy.clear();
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  private acquire(): Promise<Thread> {
    if (this.closed) return Promise.reject(new Error("the classifier pool is closed"));
    const thread = this.idle.pop() ?? (this.busy.size < this.options.size ? this.spawn() : undefined);
    if (thread) return Promise.resolve(this.markBusy(thread));
    return new Promise((resolve) => this.waiting.push((next) => resolve(this.markBusy(next))));
  }

  private markBusy(thread: Thread): Thread {
    this.busy.add(thread);
    // Only a thread at work keeps the process alive.
    thread.ref();
    return thread;
  }

  private release(thread: Thread, healthy: boolean): void {
    this.busy.delete(thread);
    if (!healthy) void thread.terminate();
    if (this.closed) return;
    const next = healthy ? thread : this.spawn();
    next.unref();
    const waiter = this.waiting.shift();
    if (waiter) waiter(next);
    else this.idle.push(next);
  }

  private spawn(): Thread {
    const thread = spawnThread(import.meta.url, "classifier.thread", { workerData: { engineModule: this.options.engineModule, databaseFile: this.options.databaseFile, postgres: this.options.postgres } });
    const ready = new Promise<void>((resolve, reject) => {
      const onReady = () => {
        thread.off("error", onFailed).off("exit", onFailed);
        resolve();
      };
      const onFailed = (reason: unknown) => {
        thread.off("message", onReady);
        reject(new Error(`classifier thread did not start: ${reason instanceof Error ? reason.message : `exit code ${String(reason)}`}`));
      };
      thread.once("message", onReady).once("error", onFailed).once("exit", onFailed);
    });
    ready.catch(() => undefined);
    this.ready.set(thread, ready);
    // A thread that dies while idle is replaced on its next use.
    thread.on("error", () => this.drop(thread));
    thread.on("exit", () => this.drop(thread));
    return thread;
  }

  private drop(thread: Thread): void {
    const at = this.idle.indexOf(thread);
    if (at >= 0) this.idle.splice(at, 1);
  }
}
