import { useEffect, useId, useRef } from "react";
import { X } from "lucide-react";
import type { ChatItem } from "@life/contracts";
import { formatDateTime, formatShortDate, formatTime, isLocalDate, useTimeZone } from "../../../lib/dates";
import type { ChatMessage } from "../hooks/use-chat-history";
import { CitationChips } from "./citation-chips";

/** The conversation panel (spec 2.13): what was sent, what came back, each with its time. */
interface ChatHistoryProps {
  messages: ChatMessage[];
  onClose: () => void;
  /** Runs a command the model suggested, once the person confirms it. */
  onConfirm: (message: ChatMessage) => void;
}

export function ChatHistory({ messages, onClose, onConfirm }: ChatHistoryProps) {
  const titleId = useId();
  const timeZone = useTimeZone();
  const logRef = useRef<HTMLDivElement>(null);

  // Newest at the bottom, kept in view as the conversation grows and answers arrive.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  return (
    <section className="chat-panel chat-history" aria-labelledby={titleId}>
      <div className="chat-panel-head">
        <h2 id={titleId}>Conversation history</h2>
        <button type="button" className="btn btn-ghost chat-icon-button" aria-label="Close conversation history" onClick={onClose}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      <div ref={logRef} className="chat-log" role="log" aria-labelledby={titleId}>
        <ol className="chat-messages">
          {messages.map((message) => (
            <li key={message.id} className={messageClass(message)} aria-busy={message.pending || undefined}>
              <span className="visually-hidden">{message.type === "user" ? "You: " : "Assistant: "}</span>
              {message.pending ? (
                <span className="chat-message-text">
                  <span className="chat-typing" aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </span>
                  <span className="visually-hidden">Waiting for the answer</span>
                </span>
              ) : (
                <span className="chat-message-text">{message.content}</span>
              )}
              <time className="chat-message-time" dateTime={message.timestamp}>
                {formatTime(message.timestamp, timeZone)}
              </time>
              {message.citations && message.citations.length > 0 ? (
                <CitationChips citations={message.citations} />
              ) : (
                message.items && message.items.length > 0 && <AnswerItems items={message.items} />
              )}
              {message.suggestion && (
                <button type="button" className="btn btn-secondary chat-confirm" onClick={() => onConfirm(message)}>
                  Run {message.suggestion.command}
                </button>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function messageClass(message: ChatMessage): string {
  return ["chat-message", `chat-message-${message.type}`, message.error && "is-error"].filter(Boolean).join(" ");
}

/** The thoughts an answer is grounded in, as a short list. */
function AnswerItems({ items }: { items: ChatItem[] }) {
  const timeZone = useTimeZone();
  return (
    <ul className="chat-items">
      {items.map((item) => (
        <li key={item.id}>
          {item.title}
          <span className="chat-item-meta">
            {item.scheduled_for &&
              ` · ${isLocalDate(item.scheduled_for) ? formatShortDate(item.scheduled_for, timeZone) : formatDateTime(item.scheduled_for, timeZone)}`}
            {` · ${item.status}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
