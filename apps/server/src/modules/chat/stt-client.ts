import { z } from "zod";
import type { OpenAiEndpoint } from "./chat.config.js";
import { authHeaders, joinUrl } from "./openai-chat.js";

export interface AudioFile {
  data: Buffer;
  filename: string;
  mimetype: string;
}

const transcription = z.object({ text: z.string() });

/**
 * Transcribes a recording with an OpenAI-compatible POST {baseUrl}/audio/transcriptions
 * (multipart: file, model). Returns the text, possibly empty; throws on any failure.
 */
export async function transcribeAudio(audio: AudioFile, endpoint: OpenAiEndpoint, fetchImpl: typeof fetch = fetch): Promise<string> {
  const url = joinUrl(endpoint.baseUrl, "audio/transcriptions");
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(audio.data)], { type: audio.mimetype }), audio.filename);
  form.append("model", endpoint.model);
  form.append("response_format", "json");
  const response = await fetchImpl(url, { method: "POST", headers: authHeaders(endpoint.apiKey), body: form, signal: AbortSignal.timeout(endpoint.timeoutMs) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return transcription.parse(JSON.parse(text)).text.trim();
}
