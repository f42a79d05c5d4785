/**
 * Full-page navigation to the login path. A reload (not an in-app switch) is deliberate:
 * it drops every cached query of the expired session.
 */
export function redirectToLogin(): void {
  window.location.assign("/login");
}

/** A full reload, e.g. after switching to or from an impersonation token (spec 4): no cached query of the other account survives. */
export function reloadPage(): void {
  window.location.reload();
}
