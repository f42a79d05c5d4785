import { z } from "zod";
import { emailAddress, newPassword } from "./auth.js";

export const SIGNUP_WELCOME = (email: string) => `Welcome! Check ${email} for your login details.`;
export const SIGNUP_FAILED = "Something went wrong. Please try again.";
export const LINK_INVALID = "This link is invalid or has expired. Please ask for a new one.";

/** POST /auth/signup — the landing form: an account with no usable password, and a welcome e-mail with a one-time link. */
export const signupInput = z.object({
  email: emailAddress,
  /** IANA zone from the browser, as at register. */
  timezone: z.string().max(64).optional(),
});
export type SignupInput = z.infer<typeof signupInput>;

export const signupResponse = z.object({ success: z.literal(true), message: z.string() });
export type SignupResponse = z.infer<typeof signupResponse>;

/** POST /auth/password-reset — always answers the same, whether or not the account exists. */
export const passwordResetInput = z.object({ email: emailAddress });
export type PasswordResetInput = z.infer<typeof passwordResetInput>;
export const passwordResetResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /auth/link — uses an e-mailed link once: sets the password and signs in. */
export const useLinkInput = z
  .object({
    token: z.string({ error: "token is required" }).min(16, LINK_INVALID).max(200, LINK_INVALID),
    password: newPassword("password"),
  })
  .strict();
export type UseLinkInput = z.infer<typeof useLinkInput>;
