import { useState, type FormEvent } from "react";
import type { AuthResponse } from "@life/contracts";
import { AppLink } from "../../components/ui/app-link";
import { errorText } from "../../lib/api-client";
import { login } from "./api/sign-in";
import { AuthField } from "./components/auth-field";
import { AuthLayout } from "./components/auth-layout";
import { DemoHint } from "./components/demo-hint";
import "./auth.css";

interface LoginViewProps {
  onSignedIn: (auth: AuthResponse) => void;
  onShowRegister: () => void;
  onShowLanding: () => void;
  onShowForgotPassword?: () => void;
  /** A line above the form, e.g. that something shared to the app waits for this sign-in. */
  notice?: string;
}

export function LoginView({ onSignedIn, onShowRegister, onShowLanding, onShowForgotPassword, notice }: LoginViewProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      onSignedIn(await login({ email, password }));
    } catch (err) {
      setError(errorText(err, "Login failed"));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to see and organise your thoughts."
      onShowLanding={onShowLanding}
      footer={
        <p>
          New here?{" "}
          <AppLink href="/register" onNavigate={onShowRegister}>
            Create an account
          </AppLink>
        </p>
      }
    >
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <form className="auth-form" onSubmit={handleSubmit} aria-label="Sign in">
        <AuthField id="login-email" label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <AuthField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        {error && (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={submitting} aria-busy={submitting}>
          Sign in
        </button>
        {onShowForgotPassword && (
          <p className="auth-forgot">
            <AppLink href="/forgot-password" onNavigate={onShowForgotPassword}>
              Forgot password?
            </AppLink>
          </p>
        )}
      </form>
      <DemoHint
        onUse={(demoEmail, demoPassword) => {
          setEmail(demoEmail);
          setPassword(demoPassword);
        }}
      />
    </AuthLayout>
  );
}
