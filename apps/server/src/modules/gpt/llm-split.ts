import { chatCompletionBody, requestChatCompletion, stripJsonFence, type LlmConfig } from "@life/classifier";
import { eventTypeSchema, GPT_MAX_ITEMS, MAX_THOUGHT_LENGTH } from "@life/contracts";
import { z } from "zod";
import type { QuotasService } from "../quotas/quotas.service.js";

/**
 * The conversation split by the configured LLM (issue 12: "better with an LLM"): one item per
 * distinct thought, asked for under a strict JSON schema and validated with zod. null on any
 * failure (time-out, HTTP error, invalid answer, quota used up), and the caller splits locally.
 */

export interface SplitItem {
  title: string;
  content: string;
  type: string;
}

export type ConversationSplitter = (userId: string, conversation: string) => Promise<SplitItem[] | null>;

const requestSchema = z.object({
  items: z.array(
    z.object({
      title: z.string().describe("at most 60 characters, imperative when something is to be done"),
      content: z.string().describe("the thought as the person would type it, self-contained"),
      type: eventTypeSchema,
    }),
  ),
});

export const splitAnswer = z.object({
  items: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(120),
        content: z.string().trim().min(1).max(MAX_THOUGHT_LENGTH),
        type: eventTypeSchema,
      }),
    )
    .max(GPT_MAX_ITEMS * 2)
    .transform((items) => items.slice(0, GPT_MAX_ITEMS)),
});

export const SPLIT_SYSTEM_PROMPT = `You split a conversation between a person and an AI assistant into the distinct thoughts the person wants captured in their personal organiser: tasks, reminders, calls and messages, purchases, payments, plans and projects, decisions, things learned, notes, ideas, feelings, contact details, things they are waiting for. Answer only with JSON that matches the given schema.
- Only the person's own thoughts. Never the assistant's words, greetings, thanks, questions to the assistant or small talk.
- One item per distinct intent. Keep what belongs to it (times, dates, names, amounts, places) in the same item; do not split one task into steps unless the person listed them as separate things to do.
- content: the thought as the person would type it into a capture box, in their own words and first person, self-contained ("it" and "that" replaced by what they mean), at most 500 characters.
- title: at most 60 characters, imperative when something is to be done ("Call the dentist tomorrow at 3pm"), a short summary otherwise.
- type: reminder_intention when they ask to be reminded; communication for a call, email or message; transaction when money is the point; acquisition_disposition for buying, ordering, picking up, selling or returning a thing; project for a multi-step goal; routine_activity for a habit; contact for details about a person; decision_commitment for a decision or promise; learning_consumption for reading, watching, courses; milestone_outcome for an achievement; observation_insight for a noticed fact or idea; emotion_state for a feeling; task otherwise.
- At most ${GPT_MAX_ITEMS} items, in the order they were said. No items when the person said nothing worth keeping.`;

/** The GPT action waits for the answer; a slower model gives way to the local split. */
const SPLIT_TIMEOUT_MS = 20_000;
const SPLIT_MAX_TOKENS = 4_000;

export interface LlmSplitOptions {
  /** Each conversation split by the model takes one unit of the person's daily LLM quota. */
  quotas?: Pick<QuotasService, "consume">;
  onError?: (error: unknown) => void;
}

class InvalidSplit extends Error {}

async function askModel(endpoint: LlmConfig, conversation: string): Promise<SplitItem[]> {
  const { $schema: _drop, ...schema } = z.toJSONSchema(requestSchema) as Record<string, unknown>;
  const reply = await requestChatCompletion(
    { ...endpoint, timeoutMs: Math.min(endpoint.timeoutMs ?? SPLIT_TIMEOUT_MS, SPLIT_TIMEOUT_MS), maxRetries: 0 },
    {
      model: endpoint.model,
      temperature: 0,
      maxTokens: SPLIT_MAX_TOKENS,
      messages: [
        { role: "system", content: SPLIT_SYSTEM_PROMPT },
        { role: "user", content: `Conversation:\n"""\n${conversation}\n"""` },
      ],
      jsonSchema: { name: "conversation_thoughts", schema },
    },
  );
  let content: string | null | undefined;
  try {
    const completion = chatCompletionBody.parse(JSON.parse(reply.text));
    if (completion.choices[0]!.finish_reason === "length") throw new InvalidSplit("the split was cut off at the token limit");
    content = completion.choices[0]!.message.content;
  } catch (error) {
    if (error instanceof InvalidSplit) throw error;
    throw new InvalidSplit(`${reply.url} answered with no chat completion: ${reply.text.slice(0, 200)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(stripJsonFence(content ?? ""));
  } catch {
    throw new InvalidSplit(`the model's split is not JSON: ${(content ?? "").slice(0, 200)}`);
  }
  const answer = splitAnswer.safeParse(json);
  if (!answer.success) throw new InvalidSplit(`the model's split failed validation: ${z.prettifyError(answer.error)}`);
  // The same thought twice is captured once.
  const seen = new Set<string>();
  return answer.data.items.filter((item) => {
    const key = item.content.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function llmConversationSplitter(endpoint: LlmConfig, options: LlmSplitOptions = {}): ConversationSplitter {
  return async (userId, conversation) => {
    const quota = await options.quotas?.consume(userId, "llm");
    if (quota && !quota.allowed) return null;
    try {
      return await askModel(endpoint, conversation);
    } catch (error) {
      options.onError?.(error);
      return null;
    }
  };
}
