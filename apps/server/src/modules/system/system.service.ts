import type { HealthResponse, PublicConfigResponse } from "@life/contracts";
import type { Dialect } from "../../db/database.js";
import type { SystemRepository } from "./system.repository.js";

export interface SystemServiceOptions {
  dialect: Dialect;
  version: string;
  signups: "open" | "closed";
  /** Shown in the login hint box only on demo installations. */
  demo: { email: string; password: string } | null;
}

export class SystemService {
  constructor(
    private readonly system: SystemRepository,
    private readonly options: SystemServiceOptions,
  ) {}

  async checkHealth(): Promise<HealthResponse> {
    const ok = await this.system.pingDatabase();
    return { status: ok ? "ok" : "error", database: this.options.dialect, version: this.options.version };
  }

  getPublicConfig(): PublicConfigResponse {
    return { version: this.options.version, signups: this.options.signups, demo: this.options.demo };
  }
}
