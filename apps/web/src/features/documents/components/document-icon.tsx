import { FileBadge, FileSignature, FileText, NotebookPen, Receipt, ScrollText, Mail, type LucideIcon } from "lucide-react";
import type { DocumentType } from "@life/contracts";

const ICONS: Record<DocumentType, LucideIcon> = {
  receipt: Receipt,
  invoice: ScrollText,
  contract: FileSignature,
  report: FileBadge,
  letter: Mail,
  note: NotebookPen,
  other: FileText,
};

export function DocumentIcon({ type, size = 20 }: { type: DocumentType | null; size?: number }) {
  const Icon = ICONS[type ?? "other"];
  return <Icon size={size} aria-hidden="true" className="doc-icon" />;
}
