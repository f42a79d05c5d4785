import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CircleHelp, MessagesSquare, Mic, SendHorizontal, Square, Zap } from "lucide-react";
import type { VoiceThoughtResponse } from "@life/contracts";
import { refreshThoughtData } from "../../../lib/refresh-data";
import { selectThought, selectedTitle, useSelectedThought } from "../../../lib/thought-selection";
import { commandText, insertedQuestionMark, isCommandMode, placeholderFor } from "../chat-rules";
import { useChatHistory } from "../hooks/use-chat-history";
import { THOUGHT_CREATED, useChatSend } from "../hooks/use-chat-send";
import { useSuggestions } from "../hooks/use-suggestions";
import { useVoiceCapture } from "../hooks/use-voice-capture";
import { ChatHistory } from "./chat-history";
import { CommandHelp } from "./command-help";
import { ContextBar } from "./context-bar";
import { revealCaptured } from "./reveal-captured";
import { SuggestionList, suggestionOptionId } from "./suggestion-list";
import { useBottomBarHeight } from "./use-bottom-bar-height";
import { VoiceStatus } from "./voice-status";
import "../chat.css";

const MAX_TEXTAREA_PX = 160;

interface ChatInputProps {
  /** Captures a new thought (the feed's optimistic flow); a rejection is reported in the history. */
  onSend: (text: string) => Promise<unknown>;
}

/** A leading "/" becomes the lightning indicator instead of staying in the text. */
function splitSlash(value: string): { slashed: boolean; rest: string } {
  return value.startsWith("/") ? { slashed: true, rest: value.replace(/^\/+/, "") } : { slashed: false, rest: value };
}

/**
 * The fixed chat and command bar (spec 2.13): captures thoughts, runs commands on the selected
 * thought, answers questions, records voice; with the conversation and the command help above it.
 */
