import { errorResponse } from "@life/contracts";

/** Response schemas for the error statuses a route can answer, for the OpenAPI document. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof errorResponse> {
  return Object.fromEntries(codes.map((code) => [code, errorResponse])) as Record<C, typeof errorResponse>;
}
