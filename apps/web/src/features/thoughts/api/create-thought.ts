import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThoughtResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";
import { replacePlaceholder, updateFirstPage } from "./feed-cache";
import { FEED_FILTERS, thoughtKeys, type FeedData, type FeedThought } from "./feed-types";
import { refreshAfterCapture } from "./refresh-feed-head";

export async function createThought(originalInput: string): Promise<FeedThought> {
  const { data } = await apiRequest<ThoughtResponse>("/thoughts", {
    method: "POST",
    body: { original_input: originalInput },
  });
  return data;
}

let placeholderCount = 0;

/** The "Processing: …" card shown until the server answers (spec 2.13, 4). */
export function makePlaceholder(text: string): FeedThought {
  const now = new Date().toISOString();
  placeholderCount += 1;
  return {
    id: `placeholder-${Date.now()}-${placeholderCount}`,
    user_id: "",
    original_input: text,
    ai_title: null,
    status: "processing",
    domain: "pending",
    subdomain: null,
    event_type: null,
    is_container: false,
    container_type: null,
    parent_id: null,
    scheduled_for: null,
    waiting_for: null,
    expected_date: null,
    flexible_attributes: {},
    processing_status: "queued",
    processing_error: null,
    created_at: now,
    updated_at: now,
    is_placeholder: true,
  };
}

/**
 * Creates a thought with an optimistic placeholder at the top of the feed. The placeholder is
 * swapped for the server's thought on success and removed on failure; the feed then refetches.
 */
export function useCreateThought() {
  const queryClient = useQueryClient();
  const feedKey = thoughtKeys.list(FEED_FILTERS);

  return useMutation({
    mutationFn: createThought,
    onMutate: async (text: string) => {
      // Stop an in-flight refetch from overwriting the placeholder we are about to add.
      await queryClient.cancelQueries({ queryKey: feedKey });
      const placeholder = makePlaceholder(text);
      queryClient.setQueryData<FeedData>(feedKey, (data) =>
        updateFirstPage(data, (page) => ({ ...page, data: [placeholder, ...page.data], total: page.total + 1 })),
      );
      return { placeholderId: placeholder.id };
    },
    onSuccess: (thought, _text, context) => {
      queryClient.setQueryData<FeedData>(feedKey, (data) =>
        updateFirstPage(data, (page) => replacePlaceholder(page, context.placeholderId, thought)),
      );
    },
    onError: (_error, _text, context) => {
      if (!context) return;
      queryClient.setQueryData<FeedData>(feedKey, (data) =>
        updateFirstPage(data, (page) => ({
          ...page,
          data: page.data.filter((item) => item.id !== context.placeholderId),
          total: Math.max(0, page.total - 1),
        })),
      );
    },
    onSettled: () => refreshAfterCapture(queryClient),
  });
}
