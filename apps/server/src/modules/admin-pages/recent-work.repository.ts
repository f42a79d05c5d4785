import type { JobStatus } from "@life/contracts";
import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import { fromJson, toIso } from "../../db/values.js";

export interface RecentJob {
  id: string;
  type: string;
  status: JobStatus;
  attempts: number;
  lastError: string | null;
  updatedAt: string;
  userId: string | null;
  thoughtId: string | null;
  documentId: string | null;
}

const jobColumns = ["id", "type", "status", "attempts", "last_error", "updated_at", "payload"] as const;

function text(payload: unknown, key: string): string | null {
  const value = (payload as Record<string, unknown> | null)?.[key];
  return typeof value === "string" ? value : null;
}

/**
 * The processor's recent work across every account, for the admin file-browser page. Each
 * read is one index range ((status, run_at) or (status, finished_at)), so the page stays cheap
 * however long the queue's history is; the names shown are then read by id.
 */
export class RecentWorkRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async listRecentJobs(limit: number): Promise<RecentJob[]> {
    const [running, done, failed] = await Promise.all([
      this.db.selectFrom("jobs").select(jobColumns).where("status", "=", "running").orderBy("run_at", "desc").limit(limit).execute(),
      this.db.selectFrom("jobs").select([...jobColumns, "finished_at"]).where("status", "=", "done").orderBy("finished_at", "desc").limit(limit).execute(),
      this.db.selectFrom("jobs").select([...jobColumns, "finished_at"]).where("status", "=", "failed").orderBy("finished_at", "desc").limit(limit).execute(),
    ]);
    const finishedAt = (row: { finished_at: Date | string | null }) => (row.finished_at === null ? "" : toIso(row.finished_at));
    const finished = [...done, ...failed].sort((a, b) => finishedAt(b).localeCompare(finishedAt(a)));
    return [...running, ...finished].slice(0, limit).map((row) => {
      const payload = fromJson(row.payload);
      return {
        id: row.id,
        type: row.type,
        status: row.status as JobStatus,
        attempts: Number(row.attempts),
        lastError: row.last_error,
        updatedAt: toIso(row.updated_at),
        userId: text(payload, "userId"),
        thoughtId: text(payload, "thoughtId"),
        documentId: text(payload, "documentId"),
      };
    });
  }

  async emailsByUserId(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom("users").select(["id", "email"]).where("id", "in", ids).execute();
    return new Map(rows.map((r) => [r.id, r.email]));
  }

  async thoughtTitles(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom("thoughts").select(["id", "ai_title", "original_input"]).where("id", "in", ids).execute();
    return new Map(rows.map((r) => [r.id, r.ai_title ?? r.original_input]));
  }

  async documentTitles(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom("documents").select(["id", "title", "original_filename"]).where("id", "in", ids).execute();
    return new Map(rows.map((r) => [r.id, r.title ?? r.original_filename]));
  }
}
