export type StatusTone = "success" | "error" | "info";
export interface Status {
  tone: StatusTone;
  text: string;
}

/** The page's status line in its three styles (spec 2.18). */
export function StatusMessage({ status }: { status: Status | null }) {
  if (!status) return null;
  return (
    <p className={`notice notice-${status.tone}`} role={status.tone === "error" ? "alert" : "status"}>
      {status.text}
    </p>
  );
}
