import { z } from "zod";
import type { OpenAiEndpoint } from "./chat.config.js";
import { changeFields, chatOps, COMMAND_HELP, parseCommand, renderCommand, type ChatCommand } from "./command-grammar.js";
import { completeChat, parseJsonAnswer } from "./openai-chat.js";
import { UpstreamError } from "./upstream-error.js";

/**
 * Reads a command the grammar could not parse ("put this under the kitchen stuff") with an
 * LLM. The model may only choose one of the grammar's operations; its answer is rendered
 * back into command text and parsed by the same grammar, so it is checked exactly like typed
 * text and can never become anything else.
 */

export interface CommandContext {
  /** The selected thought as the person sees it. */
  thought: { title: string; domain: string | null; subdomain: string | null; status: string } | null;
  projects: string[];
  contacts: string[];
  tags: string[];
}

/** "none" lets the model decline instead of forcing a guess. */
const ops = [...chatOps, "none"] as const;

const answerSchema = z.object({
  op: z.enum(ops),
  field: z.enum(changeFields).nullable(),
  value: z.string().max(2000).nullable(),
});

/** The same shape as JSON Schema for structured output (strict mode wants every key required). */
export const COMMAND_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["op", "field", "value"],
  properties: {
    op: { type: "string", enum: [...ops] },
    field: { type: ["string", "null"], enum: [...changeFields, null] },
    value: { type: ["string", "null"] },
  },
};

export const COMMAND_SYSTEM_PROMPT = `You turn a person's instruction about one note into exactly one command of a note-taking app.
Operations (op) and their arguments:
- change: field is one of domain, subdomain, title, priority, type, status; value is the new value. Domains: personal, social, work (a domain may carry a subdomain as "work/meetings"). Priorities: urgent, high, medium, low. Statuses: pending, approved, completed, archived. Types: task, project, communication, routine activity, contact, transaction, acquisition disposition, observation insight, emotion state, reminder intention, decision commitment, learning consumption, milestone outcome.
- move: value is the name of one of the person's projects.
- tag: value is a comma-separated list of tags.
- schedule: value is the date/time in words, e.g. "friday 3pm" or "tomorrow".
- remind: value is how long before the scheduled time the reminder rings, e.g. "1 hour", "30 minutes", "2 days"; "0 minutes" for at the time.
- connect: value is the name of a contact or project.
- delete, complete, archive: no value.
- none: the instruction is not one of these.
Use field only for change; otherwise null. Never invent names: use the lists given. Answer with JSON only.`;

export function buildCommandMessage(command: string, context: CommandContext): string {
  const list = (items: string[]) => (items.length > 0 ? items.slice(0, 50).join("; ") : "(none)");
  const thought = context.thought
    ? `${context.thought.title} (domain ${context.thought.domain ?? "none"}${context.thought.subdomain ? `/${context.thought.subdomain}` : ""}, status ${context.thought.status})`
    : "(none selected)";
  return [`Instruction: ${command}`, `Selected note: ${thought}`, `Projects: ${list(context.projects)}`, `Contacts: ${list(context.contacts)}`, `Existing tags: ${list(context.tags)}`].join("\n");
}

/**
 * The command the LLM reads in `command`. Throws an UpstreamError when the call fails, the
 * answer is not the schema or its command does not pass the grammar; a plain Error when the
 * model declines.
 */
export async function interpretCommand(
  command: string,
  context: CommandContext,
  endpoint: OpenAiEndpoint,
  fetchImpl?: typeof fetch,
): Promise<ChatCommand> {
  const content = await completeChat(
    endpoint,
    [
      { role: "system", content: COMMAND_SYSTEM_PROMPT },
      { role: "user", content: buildCommandMessage(command, context) },
    ],
    { jsonSchema: { name: "chat_command", schema: COMMAND_JSON_SCHEMA }, maxTokens: 200, fetchImpl },
  );
  const checked = answerSchema.safeParse(parseJsonAnswer(content));
  if (!checked.success) throw new UpstreamError("llm", "invalid", `the model's answer is not a command: ${content.slice(0, 200)}`);
  const answer = checked.data;
  if (answer.op === "none") throw new Error(`the model found no command in the instruction (${COMMAND_HELP})`);
  const parsed = parseCommand(renderCommand(answer.op, answer.field, answer.value));
  if (!parsed.ok) throw new UpstreamError("llm", "invalid", `the model's command was refused: ${parsed.error}`);
  return parsed.command;
}
