import type { EmbeddingConfig, LlmConfig } from "@life/classifier";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import type { ApiKeysService } from "./api-keys/api-keys.service.js";
import type { DocumentsService } from "./documents/documents.service.js";
import { apiKeysRoutes } from "./api-keys/api-keys.routes.js";
import { DataVersionRepository } from "./thoughts/data-version.repository.js";
import { CalendarRepository } from "./calendar/calendar.repository.js";
import { CalendarService } from "./calendar/calendar.service.js";
import { GptService } from "./gpt/gpt.service.js";
import { gptRoutes } from "./gpt/gpt.routes.js";
import { llmConversationSplitter } from "./gpt/llm-split.js";
import type { QuotasService } from "./quotas/quotas.service.js";
import { mcpRoutes } from "./mcp/mcp.routes.js";
import { SearchRepository } from "./search/search.repository.js";
import { SearchService } from "./search/search.service.js";
import { PhotoKeysRepository } from "./shortcuts/photo-keys.repository.js";
import { ShortcutsService } from "./shortcuts/shortcuts.service.js";
import { shortcutsRoutes } from "./shortcuts/shortcuts.routes.js";
import { ThoughtsRepository } from "./thoughts/thoughts.repository.js";
import type { ThoughtsService } from "./thoughts/thoughts.service.js";
import { WaitingRepository } from "./waiting/waiting.repository.js";
import { WaitingService } from "./waiting/waiting.service.js";

/**
 * API keys and what they open (issue 12): key management, Apple Shortcuts, the Custom GPT
 * action and the MCP server. Captures use the app's one ThoughtsService.
 */
export interface IntegrationsOptions {
  database: Pick<Database, "db">;
  thoughts: ThoughtsService;
  apiKeys: ApiKeysService;
  /** The Shortcuts photo endpoint stores its image as a document. */
  documents: DocumentsService;
  documentMaxBytes: number;
  publicUrl: string;
  apiBasePath: string;
  version: string;
  embedding: EmbeddingConfig | null;
  /** The Custom GPT's conversations are split by this model when set (within the daily LLM quota). */
  llm: LlmConfig | null;
  quotas: QuotasService;
}

export const integrationsModule: FastifyPluginAsync<IntegrationsOptions> = async (api, options) => {
  const { db } = options.database;
  const { thoughts, apiKeys } = options;
  await api.register(apiKeysRoutes, { apiKeys });
  await api.register(shortcutsRoutes, {
    shortcuts: new ShortcutsService(thoughts, apiKeys, options.documents, new PhotoKeysRepository(db)),
    maxBytes: options.documentMaxBytes,
    apiBasePath: options.apiBasePath,
  });
  const splitter = options.llm
    ? llmConversationSplitter(options.llm, { quotas: options.quotas, onError: (error) => api.log.warn({ err: error }, "conversation split by the LLM failed; split locally") })
    : undefined;
  await api.register(gptRoutes, { gpt: new GptService(thoughts, apiKeys, splitter), publicUrl: options.publicUrl, apiBasePath: options.apiBasePath });
  await api.register(mcpRoutes, {
    version: options.version,
    services: {
      thoughts,
      search: new SearchService(new SearchRepository(db), { embedding: options.embedding }),
      waiting: new WaitingService(new WaitingRepository(db), new ThoughtsRepository(db), { versions: new DataVersionRepository(db) }),
      calendar: new CalendarService(new CalendarRepository(db), { versions: new DataVersionRepository(db) }),
    },
  });
};
