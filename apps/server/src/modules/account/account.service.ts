import { accountExport, EXPORT_FORMAT, EXPORT_VERSION, PASSWORD_CONFIRM_WRONG, emptySetupAnswers, setupAnswers, type AccountExport } from "@life/contracts";
import { BadRequestError } from "../../lib/errors.js";
import type { AuthContext, AuthService } from "../auth/auth.service.js";
import type { SetupRepository } from "../setup/setup.repository.js";
import type { UsersRepository } from "../users/users.repository.js";
import type { AccountRepository, ImportCounts } from "./account.repository.js";
import { readExportZip, scheduledCalendar, zipExport } from "./export-files.js";

/** Export, import and deletion of a whole account. */
export class AccountService {
  constructor(
    private readonly account: AccountRepository,
    private readonly setup: SetupRepository,
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async exportData(auth: AuthContext): Promise<AccountExport> {
    const { user } = auth;
    const [thoughts, setupRow, records] = await Promise.all([this.account.exportThoughts(user.id), this.setup.findState(user.id), this.account.exportSetupRecords(user.id)]);
    const parsed = setupRow ? setupAnswers.safeParse(setupRow.answers) : null;
    return {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exported_at: this.now().toISOString(),
      user: { email: user.email, display_name: user.display_name, timezone: user.timezone },
      thoughts,
      contacts: thoughts
        .filter((t) => t.is_container && t.container_type === "Contacts")
        .map((t) => ({ id: t.id, name: t.flexible_attributes.entities?.[0] ?? t.ai_title ?? t.original_input, relation: t.subdomain })),
      projects: thoughts.filter((t) => t.is_container && t.container_type === "Projects").map((t) => ({ id: t.id, title: t.ai_title ?? t.original_input })),
      setup: setupRow
        ? { answers: parsed?.success ? parsed.data : emptySetupAnswers(), phase: setupRow.phase, completed_at: setupRow.completed_at, records }
        : null,
      documents: [],
    };
  }

  async exportZip(auth: AuthContext): Promise<Uint8Array> {
    const data = await this.exportData(auth);
    return zipExport(data, scheduledCalendar(data.thoughts));
  }

  async exportCalendar(auth: AuthContext): Promise<string> {
    return scheduledCalendar(await this.account.exportThoughts(auth.user.id));
  }

  /** The zip the export made, or its export.json alone. */
  async importData(auth: AuthContext, body: Uint8Array | unknown): Promise<ImportCounts> {
    const raw = body instanceof Uint8Array ? readExportZip(body) : body;
    const parsed = accountExport.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new BadRequestError(`Not a Life Intelligence export: ${issue ? `${issue.path.join(".")}: ${issue.message}` : "unreadable"}`);
    }
    return this.account.importData(auth.user.id, parsed.data, this.now());
  }

  /** Everything goes with the user row (sessions, thoughts, tags, setup) by cascade. */
  async deleteAccount(auth: AuthContext, password: string): Promise<void> {
    if (!(await this.auth.confirmPassword(auth, password))) throw new BadRequestError(PASSWORD_CONFIRM_WRONG);
    await this.users.deleteUser(auth.user.id);
  }
}
