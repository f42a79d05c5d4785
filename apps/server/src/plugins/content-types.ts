import type { FastifyInstance } from "fastify";

/**
 * The API speaks JSON only. text/plain is dropped so a wrongly labelled body answers 415
 * instead of reaching validation as a string. An empty JSON body reads as no body, so
 * clients that always send the JSON header (POST /auth/logout) are not refused.
 */
export function registerContentTypes(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) return done(null, undefined);
    parseJson(request, text, done);
  });
}
