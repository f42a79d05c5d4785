import { z } from "zod";
import { roleSchema } from "./enums.js";

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters";
export const ACCOUNT_EXISTS = "Account exists! Please login.";
export const INVALID_CREDENTIALS = "Invalid email or password";

const email = z
  .string({ error: "email is required" })
  .trim()
  .toLowerCase()
  .max(254, "email is too long")
  .pipe(z.email({ error: "email must be a valid e-mail address" }));

export const CURRENT_PASSWORD_WRONG = "Current password is incorrect";

const newPassword = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(1024, `${field} is too long`);
/** Shared with the e-mail sign-up and link schemas (onboarding.ts). */
export { email as emailAddress, newPassword };

export const registerInput = z.object({
  email,
  password: newPassword("password"),
  display_name: z.string().trim().max(100).optional(),
  /** IANA zone from the browser, e.g. Intl.DateTimeFormat().resolvedOptions().timeZone */
  timezone: z.string().max(64).optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email,
  password: z.string({ error: "password is required" }).min(1, "password is required").max(1024),
});
export type LoginInput = z.infer<typeof loginInput>;

export const user = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  role: roleSchema,
  timezone: z.string(),
  created_at: z.string(),
  last_login: z.string().nullable(),
});
export type User = z.infer<typeof user>;

export const authResponse = z.object({ token: z.string(), user });
export type AuthResponse = z.infer<typeof authResponse>;

export const meResponse = z.object({ user });
export type MeResponse = z.infer<typeof meResponse>;

/** PUT /auth/me — the signed-in user's own settings; send at least one field. */
export const updateMeInput = z
  .object({
    /** IANA zone, e.g. America/Halifax; every local-day view reads dates in it. */
    timezone: z.string().trim().min(1, "timezone must not be empty").max(64),
    display_name: z.string().trim().max(100).nullable(),
  })
  .partial()
  .strict()
  .refine((v) => v.timezone !== undefined || v.display_name !== undefined, "send timezone or display_name");
export type UpdateMeInput = z.infer<typeof updateMeInput>;

export const logoutResponse = z.object({ success: z.literal(true) });

/** POST /auth/password — signs out every other session; the one sending it stays signed in. */
export const changePasswordInput = z
  .object({
    current_password: z.string({ error: "current_password is required" }).min(1, "current_password is required").max(1024),
    new_password: newPassword("new_password"),
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
