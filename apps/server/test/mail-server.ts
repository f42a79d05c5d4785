import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The message's text with quoted-printable soft breaks and escapes undone. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server in the test process: the app's nodemailer transport speaks SMTP to it,
 * and the test reads what arrived.
 */
export async function startMailServer(): Promise<{ url: string; inbox: ReceivedMail[]; close: () => Promise<void>; nextMail: () => Promise<ReceivedMail> }> {
  const inbox: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        };
        inbox.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  let taken = 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    nextMail: () => {
      const already = inbox[taken];
      taken += 1;
      return already ? Promise.resolve(already) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** The one-time link in a message's text. */
export function linkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/set-password#token=[\w-]+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail:\n${mail.text}`);
  return new URL(match[0]);
}
