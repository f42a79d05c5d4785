import type { Migration } from "kysely";
import * as initial from "./2026_11_22_0200_initial.js";
import * as processingQueue from "./2026_11_23_0300_processing_queue.js";
import * as organisedViews from "./2026_11_23_0900_organised_views.js";
import * as firstAdminClaim from "./2026_11_25_1000_first_admin_claim.js";
import * as usageCounts from "./2026_11_25_1000_usage_counts.js";

/**
 * Listed by hand instead of read from the folder, so the same code runs from src/ under tsx
 * and from dist/ under node. Names sort in the order they apply; add new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  "2026_11_22_0200_initial": initial,
  "2026_11_23_0300_processing_queue": processingQueue,
  "2026_11_23_0900_organised_views": organisedViews,
  "2026_11_25_1000_first_admin_claim": firstAdminClaim,
  "2026_11_25_1000_usage_counts": usageCounts,
};
