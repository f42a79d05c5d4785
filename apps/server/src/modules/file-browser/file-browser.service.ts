import {
  domains,
  FILE_BROWSER_ITEMS_PER_DOMAIN,
  FILE_BROWSER_RECENT_ACTIVITY,
  type SimpleTitlesResponse,
  type User,
} from "@life/contracts";
import type { FileBrowserRepository } from "./file-browser.repository.js";

/** The "Simple Titles" file browser: every list and count comes from the database, bounded. */
export class FileBrowserService {
  constructor(private readonly files: FileBrowserRepository) {}

  async getSimpleTitles(user: User): Promise<SimpleTitlesResponse> {
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
