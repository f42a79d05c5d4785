import type {
  CreateThoughtInput,
  ListThoughtsQuery,
  Thought,
  ThoughtDebugResponse,
  ThoughtListResponse,
  UpdateThoughtInput,
  User,
} from "@life/contracts";
import type { ActivityRecorder } from "../activity/activity-log.js";
import { BadRequestError, ConflictError, NotFoundError } from "../../lib/errors.js";
import { safeTimeZone } from "../../lib/local-days.js";
import { nextOccurrence, normalizeRule } from "../../lib/recurrence.js";
import { decodeCursor, encodeCursor } from "./feed-cursor.js";
import { isProject } from "./project-definition.js";
import { canChangeStatus } from "./status-transitions.js";
import type { ThoughtChanges, ThoughtsRepository } from "./thoughts.repository.js";
import type { DataVersionRepository } from "./data-version.repository.js";
import { VersionedCache } from "../../lib/versioned-cache.js";
import type { NewJob } from "../../jobs/jobs.repository.js";

export const THOUGHT_NOT_FOUND = "Thought not found";

/**
 * The background work every new thought needs: `classify:<thoughtId>`. Capture writes the job
 * in the transaction that stores the thought and answers; the job classifies it.
 */
export interface CaptureJobs {
  /** The job for a thought just stored (still uncommitted). */
  jobFor(thought: Pick<Thought, "id" | "user_id">): NewJob;
  /** After the capture committed: a worker in this process starts on it at once. */
  enqueued(): void;
}

export interface ThoughtsServiceOptions {
  captureJobs?: CaptureJobs;
  /** After a thought was changed or deleted (calendar sync queues a run). */
  onThoughtChanged?: (userId: string) => Promise<void>;
  /** Feed pages are kept per person and query while this says their thoughts are unchanged. */
  versions?: DataVersionRepository;
  /** For the feed cache's expiry of unsettled pages; real time by default, even when `now` is frozen. */
  cacheClock?: () => number;
  /**
   * Records completions for the admin dashboard; when given, captures are recorded too, by a
   * row written in the capture's own transaction.
   */
  activity?: ActivityRecorder;
  now?: () => Date;
}

/** Instants are stored in UTC so they sort as text on both dialects; all-day dates stay as they are. */
function normalizeSchedule(value: string | null): string | null {
  return value === null || /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(value).toISOString();
}

/** About 50 KB each: a few pages for each of the people active on one process. */
const CACHED_PAGES = 300;

export class ThoughtsService {
  private readonly now: () => Date;
  private readonly pages: VersionedCache<ThoughtListResponse>;

  constructor(
    private readonly thoughts: ThoughtsRepository,
    private readonly options: ThoughtsServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.pages = new VersionedCache(CACHED_PAGES, options.cacheClock);
  }

  /**
   * Stored as pending and unclassified, with its classify job, in one transaction; nothing is
   * computed here, so capture costs two inserts whatever the size of the account. The card
   * shows "Classifying…" until the job has written its result (the web app polls for it).
   * With a capture key, a repeat answers the thought the key first created, as it is now: the
   * key's unique index turns the repeat away inside the write (capture-writes.ts), so a capture
   * costs no read beforehand (the web app sends a key with every capture; repeats are rare).
   * `preset.scheduled_for` is a time the person chose as they captured (the schedule shortcut).
   */
  async createThought(user: User, input: CreateThoughtInput, captureKey?: string, preset: { scheduled_for?: string | null } = {}): Promise<Thought> {
    const fields = {
      originalInput: input.original_input.trim(),
      now: this.now(),
      ...(preset.scheduled_for !== undefined ? { scheduledFor: normalizeSchedule(preset.scheduled_for) } : {}),
    };
    const jobs = this.options.captureJobs;
    const thought = await this.thoughts.captureThought(user.id, fields, {
      captureKey,
      ...(jobs ? { jobFor: (stored: Pick<Thought, "id" | "user_id">) => jobs.jobFor(stored) } : {}),
      // In the capture's transaction rather than a write of its own: one commit per capture.
      ...(this.options.activity ? { activity: { type: "capture" as const, title: fields.originalInput } } : {}),
    });
    if (!thought) {
      // The key was taken, earlier or by a concurrent request; that thought is the answer.
      const winner = captureKey !== undefined ? await this.thoughts.findByCaptureKey(user.id, captureKey) : undefined;
      if (!winner) throw new ConflictError("A capture with this Idempotency-Key was just removed; send it again with a new key");
      return winner;
    }
    jobs?.enqueued();
    if (thought.scheduled_for !== null) await this.options.onThoughtChanged?.(user.id);
    return thought;
  }

  /**
   * A person reloads the same first page far more often than their thoughts change (every view
   * switch, window focus and poll while a card is being classified), so pages are kept until the
   * data version changes; each request still reads the version, so another process's writes count.
   */
  async listThoughts(user: User, query: ListThoughtsQuery): Promise<ThoughtListResponse> {
    if (!this.options.versions) return this.readPage(user, query);
    const version = await this.options.versions.dataVersion(user.id);
    return this.pages.getOrCompute(`${user.id}|${JSON.stringify(query)}`, version, () => this.readPage(user, query));
  }

  private async readPage(user: User, query: ListThoughtsQuery): Promise<ThoughtListResponse> {
    const { items, total } = await this.thoughts.listThoughts(user.id, {
      status: query.status,
      domain: query.domain,
      isContainer: query.is_container,
      containerType: query.container_type,
      parentId: query.parent_id,
      limit: query.limit,
      offset: query.offset,
      after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    });
    const last = items.at(-1);
    const next_cursor = last && items.length === query.limit ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null;
    return { data: items, total, limit: query.limit, offset: query.offset, next_cursor };
  }

