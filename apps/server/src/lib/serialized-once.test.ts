import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SerializedOnce } from "./serialized-once.js";

const schema = { type: "object", properties: { data: { type: "array", items: { type: "string" } }, total: { type: "integer" } }, required: ["data", "total"] };
const kept = { data: ["a", "b"], total: 2, secret: "not in the schema" };
let serialized = 0;
const app = Fastify();

beforeAll(async () => {
  app.setSerializerCompiler(() => (value: unknown) => {
    serialized += 1;
    const { data, total } = value as { data: string[]; total: number };
    return JSON.stringify({ data, total });
  });
  const bodies = new SerializedOnce();
  app.get("/kept", { schema: { response: { 200: schema } } }, async (_request, reply) => bodies.send(reply, kept));
  app.get("/fresh", { schema: { response: { 200: schema } } }, async (_request, reply) => bodies.send(reply, { data: ["c"], total: 1 }));
  await app.ready();
});
afterAll(() => app.close());

describe("SerializedOnce", () => {
  it("writes a kept answer with the route's serializer once, and sends those bytes as JSON every time", async () => {
    serialized = 0;
    const first = await app.inject({ method: "GET", url: "/kept" });
    const second = await app.inject({ method: "GET", url: "/kept" });
    expect(serialized).toBe(1);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.json()).toEqual({ data: ["a", "b"], total: 2 });
    }
  });

  it("writes a new answer anew", async () => {
    serialized = 0;
    await app.inject({ method: "GET", url: "/fresh" });
    await app.inject({ method: "GET", url: "/fresh" });
    expect(serialized).toBe(2);
  });
});
