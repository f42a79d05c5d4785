import { S3DocumentStorage } from "../../../integrations/storage-s3/s3-storage.js";
import type { DocumentsConfig } from "../documents.config.js";
import type { DocumentStorage } from "./document-storage.js";
import { LocalDocumentStorage } from "./local-storage.js";

/** The bucket when S3 is configured, else DATA_DIR/documents. */
export function createDocumentStorage(config: DocumentsConfig): DocumentStorage {
  return config.s3 ? new S3DocumentStorage(config.s3) : new LocalDocumentStorage(config.storageDir);
}
