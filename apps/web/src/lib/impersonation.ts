import { useSyncExternalStore } from "react";
import type { ImpersonationResponse, StopImpersonationResponse, User } from "@life/contracts";
import { ApiError, apiRequest } from "./api-client";
import { getSession, saveSession, useSession } from "./session";

/**
 * Impersonation on the client (spec 4): the admin's token and user are put aside under these
 * keys, the impersonation token takes their place, and stopping puts them back. The banner
 * shows while an original user is stored.
 */
export const ORIGINAL_TOKEN_KEY = "originalToken";
export const ORIGINAL_USER_KEY = "originalUser";
export const EXIT_IMPERSONATION_ERROR = "Error exiting impersonation. Please log out and log back in.";

export interface OriginalSession {
  token: string;
  user: User;
}

export function getOriginalSession(): OriginalSession | null {
  try {
    const token = localStorage.getItem(ORIGINAL_TOKEN_KEY);
    const user = localStorage.getItem(ORIGINAL_USER_KEY);
    return token && user ? { token, user: JSON.parse(user) as User } : null;
  } catch {
    return null;
  }
}

export function forgetOriginalSession(): void {
  localStorage.removeItem(ORIGINAL_TOKEN_KEY);
  localStorage.removeItem(ORIGINAL_USER_KEY);
}

/** Saves the admin's session aside and signs in as the person; the caller reloads the page. */
export function beginImpersonation(answer: ImpersonationResponse): void {
  const admin = getSession();
  if (!admin) throw new Error("Not signed in");
  localStorage.setItem(ORIGINAL_TOKEN_KEY, admin.token);
  localStorage.setItem(ORIGINAL_USER_KEY, JSON.stringify(admin.user));
  saveSession({ token: answer.impersonationToken, user: answer.user });
}

/**
 * Ends the impersonation session on the server (a 401 means it already ended, e.g. after its
 * hour) and restores the admin's token and user. Throws with the spec's message when the
 * admin's session cannot be restored or the server would not end the impersonation.
 */
export async function endImpersonation(): Promise<User> {
  const original = getOriginalSession();
  if (!original) throw new Error(EXIT_IMPERSONATION_ERROR);
  try {
    await apiRequest<StopImpersonationResponse>("/admin/impersonate/stop", { method: "POST", skipAuthRedirect: true });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw new Error(EXIT_IMPERSONATION_ERROR);
  }
  forgetOriginalSession();
  saveSession(original);
  return original.user;
}

/** The impersonated user while an admin's session is stored aside, else null. */
export function useImpersonation(): { user: User; admin: User } | null {
  const session = useSession();
  // Read on each session change: the original keys only change together with the session.
  const original = useSyncExternalStore(subscribeNever, getOriginalSnapshot, getOriginalSnapshot);
  if (!session || !original) return null;
  return { user: session.user, admin: JSON.parse(original) as User };
}

function getOriginalSnapshot(): string | null {
  return localStorage.getItem(ORIGINAL_TOKEN_KEY) ? localStorage.getItem(ORIGINAL_USER_KEY) : null;
}

function subscribeNever(): () => void {
  return () => undefined;
}
