import {
  domainLabels,
  SELECT_THOUGHT_FIRST,
  updateThoughtInput,
  type ChatCommandInput,
  type ChatCommandResponse,
  type EventType,
  type FlexibleAttributes,
  type Thought,
  type UpdateThoughtInput,
  type User,
} from "@life/contracts";
import { AppError } from "../../lib/errors.js";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";
import type { AttributeKey, ChatRepository } from "./chat.repository.js";
import { displayTitle } from "./chat.repository.js";
import type { OpenAiEndpoint } from "./chat.config.js";
import { describeReminder, finalCommandText, isFinalCommand, parseCommand, type ChatCommand } from "./command-grammar.js";
import { pickByName, type Named } from "./fuzzy-match.js";
import { interpretCommand } from "./llm-command.js";
import { safeTimeZone } from "./local-time.js";
import { resolveSchedule } from "./schedule-text.js";
import { UpstreamError, userReason } from "./upstream-error.js";

export interface ChatCommandsOptions {
  llm: OpenAiEndpoint | null;
  now?: () => Date;
  /** Told why the LLM could not help, for the logs; the person sees the grammar's error. */
  onLlmError?: (error: unknown) => void;
  /** Takes one unit of the user's daily quota before an outside model is called; throws 429 when spent. */
  useQuota?: (userId: string) => Promise<void>;
  fetchImpl?: typeof fetch;
}

type Outcome = { message: string; thought: Thought | null } | { error: string };

/** Tries of a guarded attribute write before giving up on a thought that keeps changing. */
const PATCH_ATTEMPTS = 3;

const failure = (error: string): ChatCommandResponse => ({ success: false, message: null, error, updatedThought: null });
const confirmFirst = (command: ChatCommand) => {
  const text = finalCommandText(command);
  return `I read that as "${text}", which I only do when you ask for it exactly. Nothing was changed; confirm or send "/${text}" to do it.`;
};
const names = (items: Named[]) => items.map((i) => i.name).join(", ");

/** Records of something that happened or was felt, filed as Actions: the classifier's rule, so a typed change files alike. */
const ACTION_TYPES: ReadonlySet<EventType> = new Set(["emotion_state", "observation_insight", "milestone_outcome", "decision_commitment"]);

/** A new type also sets the container, so a thing made a project can be moved into and one made a task is counted as one. */
function typeChanges(type: EventType): UpdateThoughtInput {
  if (type === "project") return { event_type: type, is_container: true, container_type: "Projects" };
  if (type === "contact") return { event_type: type, is_container: true, container_type: "Contacts" };
  return { event_type: type, is_container: false, container_type: ACTION_TYPES.has(type) ? "Actions" : "Tasks" };
}

/**
 * Runs the command bar's commands on one of the person's thoughts. Every change goes through
 * ThoughtsService, so the status rules and project checks of PUT /thoughts apply unchanged.
 */
export class ChatCommandsService {
  private readonly now: () => Date;

