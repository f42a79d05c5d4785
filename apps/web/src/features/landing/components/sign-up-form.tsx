import { useState, type FormEvent } from "react";

/**
 * The real e-mail sign-up (random password sent by mail) needs a mail service and is a
 * later issue; until then the button opens Register with the e-mail filled in.
 */
export function SignUpForm({ onSubmit }: { onSubmit: (email: string) => void }) {
  const [email, setEmail] = useState("");

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(email.trim());
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
      <button type="submit" className="btn btn-primary">
        Get started
      </button>
    </form>
  );
}
