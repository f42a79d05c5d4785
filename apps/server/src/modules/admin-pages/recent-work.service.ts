import type { ProcessorWork } from "@life/contracts";
import type { AuthContext } from "../auth/auth.service.js";
import { requirePageAdmin } from "./page-access.service.js";
import type { RecentWorkRepository } from "./recent-work.repository.js";

/** The page lists this many jobs: enough to see what the processor did lately, never the whole history. */
export const RECENT_WORK_LIMIT = 50;
const SUBJECT_MAX = 120;

const clip = (value: string | undefined) => (value === undefined ? null : value.length > SUBJECT_MAX ? `${value.slice(0, SUBJECT_MAX - 1)}…` : value);
const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

/** What the background processor worked on lately, with whose it was and on what (admin only). */
export class RecentWorkService {
  constructor(private readonly work: RecentWorkRepository) {}

  async listRecentWork(auth: AuthContext): Promise<ProcessorWork[]> {
    requirePageAdmin(auth);
    const jobs = await this.work.listRecentJobs(RECENT_WORK_LIMIT);
    const [emails, thoughts, documents] = await Promise.all([
      this.work.emailsByUserId(unique(jobs.map((j) => j.userId))),
      this.work.thoughtTitles(unique(jobs.map((j) => j.thoughtId))),
      this.work.documentTitles(unique(jobs.map((j) => j.documentId))),
    ]);
    return jobs.map((job) => ({
      job_id: job.id,
      type: job.type,
      status: job.status,
      attempts: job.attempts,
      account_email: (job.userId && emails.get(job.userId)) ?? null,
      subject: clip((job.thoughtId && thoughts.get(job.thoughtId)) || (job.documentId && documents.get(job.documentId)) || undefined),
      error: job.lastError,
      updated_at: job.updatedAt,
    }));
  }
}
