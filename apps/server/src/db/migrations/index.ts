import type { Migration } from "kysely";
import * as initial from "./2026_11_22_0200_initial.js";
import * as processingQueue from "./2026_11_23_0300_processing_queue.js";
import * as organisedViews from "./2026_11_23_0900_organised_views.js";
import * as firstAdminClaim from "./2026_11_25_1000_first_admin_claim.js";
import * as usageCounts from "./2026_11_25_1000_usage_counts.js";
import * as captureIdempotencyKeys from "./2026_11_25_1100_capture_idempotency_keys.js";
import * as thoughtTags from "./2026_11_25_1100_thought_tags.js";
import * as canonicalTimeZones from "./2026_11_25_1200_canonical_time_zones.js";
import * as embeddingModel from "./2026_11_25_1200_embedding_model.js";
import * as searchFolding from "./2026_11_25_1200_search_folding.js";
import * as thoughtCounts from "./2026_11_25_1400_thought_counts.js";
import * as domainCounts from "./2026_11_25_1500_domain_counts.js";
import * as thoughtVersions from "./2026_11_25_1510_thought_versions.js";
import * as changeStamps from "./2026_11_25_2230_change_stamps.js";
import * as apiKeys from "./2026_11_25_2110_api_keys.js";
import * as calendarSync from "./2026_11_25_2030_calendar_sync.js";
import * as setupAnswers from "./2026_11_25_2100_setup_answers.js";
import * as signInLinks from "./2026_11_25_2100_sign_in_links.js";
import * as adminArea from "./2026_11_25_2020_admin_area.js";
import * as documents from "./2026_11_25_2010_documents.js";
import * as documentReservations from "./2026_11_26_1300_document_reservations.js";
import * as recurringThoughts from "./2026_11_26_1310_recurring_thoughts.js";
import * as morningDigest from "./2026_11_26_1320_morning_digest.js";
import * as adminPageGrants from "./2026_11_26_1330_admin_page_grants.js";
import * as photoCaptureKeys from "./2026_11_26_1340_photo_capture_keys.js";
import * as partialThoughtIndexes from "./2026_11_28_0415_partial_thought_indexes.js";
import * as contactNameIndex from "./2026_11_28_0710_contact_name_index.js";
import * as thoughtWriteNotices from "./2026_11_28_1900_thought_write_notices.js";

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
  "2026_11_25_1100_capture_idempotency_keys": captureIdempotencyKeys,
  "2026_11_25_1100_thought_tags": thoughtTags,
  "2026_11_25_1200_canonical_time_zones": canonicalTimeZones,
  "2026_11_25_1200_embedding_model": embeddingModel,
  "2026_11_25_1200_search_folding": searchFolding,
  "2026_11_25_1400_thought_counts": thoughtCounts,
  "2026_11_25_1500_domain_counts": domainCounts,
  "2026_11_25_1510_thought_versions": thoughtVersions,
  "2026_11_25_2110_api_keys": apiKeys,
  "2026_11_25_2030_calendar_sync": calendarSync,
  "2026_11_25_2100_setup_answers": setupAnswers,
  "2026_11_25_2100_sign_in_links": signInLinks,
  "2026_11_25_2020_admin_area": adminArea,
  "2026_11_25_2010_documents": documents,
  "2026_11_25_2230_change_stamps": changeStamps,
  "2026_11_26_1300_document_reservations": documentReservations,
  "2026_11_26_1310_recurring_thoughts": recurringThoughts,
  "2026_11_26_1320_morning_digest": morningDigest,
  "2026_11_26_1330_admin_page_grants": adminPageGrants,
  "2026_11_26_1340_photo_capture_keys": photoCaptureKeys,
  "2026_11_28_0415_partial_thought_indexes": partialThoughtIndexes,
  "2026_11_28_0710_contact_name_index": contactNameIndex,
  "2026_11_28_1900_thought_write_notices": thoughtWriteNotices,
};
