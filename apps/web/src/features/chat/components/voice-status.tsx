import type { VoiceState } from "../hooks/use-voice-capture";

const messages: Record<VoiceState, string> = {
  idle: "",
  starting: "Starting the microphone…",
  listening: "Listening… press the microphone again to stop",
  recording: "Recording… press the microphone again to stop",
  uploading: "Sending the recording…",
};

/** Always mounted, so screen readers announce each change of the microphone's state. */
export function VoiceStatus({ state }: { state: VoiceState }) {
  const message = messages[state];
  return (
    <p className={message ? "chat-voice-status" : "chat-voice-status is-empty"} role="status" aria-live="polite">
      {message && (
        <>
          {state !== "uploading" && <span className="chat-pulse" aria-hidden="true" />}
          {message}
        </>
      )}
    </p>
  );
}
