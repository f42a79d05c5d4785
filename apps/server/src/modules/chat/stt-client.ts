import { toFile } from "openai";
import { z } from "zod";
import type { OpenAiEndpoint } from "./chat.config.js";
import { callUpstream, parseUpstreamJson, UpstreamError } from "./upstream-error.js";

export interface AudioFile {
  data: Buffer;
  filename: string;
  mimetype: string;
}

const transcription = z.object({ text: z.string() });

/**
 * Transcribes a recording with an OpenAI-compatible POST {baseUrl}/audio/transcriptions
 * (multipart: file, model) through the official SDK. Returns the text, possibly empty; throws
 * an UpstreamError on any failure.
 */
export async function transcribeAudio(audio: AudioFile, endpoint: OpenAiEndpoint, fetchImpl?: typeof fetch): Promise<string> {
  const file = await toFile(audio.data, audio.filename, { type: audio.mimetype });
  const { text, url } = await callUpstream(
    "stt",
    endpoint,
    (client, options) => client.audio.transcriptions.create({ file, model: endpoint.model, response_format: "json" }, options),
    fetchImpl,
  );
  const parsed = transcription.safeParse(parseUpstreamJson("stt", url, text));
  if (!parsed.success) throw new UpstreamError("stt", "invalid", `${url} answered without a transcript: ${text.slice(0, 200)}`);
  return parsed.data.text.trim();
}
