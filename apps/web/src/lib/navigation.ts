/**
 * Full-page navigation to the login path. A reload (not an in-app switch) is deliberate:
 * it drops every cached query of the expired session.
 */
export function redirectToLogin(): void {
  window.location.assign("/login");
}
