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
