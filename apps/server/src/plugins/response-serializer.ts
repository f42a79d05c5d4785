import fastJsonStringify from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * Responses are written by fast-json-stringify from the JSON Schema of the route's zod
 * contract: like zod's parse-then-stringify it writes only the declared fields (a row's
 * extra columns never leak) and fails on a missing required one, at a fraction of the cost
 * (zod's parse of a 50-card page took about a third of the feed's CPU). A schema that JSON
 * Schema cannot express keeps zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "throw" });
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return zodSerializerCompiler(route);
  }
};
