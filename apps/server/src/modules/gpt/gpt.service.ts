import { resolveLocal } from "@life/classifier";
import type { ApiKey, GptParseResponse, Thought, User } from "@life/contracts";
import { connectionMessage } from "../api-keys/connection-test.js";
import type { ApiKeysService } from "../api-keys/api-keys.service.js";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";
import { splitConversation } from "./conversation-split.js";
import type { ConversationSplitter, SplitItem } from "./llm-split.js";

const TITLE_MAX = 80;

/**
 * A thought as the GPT reports it to the person. A capture is classified later, by its job; until
 * then the title and type are the model's, when it split the conversation, or else the local
 * engine's reading of the piece on its own (no context, no embedding: well under a millisecond a
 * piece, at most GPT_MAX_ITEMS pieces), a preview the job may refine. A retried call answers
 * what the thought holds by then.
 */
function itemOf(thought: Thought, user: User, piece?: SplitItem) {
  if (thought.event_type !== null) return { title: thought.ai_title ?? clip(thought.original_input), content: thought.original_input, type: thought.event_type };
  if (piece) return { title: piece.title || clip(thought.original_input), content: thought.original_input, type: piece.type };
  const reading = resolveLocal({ text: thought.original_input, now: new Date(thought.created_at), timezone: user.timezone, context: {} });
  return { title: reading.ai_title || clip(thought.original_input), content: thought.original_input, type: reading.event_type };
}

function clip(text: string): string {
  return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text;
}

/** The Custom GPT action (spec 2.17): a conversation in, one captured thought per intent out. */
export class GptService {
  constructor(
    private readonly thoughts: ThoughtsService,
    private readonly apiKeys: ApiKeysService,
    /** With an LLM configured: the model splits; null from it (any failure) means the local split. */
    private readonly splitWithLlm?: ConversationSplitter,
  ) {}

  /**
   * Split by the configured model when there is one, else (or when it fails) locally. Each
   * piece is captured through ThoughtsService and classified by its job like any capture. With
   * an Idempotency-Key, piece i is captured under "<key>:<i>", so a retried call creates nothing new.
   */
  async parseConversation(user: User, conversation: string, idempotencyKey?: string): Promise<GptParseResponse> {
    const byModel = this.splitWithLlm ? await this.splitWithLlm(user.id, conversation) : null;
    const pieces: Array<{ content: string; piece?: SplitItem }> = byModel ? byModel.map((piece) => ({ content: piece.content, piece })) : splitConversation(conversation).map((content) => ({ content }));
    const items = [];
    for (const [index, { content, piece }] of pieces.entries()) {
      const key = idempotencyKey === undefined ? undefined : `${idempotencyKey}:${index}`;
      items.push(itemOf(await this.thoughts.createThought(user, { original_input: content }, key), user, piece));
    }
    return { success: items.length > 0, items };
  }

  async testConnection(user: User, usedKey: ApiKey | null): Promise<{ message: string }> {
    const newest = usedKey ? undefined : await this.apiKeys.newestActiveKey(user, "gpt");
    return { message: connectionMessage(user, "gpt", usedKey, newest) };
  }
}
