import fastifyMultipart from "@fastify/multipart";
import {
  connectDocumentInput,
  deleteDocumentResponse,
  documentListQuery,
  documentListResponse,
  documentResponse,
  documentSettingsResponse,
  documentUploadFields,
  documentUploadResponse,
  duplicateCheckResponse,
  idParams,
  updateDocumentInput,
  type DocumentUploadFields,
} from "@life/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses.js";
import { AppError, BadRequestError } from "../../lib/errors.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { DocumentsService, ReceivedFile } from "./documents.service.js";
import { attachmentHeader } from "./original-name.js";

export interface DocumentsRoutesOptions {
  documents: DocumentsService;
  maxBytes: number;
}

const FILE_FIELD = "document";
const NOT_MULTIPART = `Send the file as multipart/form-data in the field "${FILE_FIELD}"`;

/** Multipart fields are text; tags arrive JSON-encoded, createEvent as "true"/"false". */
function parseFields(raw: Map<string, string>): DocumentUploadFields {
  const read = (name: string) => raw.get(name);
  let tags: unknown = [];
  const tagsText = read("tags");
  if (tagsText !== undefined && tagsText.trim() !== "") {
    try {
      tags = JSON.parse(tagsText);
    } catch {
      throw new BadRequestError('tags must be a JSON array of strings, e.g. ["tax","2026"]');
    }
  }
  const createEvent = read("createEvent");
  const parsed = documentUploadFields.safeParse({
    title: read("title"),
    document_type: read("document_type"),
    tags,
    createEvent: createEvent === undefined || createEvent === "" ? undefined : createEvent === "true" || createEvent === "1",
  });
  if (!parsed.success) throw new BadRequestError(parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; "));
  return parsed.data;
}

export const documentsRoutes: FastifyPluginAsyncZod<DocumentsRoutesOptions> = async (app, { documents, maxBytes }) => {
  // Registered inside this plugin only, so every other route keeps answering 415 to anything but JSON.
  // The size limit itself is enforced while streaming (FileInspector); this one is a backstop.
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 8, fieldSize: 16_384, parts: 9 } });
  const common = { tags: ["documents"], security: bearerSecurity };

  /** Streams the one file to storage while collecting the fields, in whatever order they come. */
  async function receiveUpload(request: FastifyRequest): Promise<{ file: ReceivedFile; fields: Map<string, string> }> {
    if (!request.isMultipart()) throw new AppError(415, NOT_MULTIPART);
    const user = currentUser(request);
    const fields = new Map<string, string>();
    let file: ReceivedFile | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === "field") {
          if (typeof part.value === "string") fields.set(part.fieldname, part.value);
          continue;
        }
        if (part.fieldname !== FILE_FIELD || file) {
          part.file.resume();
          throw new BadRequestError(`Send exactly one file, in the field "${FILE_FIELD}"`);
        }
        file = await documents.receiveFile(user, part.file, part.filename);
      }
    } catch (error) {
      if (file) await documents.discardFile(file);
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, `The file is too large (at most ${Math.round(maxBytes / 104857.6) / 10} MB)`);
      throw error;
    }
    if (!file) throw new BadRequestError(`No file: send it in the field "${FILE_FIELD}"`);
    return { file, fields };
  }

  app.post(
    "/documents/upload",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Upload a document (PDF, JPG, PNG, GIF, DOC, DOCX); its text and fields are read in the background",
        description:
          'multipart/form-data: the file in the field "document"; optional fields title, document_type (or "auto"), tags (a JSON array) and createEvent ("true"/"false", default true). The type is checked by content (415 otherwise); the size limit and the storage quota answer 413.',
        consumes: ["multipart/form-data"],
        response: { 201: documentUploadResponse, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { file, fields } = await receiveUpload(request);
      let parsed: DocumentUploadFields;
      try {
        parsed = parseFields(fields);
      } catch (error) {
        await documents.discardFile(file);
        throw error;
      }
      return reply.code(201).send(await documents.createDocument(currentUser(request), file, parsed));
    },
  );

  app.post(
    "/documents/duplicates/check",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Whether a file's content is already among the person's documents (nothing is stored)",
        description: 'multipart/form-data with the file in the field "document".',
        consumes: ["multipart/form-data"],
        response: { 200: duplicateCheckResponse, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(415, NOT_MULTIPART);
      const part = await request.file();
      if (!part || part.fieldname !== FILE_FIELD) {
        part?.file.resume();
        throw new BadRequestError(`No file: send it in the field "${FILE_FIELD}"`);
      }
      try {
        return await documents.checkDuplicate(currentUser(request), part.file);
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, "The file is too large");
        throw error;
      }
    },
  );

  app.get(
    "/documents",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "The person's documents, newest first, as slim cards; filters by type, tag, document date and words",
        querystring: documentListQuery,
        response: { 200: documentListResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => documents.listDocuments(currentUser(request), request.query),
  );

  app.get(
    "/documents/settings",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Upload limits, the storage used and the watched scanner folder",
        response: { 200: documentSettingsResponse, ...errorResponses(401) },
      },
    },
    async (request) => documents.settings(currentUser(request)),
  );

  app.get(
    "/documents/:id",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "One document with its fields, metadata, links and the start of its text",
        params: idParams,
        response: { 200: documentResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: await documents.getDocument(currentUser(request), request.params.id) }),
  );

  app.get(
    "/documents/:id/download",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "The original file, as an attachment with its own type",
        params: idParams,
        produces: ["application/octet-stream"],
        response: { 200: z.any().describe("The file's bytes"), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const file = await documents.openFile(currentUser(request), request.params.id);
      return reply
        .type(file.mimeType)
        .header("content-length", file.size)
        .header("content-disposition", attachmentHeader(file.filename))
        .header("cache-control", "private, no-store")
        .send(file.stream);
    },
  );

  app.put(
    "/documents/:id",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Edit title, type, date, amount, currency, tags or metadata",
        params: idParams,
        body: updateDocumentInput,
        response: { 200: documentResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await documents.updateDocument(currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    "/documents/:id",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Delete the document and its file",
        params: idParams,
        response: { 200: deleteDocumentResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => documents.deleteDocument(currentUser(request), request.params.id),
  );

  app.post(
    "/documents/:id/connect",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Connect the document to one of the person's projects or thoughts",
        params: idParams,
        body: connectDocumentInput,
        response: { 200: documentResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await documents.connectDocument(currentUser(request), request.params.id, request.body) }),
  );
};
