/**
 * Full-page navigation to the login path. A reload (not an in-app switch) is deliberate:
 * it drops every cached query of the expired session.
 */
export function redirectToLogin(): void {
  window.location.assign("/login");
}

/** Opens a backend page in a new tab without giving it a handle on this window. */
export function openInNewTab(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer");
}
