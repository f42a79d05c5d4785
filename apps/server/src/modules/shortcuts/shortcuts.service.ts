import { extractSchedule, formatSchedule } from "@life/classifier";
import { SCHEDULE_NEEDS_TIME, type ApiKey, type CreateThoughtInput, type Thought, type User } from "@life/contracts";
import { BadRequestError } from "../../lib/errors.js";
import { connectionMessage } from "../api-keys/connection-test.js";
import type { ApiKeysService } from "../api-keys/api-keys.service.js";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";

/**
 * Captures from Apple Shortcuts. Both go through ThoughtsService, like the web app's capture:
 * the same validation (the route's contract), classification and Idempotency-Key.
 */
export class ShortcutsService {
  constructor(
    private readonly thoughts: ThoughtsService,
    private readonly apiKeys: ApiKeysService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  capture(user: User, input: CreateThoughtInput, idempotencyKey?: string): Promise<Thought> {
    return this.thoughts.createThought(user, input, idempotencyKey);
  }

  /**
   * A thought that must carry a time: refused before anything is saved when none is found.
   * When the classifier leaves the time out (a feeling, a rule), the time found is set anyway,
   * since the person chose the schedule shortcut.
   */
  async schedule(user: User, input: CreateThoughtInput, idempotencyKey?: string): Promise<Thought> {
    const found = extractSchedule(input.original_input, this.now(), user.timezone).scheduled;
    if (!found) throw new BadRequestError(SCHEDULE_NEEDS_TIME);
    const thought = await this.thoughts.createThought(user, input, idempotencyKey);
    if (thought.scheduled_for !== null) return thought;
    return this.thoughts.updateThought(user, thought.id, { scheduled_for: formatSchedule(found) });
  }

  async testConnection(user: User, usedKey: ApiKey | null): Promise<{ message: string }> {
    const newest = usedKey ? undefined : await this.apiKeys.newestActiveKey(user, "shortcut");
    return { message: connectionMessage(user, "shortcut", usedKey, newest) };
  }
}
