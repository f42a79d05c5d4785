import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError, apiRequest } from "../../../lib/api-client";
import type { SignupInput, SignupResponse } from "@life/contracts";

/** Spec 9: the register screen 2 s after a sign-up, login 1.5 s after "Account exists!". */
export const SIGNUP_REDIRECT_MS = 2000;
export const EXISTING_ACCOUNT_REDIRECT_MS = 1500;

interface SignUpFormProps {
  onShowLogin: () => void;
  onShowRegister: (email?: string) => void;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The landing e-mail sign-up: the server creates the account and mails a one-time link to set
 * the password (no password is generated here or sent by mail), then the spec's messages and timings.
 */
export function SignUpForm({ onShowLogin, onShowRegister }: SignUpFormProps) {
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setMessage(null);
    setSubmitting(true);
    try {
      const body: SignupInput = { email: address, timezone: browserTimeZone() };
      await apiRequest<SignupResponse>("/auth/signup", { method: "POST", body, anonymous: true });
      setMessage({ kind: "success", text: `Welcome! Check ${address} for your login details.` });
      timer.current = setTimeout(() => onShowRegister(address), SIGNUP_REDIRECT_MS);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setMessage({ kind: "error", text: "Account exists! Please login." });
        timer.current = setTimeout(onShowLogin, EXISTING_ACCOUNT_REDIRECT_MS);
      } else {
        setMessage({ kind: "error", text: "Something went wrong. Please try again." });
        setSubmitting(false);
      }
    }
  };

  return (
    <form className="signup-form" onSubmit={handleSubmit} aria-label="Sign up">
      <label htmlFor="signup-email" className="visually-hidden">
        Email
      </label>
      <input
        id="signup-email"
        className="input"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={submitting} aria-busy={submitting}>
        Get started
      </button>
      {message && (
        <p className={`notice ${message.kind === "success" ? "notice-success" : "notice-error"} signup-message`} role={message.kind === "success" ? "status" : "alert"}>
          {message.text}
        </p>
      )}
    </form>
  );
}
