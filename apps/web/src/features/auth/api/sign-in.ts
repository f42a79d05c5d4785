import type { AuthResponse, LoginInput, RegisterInput } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

// Both calls are anonymous: a 401 here means wrong credentials, not an expired session.
export function login(input: LoginInput): Promise<AuthResponse> {
  return apiRequest<AuthResponse>("/auth/login", { method: "POST", body: input, anonymous: true });
}

export function register(input: RegisterInput): Promise<AuthResponse> {
  return apiRequest<AuthResponse>("/auth/register", { method: "POST", body: input, anonymous: true });
}

/** The browser's IANA time zone, sent at sign-up so dates are read in the user's own zone. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
