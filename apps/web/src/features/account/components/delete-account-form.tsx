import { useId, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { errorText } from "../../../lib/api-client";
import { clearSession } from "../../../lib/session";
import { useDeleteAccount } from "../api/account-api";

export const DELETE_CONFIRM = "Delete your account and everything in it? This cannot be undone.";

/** Removes the account after the password is entered again, then returns to the landing page. */
export function DeleteAccountForm() {
  const ids = { title: useId(), password: useId() };
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!window.confirm(DELETE_CONFIRM)) return;
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          window.history.replaceState(null, "", "/");
          queryClient.clear();
          clearSession();
        },
        onError: (failure) => setError(errorText(failure, "Could not delete the account. Please try again.")),
      },
    );
  };

  return (
    <form className="account-form account-danger" onSubmit={submit} aria-labelledby={ids.title}>
      <h3 id={ids.title}>Delete account</h3>
      <p className="account-muted">Removes your account, thoughts, contacts, projects and settings for good. Export first if you want a copy.</p>
      <div className="field">
        <label htmlFor={ids.password}>Password</label>
        <input id={ids.password} className="input" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-danger" disabled={remove.isPending}>
        Delete account
      </button>
    </form>
  );
}