  async getThought(user: User, thoughtId: string): Promise<Thought> {
    const thought = await this.thoughts.findThought(user.id, thoughtId);
    if (!thought) throw new NotFoundError(THOUGHT_NOT_FOUND);
    return thought;
  }

  async getThoughtDebug(user: User, thoughtId: string): Promise<ThoughtDebugResponse["data"]> {
    const debug = await this.thoughts.findDebug(user.id, thoughtId);
    if (!debug) throw new NotFoundError(THOUGHT_NOT_FOUND);
    return debug;
  }

  async updateThought(user: User, thoughtId: string, input: UpdateThoughtInput): Promise<Thought> {
    const current = await this.getThought(user, thoughtId);
    if (input.status !== undefined && !canChangeStatus(current.status, input.status)) {
      throw new ConflictError(`Cannot change status from ${current.status} to ${input.status}`);
    }
    if (input.parent_id) await this.checkParent(user, thoughtId, input.parent_id);
    const rule = input.flexible_attributes?.recurrence;
    if (typeof rule === "string" && normalizeRule(rule) === null) {
      throw new BadRequestError("flexible_attributes.recurrence: not an RRULE this app can repeat (FREQ=DAILY, WEEKLY, MONTHLY or YEARLY, e.g. FREQ=WEEKLY;BYDAY=TU)");
    }
    const rolled = this.rollRecurring(user, current, input);
    if (rolled) return this.writeRoll(user, current, rolled);

    const changes: ThoughtChanges = { ...input };
    if (input.scheduled_for !== undefined) changes.scheduled_for = normalizeSchedule(input.scheduled_for);
    // The transition was checked against the status read above; it is written only if that still holds.
    const expected = input.status !== undefined ? { status: current.status } : {};
    const updated = await this.thoughts.updateThought(user.id, thoughtId, changes, this.now(), expected);
    if (updated) {
      await this.options.onThoughtChanged?.(user.id);
      if (updated.status === "completed" && current.status !== "completed") {
        await this.options.activity?.record({ userId: user.id, type: "completion", title: updated.ai_title ?? updated.original_input });
      }
      return updated;
    }
    // Changed by a concurrent request between the read and the write: say which way.
    const now = await this.getThought(user, thoughtId);
    if (now.status !== current.status) {
      throw new ConflictError(`The thought's status changed to ${now.status} meanwhile; reload it and try again`);
    }
    throw new ConflictError("The project changed meanwhile; reload it and try again");
  }

  /**
   * Completing an open recurring thought completes this occurrence, the way a Todoist user
   * expects: the same thought moves on to the next occurrence and stays open, so its history,
   * tags, project and calendar event carry on. The occurrence done is recorded on it
   * (last_completed_occurrence, completed_occurrences) and in the activity log. When there is no
   * next occurrence (COUNT used up, UNTIL passed) the thought is completed as any other.
   * Undefined when this is not such a completion.
   */
  private rollRecurring(user: User, current: Thought, input: UpdateThoughtInput): ThoughtChanges | undefined {
    if (input.status !== "completed" || (current.status !== "pending" && current.status !== "approved")) return undefined;
    // A change of date in the same request says where the thought goes; no rule applies.
    if (input.scheduled_for !== undefined) return undefined;
    const attributes = input.flexible_attributes ?? current.flexible_attributes;
    const rule = attributes.recurrence;
    if (typeof rule !== "string" || !current.scheduled_for) return undefined;
    const next = nextOccurrence(rule, current.scheduled_for, safeTimeZone(user.timezone));
    if (!next) return undefined;
    const done = typeof attributes.completed_occurrences === "number" ? attributes.completed_occurrences : 0;
    const { status: _status, ...rest } = input;
    return {
      ...rest,
      scheduled_for: next.scheduledFor,
      flexible_attributes: { ...attributes, recurrence: next.rule, last_completed_occurrence: current.scheduled_for, completed_occurrences: done + 1 },
    };
  }

  /** Written only if the thought is as read (updated_at), so two clicks cannot skip two occurrences. */
  private async writeRoll(user: User, current: Thought, changes: ThoughtChanges): Promise<Thought> {
    const updated = await this.thoughts.updateThought(user.id, current.id, changes, this.now(), { status: current.status, updatedAt: current.updated_at });
    if (!updated) throw new ConflictError("The thought changed meanwhile; reload it and try again");
    await this.options.onThoughtChanged?.(user.id);
    await this.options.activity?.record({ userId: user.id, type: "completion", title: updated.ai_title ?? updated.original_input });
    return updated;
  }

  async deleteThought(user: User, thoughtId: string): Promise<{ success: true; id: string }> {
    if (!(await this.thoughts.deleteThought(user.id, thoughtId))) throw new NotFoundError(THOUGHT_NOT_FOUND);
    await this.options.onThoughtChanged?.(user.id);
    return { success: true, id: thoughtId };
  }

  /** A thought can only be filed under one of the same person's projects, and never under itself. */
  private async checkParent(user: User, thoughtId: string, parentId: string): Promise<void> {
    if (parentId === thoughtId) throw new BadRequestError("parent_id: a thought cannot be its own parent");
    const parent = await this.thoughts.findThought(user.id, parentId);
    if (!parent) throw new NotFoundError("Parent thought not found");
    if (!isProject(parent)) throw new BadRequestError("parent_id must refer to a project");
    if ((await this.thoughts.listAncestorIds(user.id, parentId)).includes(thoughtId)) {
      throw new BadRequestError("parent_id: a thought cannot be filed under one of its own sub-projects");
    }
  }
}
