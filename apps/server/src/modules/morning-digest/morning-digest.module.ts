import path from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AppConfig } from "../../config.js";
import type { Database } from "../../db/database.js";
import { createMailer, type Mailer } from "../../integrations/mail/mailer.js";
import type { Processing } from "../../jobs/processing.js";
import { DEFAULT_MAIL_FROM } from "../auth/onboarding.module.js";
import { CalendarRepository } from "../calendar/calendar.repository.js";
import { CalendarService } from "../calendar/calendar.service.js";
import { UsersRepository } from "../users/users.repository.js";
import { morningDigestJob } from "./morning-digest.job.js";
import { MorningDigestRepository } from "./morning-digest.repository.js";
import { MorningDigestService } from "./morning-digest.service.js";

/** How often due digests are looked for; a digest goes out within this many minutes of the hour. */
export const DIGEST_CHECK_MINUTES = 5;

/** The service with its job registered; built by the server and by worker.ts, which runs the jobs. */
export function createMorningDigest(database: Database, config: AppConfig, processing: Processing, logger: FastifyBaseLogger, options: { mailer?: Mailer; now?: () => Date } = {}) {
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.mail?.smtpUrl, from: config.mail?.from ?? DEFAULT_MAIL_FROM, outboxDir: path.join(config.dataDir, "outbox") }, logger);
  const calendar = new CalendarService(new CalendarRepository(database.db), options.now ? { now: options.now } : {});
  const digest = new MorningDigestService(new MorningDigestRepository(database.db), new UsersRepository(database.db), calendar, mailer, processing.queue, options.now ? { now: options.now } : {});
  processing.registerJob(morningDigestJob(digest));
  return digest;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The morning digest; tests run its periodic check through it. */
    morningDigest: MorningDigestService;
  }
}

/** The periodic check, in the API process (several may run it: the job key and the send claim keep it to one mail). */
export function scheduleMorningDigests(app: FastifyInstance, digest: MorningDigestService): void {
  app.decorate("morningDigest", digest);
  let timer: NodeJS.Timeout | undefined;
  const check = () => digest.queueDue().catch((error: unknown) => app.log.warn({ err: error }, "queueing morning digests failed"));
  app.addHook("onReady", async () => {
    timer = setInterval(() => void check(), DIGEST_CHECK_MINUTES * 60_000).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
