import { TooManyRequestsError } from "../../lib/errors.js";
import type { QuotasRepository } from "./quotas.repository.js";

/** Work billed by an outside model: LLM calls (command bar, Q&A, classification) and speech-to-text. */
export type QuotaKind = "llm" | "stt";

export interface QuotaLimits {
  /** Per user per UTC day; 0 means unlimited. */
  dailyLlm: number;
  dailyStt: number;
}

export type QuotaDecision = { allowed: true } | { allowed: false; message: string; retryAfterSeconds: number };

const LABELS: Record<QuotaKind, string> = { llm: "AI assistant", stt: "voice transcription" };

export class QuotasService {
  private readonly now: () => Date;

  constructor(
    private readonly quotas: QuotasRepository,
    private readonly limits: QuotaLimits,
    options: { now?: () => Date } = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Takes one unit of today's quota, or says when the next day's starts. */
  async consume(userId: string, kind: QuotaKind): Promise<QuotaDecision> {
    const limit = kind === "llm" ? this.limits.dailyLlm : this.limits.dailyStt;
    if (limit <= 0) return { allowed: true };
    const now = this.now();
    if (await this.quotas.incrementBelow(userId, now.toISOString().slice(0, 10), kind, limit)) return { allowed: true };
    const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    const retryAfterSeconds = Math.max(1, Math.ceil((nextDay - now.getTime()) / 1000));
    return {
      allowed: false,
      retryAfterSeconds,
      message: `Daily ${LABELS[kind]} limit reached (${limit} a day). It resets at midnight UTC.`,
    };
  }

  /** consume() for a request: over the quota it answers 429 with Retry-After. */
  async consumeOrThrow(userId: string, kind: QuotaKind): Promise<void> {
    const decision = await this.consume(userId, kind);
    if (!decision.allowed) throw new TooManyRequestsError(decision.message, decision.retryAfterSeconds);
  }
}
