import type { Domain, Thought, ThoughtListResponse, ThoughtStatus } from "@life/contracts";

/**
 * A thought as the feed shows it. The placeholder card of a thought being sent has the
 * client-only status "processing" and domain "pending" (spec 3 and 4), which the server never stores.
 */
export type FeedThought = Omit<Thought, "status" | "domain"> & {
  status: ThoughtStatus | "processing";
  domain: Domain | "pending" | null;
  is_placeholder?: true;
};

export type FeedPage = Omit<ThoughtListResponse, "data"> & { data: FeedThought[] };

export interface ThoughtFilters {
  status: string;
  domain: string;
  is_container: string;
  container_type: string;
  limit: number;
  offset: number;
}

/** Spec 7: the feed asks for everything, first page of 50. */
export const FEED_FILTERS: ThoughtFilters = {
  status: "all",
  domain: "",
  is_container: "all",
  container_type: "all",
  limit: 50,
  offset: 0,
};

export const thoughtKeys = {
  all: ["thoughts"] as const,
  list: (filters: ThoughtFilters) => ["thoughts", "list", filters] as const,
};
