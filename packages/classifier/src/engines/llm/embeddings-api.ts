import { z } from "zod";
import { callOpenAi } from "../../openai/call.js";

export interface EmbeddingApiConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

const embeddingsResponse = z.object({
  data: z.array(z.object({ index: z.number().int().optional(), embedding: z.array(z.number()) })),
});

/**
 * Embeds texts with an OpenAI-compatible POST {baseUrl}/embeddings through the official SDK
 * (used when EMBEDDING_MODEL is set). Returns one vector per text in input order; throws on any
 * failure so the caller can fall back to the offline embedding.
 */
export async function embedWithApi(
  texts: string[],
  cfg: EmbeddingApiConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<Float32Array[]> {
  if (texts.length === 0) return [];
  // Floats, not the SDK's default base64: every compatible server speaks them.
  const { text, url } = await callOpenAi(
    cfg,
    (client, options) => client.embeddings.create({ model: cfg.model, input: texts, encoding_format: "float" }, options),
    fetchImpl,
  );
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${url} answered with a body that is not JSON`);
  }
  const parsed = embeddingsResponse.safeParse(body);
  if (!parsed.success) throw new Error(`${url} answered an unexpected shape: ${z.prettifyError(parsed.error)}`);
  const { data } = parsed.data;
  if (data.length !== texts.length) {
    throw new Error(`${url} returned ${data.length} embeddings for ${texts.length} texts`);
  }
  // The protocol carries an index per item; order by it rather than trusting the array order.
  const ordered = data.every((d) => d.index !== undefined) ? [...data].sort((a, b) => a.index! - b.index!) : data;
  const dims = ordered[0]!.embedding.length;
  if (dims === 0 || ordered.some((d) => d.embedding.length !== dims)) {
    throw new Error(`${url} returned embeddings of differing or zero length`);
  }
  return ordered.map((d) => Float32Array.from(d.embedding));
}
