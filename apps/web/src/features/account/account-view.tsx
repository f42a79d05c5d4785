import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ViewHeader } from "../../components/ui/view-header";
import { errorText } from "../../lib/api-client";
import { clearSession, useSession } from "../../lib/session";
import { resolveTimeZone } from "../../lib/dates";
import { useSignOutEverywhere } from "./api/account-api";
import { ChangePasswordForm } from "./components/change-password-form";
import { DataTransfer } from "./components/data-transfer";
import { DeleteAccountForm } from "./components/delete-account-form";
import { ProfileForm } from "./components/profile-form";
import { SessionsList } from "./components/sessions-list";
import "./account.css";

export function AccountView() {
  const queryClient = useQueryClient();
  const signOut = useSignOutEverywhere();
  const session = useSession();
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
      {session && <ProfileForm user={session.user} />}
      <ChangePasswordForm />
      <SessionsList timeZone={resolveTimeZone(session?.user.timezone)} />
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
      <DataTransfer />
      <DeleteAccountForm />
    </section>
  );
}

export default AccountView;
