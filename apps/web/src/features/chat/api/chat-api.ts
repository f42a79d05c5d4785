import type {
  ChatCommandResponse,
  ChatRespondResponse,
  ChatSuggestionsResponse,
  Thought,
  ThoughtResponse,
  VoiceThoughtResponse,
} from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

export function runCommand(command: string, thoughtId: string | null): Promise<ChatCommandResponse> {
  return apiRequest<ChatCommandResponse>("/chat/command", { method: "POST", body: { command, thoughtId } });
}

export function getSuggestions(partialCommand: string, thought: Thought | null): Promise<ChatSuggestionsResponse> {
  return apiRequest<ChatSuggestionsResponse>("/chat/suggestions", {
    method: "POST",
    body: {
      partialCommand,
      context: {
        thoughtId: thought?.id ?? null,
        currentDomain: thought?.domain ?? null,
        currentSubdomain: thought?.subdomain ?? null,
      },
    },
  });
}

/** A cited note, opened from its chip. */
export async function getThought(id: string): Promise<Thought> {
  return (await apiRequest<ThoughtResponse>(`/thoughts/${encodeURIComponent(id)}`)).data;
}

export function askQuestion(message: string, thought: Thought | null): Promise<ChatRespondResponse> {
  return apiRequest<ChatRespondResponse>("/chat/respond", {
    method: "POST",
    // The server reads the thought itself by id; the copy is a hint, so it stays small.
    body: { message, context: { thoughtId: thought?.id ?? null, currentThought: thought ? summary(thought) : null } },
  });
}

/** A recording as multipart field "audio"; the server transcribes it and captures the thought. */
export function uploadVoice(audio: Blob): Promise<VoiceThoughtResponse> {
  const form = new FormData();
  const type = audio.type || "audio/webm";
  form.append("audio", new File([audio], `recording.${extensionFor(type)}`, { type }));
  return apiRequest<VoiceThoughtResponse>("/thoughts/voice", { method: "POST", body: form });
}

/** Speech-to-text endpoints look at the file name to tell the container format. */
function extensionFor(mimeType: string): string {
  if (mimeType.includes("ogg")) return "ogg";
  if (mimeType.includes("mp4") || mimeType.includes("aac")) return "mp4";
  if (mimeType.includes("wav")) return "wav";
  if (mimeType.includes("mpeg")) return "mp3";
  return "webm";
}

function summary(thought: Thought) {
  const { id, ai_title, original_input, status, domain, subdomain, event_type, scheduled_for } = thought;
  return { id, ai_title, original_input, status, domain, subdomain, event_type, scheduled_for };
}
