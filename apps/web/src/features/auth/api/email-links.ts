import type { AuthResponse, PasswordResetInput, SignupInput, SignupResponse, UseLinkInput } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

/** The landing form: the server creates the account and mails a one-time link to set the password. */
export function signUpByEmail(input: SignupInput): Promise<SignupResponse> {
  return apiRequest<SignupResponse>("/auth/signup", { method: "POST", body: input, anonymous: true });
}

export function requestPasswordReset(input: PasswordResetInput): Promise<{ success: true; message: string }> {
  return apiRequest("/auth/password-reset", { method: "POST", body: input, anonymous: true });
}

export function redeemEmailLink(input: UseLinkInput): Promise<AuthResponse> {
  return apiRequest<AuthResponse>("/auth/link", { method: "POST", body: input, anonymous: true });
}
