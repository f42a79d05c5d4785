import { useState, type FormEvent } from "react";
import { AppLink } from "../../components/ui/app-link";
import { errorText } from "../../lib/api-client";
import { requestPasswordReset } from "./api/email-links";
import { AuthField } from "./components/auth-field";
import { AuthLayout } from "./components/auth-layout";
import "./auth.css";

interface ForgotPasswordViewProps {
  onShowLogin: () => void;
  onShowLanding: () => void;
}

/** Asks for a password-reset link by e-mail; the answer is the same whether or not the account exists. */
export function ForgotPasswordView({ onShowLogin, onShowLanding }: ForgotPasswordViewProps) {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      setSent((await requestPasswordReset({ email })).message);
    } catch (err) {
      setError(errorText(err, "Something went wrong. Please try again."));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter your e-mail and we will send you a link to choose a new password."
      onShowLanding={onShowLanding}
      footer={
        <p>
          Remembered it?{" "}
          <AppLink href="/login" onNavigate={onShowLogin}>
            Sign in
          </AppLink>
        </p>
      }
    >
      {sent ? (
        <p className="notice notice-success" role="status">
          {sent}
        </p>
      ) : (
        <form className="auth-form" onSubmit={handleSubmit} aria-label="Reset password">
          <AuthField id="reset-email" label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
          {error && (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={submitting} aria-busy={submitting}>
            Send reset link
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
