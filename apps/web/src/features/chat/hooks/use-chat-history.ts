import { useCallback, useRef, useState } from "react";
import type { ChatCitation, ChatItem, Thought } from "@life/contracts";

/** Spec 3's client-only chat message, plus the items an answer is grounded in. */
export interface ChatMessage {
  id: string;
  type: "user" | "assistant";
  content: string;
  timestamp: string;
  success?: boolean;
  error?: boolean;
  conversational?: boolean;
  thoughtCreated?: boolean;
  items?: ChatItem[];
  /** The notes an answer cites, shown as chips that open the card. */
  citations?: ChatCitation[];
  /** A change the model read that the person must confirm (spec: never delete on a model's reading), and on which thought. */
  suggestion?: { command: string; thought: Thought | null };
  /** An answer on its way: shown as "…" and replaced in place, so the panel does not jump. */
  pending?: boolean;
}

export type NewChatMessage = Omit<ChatMessage, "id" | "timestamp">;

/** The conversation of this page visit; it opens whenever something is added (spec 4). */
export function useChatHistory() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);

  const add = useCallback((message: NewChatMessage): string => {
    const id = `m${nextId.current++}`;
    setMessages((list) => [...list, { ...message, id, timestamp: new Date().toISOString() }]);
    setOpen(true);
    return id;
  }, []);

  /** Settles a pending message with its real content (and the time it arrived). */
  const settle = useCallback((id: string, message: NewChatMessage) => {
    setMessages((list) =>
      list.map((m) => (m.id === id ? { ...message, id, timestamp: new Date().toISOString(), pending: false } : m)),
    );
  }, []);

  /** A confirmed (or refused) suggestion is used once: its button goes, the words stay. */
  const dropSuggestion = useCallback((id: string) => {
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, suggestion: undefined } : m)));
  }, []);

  const remove = useCallback((...ids: string[]) => {
    setMessages((list) => list.filter((m) => !ids.includes(m.id)));
  }, []);

  return { messages, open, setOpen, add, settle, remove, dropSuggestion };
}

export type ChatHistory = ReturnType<typeof useChatHistory>;
