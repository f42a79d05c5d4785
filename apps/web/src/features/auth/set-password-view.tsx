import { useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, type AuthResponse } from "@life/contracts";
import { AppLink } from "../../components/ui/app-link";
import { errorText } from "../../lib/api-client";
import { redeemEmailLink } from "./api/email-links";
import { AuthField } from "./components/auth-field";
import { AuthLayout } from "./components/auth-layout";
import "./auth.css";

interface SetPasswordViewProps {
  /** From the e-mailed link's "#token=…". */
  token: string;
  onSignedIn: (auth: AuthResponse) => void;
  onShowLogin: () => void;
  onShowLanding: () => void;
}

/** Where the welcome and reset e-mails lead: choose a password, and be signed in. */
export function SetPasswordView({ token, onSignedIn, onShowLogin, onShowLanding }: SetPasswordViewProps) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirm) return setError("Passwords do not match");
    if (password.length < PASSWORD_MIN_LENGTH) return setError(PASSWORD_TOO_SHORT);
    setError(null);
    setSubmitting(true);
    try {
      const auth = await redeemEmailLink({ token, password });
      // The token is spent; keep it out of the history entry the app goes on from.
      window.history.replaceState(null, "", "/");
      onSignedIn(auth);
    } catch (err) {
      setError(errorText(err, "Something went wrong. Please try again."));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Choose your password"
      subtitle="You are one step away: pick the password you will sign in with."
      onShowLanding={onShowLanding}
      footer={
        <p>
          Link expired?{" "}
          <AppLink href="/login" onNavigate={onShowLogin}>
            Sign in or ask for a new one
          </AppLink>
        </p>
      }
    >
      {token ? (
        <form className="auth-form" onSubmit={handleSubmit} aria-label="Choose your password">
          <AuthField id="link-password" label="Password" type="password" autoComplete="new-password" value={password} onChange={setPassword} hint="At least 6 characters" />
          <AuthField id="link-confirm" label="Confirm password" type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} />
          {error && (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={submitting} aria-busy={submitting}>
            Set password and sign in
          </button>
        </form>
      ) : (
        <p className="notice notice-error" role="alert">
          This link is incomplete. Open the link from your e-mail again.
        </p>
      )}
    </AuthLayout>
  );
}
