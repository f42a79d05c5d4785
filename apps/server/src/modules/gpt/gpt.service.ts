import type { ApiKey, GptParseResponse, Thought, User } from "@life/contracts";
import { connectionMessage } from "../api-keys/connection-test.js";
import type { ApiKeysService } from "../api-keys/api-keys.service.js";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";
import { splitConversation } from "./conversation-split.js";
import type { ConversationSplitter, SplitItem } from "./llm-split.js";

const TITLE_MAX = 80;

/** The saved thought as the GPT is told of it; the model's reading of the piece fills what classification left empty. */
function itemOf(thought: Thought, piece?: SplitItem) {
  const fallback = thought.original_input.length > TITLE_MAX ? `${thought.original_input.slice(0, TITLE_MAX - 1)}…` : thought.original_input;
  return { title: thought.ai_title ?? piece?.title ?? fallback, content: thought.original_input, type: thought.event_type ?? piece?.type ?? "note" };
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
   * piece is captured through ThoughtsService, classified like any capture. With an
   * Idempotency-Key, piece i is captured under "<key>:<i>", so a retried call creates nothing new.
   */
  async parseConversation(user: User, conversation: string, idempotencyKey?: string): Promise<GptParseResponse> {
    const byModel = this.splitWithLlm ? await this.splitWithLlm(user.id, conversation) : null;
    const pieces: Array<{ content: string; piece?: SplitItem }> = byModel ? byModel.map((piece) => ({ content: piece.content, piece })) : splitConversation(conversation).map((content) => ({ content }));
    const items = [];
    for (const [index, { content, piece }] of pieces.entries()) {
      const key = idempotencyKey === undefined ? undefined : `${idempotencyKey}:${index}`;
      items.push(itemOf(await this.thoughts.createThought(user, { original_input: content }, key), piece));
    }
    return { success: items.length > 0, items };
  }

  async testConnection(user: User, usedKey: ApiKey | null): Promise<{ message: string }> {
    const newest = usedKey ? undefined : await this.apiKeys.newestActiveKey(user, "gpt");
    return { message: connectionMessage(user, "gpt", usedKey, newest) };
  }
}
