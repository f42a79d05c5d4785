import type { FastifyInstance } from "fastify";
import { BadRequestError } from "../lib/errors.js";
import { jsonDeeperThan, MAX_JSON_DEPTH } from "../lib/json-depth.js";

/**
 * The API speaks JSON only. text/plain is dropped so a wrongly labelled body answers 415
 * instead of reaching validation as a string. An empty JSON body reads as no body, so
 * clients that always send the JSON header (POST /auth/logout) are not refused. Bodies nested
 * deeper than MAX_JSON_DEPTH are refused before parsing, since everything after the parse
 * (validation, JSON.stringify, the databases' JSON functions) recurses per level.
 */
export function registerContentTypes(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) return done(null, undefined);
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(new BadRequestError(`Request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`), undefined);
    }
    parseJson(request, text, done);
  });
}
