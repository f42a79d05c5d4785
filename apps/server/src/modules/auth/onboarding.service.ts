import { randomBytes } from "node:crypto";
import {
  ACCOUNT_EXISTS,
  LINK_INVALID,
  SIGNUP_FAILED,
  SIGNUP_WELCOME,
  type AuthResponse,
  type PasswordResetInput,
  type SignupInput,
  type SignupResponse,
  type UseLinkInput,
} from "@life/contracts";
import { AppError, BadRequestError, ForbiddenError } from "../../lib/errors.js";
import type { Mailer } from "../../integrations/mail/mailer.js";
import { resetMail, welcomeMail } from "../../integrations/mail/messages.js";
import type { UsersRepository } from "../users/users.repository.js";
import { SIGNUPS_CLOSED, type AuthService } from "./auth.service.js";
import { createToken, hashPassword, hashToken } from "./credentials.js";
import type { LinkPurpose, SignInLinksRepository } from "./sign-in-links.repository.js";

export const WELCOME_LINK_HOURS = 72;
export const RESET_LINK_MINUTES = 60;
export const RESET_REQUESTED = "If an account exists for that e-mail, a link to reset its password is on its way.";
/** Where the web app reads the token: after "#", so it never reaches a server log or a Referer. */
export const LINK_PATH = "/set-password#token=";

export interface OnboardingOptions {
  signups: "open" | "closed";
  /** Told of a reset mail that failed: the answer cannot say so without telling who has an account. */
  onMailError: (error: unknown) => void;
  demoEmail?: string;
  now?: () => Date;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The landing sign-up, the welcome and reset links, and using a link to set a password. */
export class OnboardingService {
  private readonly now: () => Date;

  constructor(
    private readonly users: UsersRepository,
    private readonly links: SignInLinksRepository,
    private readonly auth: AuthService,
    private readonly mailer: Mailer,
    private readonly options: OnboardingOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Creates the account with a random password nobody knows and mails a one-time link to set
   * one. If the mail cannot be sent the account is removed again, so the person can retry
   * instead of meeting "Account exists" for an account they cannot reach.
   */
  async signup(input: SignupInput, origin: string): Promise<SignupResponse> {
    if (this.options.signups === "closed") throw new ForbiddenError(SIGNUPS_CLOSED);
    if (input.email === this.options.demoEmail || (await this.users.findUserByEmail(input.email))) throw new BadRequestError(ACCOUNT_EXISTS);
    const timezone = input.timezone && isTimeZone(input.timezone) ? input.timezone : undefined;
    const now = this.now();
    const user = await this.users.createRegisteredUser(
      { email: input.email, passwordHash: await hashPassword(randomBytes(32).toString("base64url")), displayName: null, timezone, now },
      { excludingEmail: this.options.demoEmail },
    );
    if (!user) throw new BadRequestError(ACCOUNT_EXISTS);
    try {
      const link = await this.issueLink(user.id, "welcome", origin, now);
      await this.mailer.send({ to: user.email, link, ...welcomeMail(user.email, link, WELCOME_LINK_HOURS) });
    } catch (error) {
      this.options.onMailError(error);
      await this.users.deleteUser(user.id);
      throw new AppError(503, SIGNUP_FAILED);
    }
    return { success: true, message: SIGNUP_WELCOME(user.email) };
  }

  /** Answers alike for known and unknown addresses, so the form does not tell who has an account. */
  async requestPasswordReset(input: PasswordResetInput, origin: string): Promise<void> {
    const user = await this.users.findUserByEmail(input.email);
    if (!user || user.email === this.options.demoEmail) return;
    const link = await this.issueLink(user.id, "reset", origin, this.now());
    await this.mailer.send({ to: user.email, link, ...resetMail(link, RESET_LINK_MINUTES) }).catch(this.options.onMailError);
  }

  async useLink(input: UseLinkInput): Promise<AuthResponse> {
    const passwordHash = await hashPassword(input.password);
    const userId = await this.links.consumeLink(hashToken(input.token), passwordHash, this.now());
    if (!userId) throw new BadRequestError(LINK_INVALID);
    const user = await this.users.findUserById(userId);
    if (!user) throw new BadRequestError(LINK_INVALID);
    return this.auth.startSessionFor(user);
  }

  async pruneSpent(): Promise<void> {
    await this.links.deleteSpent(this.now());
  }

  private async issueLink(userId: string, purpose: LinkPurpose, origin: string, now: Date): Promise<string> {
    const token = createToken();
    const lifetime = purpose === "welcome" ? WELCOME_LINK_HOURS * 3_600_000 : RESET_LINK_MINUTES * 60_000;
    await this.links.createLink(userId, hashToken(token), purpose, now, new Date(now.getTime() + lifetime));
    return `${origin}${LINK_PATH}${token}`;
  }
}
