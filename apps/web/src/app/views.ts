/** Views in the main tab bar, in the spec's order (2.5) with their URL hashes (2.1). */
export const tabViews = [
  { id: "thoughts", label: "Thoughts" },
  { id: "projects", label: "Projects" },
  { id: "documents", label: "Documents" },
  { id: "calendar", label: "Calendar" },
  { id: "waiting", label: "Waiting For" },
  { id: "file-browser", label: "File Browser" },
  { id: "calendar2", label: "Calendar 2" },
  { id: "setup", label: "Setup" },
] as const;

/** Views reached only from the profile menu. */
export const menuViews = [
  { id: "insights", label: "Insights" },
  { id: "api-keys", label: "API Keys" },
  { id: "shortcuts", label: "Apple Shortcuts" },
  { id: "gpt", label: "Custom GPT" },
  { id: "google-calendar", label: "Google Calendar" },
  { id: "admin", label: "Admin Dashboard" },
  { id: "account", label: "Account" },
] as const;

export type ViewId = (typeof tabViews)[number]["id"] | (typeof menuViews)[number]["id"];

export const DEFAULT_VIEW: ViewId = "thoughts";

const labels = new Map<string, string>([...tabViews, ...menuViews].map((view) => [view.id, view.label]));

export function isViewId(value: string): value is ViewId {
  return labels.has(value);
}

export function viewLabel(id: ViewId): string {
  return labels.get(id) ?? id;
}

/** "#projects" → "projects"; anything unknown falls back to thoughts (spec 2.1). */
export function viewFromHash(hash: string): ViewId {
  const id = decodeURIComponent(hash.replace(/^#\/?/, ""));
  return isViewId(id) ? id : DEFAULT_VIEW;
}
