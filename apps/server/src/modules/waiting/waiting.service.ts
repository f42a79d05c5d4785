import type { FollowUpResponse, Thought, User, WaitingListQuery, WaitingListResponse } from "@life/contracts";
import { ConflictError, NotFoundError } from "../../lib/errors.js";
import { addDays, localToday, localWallTimeToIso, safeTimeZone } from "../../lib/local-days.js";
import { VersionedCache } from "../../lib/versioned-cache.js";
import type { DataVersionRepository } from "../thoughts/data-version.repository.js";
import { THOUGHT_NOT_FOUND } from "../thoughts/thoughts.service.js";
import type { ThoughtsRepository } from "../thoughts/thoughts.repository.js";
import { describeFollowUp } from "./follow-up-text.js";
import type { WaitingRepository } from "./waiting.repository.js";

export const NOT_WAITING = "This thought is not waiting for anything";
export const ALREADY_RECEIVED = "This thought is no longer waiting: it was received";
/** Follow-ups land at 9:00 the next local morning. */
export const FOLLOW_UP_HOUR = 9;

export interface WaitingServiceOptions {
  now?: () => Date;
  /** Lists are kept per person and limit while this says their thoughts are unchanged. */
  versions?: DataVersionRepository;
}

/** Kept lists (person × limit), each up to a few tens of KB. */
const CACHED_LISTS = 200;

export class WaitingService {
  private readonly now: () => Date;
  private readonly versions: DataVersionRepository | undefined;
  private readonly lists = new VersionedCache<WaitingListResponse>(CACHED_LISTS);

  constructor(
    private readonly waiting: WaitingRepository,
    private readonly thoughts: ThoughtsRepository,
    options: WaitingServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.versions = options.versions;
  }

  /**
   * The list depends on nothing but the person's thoughts (no clock: the client counts the
   * days waited), and was the slowest view to read at 100k thoughts, so it is kept as the feed is.
   */
  async listWaiting(user: User, query: WaitingListQuery): Promise<WaitingListResponse> {
    const read = async () => ({ data: await this.waiting.listOpen(user.id, query.limit) });
    if (!this.versions) return read();
    return this.lists.getOrCompute(`${user.id}|${query.limit}`, await this.versions.dataVersion(user.id), read);
  }

  /** Idempotent: receiving an item twice keeps the first time. */
  async markReceived(user: User, thoughtId: string): Promise<Thought> {
    const received = await this.waiting.markReceived(user.id, thoughtId, this.now());
    return received ?? this.findWaiting(user, thoughtId);
  }

  async followUp(user: User, thoughtId: string): Promise<FollowUpResponse["data"]> {
    const current = await this.findWaiting(user, thoughtId);

    const now = this.now();
    const timezone = safeTimeZone(user.timezone);
    const { title, who } = describeFollowUp(current.waiting_for!);
    const result = await this.waiting.recordFollowUp(
      user.id,
      thoughtId,
      {
        title,
        domain: current.domain,
        subdomain: current.subdomain,
        parentId: current.parent_id,
        scheduledFor: localWallTimeToIso(addDays(localToday(now, timezone), 1), FOLLOW_UP_HOUR, 0, timezone),
        entities: who ? [who] : [],
        followUpOf: thoughtId,
      },
      now,
    );
    // The update only matches open items: this one was received (now or before).
    if (!result) throw new ConflictError(ALREADY_RECEIVED);
    return result;
  }

  /** 404 for a missing or foreign id, 409 for a thought with nothing to wait for. */
  private async findWaiting(user: User, thoughtId: string): Promise<Thought> {
    const thought = await this.thoughts.findThought(user.id, thoughtId);
    if (!thought) throw new NotFoundError(THOUGHT_NOT_FOUND);
    if (!thought.waiting_for) throw new ConflictError(NOT_WAITING);
    return thought;
  }
}
