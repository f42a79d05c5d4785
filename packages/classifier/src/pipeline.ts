import type { LlmDebugData } from "@life/contracts";
import { buildDebug, describeLocalRun, embedStep, type StepThree, type StepTwo } from "./debug.js";
import { embedWithApi, resolveWithLlm } from "./engines/llm/index.js";
import { apiEmbeddingModel } from "./embeddings/index.js";
import { LOCAL_MODEL, resolveLocal } from "./engines/local/index.js";
import type { ClassifyInput, ClassifyOptions, ClassifyOutput, ClassifyResult, EmbeddingConfig, LlmConfig } from "./types.js";

function localStep(input: ClassifyInput, result: ClassifyResult, durationMs: number): StepTwo {
  const described = describeLocalRun(input, result);
  return {
    model: LOCAL_MODEL,
    durationMs,
    promptTokens: 0,
    completionTokens: 0,
    systemPrompt: described.systemPrompt,
    userMessage: described.userMessage,
    rawResponse: described.rawResponse,
    error: null,
  };
}

/**
 * The offline pipeline, synchronously: context stats (step 1, gathered by the caller), the local
 * engine (step 2) and the offline embedding (step 3). Deterministic for a given input.
 */
export function classifyLocal(input: ClassifyInput): ClassifyOutput {
  const started = performance.now();
  const t0 = performance.now();
  const result = resolveLocal(input);
  const step2 = localStep(input, result, performance.now() - t0);
  const step3 = embedStep(input.text);
  const debug: LlmDebugData = buildDebug(input, result, step2, step3, performance.now() - started);
  return { result, debug, embedding: step3.embedding };
}

/**
 * The full pipeline. With `options.llm`, step 2 asks the configured OpenAI-compatible model and
 * falls back to the local result (fallback_used: true, error kept in debug.error) on any
 * failure, time-out or invalid answer. Never rejects for an LLM problem.
 */
export async function classify(input: ClassifyInput, options: ClassifyOptions = {}): Promise<ClassifyOutput> {
  if (!options.llm && !options.embedding) return classifyLocal(input);
  const started = performance.now();
  const t0 = performance.now();
  const local = resolveLocal(input);
  const localMs = performance.now() - t0;
  const fetchImpl = options.fetch ?? fetch;
  const { result, step2 } = options.llm
    ? await resolveStepTwo(input, local, localMs, options.llm, fetchImpl)
    : { result: local, step2: localStep(input, local, localMs) };
  const step3 = options.embedding ? await embedStepRemote(input.text, options.embedding, fetchImpl) : embedStep(input.text);
  const debug = buildDebug(input, result, step2, step3, performance.now() - started);
  return { result, debug, embedding: step3.embedding };
}

/** Step 2 through the LLM; any error keeps the local result, marked as a fallback. */
async function resolveStepTwo(
  input: ClassifyInput,
  local: ClassifyResult,
  localMs: number,
  llmConfig: LlmConfig,
  fetchImpl: typeof fetch,
): Promise<{ result: ClassifyResult; step2: StepTwo }> {
  const t1 = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // resolveWithLlm enforces its own time-out per attempt; this bounds the whole step as well.
    const deadlineMs = (llmConfig.timeoutMs ?? 15_000) * ((llmConfig.maxRetries ?? 2) + 1) + 5_000;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`LLM ${llmConfig.model}: no answer within ${deadlineMs} ms`)), deadlineMs);
    });
    const llm = await Promise.race([resolveWithLlm(input, local, llmConfig, fetchImpl), deadline]);
    return {
      result: { ...llm.result, fallback_used: false },
      step2: {
        model: llm.model,
        durationMs: performance.now() - t1,
        promptTokens: llm.prompt_tokens,
        completionTokens: llm.completion_tokens,
        systemPrompt: llm.system_prompt,
        userMessage: llm.user_message,
        rawResponse: llm.raw_response,
        error: null,
      },
    };
  } catch (err) {
    const result = { ...local, fallback_used: true };
    const details = (err as { details?: { system_prompt?: string; user_message?: string; raw_response?: string } }).details;
    return {
      result,
      step2: {
        ...localStep(input, result, localMs),
        durationMs: performance.now() - t1 + localMs,
        error: err instanceof Error ? err.message : String(err),
        fallbackFrom: llmConfig.model,
        attempted: details
          ? { system_prompt: details.system_prompt ?? "", user_message: details.user_message ?? "", raw_response: details.raw_response ?? "" }
          : undefined,
      },
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Step 3 through an `/embeddings` endpoint; on failure the offline vector, with the error kept. */
async function embedStepRemote(text: string, config: EmbeddingConfig, fetchImpl: typeof fetch): Promise<StepThree> {
  const t0 = performance.now();
  try {
    const [embedding] = await embedWithApi([text], config, fetchImpl);
    if (!embedding) throw new Error("the endpoint returned no embedding");
    return { embedding, durationMs: performance.now() - t0, dimensions: embedding.length, embeddingType: apiEmbeddingModel(config.model), error: null, status: "completed" };
  } catch (err) {
    const local = embedStep(text);
    const message = err instanceof Error ? err.message : String(err);
    return { ...local, durationMs: performance.now() - t0, error: `${message}; used the offline embedding` };
  }
}
