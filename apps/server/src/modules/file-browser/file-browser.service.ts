import {
  domains,
  FILE_BROWSER_ITEMS_PER_DOMAIN,
  FILE_BROWSER_RECENT_ACTIVITY,
  type SimpleTitlesResponse,
  type User,
} from "@life/contracts";
import { VersionedCache } from "../../lib/versioned-cache.js";
import type { DataVersionRepository } from "../thoughts/data-version.repository.js";
import type { FileBrowserRepository } from "./file-browser.repository.js";

/** People whose answer is kept, one entry each (up to about 60 KB: 200 is 12 MB at most). */
const CACHED_ANSWERS = 200;

/**
 * The "Simple Titles" file browser: every list and count comes from the database, bounded.
 * Five reads at 100k thoughts cost several milliseconds and the answer depends on nothing but
 * the person's thoughts, so it is kept until their data version changes (as the feed's pages).
 */
export class FileBrowserService {
  private readonly answers = new VersionedCache<SimpleTitlesResponse>(CACHED_ANSWERS);

  constructor(
    private readonly files: FileBrowserRepository,
    private readonly versions?: DataVersionRepository,
  ) {}

  async getSimpleTitles(user: User): Promise<SimpleTitlesResponse> {
    if (!this.versions) return this.compute(user);
    return this.answers.getOrCompute(user.id, await this.versions.dataVersion(user.id), () => this.compute(user));
  }

  private async compute(user: User): Promise<SimpleTitlesResponse> {
    const [counts, personal, social, systems, recentActivity] = await Promise.all([
      this.files.countByDomain(user.id),
      this.files.listTitles(user.id, "personal", FILE_BROWSER_ITEMS_PER_DOMAIN),
      this.files.listTitles(user.id, "social", FILE_BROWSER_ITEMS_PER_DOMAIN),
      this.files.listTitles(user.id, "systems", FILE_BROWSER_ITEMS_PER_DOMAIN),
      this.files.listTitles(user.id, undefined, FILE_BROWSER_RECENT_ACTIVITY),
    ]);
    const countOf = (domain: string | null) => counts.find((row) => row.domain === domain)?.count ?? 0;
    const domainCounts = { personal: countOf("personal"), social: countOf("social"), systems: countOf("systems") };
    const totalThoughts = counts.reduce((sum, row) => sum + row.count, 0);
    return {
      success: true,
      data: {
        personal,
        social,
        systems,
        statistics: {
          totalThoughts,
          processedFiles: totalThoughts - countOf(null),
          domains: domains.filter((domain) => domainCounts[domain] > 0).length,
          domainCounts,
        },
        recentActivity,
      },
    };
  }
}
