import { useMemo } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SUGGESTIONS_MIN_LENGTH, type Thought } from "@life/contracts";
import { getSuggestions } from "../api/chat-api";
import { useDebouncedValue } from "../../../lib/use-debounced-value";

export const SUGGESTIONS_DEBOUNCE_MS = 200;
const NONE: string[] = [];

/**
 * Command completions for what is typed, asked for once typing pauses and only in command mode
 * with at least 2 characters (spec 5). A failed lookup just shows none: suggestions are a help,
 * never a blocker.
 */
export function useSuggestions(command: string, enabled: boolean, thought: Thought | null): string[] {
  const debounced = useDebouncedValue(command, SUGGESTIONS_DEBOUNCE_MS);
  const active = enabled && command.length >= SUGGESTIONS_MIN_LENGTH;
  const query = useQuery({
    queryKey: ["chat", "suggestions", debounced, thought?.id ?? null],
    queryFn: () => getSuggestions(debounced, thought),
    enabled: active && debounced.length >= SUGGESTIONS_MIN_LENGTH,
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const data = active ? query.data : undefined;
  return useMemo(() => {
    if (!data) return NONE;
    const typed = command.trim().toLowerCase();
    // A suggestion identical to what is typed adds nothing.
    return data.suggestions.filter((s) => s.trim().toLowerCase() !== typed);
  }, [data, command]);
}