  constructor(
    private readonly thoughts: ThoughtsService,
    private readonly chat: ChatRepository,
    private readonly options: ChatCommandsOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async runCommand(user: User, input: ChatCommandInput): Promise<ChatCommandResponse> {
    // A foreign or unknown id is a 404 whatever the command says.
    const thought = input.thoughtId ? await this.thoughts.getThought(user, input.thoughtId) : null;
    let parsed = parseCommand(input.command);
    let llmFailure: string | null = null;
    if (!parsed.ok && thought && this.options.llm) {
      await this.options.useQuota?.(user.id);
      const reading = await this.interpretWithLlm(user, input.command, thought, this.options.llm);
      if ("command" in reading) {
        // A model's reading never deletes, completes or archives: the person confirms by sending the command.
        if (isFinalCommand(reading.command)) {
          return { ...failure(confirmFirst(reading.command)), suggestedCommand: `/${finalCommandText(reading.command)}` };
        }
        parsed = { ok: true, command: reading.command };
      } else {
        llmFailure = reading.failure;
      }
    }
    if (!parsed.ok) return failure(llmFailure ? `${parsed.error} (${llmFailure}.)` : parsed.error);
    if (!thought) return failure(SELECT_THOUGHT_FIRST);
    try {
      const outcome = await this.execute(user, thought, parsed.command);
      if ("error" in outcome) return failure(outcome.error);
      return { success: true, message: outcome.message, error: null, updatedThought: outcome.thought };
    } catch (error) {
      // Refusals from ThoughtsService (an illegal status change, a bad parent) are answers, not faults.
      if (error instanceof AppError && (error.statusCode === 400 || error.statusCode === 409)) return failure(error.message);
      throw error;
    }
  }

  /** The model's command, or why there is none: a short reason when the service failed, null when it declined. */
  private async interpretWithLlm(user: User, command: string, thought: Thought, llm: OpenAiEndpoint): Promise<{ command: ChatCommand } | { failure: string | null }> {
    try {
      const [projects, contacts, tags] = await Promise.all([this.chat.listProjects(user.id, 50), this.chat.listContacts(user.id, 50), this.chat.recentTags(user.id)]);
      const context = {
        thought: { title: displayTitle(thought.ai_title, thought.original_input), domain: thought.domain, subdomain: thought.subdomain, status: thought.status },
        projects: projects.map((p) => p.name),
        contacts: contacts.map((c) => c.name),
        tags: tags.slice(0, 50),
      };
      return { command: await interpretCommand(command, context, llm, this.options.fetchImpl) };
    } catch (error) {
      // The detail (URL, status, provider text) is logged; the person sees at most the short reason.
      this.options.onLlmError?.(error);
      return { failure: error instanceof UpstreamError ? userReason(error, "llm") : null };
    }
  }

  private async update(user: User, thought: Thought, changes: UpdateThoughtInput, message: string): Promise<Outcome> {
    // The same contract PUT /thoughts validates with, so a command cannot store what the API would refuse.
    const checked = updateThoughtInput.safeParse(changes);
    if (!checked.success) return { error: checked.error.issues[0]?.message ?? "Invalid value" };
    return { message, thought: await this.thoughts.updateThought(user, thought.id, checked.data) };
  }

  private execute(user: User, thought: Thought, command: ChatCommand): Promise<Outcome> {
    switch (command.op) {
      case "change":
        return this.change(user, thought, command);
      case "move":
        return this.move(user, thought, command.project);
      case "tag":
        return this.patchAttributes(user, thought, ["tags"], (a) => ({ tags: [...new Set([...(a.tags ?? []), ...command.tags])] }), `Tagged with ${command.tags.join(", ")}`);
      case "schedule": {
        const schedule = resolveSchedule(command.when, this.now(), safeTimeZone(user.timezone));
        if (!schedule) return Promise.resolve({ error: `I couldn't find a date or time in "${command.when}". Try "tomorrow 9am" or "friday 3pm".` });
        return this.update(user, thought, { scheduled_for: schedule.scheduledFor }, `Scheduled for ${schedule.label}`);
      }
      case "remind":
        if (!thought.scheduled_for) return Promise.resolve({ error: 'This thought has no date or time to remind you of. Schedule it first, e.g. "schedule for friday 3pm".' });
        return this.patchAttributes(user, thought, [], () => ({ reminder_minutes: command.minutes }), `Reminder set ${describeReminder(command.minutes)}`);
      case "connect":
        return this.connect(user, thought, command.target);
      case "delete":
        return this.thoughts.deleteThought(user, thought.id).then(() => ({ message: "Thought deleted", thought: null }));
      case "complete":
        return this.update(user, thought, { status: "completed" }, "Marked as completed").then((outcome) => describeRoll(outcome, user));
      case "archive":
        return this.update(user, thought, { status: "archived" }, "Archived");
    }
  }

  private change(user: User, thought: Thought, command: Extract<ChatCommand, { op: "change" }>): Promise<Outcome> {
    switch (command.field) {
      case "domain": {
        const label = `${domainLabels[command.domain]}${command.subdomain ? `/${command.subdomain}` : ""}`;
        const changes: UpdateThoughtInput = command.subdomain ? { domain: command.domain, subdomain: command.subdomain } : { domain: command.domain };
        return this.update(user, thought, changes, `Changed to ${label}`);
      }
      case "subdomain":
        return this.update(user, thought, { subdomain: command.value }, `Subdomain changed to ${command.value}`);
      case "title":
        return this.update(user, thought, { ai_title: command.value }, `Title changed to "${command.value}"`);
      case "priority":
        return this.patchAttributes(user, thought, [], () => ({ priority: command.value }), `Priority changed to ${command.value}`);
      case "type":
        return this.update(user, thought, typeChanges(command.value), `Type changed to ${command.value.replaceAll("_", " ")}`);
      case "status":
        return this.update(user, thought, { status: command.value }, `Status changed to ${command.value}`);
    }
  }

  private async move(user: User, thought: Thought, query: string): Promise<Outcome> {
    const projects = (await this.chat.listProjects(user.id)).filter((p) => p.id !== thought.id);
    if (projects.length === 0) return { error: "You have no projects yet to move this to." };
    const { match, close } = pickByName(query, projects);
    if (!match) {
      return { error: close.length > 0 ? `No project matches "${query}". Did you mean: ${names(close)}?` : `No project matches "${query}". Your projects: ${names(projects.slice(0, 3))}.` };
    }
    return this.update(user, thought, { parent_id: match.id }, `Moved to ${match.name}`);
  }

  private async connect(user: User, thought: Thought, query: string): Promise<Outcome> {
    const [projects, contacts] = await Promise.all([this.chat.listProjects(user.id), this.chat.listContacts(user.id)]);
    const candidates = [
      ...contacts.map((c) => ({ ...c, type: "contact" as const })),
      ...projects.map((p) => ({ ...p, type: "project" as const })),
    ].filter((c) => c.id !== thought.id);
    const { match, close } = pickByName(query, candidates);
    if (!match) {
      return { error: close.length > 0 ? `No contact or project matches "${query}". Did you mean: ${names(close)}?` : `No contact or project matches "${query}".` };
    }
    if (match.type === "project") return this.update(user, thought, { parent_id: match.id }, `Connected to project ${match.name}`);

    return this.patchAttributes(
      user,
      thought,
      ["entities", "connections"],
      (attributes) => {
        const entities = attributes.entities ?? [];
        const connections = Array.isArray(attributes.connections) ? (attributes.connections as Array<{ id: string }>) : [];
        return {
          entities: entities.some((e) => e.toLowerCase() === match.name.toLowerCase()) ? entities : [...entities, match.name],
          connections: connections.some((c) => c.id === match.id) ? connections : [...connections, { id: match.id, type: "contact", name: match.name }],
        };
      },
      `Connected to ${match.name}`,
    );
  }

  /**
   * Writes some keys of flexible_attributes without touching the others. The keys in `guarded`
   * are lists built from what was read, so the write only lands while they still hold that;
   * otherwise the thought is read again and the change rebuilt, a few times at most.
   */
  private async patchAttributes(
    user: User,
    thought: Thought,
    guarded: AttributeKey[],
    build: (attributes: FlexibleAttributes) => Partial<Record<AttributeKey, unknown>>,
    message: string,
  ): Promise<Outcome> {
    let current = thought;
    for (let attempt = 0; attempt < PATCH_ATTEMPTS; attempt += 1) {
      const values = build(current.flexible_attributes);
      // The same contract PUT /thoughts validates with, on the object as it will be stored.
      const checked = updateThoughtInput.safeParse({ flexible_attributes: { ...current.flexible_attributes, ...values } });
      if (!checked.success) return { error: checked.error.issues[0]?.message ?? "Invalid value" };
      const attributes = current.flexible_attributes as Record<string, unknown>;
      const expected = guarded.length > 0 ? Object.fromEntries(guarded.map((key) => [key, attributes[key] ?? null])) : null;
      const updated = await this.chat.patchAttributes(user.id, current.id, values, expected, this.now());
      if (updated) return { message, thought: updated };
      // Changed in between, or gone: a deleted or foreign thought is a 404 here.
      current = await this.thoughts.getThought(user, thought.id);
    }
    return { error: "This thought kept changing while I was updating it. Please try again." };
  }
}

/** A recurring thought stays open and moves to its next occurrence when completed; say so. */
function describeRoll(outcome: Outcome, user: User): Outcome {
  if (!("thought" in outcome) || !outcome.thought || outcome.thought.status === "completed" || !outcome.thought.scheduled_for) return outcome;
  const next = outcome.thought.scheduled_for;
  const allDay = next.length === 10;
  const label = new Intl.DateTimeFormat("en-US", {
    timeZone: allDay ? "UTC" : safeTimeZone(user.timezone),
    weekday: "short",
    month: "short",
    day: "numeric",
    ...(allDay ? {} : { hour: "numeric", minute: "2-digit" }),
  }).format(new Date(allDay ? `${next}T00:00:00Z` : next));
  return { ...outcome, message: `Done for this time; next on ${label}` };
}
