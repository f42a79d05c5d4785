import { emptySetupAnswers, planSetupRecords, setupAnswers, type CompleteSetupResponse, type SaveSetupInput, type SetupState, type User } from "@life/contracts";
import type { SetupRepository } from "./setup.repository.js";

/**
 * The setup questionnaire (spec 2.12), kept on the server so it survives a reload or another
 * device. Completing it turns the people and projects named into Contacts and Projects, the
 * context the classifier reads; jobs, tools, patterns and preferences stay in the answers.
 */
export class SetupService {
  constructor(
    private readonly setup: SetupRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async getState(user: User): Promise<SetupState> {
    const row = await this.setup.findState(user.id);
    if (!row) return { answers: emptySetupAnswers(), phase: 1, completed_at: null, updated_at: null };
    // Answers saved by an older version read with today's defaults for fields added since.
    const parsed = setupAnswers.safeParse(row.answers);
    return { answers: parsed.success ? parsed.data : emptySetupAnswers(), phase: row.phase, completed_at: row.completed_at, updated_at: row.updated_at };
  }

  async save(user: User, input: SaveSetupInput): Promise<SetupState> {
    await this.setup.saveAnswers(user.id, input.answers, input.phase, this.now());
    return this.getState(user);
  }

  async complete(user: User, input: SaveSetupInput): Promise<CompleteSetupResponse["data"]> {
    const records = await this.setup.complete(user.id, input.answers, planSetupRecords(input.answers), this.now());
    return {
      created: records.filter((r) => r.created).length,
      updated: records.filter((r) => !r.created).length,
      records,
      state: await this.getState(user),
    };
  }

  /** The preferences later features read (chat tone, classification weighting). */
  async preferences(userId: string): Promise<Pick<SetupState["answers"], "ai_priority" | "communication_style">> {
    const row = await this.setup.findState(userId);
    const parsed = setupAnswers.safeParse(row?.answers ?? {});
    const answers = parsed.success ? parsed.data : emptySetupAnswers();
    return { ai_priority: answers.ai_priority, communication_style: answers.communication_style };
  }
}
