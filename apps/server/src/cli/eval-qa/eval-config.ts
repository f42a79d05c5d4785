import { loadConfig } from "../../config.js";
import { readChatConfig } from "../../modules/chat/chat.config.js";

/**
 * The app and chat config an evaluation runs with: the environment's, with every case a new person capturing quickly
 * (no rate limit or daily quota), the pipeline in-process, and the LLM only with engine "llm". Null when "llm" is asked
 * for and none is configured.
 */
export function evalConfigs(engine: "local" | "llm") {
  const loaded = loadConfig();
  if (engine === "llm" && !loaded.processing.llm) return null;
  const llm = engine === "llm" ? loaded.processing.llm : null;
  const config = {
    ...loaded,
    logLevel: "silent",
    signups: "open" as const,
    demoMode: false,
    limits: { ...loaded.limits, authPerMinute: 1e9, capturePerMinute: 1e9, chatPerMinute: 1e9, searchPerMinute: 1e9, dailyLlm: 0, dailyStt: 0, loginSlowdownMaxMs: 0 },
    processing: { ...loaded.processing, worker: false, llm, embedding: engine === "llm" ? loaded.processing.embedding : null },
  };
  return { config, chatConfig: { ...readChatConfig(llm), stt: null } };
}
