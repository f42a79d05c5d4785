import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Thought } from "@life/contracts";
import { ApiError, errorText } from "../../../lib/api-client";
import { refreshThoughtData } from "../../../lib/refresh-data";
import { getSelectedThought, selectThought } from "../../../lib/thought-selection";
import { askQuestion, runCommand } from "../api/chat-api";
import { commandText, isQuestion } from "../chat-rules";
import type { ChatHistory, NewChatMessage } from "./use-chat-history";

export const THOUGHT_CREATED = "Thought created and processing...";
export const SAVED_OFFLINE = "You are offline: the thought is saved on this device and waiting to send.";
const PENDING: NewChatMessage = { type: "assistant", content: "…", pending: true };

interface SendOptions {
  /** Captures a new thought (the thoughts feature's optimistic flow, wired in by the shell). */
  onCapture: (text: string) => Promise<unknown>;
  history: Pick<ChatHistory, "add" | "settle" | "remove">;
  /**
   * A failed capture is reported next to the box, where the words are given back (as the feed's
   * placeholder disappears), and the exchange leaves the history: nothing was captured.
   */
  onCaptureError: (message: string) => void;
  /** Told of the saved thought, so the bar can keep its card in view. */
  onCaptured?: (result: unknown) => void;
}

/** Spec 8: the server's error, else "Command failed"; no answer at all is "Failed to execute command". */
function commandFailure(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? "Command failed";
  return "Failed to execute command";
}

/**
 * Routes what was typed (spec 5): command mode → POST /chat/command; a question → /chat/respond;
 * anything else is captured as a thought. The exchange lands in the conversation history: the
 * words at once, the answer in place of a pending "…" when it arrives.
 * Resolves true on success, so the bar can give the words back on failure.
 */
export function useChatSend({ onCapture, history, onCaptureError, onCaptured }: SendOptions) {
  const queryClient = useQueryClient();
  const { add, settle, remove } = history;

  const sendCommand = useCallback(
    async (text: string, thought: Thought | null, replyId: string): Promise<boolean> => {
      try {
        const result = await runCommand(commandText(text), thought?.id ?? null);
        if (!result.success) {
          const suggestion = result.suggestedCommand ? { command: result.suggestedCommand, thought } : undefined;
          settle(replyId, { type: "assistant", content: result.error || "Command failed", success: false, error: true, suggestion });
          return false;
        }
        settle(replyId, { type: "assistant", content: result.message || "Command executed successfully", success: true });
        // The selection follows the thought the command changed; a thought that is gone is unselected.
        const current = getSelectedThought();
        if (result.updatedThought && current?.id === result.updatedThought.id) selectThought(result.updatedThought);
        else if (!result.updatedThought && thought && current?.id === thought.id) selectThought(null);
        void refreshThoughtData(queryClient);
        return true;
      } catch (error) {
        settle(replyId, { type: "assistant", content: commandFailure(error), success: false, error: true });
        return false;
      }
    },
    [settle, queryClient],
  );

  const sendQuestion = useCallback(
    async (text: string, thought: Thought | null, replyId: string): Promise<boolean> => {
      try {
        const answer = await askQuestion(text, thought);
        settle(replyId, { type: "assistant", content: answer.response, items: answer.items, citations: answer.citations, conversational: true, success: true });
        // The server captured what was not a clear question (issue 8 item 17): the feed shows it.
        if (answer.capturedThought) void refreshThoughtData(queryClient);
        return true;
      } catch (error) {
        console.error("Chat question failed", error);
        settle(replyId, { type: "assistant", content: "Failed to get AI response", conversational: true, error: true });
        return false;
      }
    },
    [settle, queryClient],
  );

  const capture = useCallback(
    async (text: string, ids: string[]): Promise<boolean> => {
      try {
        const saved = await onCapture(text);
        const queued = (saved as { waiting_to_send?: boolean } | null)?.waiting_to_send === true;
        settle(ids[1]!, { type: "assistant", content: queued ? SAVED_OFFLINE : THOUGHT_CREATED, thoughtCreated: true, success: true });
        onCaptured?.(saved);
        return true;
      } catch (error) {
        remove(...ids);
        onCaptureError(errorText(error, "Failed to create thought"));
        return false;
      }
    },
    [onCapture, onCaptureError, onCaptured, remove, settle],
  );

  return useCallback(
    (text: string, commandMode: boolean, thought: Thought | null): Promise<boolean> => {
      const question = !commandMode && isQuestion(text);
      const userId = add({ type: "user", content: text, conversational: question || undefined });
      const replyId = add(PENDING);
      if (commandMode) return sendCommand(text, thought, replyId);
      if (question) return sendQuestion(text, thought, replyId);
      return capture(text, [userId, replyId]);
    },
    [add, capture, sendCommand, sendQuestion],
  );
}
