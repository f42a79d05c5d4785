import path from "node:path";

const MAX_NAME_LENGTH = 200;

/**
 * The name a file had on the person's device, kept as a label only: never part of a path.
 * Directories (either slash), control characters and surrounding dots and spaces are dropped,
 * so "../../etc/passwd.pdf" is remembered as "passwd.pdf".
 */
export function originalName(filename: string | undefined, extension: string): string {
  const base = path.posix.basename((filename ?? "").replaceAll("\\", "/"));
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").replace(/^[\s.]+|[\s.]+$/g, "").slice(0, MAX_NAME_LENGTH);
  return clean === "" ? `document.${extension}` : clean;
}

/** Content-Disposition for a download: an ASCII fallback and the exact name in RFC 5987 form. */
export function attachmentHeader(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
