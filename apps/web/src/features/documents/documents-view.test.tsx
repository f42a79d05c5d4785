import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { DocumentDetail, DocumentSummary } from "@life/contracts";
import { DocumentsView } from "./documents-view";
import { renderWithProviders } from "../../testing/render";
import { makeThought, makeUser } from "../../testing/factories";
import { mockApi, type MockRequest } from "../../testing/mock-api";
import { saveSession } from "../../lib/session";
import { DELETE_DOCUMENT_CONFIRM } from "./components/document-list";

function makeDocument(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    id: "d1",
    title: "Receipt from Home Depot",
    original_filename: "hd.pdf",
    document_type: "receipt",
    document_date: "2026-03-14",
    created_at: "2026-03-15T10:00:00.000Z",
    uploaded_at: "2026-03-15T10:00:00.000Z",
    file_size: 2048,
    mime_type: "application/pdf",
    amount: 84.12,
    currency: null,
    tags: ["receipt", "home depot"],
    ai_extracted: true,
    processing_status: "done",
    ...overrides,
  };
}

function makeDetail(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  return {
    ...makeDocument(),
    mime_type: "application/msword",
    domains: ["personal"],
    categories: ["purchases"],
    metadata: { vendor: "Home Depot" },
    content_hash: "abc",
    processing_error: null,
    extracted_text: "HOME DEPOT TOTAL $84.12",
    thought_id: null,
    links: [],
    updated_at: "2026-03-15T10:00:00.000Z",
    ...overrides,
  };
}

const listOf = (documents: DocumentSummary[]) => ({ body: { documents, next_cursor: null } });
const settings = { body: { maxBytes: 26_214_400, quotaBytes: 1e9, usedBytes: 0, consumeDir: "/srv/scans" } };

