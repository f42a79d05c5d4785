import { useSyncExternalStore } from "react";
import type { Thought } from "@life/contracts";

/**
 * The thought chosen for editing with chat commands (spec 2.13's context bar). It lives in lib
 * because two features share it: a thought card selects, the chat bar reads and clears. A tiny
 * external store (like session.ts) rather than a context, so neither feature needs a provider
 * from the other.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let selected: Thought | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSelectedThought(): Thought | null {
  return selected;
}

/** Selects a thought, replaces the selected one with a fresher copy, or clears with null. */
export function selectThought(thought: Thought | null): void {
  if (thought === selected) return;
  selected = thought;
  emit();
}

/** Keeps the selection in step with a newer copy of the same thought (after a refetch or a command). */
export function refreshSelectedThought(thought: Thought): void {
  if (selected && selected.id === thought.id && selected.updated_at !== thought.updated_at) selectThought(thought);
}

/** Clears the selection only if it is this thought (it was deleted). */
export function forgetSelectedThought(id: string): void {
  if (selected?.id === id) selectThought(null);
}

/** The title a person recognises: the AI's title when there is one, else their own words. */
export function selectedTitle(thought: Thought): string {
  return thought.ai_title?.trim() || thought.original_input;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedThought(): Thought | null {
  return useSyncExternalStore(subscribe, getSelectedThought, getSelectedThought);
}
