import { MAX_THOUGHT_LENGTH, STT_NOT_CONFIGURED, type User, type VoiceThoughtResponse } from "@life/contracts";
import { AppError } from "../../lib/errors.js";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";
import type { OpenAiEndpoint } from "./chat.config.js";
import { transcribeAudio, type AudioFile } from "./stt-client.js";
import { UpstreamError, userReason } from "./upstream-error.js";

export interface VoiceOptions {
  stt: OpenAiEndpoint | null;
  onSttError?: (error: unknown) => void;
  /** Takes one unit of the user's daily quota before an outside model is called; throws 429 when spent. */
  useQuota?: (userId: string) => Promise<void>;
  fetchImpl?: typeof fetch;
}

/** Speech in, thought out: the transcript is captured like typed text, so classification applies. */
export class VoiceService {
  constructor(
    private readonly thoughts: ThoughtsService,
    private readonly options: VoiceOptions,
  ) {}

  /** 501 before the upload is read when there is nowhere to send it. */
  assertConfigured(): void {
    if (!this.options.stt) throw new AppError(501, STT_NOT_CONFIGURED);
  }

  async captureVoice(user: User, audio: AudioFile): Promise<VoiceThoughtResponse> {
    const stt = this.options.stt;
    if (!stt) throw new AppError(501, STT_NOT_CONFIGURED);
    await this.options.useQuota?.(user.id);
    let transcript: string;
    try {
      transcript = await transcribeAudio(audio, stt, this.options.fetchImpl);
    } catch (error) {
      // The detail (URL, status, provider text) goes to the log; the person gets the short reason.
      this.options.onSttError?.(error);
      const timedOut = error instanceof UpstreamError && error.failure === "timeout";
      throw new AppError(timedOut ? 504 : 502, `${userReason(error, "stt")}. Please try again.`);
    }
    if (!transcript) throw new AppError(422, "No speech was recognised in the recording");
    const data = await this.thoughts.createThought(user, { original_input: transcript.slice(0, MAX_THOUGHT_LENGTH) });
    return { data, transcript };
  }
}
