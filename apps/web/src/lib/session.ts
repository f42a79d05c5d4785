import { useSyncExternalStore } from "react";
import type { User } from "@life/contracts";

/** The spec fixes these localStorage keys; other tools (and the e2e tests) read them. */
export const TOKEN_KEY = "token";
export const USER_KEY = "user";

export interface Session {
  token: string;
  user: User;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function readSession(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const rawUser = localStorage.getItem(USER_KEY);
    if (!token || !rawUser) return null;
    return { token, user: JSON.parse(rawUser) as User };
  } catch {
    // Unreadable storage (private mode, corrupt JSON) counts as signed out.
    return null;
  }
}

// Cached so useSyncExternalStore sees a stable snapshot between changes.
let current: Session | null = readSession();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function getToken(): string | null {
  return current?.token ?? null;
}

export function saveSession(session: Session): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  current = session;
  emit();
}

/** Keeps the token, replaces the stored user (e.g. after GET /auth/me). */
export function saveUser(user: User): void {
  if (!current) return;
  saveSession({ token: current.token, user });
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  // An admin's session put aside for impersonation (lib/impersonation) goes with it.
  localStorage.removeItem("originalToken");
  localStorage.removeItem("originalUser");
  current = null;
  emit();
}

/** Re-reads storage; used by tests and when another tab changes it. */
export function reloadSession(): void {
  current = readSession();
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // A logout in another tab clears storage there; follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) reloadSession();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
