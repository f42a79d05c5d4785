import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DocumentDetail, DocumentUploadResponse, User } from "@life/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, buildTestApp, testConfig, type TestApp } from "../../../test/build-app.js";
import { makeReceiptPdf } from "../../../test/document-fixtures.js";
import { makeSession, makeUser } from "../../../test/factories.js";
import { multipart, type Part } from "../../../test/multipart.js";
import { completionReply, startFakeOpenAi, type FakeOpenAi } from "../chat/testing/fake-openai.js";
import { defaultDocumentsConfig } from "./documents.config.js";
import { extractFields } from "./extraction/document-fields.js";
import { DOCUMENT_FIELDS_PROMPT } from "./extraction/llm-fields.js";

/**
 * The AI extraction with an LLM configured, against a local server speaking the OpenAI
 * protocol. The text is read by a stand-in extractor (the real one is tested in
 * documents.test.ts), so the local fields to fall back on are extractFields of that text.
 */
const RECEIPT_TEXT = ["HOME DEPOT #4417", "123 Main St", "03/14/2026 10:42", "2x4 LUMBER 8FT    12.40", "WOOD SCREWS       8.99", "SUBTOTAL 77.89", "TAX 6.23", "TOTAL $84.12", "VISA ****1234"].join("\n");

const modelFields = {
  document_type: "receipt",
  document_date: "2026-03-14",
  amount: 84.12,
  currency: "cad",
  vendor: "The Home Depot",
  title: "Receipt from The Home Depot — lumber and screws",
  domains: ["personal"],
  categories: ["purchases", "home improvement"],
  tags: ["receipt", "home depot", "Lumber", "lumber"],
};

let fake: FakeOpenAi;
let t: TestApp;
let user: User;
let token: string;
let pdf: Buffer;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const dataDir = mkdtempSync(path.join(tmpdir(), "life-docs-llm-"));
  const base = testConfig();
  t = await buildTestApp(
    {
      dataDir,
      documents: defaultDocumentsConfig(dataDir),
      processing: { ...base.processing, llm: { baseUrl: fake.baseUrl, model: "doc-model", apiKey: "sk-docs", timeoutMs: 2000, maxRetries: 0 } },
      limits: { ...base.limits, dailyLlm: 5 },
    },
    { documentExtractor: async (_bytes, _mime, knownType) => ({ text: { text: RECEIPT_TEXT, method: "pdf", pages: 1 }, fields: extractFields(RECEIPT_TEXT, knownType) }) },
  );
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
  pdf = await makeReceiptPdf();
}, 60_000);
beforeEach(() => fake.reset());
afterAll(async () => {
  await t.app.close();
  await fake.close();
});

async function uploadAndProcess(fields: Part[] = []): Promise<DocumentDetail> {
  const body = multipart([...fields, { name: "createEvent", data: "false" }, { name: "document", filename: "scan.pdf", type: "application/pdf", data: pdf }]);
  const response = await t.app.inject({ method: "POST", url: "/api/documents/upload", headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(201);
  const { data } = response.json<DocumentUploadResponse>();
  await t.app.processing.worker.runUntilIdle();
  const done = await t.app.inject({ method: "GET", url: `/api/documents/${data.id}`, headers: bearer(token) });
  return done.json<{ data: DocumentDetail }>().data;
}

const local = extractFields(RECEIPT_TEXT);

describe("document fields by the configured LLM", () => {
  it("asks the model under a strict JSON schema and keeps its validated answer", async () => {
    fake.reply(completionReply(modelFields));
    const doc = await uploadAndProcess();

    expect(fake.seen).toHaveLength(1);
    const request = fake.seen[0]!;
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-docs");
    const sent = request.json as { model: string; messages: Array<{ role: string; content: string }>; response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { required: string[]; additionalProperties: boolean } } } };
    expect(sent.model).toBe("doc-model");
    expect(sent.messages[0]).toEqual({ role: "system", content: DOCUMENT_FIELDS_PROMPT });
    expect(sent.messages[1]!.content).toContain("TOTAL $84.12");
    expect(sent.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "document_fields", strict: true, schema: { additionalProperties: false } } });
    expect(sent.response_format.json_schema.schema.required).toEqual(expect.arrayContaining(["document_type", "document_date", "amount", "currency", "title", "domains", "categories", "tags"]));

    expect(doc).toMatchObject({
      processing_status: "done",
      document_type: "receipt",
      document_date: "2026-03-14",
      amount: 84.12,
      currency: "CAD",
      title: "Receipt from The Home Depot — lumber and screws",
      domains: ["personal"],
      categories: ["purchases", "home improvement"],
      tags: ["receipt", "home depot", "lumber"],
      ai_extracted: true,
    });
    expect(doc.metadata).toMatchObject({ vendor: "The Home Depot", extraction: { method: "pdf", fields_from: "llm", model: "doc-model" } });
  });

  it("falls back to the local extraction on a malformed answer, saying why without the provider's text", async () => {
    fake.reply(completionReply("Sure! Here are the fields: type receipt, total 84.12 (see https://llm.provider.example)"));
    const doc = await uploadAndProcess();
    expect(fake.seen).toHaveLength(1);
    // The local fields differ from the model's, so the fallback shows.
    expect(local.title).toBeTruthy();
    expect(local.title).not.toBe(modelFields.title);
    expect(doc).toMatchObject({
      processing_status: "done",
      document_type: local.document_type,
      document_date: local.document_date,
      amount: local.amount,
      currency: local.currency,
      title: local.title,
      categories: local.categories,
      ai_extracted: true,
    });
    expect(doc.metadata).toMatchObject({ extraction: { fields_from: "local", llm_error: "The model's answer was invalid" } });
    expect(JSON.stringify(doc)).not.toContain("provider.example");
  });

  it("falls back on an answer that fails validation, and on a service error", async () => {
    fake.reply(completionReply({ ...modelFields, document_date: "2026-02-30", title: "Invented" }), { status: 500, body: { error: { message: "down" } } });
    const invalid = await uploadAndProcess();
    expect(invalid).toMatchObject({ title: local.title, document_date: local.document_date, amount: local.amount });
    expect(invalid.metadata).toMatchObject({ extraction: { fields_from: "local", llm_error: "The model's answer was invalid" } });
    const failed = await uploadAndProcess();
    expect(failed).toMatchObject({ title: local.title, amount: local.amount });
    expect(failed.metadata).toMatchObject({ extraction: { fields_from: "local", llm_error: "The model service failed" } });
    expect(fake.seen).toHaveLength(2);
  });

  it("keeps the type the person gave, and reads locally once the daily LLM quota is used up", async () => {
    // Five units a day: four documents above, this one is the fifth.
    fake.reply(completionReply({ ...modelFields, document_type: "invoice" }));
    const typed = await uploadAndProcess([{ name: "document_type", data: "receipt" }]);
    expect(typed).toMatchObject({ document_type: "receipt", title: modelFields.title });
    expect(fake.seen[0]!.json!.messages).toEqual(expect.arrayContaining([expect.objectContaining({ content: expect.stringContaining("filed this document as: receipt") })]));

    const over = await uploadAndProcess();
    expect(fake.seen).toHaveLength(1);
    expect(over).toMatchObject({ title: local.title, amount: local.amount });
    expect((over.metadata.extraction as { llm_error: string }).llm_error).toMatch(/^Daily AI assistant limit reached/);
  });
});
