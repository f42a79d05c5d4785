import type { FastifyReply } from "fastify";

/**
 * The JSON of a kept answer, written once. A view's answer kept until the person's data
 * changes (lib/versioned-cache.ts) is the same object on every request until then, yet each
 * request wrote it out again: for a 50-card feed page that serialising, its copy into a buffer
 * and their garbage were most of the request's CPU. Bodies are keyed by the answer itself, so
 * an answer the cache drops takes its body with it, and an answer computed afresh (no cache)
 * is simply written as before. One per route: the body is the route's own serializer's.
 */
export class SerializedOnce {
  private readonly bodies = new WeakMap<object, Buffer>();

  send(reply: FastifyReply, answer: object): FastifyReply {
    let body = this.bodies.get(answer);
    if (!body) {
      const written = reply.serialize(answer);
      body = typeof written === "string" ? Buffer.from(written) : Buffer.from(written instanceof ArrayBuffer ? new Uint8Array(written) : written);
      this.bodies.set(answer, body);
    }
    return reply.type("application/json; charset=utf-8").send(body);
  }
}
