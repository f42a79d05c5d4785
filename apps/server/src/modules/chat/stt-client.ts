import { z } from "zod";
import type { OpenAiEndpoint } from "./chat.config.js";
import { authHeaders, joinUrl } from "./openai-chat.js";
import { parseUpstreamJson, postUpstream, UpstreamError } from "./upstream-error.js";

export interface AudioFile {
  data: Buffer;
  filename: string;
  mimetype: string;
}

const transcription = z.object({ text: z.string() });

/**
 * Transcribes a recording with an OpenAI-compatible POST {baseUrl}/audio/transcriptions
 * (multipart: file, model). Returns the text, possibly empty; throws an UpstreamError on any failure.
 */
export async function transcribeAudio(audio: AudioFile, endpoint: OpenAiEndpoint, fetchImpl: typeof fetch = fetch): Promise<string> {
  const url = joinUrl(endpoint.baseUrl, "audio/transcriptions");
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(audio.data)], { type: audio.mimetype }), audio.filename);
  form.append("model", endpoint.model);
  form.append("response_format", "json");
  const text = await postUpstream("stt", url, { headers: authHeaders(endpoint.apiKey), body: form, timeoutMs: endpoint.timeoutMs }, fetchImpl);
  const parsed = transcription.safeParse(parseUpstreamJson("stt", url, text));
  if (!parsed.success) throw new UpstreamError("stt", "invalid", `${url} answered without a transcript: ${text.slice(0, 200)}`);
  return parsed.data.text.trim();
}
