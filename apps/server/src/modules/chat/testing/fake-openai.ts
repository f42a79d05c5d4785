import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server speaking just enough of the OpenAI protocol for the chat's tests:
 * /chat/completions and /audio/transcriptions. Each test queues the replies it wants and
 * reads back what was sent.
 */

export interface FakeReply {
  status?: number;
  /** Sent as JSON, or as it is when a string. */
  body?: unknown;
  /** Never answer, so the client's time-out fires. */
  hang?: boolean;
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  /** Parsed when the request was JSON. */
  json: Record<string, unknown> | null;
}

export interface FakeOpenAi {
  baseUrl: string;
  seen: SeenRequest[];
  reply: (...replies: FakeReply[]) => void;
  reset: () => void;
  close: () => Promise<void>;
}

/** A chat-completions answer whose message content is `content` (objects are sent as JSON text). */
export function completionReply(content: unknown): FakeReply {
  const text = typeof content === "string" ? content : JSON.stringify(content);
  return { body: { id: "chatcmpl-test", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }] } };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const seen: SeenRequest[] = [];
  let queue: FakeReply[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const isJson = (req.headers["content-type"] ?? "").includes("application/json");
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, raw, json: isJson ? (JSON.parse(raw.toString("utf8")) as Record<string, unknown>) : null });
      const reply = queue.shift() ?? { status: 500, body: { error: { message: "no reply queued" } } };
      if (reply.hang) return;
      res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
      // A string is sent as it is, so tests can send bodies that are not JSON.
      res.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    reply: (...replies) => queue.push(...replies),
    reset: () => {
      queue = [];
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
