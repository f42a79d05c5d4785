import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThoughtResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";
import { replacePlaceholder, updateFirstPage } from "./feed-cache";
import { FEED_FILTERS, pendingCard, thoughtKeys, type FeedData, type FeedThought } from "./feed-types";
import { refreshAfterCapture } from "./refresh-feed-head";
import { queueCapture, queuedCard } from "./outbox";

/** One submit of the capture box; the key stays the same for every retry of that submit. */
export interface Capture {
  text: string;
  idempotencyKey: string;
}

/** randomUUID exists only in secure contexts; an install reached over plain http on a LAN has not. */
function randomKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

export function newCapture(text: string): Capture {
  return { text, idempotencyKey: randomKey() };
}

/** A retried capture carries the same key, so the server answers the thought it already saved. */
export async function createThought({ text, idempotencyKey }: Capture): Promise<FeedThought> {
  const { data } = await apiRequest<ThoughtResponse>("/thoughts", {
    method: "POST",
    body: { original_input: text },
    headers: { "Idempotency-Key": idempotencyKey },
  });
  return data;
}

const offline = () => typeof navigator !== "undefined" && navigator.onLine === false && typeof indexedDB !== "undefined";

/**
 * Offline, the capture is kept in IndexedDB and answered with its "waiting to send" card; it is
 * sent with the same Idempotency-Key when the browser is back online (outbox.ts).
 */
export async function captureOrQueue(capture: Capture): Promise<FeedThought> {
  if (offline()) return queuedCard(await queueCapture(capture));
  try {
    return await createThought(capture);
  } catch (error) {
    if (error instanceof TypeError && offline()) return queuedCard(await queueCapture(capture));
    throw error;
  }
}

/** fetch throws (rather than answering) when the connection drops, so the save may have happened. */
const MAX_RETRIES = 2;
const shouldRetry = (failures: number, error: unknown) => failures < MAX_RETRIES && error instanceof TypeError;

let placeholderCount = 0;

/** The "Processing: …" card shown until the server answers (spec 2.13, 4). */
export function makePlaceholder(text: string): FeedThought {
  placeholderCount += 1;
  return pendingCard(`placeholder-${Date.now()}-${placeholderCount}`, text, new Date().toISOString());
}

/**
 * Creates a thought with an optimistic placeholder at the top of the feed. The placeholder is
 * swapped for the server's thought on success and removed on failure; the feed then refetches.
 */
export function useCreateThought() {
  const queryClient = useQueryClient();
  const feedKey = thoughtKeys.list(FEED_FILTERS);

  return useMutation({
    mutationFn: captureOrQueue,
    // TanStack Query would pause the mutation while offline; captureOrQueue queues it instead.
    networkMode: "always",
    retry: shouldRetry,
    retryDelay: 300,
    onMutate: async ({ text }: Capture) => {
      // Stop an in-flight refetch from overwriting the placeholder we are about to add.
      await queryClient.cancelQueries({ queryKey: feedKey });
      const placeholder = makePlaceholder(text);
      queryClient.setQueryData<FeedData>(feedKey, (data) =>
        updateFirstPage(data, (page) => ({ ...page, data: [placeholder, ...page.data], total: page.total + 1 })),
      );
      return { placeholderId: placeholder.id };
    },
    onSuccess: (thought, _capture, context) => {
      queryClient.setQueryData<FeedData>(feedKey, (data) =>
        updateFirstPage(data, (page) =>
          // A queued capture is shown from the outbox instead, so it survives a reload.
          thought.waiting_to_send
            ? { ...page, data: page.data.filter((item) => item.id !== context.placeholderId), total: Math.max(0, page.total - 1) }
            : replacePlaceholder(page, context.placeholderId, thought),
        ),
      );
    },
    onError: (_error, _capture, context) => {
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
