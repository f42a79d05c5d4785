import type { LlmConfig } from "@life/classifier";
import { z } from "zod";

/**
 * The chat's optional outside services. The LLM is the one the app config reads for
 * classification (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY), so one set of variables configures
 * both; speech-to-text is the chat's alone and is read here.
 */

export interface OpenAiEndpoint {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export interface ChatConfig {
  /** Reads commands the grammar cannot and words answers; null keeps everything local. */
  llm: OpenAiEndpoint | null;
  /** Transcribes voice recordings; null answers 501. */
  stt: OpenAiEndpoint | null;
  /** Largest voice recording accepted, in bytes. */
  voiceMaxBytes: number;
}

export const DEFAULT_VOICE_MAX_BYTES = 10 * 1024 * 1024;
/** People are waiting at the command bar; a slower model falls back to the local answer. */
const LLM_TIMEOUT_MS = 10_000;
/** A minute of audio can take a while to transcribe. */
const STT_TIMEOUT_MS = 60_000;

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);
const optionalUrl = optionalText.pipe(z.url({ error: "must be an http(s) URL", protocol: /^https?$/ }).optional());

const envSchema = z.object({
  STT_BASE_URL: optionalUrl,
  STT_MODEL: optionalText.transform((v) => v ?? "whisper-1"),
  STT_API_KEY: optionalText,
  STT_MAX_BYTES: z.coerce.number().int().positive().optional(),
});

/** `llm` is the app config's classification LLM; its time-out is capped because a person is waiting. */
export function readChatConfig(llm: LlmConfig | null, env: NodeJS.ProcessEnv = process.env): ChatConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  return {
    llm: llm ? { baseUrl: llm.baseUrl, model: llm.model, apiKey: llm.apiKey, timeoutMs: Math.min(llm.timeoutMs ?? LLM_TIMEOUT_MS, LLM_TIMEOUT_MS) } : null,
    // The LLM's key is reused only for the same service: it must not be sent to another host.
    stt: e.STT_BASE_URL
      ? { baseUrl: e.STT_BASE_URL, model: e.STT_MODEL, apiKey: e.STT_API_KEY ?? (llm?.baseUrl === e.STT_BASE_URL ? llm.apiKey : undefined), timeoutMs: STT_TIMEOUT_MS }
      : null,
    voiceMaxBytes: e.STT_MAX_BYTES ?? DEFAULT_VOICE_MAX_BYTES,
  };
}
