import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export interface MailConfig {
  /** smtp(s)://user:pass@host:port; without it messages go to the outbox folder. */
  smtpUrl?: string;
  from: string;
  /** Where messages are written when there is no SMTP server: DATA_DIR/outbox. */
  outboxDir: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the message carries; logged with outbox delivery so an admin can pass it on. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly mode: "smtp" | "outbox";
}

/**
 * Both paths go through nodemailer: SMTP when SMTP_URL is set, otherwise its stream transport
 * renders the same RFC 822 message into DATA_DIR/outbox/*.eml and the link is logged, so a
 * self-hoster without a mail server can still hand people their sign-in link.
 */
export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: "smtp",
      async send(message) {
        await transport.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    mode: "outbox",
    async send(message) {
      const info = await transport.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, link: message.link, file }, "mail written to the outbox (SMTP_URL is not set)");
    },
  };
}
