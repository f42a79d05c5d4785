import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, stat } from "node:fs/promises";
import path from "node:path";
import type { User } from "@life/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { DocumentsService } from "./documents.service.js";

export interface ConsumeFolderOptions {
  dir: string;
  /** E-mail of the account the files are imported for. */
  userEmail: string;
  findUser: (email: string) => Promise<User | undefined>;
  documents: Pick<DocumentsService, "storeDocument">;
  logger: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  pollMs?: number;
  /** A file is taken once its size and time have not changed for this long (and across two looks). */
  settleMs?: number;
  now?: () => number;
}

export const ARCHIVE_DIR = "archive";
export const FAILED_DIR = "failed";
const CLAIM_DIR = ".processing";
/** Names scanners and browsers give files still being written. */
const PARTIAL_NAME = /^\.|\.(part|partial|tmp|crdownload|download|filepart)$/i;

/**
 * The watched folder (CONSUME_DIR): files a scanner drops there are imported as documents of
 * CONSUME_USER, then moved to archive/ (or failed/ when refused, e.g. an unsupported type).
 * It polls instead of using fs.watch, which misses events on network shares, and takes a file
 * only after its size and modification time stayed the same over two looks `settleMs` apart,
 * so a file still being written is left alone. Claiming is a rename into .processing/, atomic
 * on one file system, so two processes watching the same folder never import a file twice.
 */
export class ConsumeFolder {
  private readonly seen = new Map<string, { size: number; mtimeMs: number; since: number }>();
  private timer: NodeJS.Timeout | undefined;
  private scanning: Promise<number> | undefined;
  private warnedNoUser = false;
  private readonly now: () => number;

  constructor(private readonly options: ConsumeFolderOptions) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    if (this.timer) return;
    const tick = () => {
      void this.scan()
        .catch((error: unknown) => this.options.logger.error({ err: error }, "scanning the consume folder failed"))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, this.options.pollMs ?? 5_000).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.scanning;
  }

  /** One look at the folder; answers how many files were imported. */
  scan(): Promise<number> {
    this.scanning ??= this.scanOnce().finally(() => {
      this.scanning = undefined;
    });
    return this.scanning;
  }

  private async scanOnce(): Promise<number> {
    const { dir } = this.options;
    await mkdir(dir, { recursive: true });
    const entries = await readdir(dir, { withFileTypes: true });
    const settleMs = this.options.settleMs ?? 2_000;
    const ready: string[] = [];
    const present = new Set<string>();
    for (const entry of entries) {
      if (!entry.isFile() || PARTIAL_NAME.test(entry.name)) continue;
      present.add(entry.name);
      const info = await stat(path.join(dir, entry.name)).catch(() => undefined);
      if (!info) continue;
      const before = this.seen.get(entry.name);
      if (!before || before.size !== info.size || before.mtimeMs !== info.mtimeMs) {
        this.seen.set(entry.name, { size: info.size, mtimeMs: info.mtimeMs, since: this.now() });
        continue;
      }
      if (this.now() - before.since >= settleMs && this.now() - info.mtimeMs >= settleMs) ready.push(entry.name);
    }
    for (const name of this.seen.keys()) if (!present.has(name)) this.seen.delete(name);
    if (ready.length === 0) return 0;

    const user = await this.options.findUser(this.options.userEmail);
    if (!user) {
      if (!this.warnedNoUser) this.options.logger.warn({ email: this.options.userEmail }, "CONSUME_USER has no account; the consume folder waits");
      this.warnedNoUser = true;
      return 0;
    }
    let imported = 0;
    for (const name of ready) {
      this.seen.delete(name);
      if (await this.importFile(user, name)) imported += 1;
    }
    return imported;
  }

  private async importFile(user: User, name: string): Promise<boolean> {
    const { dir, logger } = this.options;
    const claimed = path.join(dir, CLAIM_DIR, `${randomUUID()}`);
    await mkdir(path.dirname(claimed), { recursive: true });
    try {
      await rename(path.join(dir, name), claimed);
    } catch {
      // Another process took it first, or it was removed.
      return false;
    }
    try {
      const result = await this.options.documents.storeDocument(user, { stream: createReadStream(claimed), filename: name });
      await this.moveTo(ARCHIVE_DIR, claimed, name);
      logger.info({ file: name, documentId: result.data.id }, "imported from the consume folder");
      return true;
    } catch (error) {
      await this.moveTo(FAILED_DIR, claimed, name);
      logger.warn({ file: name, err: error }, "a file in the consume folder could not be imported; moved to failed/");
      return false;
    }
  }

  /** Into archive/ or failed/ under its own name, prefixed with the time so names never collide. */
  private async moveTo(folder: string, from: string, name: string): Promise<void> {
    const target = path.join(this.options.dir, folder);
    await mkdir(target, { recursive: true });
    const stamp = new Date(this.now()).toISOString().replace(/[:.]/g, "-");
    await rename(from, path.join(target, `${stamp}-${path.basename(name)}`));
  }
}
