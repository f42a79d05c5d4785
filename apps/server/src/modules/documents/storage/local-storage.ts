import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertStorageKey, assertUserPrefix, type DocumentStorage } from "./document-storage.js";

/**
 * Files under <root>/<userId>/<uuid>.<ext>. A write goes to a temporary name first and is
 * renamed when complete, so a half-written upload is never taken for a document.
 */
export class LocalDocumentStorage implements DocumentStorage {
  constructor(readonly root: string) {}

  pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async write(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID().slice(0, 8)}.part`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: "wx", mode: 0o600 }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await access(file);
    return createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async removeUser(userId: string): Promise<void> {
    assertUserPrefix(userId);
    await rm(path.join(this.root, userId), { recursive: true, force: true });
  }
}
