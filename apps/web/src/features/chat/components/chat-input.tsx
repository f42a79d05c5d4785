import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Mic, SendHorizontal } from "lucide-react";
import { errorText } from "../../../lib/api-client";
import { useBottomBarHeight } from "./use-bottom-bar-height";
import "../chat.css";

const MAX_TEXTAREA_PX = 160;

interface ChatInputProps {
  /** Sends a new thought; a rejection shows the server's error (or the fallback) under the box. */
  onSend: (text: string) => Promise<unknown>;
  /** Voice capture seam: the empty-box button acts as the microphone (spec 2.13). */
  onRecord: () => void;
}

export function ChatInput({ onSend, onRecord }: ChatInputProps) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const barRef = useBottomBarHeight<HTMLFormElement>();
  const hasText = text.trim().length > 0;

  const resize = () => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, MAX_TEXTAREA_PX)}px`;
  };

  const send = () => {
    const value = text.trim();
    if (!value) return; // spec 5: empty or whitespace-only input is ignored
    setError(null);
    // Clear at once so the next thought can be typed while this one is saved.
    setText("");
    requestAnimationFrame(resize);
    onSend(value).catch((err: unknown) => {
      setError(errorText(err, "Failed to create thought"));
      // Give the words back rather than lose them, unless something new was typed.
      setText((current) => (current === "" ? value : current));
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasText) send();
    else onRecord();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; Enter that confirms an IME composition is left alone.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form ref={barRef} className="chat-bar" onSubmit={handleSubmit} aria-label="Capture a thought">
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      <div className="chat-row">
        <textarea
          ref={textareaRef}
          className="chat-textarea"
          rows={1}
          value={text}
          placeholder="What's on your mind?"
          aria-label="Thought input"
          enterKeyHint="send"
          onChange={(e) => {
            setText(e.target.value);
            resize();
          }}
          onKeyDown={handleKeyDown}
        />
        {hasText ? (
          <button type="submit" className="btn btn-primary chat-submit" aria-label="Send">
            <SendHorizontal size={18} aria-hidden="true" />
            <span className="chat-submit-text">Send</span>
          </button>
        ) : (
          <button type="submit" className="btn btn-secondary chat-submit" aria-label="Record voice">
            <Mic size={18} aria-hidden="true" />
          </button>
        )}
      </div>
    </form>
  );
}
