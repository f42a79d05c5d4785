import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ViewHeader } from "../../components/ui/view-header";
import { errorText } from "../../lib/api-client";
import { clearSession } from "../../lib/session";
import { useSignOutEverywhere } from "./api/account-api";
import { ChangePasswordForm } from "./components/change-password-form";
import "./account.css";

export function AccountView() {
  const queryClient = useQueryClient();
  const signOut = useSignOutEverywhere();
  const [error, setError] = useState<string | null>(null);

  const signOutEverywhere = () => {
    setError(null);
    signOut.mutate(undefined, {
      onSuccess: () => {
        // This session was revoked too, so the app returns to the landing page as on logout.
        window.history.replaceState(null, "", "/");
        queryClient.clear();
        clearSession();
      },
      onError: (failure) => setError(errorText(failure, "Could not sign out everywhere. Please try again.")),
    });
  };

  return (
    <section className="account-view" aria-labelledby="account-title">
      <ViewHeader title="Account" titleId="account-title" />
      <ChangePasswordForm />
      <div className="account-section">
        <h3>Sign out everywhere</h3>
        <p>Ends every session of this account, on every device, this one included.</p>
        {error && (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="btn btn-danger" onClick={signOutEverywhere} disabled={signOut.isPending}>
          Sign out everywhere
        </button>
      </div>
    </section>
  );
}

export default AccountView;