describe("DocumentsView — list", () => {
  beforeEach(() => saveSession({ token: "tok", user: makeUser() }));

  it("shows cards with type, date, size, amount in $ by default, tags and the AI badge", async () => {
    mockApi({
      "GET /documents": listOf([
        makeDocument(),
        makeDocument({ id: "d2", title: null, original_filename: "scan.png", file_size: 3 * 1048576, amount: 12, currency: "EUR", ai_extracted: false, tags: [] }),
        makeDocument({ id: "d3", title: "No size", file_size: null, amount: null }),
      ]),
    });
    renderWithProviders(<DocumentsView />);
    const card = await screen.findByRole("article", { name: "Receipt from Home Depot" });
    expect(card.textContent).toContain("Receipt · Mar 14, 2026 · 2.0 KB");
    expect(card.textContent).toContain("$84.12");
    expect(within(card).getByText("AI")).toBeTruthy();
    expect(within(card).getByText("home depot")).toBeTruthy();
    const scan = screen.getByRole("article", { name: "scan.png" });
    expect(scan.textContent).toContain("3.00 MB");
    expect(scan.textContent).toContain("€12.00");
    expect(within(scan).queryByText("AI")).toBeNull();
    expect(screen.getByRole("article", { name: "No size" }).textContent).toContain("N/A");
  });

  it("sends the filters and shows No documents found", async () => {
    const api = mockApi({ "GET /documents": listOf([]) });
    const { user } = renderWithProviders(<DocumentsView />);
    expect(await screen.findByRole("region", { name: "No documents found" })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Type"), "invoice");
    await user.type(screen.getByLabelText("Tag"), "tax");
    await waitFor(() => expect(api.calls("GET /documents").at(-1)?.query.get("tag")).toBe("tax"));
    const last = api.calls("GET /documents").at(-1)!;
    expect(last.query.get("document_type")).toBe("invoice");
    expect(last.query.has("date_from")).toBe(false);
    const before = api.calls("GET /documents").length;
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(api.calls("GET /documents").length).toBe(before + 1));
  });

  it("loads the next page with Load more", async () => {
    const api = mockApi({
      "GET /documents": (request: MockRequest) =>
        request.query.get("cursor") === "c1"
          ? listOf([makeDocument({ id: "d9", title: "Older one" })])
          : { body: { documents: [makeDocument()], next_cursor: "c1" } },
    });
    const { user } = renderWithProviders(<DocumentsView />);
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("article", { name: "Older one" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "Receipt from Home Depot" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(api.calls("GET /documents").at(-1)?.query.get("cursor")).toBe("c1");
  });

  it("says Failed to fetch documents when the list fails", async () => {
    mockApi({ "GET /documents": { status: 500, body: { error: "boom" } } });
    renderWithProviders(<DocumentsView />);
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch documents");
  });

  it("deletes after the spec's confirm and reports a failure", async () => {
    let fail = false;
    const api = mockApi({
      "GET /documents": listOf([makeDocument()]),
      "DELETE /documents/d1": () => (fail ? { status: 500, body: { error: "disk full" } } : { body: { success: true, id: "d1" } }),
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    vi.stubGlobal("confirm", confirm);
    const { user } = renderWithProviders(<DocumentsView />);
    const remove = await screen.findByRole("button", { name: "Delete Receipt from Home Depot" });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith(DELETE_DOCUMENT_CONFIRM);
    expect(DELETE_DOCUMENT_CONFIRM).toBe("Are you sure you want to delete this document?");
    expect(api.calls("DELETE /documents/d1")).toHaveLength(0);
    await user.click(remove);
    await waitFor(() => expect(api.calls("DELETE /documents/d1")).toHaveLength(1));
    fail = true;
    await user.click(remove);
    expect(await screen.findByText("Failed to delete document: disk full")).toBeTruthy();
  });

  it("connects to a project or a recent thought chosen in the modal, at most 15 and 10 of them", async () => {
    const projects = Array.from({ length: 20 }, (_, i) => makeThought({ id: `p${i}`, ai_title: `Project ${i}`, is_container: true, container_type: "Projects" }));
    const thoughts = Array.from({ length: 14 }, (_, i) => makeThought({ id: `th${i}`, ai_title: `Thought ${i}` }));
    const api = mockApi({
      "GET /documents": listOf([makeDocument()]),
      "GET /thoughts": (request: MockRequest) => ({ body: { data: request.query.get("is_container") === "true" ? projects : [projects[0]!, ...thoughts], total: 0 } }),
      "POST /documents/d1/connect": { body: { data: makeDetail() } },
    });
    const { user } = renderWithProviders(<DocumentsView />);
    await user.click(await screen.findByRole("button", { name: "Connect Receipt from Home Depot" }));
    const dialog = await screen.findByRole("dialog");
    const projectList = await within(dialog).findByRole("region", { name: "Projects" });
    await waitFor(() => expect(within(projectList).getAllByRole("button")).toHaveLength(15));
    const recent = within(dialog).getByRole("region", { name: "Recent thoughts" });
    await waitFor(() => expect(within(recent).getAllByRole("button")).toHaveLength(10));
    // Projects are not repeated among the thoughts.
    expect(within(recent).queryByText("Project 0")).toBeNull();
    await user.type(within(dialog).getByRole("searchbox"), "project 1");
    await waitFor(() => expect(within(projectList).getAllByRole("button").map((b) => b.textContent)).toEqual(["Project 1", ...Array.from({ length: 10 }, (_, i) => `Project 1${i}`)]));
    await user.click(within(projectList).getByRole("button", { name: "Project 1" }));
    await waitFor(() => expect(api.calls("POST /documents/d1/connect")).toHaveLength(1));
    expect(api.calls("POST /documents/d1/connect")[0]!.body).toEqual({ entity_type: "project", entity_id: "p1" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("DocumentsView — upload", () => {
  beforeEach(() => saveSession({ token: "tok", user: makeUser() }));

  const pdf = (name: string) => new File(["%PDF-1.7 test"], name, { type: "application/pdf" });

  it("uploads files one after another with the options, shows each status, then returns to the list", async () => {
    let active = 0;
    let overlapped = false;
    const api = mockApi({
      "GET /documents": listOf([]),
      "GET /documents/settings": settings,
      "POST /documents/duplicates/check": { body: { isDuplicate: false, existingDocument: null } },
      "POST /documents/upload": async (request: MockRequest) => {
        active += 1;
        overlapped ||= active > 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        active -= 1;
        const name = ((request.body as FormData).get("document") as File).name;
        if (name === "bad.pdf") return { status: 415, body: { error: "Unsupported file type" } };
        return { status: 201, body: { data: makeDetail(), isDuplicate: false, existingDocument: null } };
      },
    });
    const { user } = renderWithProviders(<DocumentsView />);
    await user.click(screen.getByRole("tab", { name: "Upload" }));
    expect(await screen.findByText("/srv/scans")).toBeTruthy();
    await user.type(screen.getByLabelText("Title (optional)"), "March receipts");
    await user.selectOptions(screen.getByLabelText("Document type"), "receipt");
    const tags = screen.getByLabelText("Tags");
    await user.type(tags, "  taxes {Enter}");
    await user.type(tags, "Taxes{Enter}");
    await user.type(tags, "2026{Enter}");
    expect(within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["taxes", "2026"]);
    const checkbox = screen.getByLabelText("Create thought/event for this document") as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    await user.click(checkbox);

    await user.upload(screen.getByLabelText("Choose documents to upload"), [pdf("a.pdf"), pdf("bad.pdf"), pdf("c.pdf")]);
    const progress = screen.getByRole("list", { name: "Upload progress" });
    await waitFor(() => expect(within(progress).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["a.pdfcomplete", "bad.pdfError: Unsupported file type", "c.pdfcomplete"]));
    expect(overlapped).toBe(false);
    const form = api.calls("POST /documents/upload")[0]!.body as FormData;
    expect(form.get("title")).toBe("March receipts");
    expect(form.get("document_type")).toBe("receipt");
    expect(form.get("tags")).toBe('["taxes","2026"]');
    expect(form.get("createEvent")).toBe("false");
    // Back to the list about 2 seconds later.
    await waitFor(() => expect(screen.getByRole("tab", { name: "Documents" }).getAttribute("aria-selected")).toBe("true"), { timeout: 5000 });
  }, 20_000);

  it("asks about a duplicate: Skip leaves it, Upload Anyway uploads it", async () => {
    const existing = makeDocument({ title: "Old receipt" });
    const api = mockApi({
      "GET /documents": listOf([]),
      "GET /documents/settings": { body: { ...settings.body, consumeDir: null } },
      "POST /documents/duplicates/check": { body: { isDuplicate: true, existingDocument: existing } },
      "POST /documents/upload": { status: 201, body: { data: makeDetail(), isDuplicate: true, existingDocument: existing } },
    });
    const { user } = renderWithProviders(<DocumentsView />);
    await user.click(screen.getByRole("tab", { name: "Upload" }));
    expect(await screen.findByText(/set CONSUME_DIR on the server/)).toBeTruthy();
    await user.upload(screen.getByLabelText("Choose documents to upload"), [pdf("one.pdf"), pdf("two.pdf")]);
    let dialog = await screen.findByRole("dialog", { name: "Duplicate document" });
    expect(dialog.textContent).toContain("“one.pdf” looks like a document you already have: “Old receipt”");
    await user.click(within(dialog).getByRole("button", { name: "Skip" }));
    dialog = await screen.findByRole("dialog", { name: "Duplicate document" });
    expect(dialog.textContent).toContain("two.pdf");
    await user.click(within(dialog).getByRole("button", { name: "Upload Anyway" }));
    const progress = screen.getByRole("list", { name: "Upload progress" });
    await waitFor(() => expect(within(progress).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["one.pdfduplicate", "two.pdfcomplete"]));
    expect(api.calls("POST /documents/upload")).toHaveLength(1);
    expect(((api.calls("POST /documents/upload")[0]!.body as FormData).get("document") as File).name).toBe("two.pdf");
  });
});

describe("DocumentsView — details", () => {
  beforeEach(() => saveSession({ token: "tok", user: makeUser() }));

  it("shows the fields, downloads the original and saves edited metadata", async () => {
    let detail = makeDetail({ links: [{ entity_type: "project", entity_id: "p1", title: "Kitchen" }] });
    const api = mockApi({
      "GET /documents": listOf([makeDocument()]),
      "GET /documents/d1": () => ({ body: { data: detail } }),
      "GET /documents/d1/download": { body: "file bytes" },
      "PUT /documents/d1": (request: MockRequest) => {
        detail = { ...detail, ...(request.body as Partial<DocumentDetail>), updated_at: "2026-03-16T10:00:00.000Z" };
        return { body: { data: detail } };
      },
    });
    const createObjectURL = vi.fn(() => "blob:doc");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { user } = renderWithProviders(<DocumentsView />);
    await user.click(await screen.findByRole("button", { name: /^Receipt from Home Depot Receipt/ }));
    expect(screen.getByRole("tab", { name: "Details" }).getAttribute("aria-selected")).toBe("true");
    const text = (await screen.findByText("Original name")).closest("dl")!.textContent ?? "";
    for (const part of ["Receipt", "hd.pdf", "2.0 KB", "Mar 14, 2026", "$84.12", "Personal", "purchases", "receipt, home depot", "Kitchen (project)"]) expect(text).toContain(part);

    await user.click(screen.getByRole("button", { name: "Download Original" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.calls("GET /documents/d1/download")[0]!.headers.Authorization).toBe("Bearer tok");

    await user.click(screen.getByRole("button", { name: "Edit Metadata" }));
    const form = screen.getByRole("form", { name: "Edit metadata" });
    const title = within(form).getByLabelText("Title");
    await user.clear(title);
    await user.type(title, "Paint and hammer");
    await user.clear(within(form).getByLabelText("Amount"));
    await user.type(within(form).getByLabelText("Amount"), "90.5");
    await user.type(within(form).getByLabelText("Currency"), "cad");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls("PUT /documents/d1")).toHaveLength(1));
    expect(api.calls("PUT /documents/d1")[0]!.body).toMatchObject({ title: "Paint and hammer", amount: 90.5, currency: "cad", document_type: "receipt", metadata: { vendor: "Home Depot" } });
    expect(await screen.findByRole("heading", { name: "Paint and hammer" })).toBeTruthy();
  });
});
