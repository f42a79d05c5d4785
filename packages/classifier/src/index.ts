export * from "./types.js";
export { classify, classifyLocal } from "./pipeline.js";
export { resolveLocal, LOCAL_MODEL } from "./engines/local/index.js";
export { extractSchedule, formatSchedule, formatScheduleLocal, type Schedule, type ScheduleResult } from "./dates.js";
export {
  toWallTime,
  wallTimeToInstant,
  zoneOffsetMinutes,
  parseWallTime,
  formatWallTime,
  formatDate,
  scheduledToLocal,
  type WallTime,
  type CalendarDate,
} from "./dates/zoned-time.js";
export { extractEntities } from "./entities.js";
export { estimateCommercialValue } from "./value/index.js";
export { embedText, cosineSimilarity, EMBEDDING_DIMENSIONS, EMBEDDING_TYPE, apiEmbeddingModel, encodeEmbedding, decodeEmbedding } from "./embeddings/index.js";
export { resolveWithLlm, embedWithApi, LlmResolutionError, type LlmResolution, type EmbeddingApiConfig } from "./engines/llm/index.js";
export { LOCAL_SYSTEM_PROMPT } from "./debug.js";
export { callOpenAi, OpenAiCallError, DEFAULT_TIMEOUT_MS, DEFAULT_MAX_RETRIES, type OpenAiEndpoint, type OpenAiFailure, type OpenAiRequest, type RawAnswer } from "./openai/call.js";
export { requestChatCompletion, chatCompletionBody, stripJsonFence, type ChatMessage, type ChatRequest, type ChatAnswer, type JsonSchemaFormat, type AnswerFormat } from "./openai/chat.js";
