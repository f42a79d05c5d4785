import type { DocumentType } from "@life/contracts";

const MB = 1024 * 1024;

/** Spec 9: MB above 1 MB (1,048,576 bytes), else KB; "N/A" without a size. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return "N/A";
  if (bytes > MB) return `${(bytes / MB).toFixed(2)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const SYMBOLS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹" };

/** "$84.12" (the default currency is $), "€3.00", "3.00 CHF". */
export function formatAmount(amount: number, currency: string | null): string {
  const code = currency ?? "USD";
  const symbol = SYMBOLS[code];
  const value = amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return symbol ? `${symbol}${value}` : `${value} ${code}`;
}

export const TYPE_LABELS: Record<DocumentType, string> = {
  receipt: "Receipt",
  invoice: "Invoice",
  contract: "Contract",
  report: "Report",
  letter: "Letter",
  note: "Note",
  other: "Other",
};

/** "2026-03-14" → "Mar 14, 2026", read as a calendar date (no time zone shift). */
export function formatDocumentDate(date: string | null): string | null {
  if (!date) return null;
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });
}
