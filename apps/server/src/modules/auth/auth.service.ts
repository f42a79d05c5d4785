import {
  ACCOUNT_EXISTS,
  CURRENT_PASSWORD_WRONG,
  INVALID_CREDENTIALS,
  type ChangePasswordInput,
  type AuthResponse,
  type LoginInput,
  type RegisterInput,
  type SessionSummary,
  type UpdateMeInput,
  type User,
} from "@life/contracts";
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError } from "../../lib/errors.js";
import type { ActivityRecorder } from "../activity/activity-log.js";
import type { UsersRepository } from "../users/users.repository.js";
import {
  burnPasswordCheck,
  createToken,
  loginAttemptKeys,
  hashPassword,
  hashToken,
  verifyPassword,
} from "./credentials.js";
import type { LoginFailuresRepository } from "./login-failures.repository.js";
import type { SessionCache } from "./session-cache.js";
import type { SessionsRepository } from "./sessions.repository.js";

export const SIGNUPS_CLOSED = "Registration is closed on this server";
export const TOO_MANY_ATTEMPTS = "Too many login attempts. Try again later.";
export const ACCOUNT_DISABLED = "This account has been disabled. Contact the administrator.";

const MINUTE = 60_000;
/** A session lives 30 days after its last use. */
export const SESSION_IDLE_LIFETIME_MS = 30 * 24 * 60 * MINUTE;
/** The default absolute lifetime (SESSION_MAX_AGE_DAYS). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * MINUTE;
/** Recording every request's use would turn each read into a write; once a minute is plenty. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE;
/** Per address and account. */
export const MAX_LOGIN_FAILURES = 10;
/** Per address, across accounts: one address trying many accounts. */
export const MAX_IP_LOGIN_FAILURES = 50;
/** Per account, across addresses, before its logins start to slow down. */
export const ACCOUNT_FREE_ATTEMPTS = 5;

/**
 * How long a login for an account waits, given its attempts in the window (this one
 * included): nothing for the first few, then 250 ms doubling per attempt up to the cap.
 */
export function accountSlowdownMs(attempts: number, maxMs: number): number {
  const over = attempts - ACCOUNT_FREE_ATTEMPTS;
  if (over <= 0 || maxMs <= 0) return 0;
  return Math.min(maxMs, 250 * 2 ** Math.min(over - 1, 16));
}

/** Later features compute local days in this zone, so an unknown one is refused up front. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface AuthContext {
  user: User;
  sessionId: string;
  /** Set when an admin acts as `user` through an impersonation session. */
  impersonatorId?: string | null;
}

export interface AuthServiceOptions {
  signups: "open" | "closed";
  /** The seeded demo account does not count when deciding who is the first (admin) account. */
  demoEmail?: string;
  /** A session ends this long after sign-in however often it is used; 30 days when absent. */
  sessionMaxAgeMs?: number;
  /** The cap of the per-account slow-down; 0 or absent turns it off. */
  loginSlowdownMaxMs?: number;
  /** Records sign-ins and registrations for the admin dashboard. */
  activity?: ActivityRecorder;
  /** Sessions checked a moment ago, answered without a read (the app gives one; tests may not). */
  sessionCache?: SessionCache;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

export class AuthService {
  private readonly now: () => Date;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly failures: LoginFailuresRepository,
    private readonly options: AuthServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async register(input: RegisterInput): Promise<AuthResponse> {
    if (this.options.signups === "closed") throw new ForbiddenError(SIGNUPS_CLOSED);
    if (input.timezone && !isTimeZone(input.timezone)) {
      throw new BadRequestError("timezone must be an IANA time zone such as America/Halifax");
    }
    if (await this.users.findUserByEmail(input.email)) throw new ConflictError(ACCOUNT_EXISTS);

    const now = this.now();
    // The first person on an empty installation becomes admin, decided atomically in the repository.
    const user = await this.users.createRegisteredUser(
      {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        displayName: input.display_name || null,
        timezone: input.timezone || undefined,
        now,
      },
      { excludingEmail: this.options.demoEmail },
    );
    if (!user) throw new ConflictError(ACCOUNT_EXISTS);
    const session = await this.startSession(user, now);
    await this.options.activity?.record({ userId: user.id, type: "register", at: now });
    return session;
  }

  async login(input: LoginInput, ip: string): Promise<AuthResponse> {
    const now = this.now();
    const keys = loginAttemptKeys(ip, input.email);
    // Recorded before anything is checked, then counted (see LoginFailuresRepository).
    const attemptIds = await this.failures.recordAttempt([keys.pair, keys.ip, keys.account], now);
    const counts = await this.failures.countAttemptsSince([keys.pair, keys.ip, keys.account], new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS));
    // Refused before the password is checked, so a right guess past the limit does not get through.
    if ((counts.get(keys.pair) ?? 0) > MAX_LOGIN_FAILURES || (counts.get(keys.ip) ?? 0) > MAX_IP_LOGIN_FAILURES) {
      throw new TooManyRequestsError(TOO_MANY_ATTEMPTS, LOGIN_FAILURE_WINDOW_MS / 1000);
    }
    // An account guessed at from many addresses is slowed, never locked: a lock-out would let
    // anyone shut its owner out. Each address still meets its own limits above.
    const delay = accountSlowdownMs(counts.get(keys.account) ?? 0, this.options.loginSlowdownMaxMs ?? 0);
    if (delay > 0) await this.sleep(delay);

