import { z } from "zod";
import { domainSchema, eventTypeSchema } from "./enums.js";

export const FILE_BROWSER_ITEMS_PER_DOMAIN = 100;
export const FILE_BROWSER_RECENT_ACTIVITY = 10;

export const simpleTitleItem = z.object({
  id: z.string(),
  /** ai_title, or the start of the original input when there is none. */
  title: z.string(),
  /** created_at, ISO UTC. */
  date: z.string(),
  event_type: eventTypeSchema.nullable(),
  is_container: z.boolean(),
  domain: domainSchema.nullable(),
});
export type SimpleTitleItem = z.infer<typeof simpleTitleItem>;

export const simpleTitlesStatistics = z.object({
  totalThoughts: z.number().int(),
  /** Thoughts filed into a domain (classified). */
  processedFiles: z.number().int(),
  /** Domains that hold at least one thought. */
  domains: z.number().int(),
  /** Every thought per domain; the lists themselves stop at FILE_BROWSER_ITEMS_PER_DOMAIN. */
  domainCounts: z.object({ personal: z.number().int(), social: z.number().int(), systems: z.number().int() }),
});

/** GET /export-viewer/simple-titles — newest first per domain, and the 10 newest overall. */
export const simpleTitlesResponse = z.object({
  success: z.literal(true),
  data: z.object({
    personal: z.array(simpleTitleItem),
    social: z.array(simpleTitleItem),
    systems: z.array(simpleTitleItem),
    statistics: simpleTitlesStatistics,
    recentActivity: z.array(simpleTitleItem),
  }),
});
export type SimpleTitlesResponse = z.infer<typeof simpleTitlesResponse>;

/** This endpoint answers errors as {success: false, error} (spec 7, 8), 401 included. */
export const simpleTitlesError = z.object({ success: z.literal(false), error: z.string() });
export type SimpleTitlesError = z.infer<typeof simpleTitlesError>;
