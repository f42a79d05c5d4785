import { useEffect } from "react";
import type { User } from "@life/contracts";
import { useMe } from "../features/auth/api/session";
import { saveUser } from "../lib/session";

/**
 * The stored user is a snapshot from sign-in; refresh it from GET /auth/me so a new name or
 * role shows without signing in again. An expired token answers 401 here and lands on /login.
 */
export function useSyncUser(stored: User): void {
  const { data } = useMe(true);
  useEffect(() => {
    if (data && JSON.stringify(data.user) !== JSON.stringify(stored)) saveUser(data.user);
  }, [data, stored]);
}
