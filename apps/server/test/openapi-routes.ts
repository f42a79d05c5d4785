import type { FastifyInstance } from "fastify";
import type { OpenAPIV3 } from "openapi-types";

/** One operation of the live OpenAPI document, with what the proofs need to call it. */
export interface Operation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The Fastify-style path, e.g. /api/thoughts/:id. */
  path: string;
  /** "METHOD /api/path/{param}" as the document writes it; the key of the lists in the tests. */
  key: string;
  secured: boolean;
  tags: string[];
  summary: string;
  pathParams: string[];
  query: Array<{ name: string; schema: OpenAPIV3.SchemaObject }>;
  /** The JSON request body's schema, when the route takes JSON. */
  jsonBody: OpenAPIV3.SchemaObject | null;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Reads /api/openapi.json from the app, so a route added anywhere is in the lists at once. */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
  const doc = response.json<OpenAPIV3.Document>();
  const operations: Operation[] = [];
  for (const [docPath, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const parameters = (op.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const body = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      operations.push({
        method: method.toUpperCase() as Operation["method"],
        path: docPath.replace(/\{(\w+)\}/g, ":$1"),
        key: `${method.toUpperCase()} ${docPath}`,
        secured: (op.security ?? []).length > 0,
        tags: op.tags ?? [],
        summary: op.summary ?? "",
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        query: parameters.filter((p) => p.in === "query").map((p) => ({ name: p.name, schema: (p.schema ?? {}) as OpenAPIV3.SchemaObject })),
        jsonBody: (body?.content["application/json"]?.schema as OpenAPIV3.SchemaObject | undefined) ?? null,
      });
    }
  }
  return operations;
}

/** The smallest value a schema accepts, so a request reaches the handler instead of stopping at validation. */
export function sampleValue(schema: OpenAPIV3.SchemaObject | undefined): unknown {
  if (!schema) return "x";
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sampleValue(variants.find((v) => (v as { type?: string }).type !== "null") as OpenAPIV3.SchemaObject);
  switch (schema.type) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = sampleValue(schema.properties?.[name] as OpenAPIV3.SchemaObject);
      return value;
    }
    case "array":
      return [];
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    default:
      if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
      if (schema.format === "date") return "2026-01-15";
      if (schema.format === "email") return "sample@example.com";
      return "sample text";
  }
}

/** Fills the path's parameters: ids with `id`, anything else (a date) with a valid sample. */
export function fillPath(op: Operation, id: string): string {
  return op.path.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? id : name === "date" ? "2026-01-15" : "x"));
}
