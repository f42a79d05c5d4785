import type { InfiniteData } from "@tanstack/react-query";
import type { Domain, Thought, ThoughtListResponse, ThoughtStatus } from "@life/contracts";

/**
 * A thought as the feed shows it. The placeholder card of a thought being sent has the
 * client-only status "processing" and domain "pending" (spec 3 and 4), which the server never stores.
 */
export type FeedThought = Omit<Thought, "status" | "domain"> & {
  status: ThoughtStatus | "processing";
  domain: Domain | "pending" | null;
  is_placeholder?: true;
  /** Captured offline and kept in IndexedDB until it is sent (outbox.ts). */
  waiting_to_send?: true;
};

export type FeedPage = Omit<ThoughtListResponse, "data"> & { data: FeedThought[] };

/** The feed's cache: the pages loaded so far, each fetched after the previous one's next_cursor. */
export type FeedData = InfiniteData<FeedPage, string | null>;

export interface ThoughtFilters {
  status: string;
  domain: string;
  is_container: string;
  container_type: string;
  limit: number;
}

/** Spec 7: the feed asks for everything, pages of 50 (further pages by cursor as the person scrolls). */
export const FEED_FILTERS: ThoughtFilters = {
  status: "all",
  domain: "",
  is_container: "all",
  container_type: "all",
  limit: 50,
};

export const thoughtKeys = {
  all: ["thoughts"] as const,
  list: (filters: ThoughtFilters) => ["thoughts", "list", filters] as const,
};

/** True while the background job has yet to finish this (stored) thought. */
export function isClassifying(thought: FeedThought): boolean {
  if (thought.is_placeholder) return false;
  return thought.processing_status === "queued" || thought.processing_status === "processing";
}

/** A real (server) thought, as opposed to the placeholder card of one being sent. */
export function isStored(thought: FeedThought): thought is FeedThought & Thought {
  return !thought.is_placeholder && thought.status !== "processing" && thought.domain !== "pending";
}

/** A card for words not yet stored (being sent, or kept offline): client-only status and domain (spec 3, 4). */
export function pendingCard(id: string, text: string, createdAt: string): FeedThought {
  return {
    id,
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
    created_at: createdAt,
    updated_at: createdAt,
    is_placeholder: true,
  };
}
