import type { FastifyPluginAsync } from "fastify";
import type { AppConfig } from "../../config.js";
import type { Database } from "../../db/database.js";
import { createMailer, type Mailer } from "../../integrations/mail/mailer.js";
import { DEMO_ACCOUNT } from "../demo/demo.seed.js";
import { UsersRepository } from "../users/users.repository.js";
import type { AuthService } from "./auth.service.js";
import { onboardingRoutes } from "./onboarding.routes.js";
import { OnboardingService } from "./onboarding.service.js";
import { SignInLinksRepository } from "./sign-in-links.repository.js";
import path from "node:path";

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
export const DEFAULT_MAIL_FROM = "Life Intelligence <no-reply@localhost>";

/** Mail-based sign-up and password reset; the mailer is built from config unless one is given. */
export const onboardingModule: FastifyPluginAsync<{ database: Database; auth: AuthService; config: AppConfig; mailer?: Mailer }> = async (
  app,
  { database, auth, config, mailer },
) => {
  const mail = mailer ?? createMailer({ smtpUrl: config.mail?.smtpUrl, from: config.mail?.from ?? DEFAULT_MAIL_FROM, outboxDir: path.join(config.dataDir, "outbox") }, app.log);
  const onboarding = new OnboardingService(new UsersRepository(database.db), new SignInLinksRepository(database.db), auth, mail, {
    signups: config.signups,
    demoEmail: config.demoMode ? DEMO_ACCOUNT.email : undefined,
    onMailError: (error) => app.log.error({ err: error }, "sending mail failed"),
  });
  let timer: NodeJS.Timeout | undefined;
  const prune = () => onboarding.pruneSpent().catch((error: unknown) => app.log.warn({ err: error }, "pruning sign-in links failed"));
  app.addHook("onReady", async () => {
    timer = setInterval(() => void prune(), PRUNE_INTERVAL_MS).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
  await app.register(onboardingRoutes, { onboarding, publicUrl: config.publicUrl });
};