    const credentials = await this.users.findCredentialsByEmail(input.email);
    const valid = credentials
      ? await verifyPassword(credentials.passwordHash, input.password)
      : (await burnPasswordCheck(input.password), false);
    if (!credentials || !valid) {
      await this.failures.pruneBefore(new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS));
      throw new UnauthorizedError(INVALID_CREDENTIALS);
    }
    await this.failures.forgetAttempt(attemptIds, keys.pair);
    // Told only to someone who knows the password, so it reveals nothing to a guesser.
    if (credentials.disabled) throw new ForbiddenError(ACCOUNT_DISABLED);
    const session = await this.startSession(credentials.user, now);
    await this.options.activity?.record({ userId: credentials.user.id, type: "sign_in", at: now });
    return session;
  }

  /** The signed-in user's own settings; the zone must be one Intl knows, as at sign-up. */
  async updateMe(user: User, input: UpdateMeInput): Promise<User> {
    if (input.timezone !== undefined && !isTimeZone(input.timezone)) {
      throw new BadRequestError("timezone must be an IANA time zone such as America/Halifax");
    }
    const updated = await this.users.updateProfile(user.id, {
      timezone: input.timezone,
      displayName: input.display_name === undefined ? undefined : input.display_name || null,
    });
    if (!updated) throw new UnauthorizedError();
    return updated;
  }

  async logout(auth: AuthContext): Promise<void> {
    await this.sessions.revokeSession(auth.user.id, auth.sessionId, this.now());
  }

  /** "Sign out everywhere": every session of the user, this one included. */
  async logoutAll(auth: AuthContext): Promise<void> {
    await this.sessions.revokeAllSessions(auth.user.id, this.now());
  }

  /** Active sessions, the caller's own marked. */
  async listSessions(auth: AuthContext): Promise<SessionSummary[]> {
    const now = this.now();
    const sessions = await this.sessions.listActiveSessions(auth.user.id, now, this.oldestLiveSessionStart(now));
    return sessions.map((s) => ({ id: s.id, created_at: s.createdAt, last_used_at: s.lastUsedAt, current: s.id === auth.sessionId }));
  }

  /** Signs one session out; another user's or an unknown id is a 404. */
  async revokeSessionById(auth: AuthContext, sessionId: string): Promise<void> {
    if (!(await this.sessions.revokeOwnSession(auth.user.id, sessionId, this.now()))) throw new NotFoundError("Session not found");
  }

  /** Checks the password of the signed-in user, e.g. before deleting the account. */
  async confirmPassword(auth: AuthContext, password: string): Promise<boolean> {
    const credentials = await this.users.findCredentialsById(auth.user.id);
    return Boolean(credentials && (await verifyPassword(credentials.passwordHash, password)));
  }

  /** Needs the current password; signs out every other session and keeps this one. */
  async changePassword(auth: AuthContext, input: ChangePasswordInput): Promise<void> {
    const credentials = await this.users.findCredentialsById(auth.user.id);
    if (!credentials) throw new UnauthorizedError();
    if (!(await verifyPassword(credentials.passwordHash, input.current_password))) throw new BadRequestError(CURRENT_PASSWORD_WRONG);
    const changed = await this.users.replacePasswordHash(auth.user.id, credentials.passwordHash, await hashPassword(input.new_password));
    if (!changed) throw new ConflictError("The password was changed meanwhile. Please try again.");
    await this.sessions.revokeOtherSessions(auth.user.id, auth.sessionId, this.now());
  }

  /** Deletes sessions and login attempts that can no longer matter; run on a timer. */
  async pruneExpired(): Promise<number> {
    const now = this.now();
    await this.failures.pruneBefore(new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS));
    return this.sessions.deleteUnusable(now, this.oldestLiveSessionStart(now));
  }

  /** Resolves a bearer token to its user, or null when it is unknown, revoked or expired. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const now = this.now();
    const tokenHash = hashToken(token);
    const createdAfter = this.oldestLiveSessionStart(now);
    const cache = this.options.sessionCache;
    let session = cache?.get(tokenHash, now, createdAfter);
    if (!session) {
      const version = cache?.version();
      session = await this.sessions.findActiveSession(tokenHash, now, createdAfter);
      if (!session) return null;
      if (cache && version !== undefined) cache.set(tokenHash, session, version, now);
    }
    // An impersonation session keeps the fixed end it was given; use never extends it.
    if (session.impersonatorId === null && now.getTime() - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      await this.sessions.touchSession(session.user.id, session.sessionId, now, this.expiryFrom(now));
    }
    return { user: session.user, sessionId: session.sessionId, impersonatorId: session.impersonatorId };
  }

  /** A new session for a user proven some other way (an e-mailed link). */
  startSessionFor(user: User): Promise<AuthResponse> {
    return this.startSession(user, this.now());
  }

  private async startSession(user: User, now: Date): Promise<AuthResponse> {
    const token = createToken();
    await this.sessions.createSession(user.id, hashToken(token), now, this.expiryFrom(now));
    const signedIn = (await this.users.recordLogin(user.id, now)) ?? user;
    return { token, user: signedIn };
  }

  private oldestLiveSessionStart(now: Date): Date {
    return new Date(now.getTime() - (this.options.sessionMaxAgeMs ?? SESSION_MAX_AGE_MS));
  }

  private expiryFrom(now: Date): Date {
    return new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS);
  }
}
