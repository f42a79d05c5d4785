import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ConnectDocumentInput,
  DeleteDocumentResponse,
  DocumentListResponse,
  DocumentResponse,
  DocumentSettingsResponse,
  DocumentType,
  DocumentUploadResponse,
  DuplicateCheckResponse,
  ThoughtListResponse,
  UpdateDocumentInput,
} from "@life/contracts";
import { apiBlob, apiRequest } from "../../../lib/api-client";

export const documentsKey = ["documents"] as const;

export interface DocumentFilters {
  document_type: DocumentType | "";
  tag: string;
  date_from: string;
  date_to: string;
}

export const NO_FILTERS: DocumentFilters = { document_type: "", tag: "", date_from: "", date_to: "" };

export function getDocuments(filters: DocumentFilters, cursor?: string): Promise<DocumentListResponse> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value.trim() !== "") query[key] = value.trim();
  if (cursor) query.cursor = cursor;
  return apiRequest<DocumentListResponse>("/documents", { query });
}

/** Newest first, a page at a time: "Load more" follows next_cursor. */
export const documentsQueryOptions = (filters: DocumentFilters) =>
  infiniteQueryOptions({
    queryKey: [...documentsKey, "list", filters],
    queryFn: ({ pageParam }) => getDocuments(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // While a listed document is still being read, look again, so its fields appear by themselves.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.documents.some((d) => d.processing_status === "queued" || d.processing_status === "processing")) ? 3000 : false,
  });

export function useDocuments(filters: DocumentFilters) {
  return useInfiniteQuery(documentsQueryOptions(filters));
}

export function useDocument(id: string | null) {
  return useQuery({
    queryKey: [...documentsKey, "detail", id],
    queryFn: async () => (await apiRequest<DocumentResponse>(`/documents/${encodeURIComponent(id!)}`)).data,
    enabled: id !== null,
    // Extraction runs in the background: look again until it has finished.
    refetchInterval: (query) => (query.state.data && ["queued", "processing"].includes(query.state.data.processing_status) ? 2000 : false),
  });
}

export function useDocumentSettings() {
  return useQuery({
    queryKey: [...documentsKey, "settings"],
    queryFn: () => apiRequest<DocumentSettingsResponse>("/documents/settings"),
    staleTime: 60_000,
  });
}

export interface UploadOptions {
  title: string;
  document_type: DocumentType | "auto";
  tags: string[];
  createEvent: boolean;
}

function formWith(file: File, options?: UploadOptions): FormData {
  const form = new FormData();
  if (options) {
    if (options.title.trim()) form.append("title", options.title.trim());
    form.append("document_type", options.document_type);
    form.append("tags", JSON.stringify(options.tags));
    form.append("createEvent", String(options.createEvent));
  }
  // The file last, so the fields are read before it streams.
  form.append("document", file, file.name);
  return form;
}

export function checkDuplicate(file: File): Promise<DuplicateCheckResponse> {
  return apiRequest<DuplicateCheckResponse>("/documents/duplicates/check", { method: "POST", body: formWith(file) });
}

export function uploadDocument(file: File, options: UploadOptions): Promise<DocumentUploadResponse> {
  return apiRequest<DocumentUploadResponse>("/documents/upload", { method: "POST", body: formWith(file, options) });
}

export function downloadBlob(id: string): Promise<Blob> {
  return apiBlob(`/documents/${encodeURIComponent(id)}/download`);
}

function useInvalidating<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }) });
}

export function useDeleteDocument() {
  return useInvalidating((id: string) => apiRequest<DeleteDocumentResponse>(`/documents/${encodeURIComponent(id)}`, { method: "DELETE" }));
}

export function useConnectDocument() {
  return useInvalidating(({ id, input }: { id: string; input: ConnectDocumentInput }) =>
    apiRequest<DocumentResponse>(`/documents/${encodeURIComponent(id)}/connect`, { method: "POST", body: input }),
  );
}

export function useUpdateDocument() {
  return useInvalidating(({ id, input }: { id: string; input: UpdateDocumentInput }) =>
    apiRequest<DocumentResponse>(`/documents/${encodeURIComponent(id)}`, { method: "PUT", body: input }),
  );
}

/** What the Connect modal lists (spec 9: 100 fetched; up to 15 projects and 10 recent thoughts shown). */
export function useConnectTargets(enabled: boolean) {
  const projects = useQuery({
    queryKey: ["thoughts", "documents-connect", "projects"],
    queryFn: () => apiRequest<ThoughtListResponse>("/thoughts", { query: { is_container: "true", container_type: "Projects", limit: 100 } }),
    enabled,
  });
  const thoughts = useQuery({
    queryKey: ["thoughts", "documents-connect", "recent"],
    queryFn: () => apiRequest<ThoughtListResponse>("/thoughts", { query: { status: "all", limit: 100 } }),
    enabled,
  });
  return { projects, thoughts };
}
