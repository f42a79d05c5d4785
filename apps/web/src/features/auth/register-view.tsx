import { useEffect, useRef, useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, type AuthResponse } from "@life/contracts";
import { AppLink } from "../../components/ui/app-link";
import { errorText } from "../../lib/api-client";
import { browserTimeZone, register } from "./api/sign-in";
import { AuthField } from "./components/auth-field";
import { AuthLayout } from "./components/auth-layout";
import "./auth.css";

/** Spec 4 and 9: after registering, the user is signed in about one second later. */
export const SIGN_IN_DELAY_MS = 1000;
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

interface RegisterViewProps {
  initialEmail?: string;
  onSignedIn: (auth: AuthResponse) => void;
  onShowLogin: () => void;
  onShowLanding: () => void;
}

/** Client-side checks of spec 5, in the order the spec lists them. */
export function validateRegistration(password: string, confirm: string): string | null {
  if (password !== confirm) return PASSWORDS_DO_NOT_MATCH;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

export function RegisterView({ initialEmail = "", onSignedIn, onShowLogin, onShowLanding }: RegisterViewProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateRegistration(password, confirm);
    setError(invalid);
    if (invalid) return;
    setSubmitting(true);
    try {
      const auth = await register({ email, password, timezone: browserTimeZone() });
      setSuccess(true);
      timer.current = setTimeout(() => onSignedIn(auth), SIGN_IN_DELAY_MS);
    } catch (err) {
      setError(errorText(err, "Registration failed"));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Free prototype. No credit card needed."
      onShowLanding={onShowLanding}
      footer={
        <p>
          Already have an account?{" "}
          <AppLink href="/login" onNavigate={onShowLogin}>
            Sign in
          </AppLink>
        </p>
      }
    >
      <form className="auth-form" onSubmit={handleSubmit} aria-label="Create account">
        <AuthField id="register-email" label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <AuthField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          hint={<>At least {PASSWORD_MIN_LENGTH} characters.</>}
        />
        <AuthField
          id="register-confirm"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
        />
        {error && (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        )}
        {success && (
          <p className="notice notice-success" role="status">
            Account created! Signing you in…
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={submitting} aria-busy={submitting}>
          Create account
        </button>
      </form>
    </AuthLayout>
  );
}