export function ChatInput({ onSend }: ChatInputProps) {
  const [text, setText] = useState("");
  const [slashed, setSlashed] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [captureError, setCaptureError] = useState<string | null>(null);
  // Suggestions stay closed for the text they were dismissed (or chosen) at, until it changes.
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const [active, setActive] = useState<{ list: string[]; index: number }>({ list: [], index: -1 });
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  }, [text]);
  const dictationBaseRef = useRef("");
  const dockRef = useBottomBarHeight<HTMLDivElement>();
  const listId = useId();
  const queryClient = useQueryClient();

  const selected = useSelectedThought();
  const history = useChatHistory();
  const addMessage = history.add;
  const setHistoryOpen = history.setOpen;
  const closeHistory = useCallback(() => setHistoryOpen(false), [setHistoryOpen]);
  const onCaptured = useCallback(
    (saved: unknown) => {
      const id = (saved as { id?: unknown } | null)?.id;
      // The feed renders the saved card on the next frame.
      if (typeof id === "string") requestAnimationFrame(() => revealCaptured(id, dockRef.current, closeHistory));
    },
    [dockRef, closeHistory],
  );
  const send = useChatSend({ onCapture: onSend, history, onCaptureError: setCaptureError, onCaptured });

  // The conversation stays open while the person chats, and closes when they go elsewhere: another
  // view, a press outside the bar, or Escape pressed outside it (inside, the bar's own order applies).
  useEffect(() => {
    if (!history.open) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && dockRef.current?.contains(target));
    const onPointerDown = (event: Event) => {
      if (outside(event.target)) closeHistory();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && outside(event.target)) closeHistory();
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("touchstart", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("hashchange", closeHistory);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("touchstart", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("hashchange", closeHistory);
    };
  }, [history.open, dockRef, closeHistory]);

  // The selection belongs to this signed-in session: leaving the shell (logout) drops it.
  useEffect(() => () => selectThought(null), []);

  const hasText = text.trim().length > 0;
  const commandMode = isCommandMode(text, { slashed, hasSelection: selected !== null });
  const suggestions = useSuggestions(commandText(text), commandMode, selected);
  const showSuggestions = commandMode && !helpOpen && suggestions.length > 0 && text !== dismissedFor;
  const activeIndex = showSuggestions && active.list === suggestions ? active.index : -1;

  const resize = useCallback(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, MAX_TEXTAREA_PX)}px`;
  }, []);

  const focusInput = () => textareaRef.current?.focus();

  const voice = useVoiceCapture({
    onDictationStart: () => {
      dictationBaseRef.current = textRef.current.trimEnd();
    },
    onDictation: (heard) => {
      const base = dictationBaseRef.current;
      setText(base && heard ? `${base} ${heard}` : base || heard);
      requestAnimationFrame(resize);
    },
    onUploaded: (response: VoiceThoughtResponse) => {
      if (response.transcript) addMessage({ type: "user", content: response.transcript });
      addMessage({ type: "assistant", content: THOUGHT_CREATED, thoughtCreated: true, success: true });
      void refreshThoughtData(queryClient);
    },
    onError: (message) => addMessage({ type: "assistant", content: message, error: true }),
  });
  const voiceBusy = voice.state !== "idle";

  const setInput = (value: string) => {
    const { slashed: hasSlash, rest } = splitSlash(value);
    if (hasSlash) setSlashed(true);
    setText(rest);
    requestAnimationFrame(resize);
  };

  const submit = () => {
    const value = text.trim();
    if (!value) return; // spec 5: empty or whitespace-only input is ignored
    const mode = commandMode;
    const wasSlashed = slashed;
    const thought = selected;
    // Clear at once so the next thought can be typed while this one is on its way.
    setCaptureError(null);
    setText("");
    setSlashed(false);
    setHelpOpen(false);
    requestAnimationFrame(resize);
    void send(value, mode, thought).then((ok) => {
      // Give the words back rather than lose them, unless something new was typed.
      if (ok || textRef.current !== "") return;
      setText(value);
      setSlashed(wasSlashed);
      requestAnimationFrame(resize);
    });
  };

  const choose = (suggestion: string) => {
    const { slashed: hasSlash, rest } = splitSlash(suggestion);
    if (hasSlash) setSlashed(true);
    setText(rest);
    setDismissedFor(rest);
    focusInput();
    requestAnimationFrame(resize);
  };

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const value = event.target.value;
    // "?" in command mode opens the command help instead of being typed (spec 2.13).
    if (commandMode && insertedQuestionMark(text, value)) {
      setHelpOpen(true);
      return;
    }
    setInput(value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return; // Enter that confirms an IME composition is left alone
    if (showSuggestions && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const count = suggestions.length;
      const next = activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count;
      setActive({ list: suggestions, index: next });
      return;
    }
    if ((event.key === "Enter" || event.key === "Tab") && !event.shiftKey && activeIndex >= 0) {
      event.preventDefault();
      choose(suggestions[activeIndex]!);
      return;
    }
    if (event.key === "Enter" && !event.shiftKey) {
      // Enter sends, Shift+Enter is a new line.
      event.preventDefault();
      submit();
      return;
    }
    if (event.key === "Backspace" && text === "" && slashed) setSlashed(false);
  };

  // Escape closes the nearest panel first: suggestions, then help, then the history.
  const handleDockKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    if (showSuggestions) setDismissedFor(text);
    else if (helpOpen) setHelpOpen(false);
    else if (history.open) history.setOpen(false);
    else if (slashed && text === "") setSlashed(false);
    else return;
    event.preventDefault();
    focusInput();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const clearSelection = () => {
    selectThought(null);
    focusInput();
  };

  const showMic = !hasText || voiceBusy;
  const recording = voice.state === "listening" || voice.state === "recording" || voice.state === "starting";

  return (
    <div ref={dockRef} className="chat-dock" onKeyDown={handleDockKeyDown}>
      {history.open && history.messages.length > 0 && (
        <ChatHistory
          messages={history.messages}
          onConfirm={(message) => {
            if (!message.suggestion) return;
            history.dropSuggestion(message.id);
            void send(message.suggestion.command, true, message.suggestion.thought);
          }}
          onClose={() => {
            history.setOpen(false);
            focusInput();
          }}
        />
      )}
      {helpOpen && (
        <CommandHelp
          onClose={() => {
            setHelpOpen(false);
            focusInput();
          }}
        />
      )}
      <form className="chat-bar" onSubmit={handleSubmit} aria-label="Capture a thought">
        {captureError && (
          <p className="chat-error" role="alert">
            {captureError}
          </p>
        )}
        {selected && <ContextBar title={selectedTitle(selected)} onClear={clearSelection} />}
        <div className="chat-row">
          {commandMode && (
            <span className="chat-mode" title="Command mode">
              <Zap size={18} role="img" aria-label="Command mode" />
            </span>
          )}
          <div className="chat-field">
            {showSuggestions && (
              <SuggestionList id={listId} suggestions={suggestions} activeIndex={activeIndex} onChoose={choose} />
            )}
            <textarea
              ref={textareaRef}
              className="chat-textarea"
              rows={1}
              value={text}
              placeholder={placeholderFor({ commandMode, hasSelection: selected !== null })}
              aria-label="Thought input"
              aria-autocomplete={commandMode ? "list" : undefined}
              aria-controls={showSuggestions ? listId : undefined}
              aria-activedescendant={activeIndex >= 0 ? suggestionOptionId(listId, activeIndex) : undefined}
              enterKeyHint="send"
              onChange={handleChange}
              onKeyDown={handleKeyDown}
            />
          </div>
          {commandMode && (
            <button
              type="button"
              className="btn btn-ghost chat-icon-button"
              aria-label="Show available commands"
              aria-expanded={helpOpen}
              onClick={() => setHelpOpen((open) => !open)}
            >
              <CircleHelp size={18} aria-hidden="true" />
            </button>
          )}
          {!history.open && history.messages.length > 0 && (
            <button
              type="button"
              className="btn btn-ghost chat-icon-button"
              aria-label="Show conversation history"
              onClick={() => history.setOpen(true)}
            >
              <MessagesSquare size={18} aria-hidden="true" />
            </button>
          )}
          {showMic ? (
            <button
              type="button"
              className={recording ? "btn btn-danger chat-submit is-recording" : "btn btn-secondary chat-submit"}
              aria-label="Record voice"
              aria-pressed={recording}
              disabled={voice.state === "uploading" || voice.state === "starting"}
              onClick={voice.toggle}
            >
              {recording ? <Square size={16} aria-hidden="true" /> : <Mic size={18} aria-hidden="true" />}
            </button>
          ) : (
            <button type="submit" className="btn btn-primary chat-submit" aria-label="Send">
              <SendHorizontal size={18} aria-hidden="true" />
              <span className="chat-submit-text">Send</span>
            </button>
          )}
        </div>
        <VoiceStatus state={voice.state} />
      </form>
    </div>
  );
}
