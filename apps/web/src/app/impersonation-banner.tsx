import { useState } from "react";
import { UserRoundCog } from "lucide-react";
import { EXIT_IMPERSONATION_ERROR, endImpersonation, useImpersonation } from "../lib/impersonation";

/**
 * Shown while an admin's session is stored aside (spec 2.5, 2.14): whom the admin is acting as,
 * and Stop Impersonation, which restores the admin's token and user and opens the admin tab.
 */
export function ImpersonationBanner({ onStopped }: { onStopped: () => void }) {
  const impersonation = useImpersonation();
  const [error, setError] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  if (!impersonation) return null;

  const stop = async () => {
    setStopping(true);
    setError(null);
    try {
      await endImpersonation();
      onStopped();
    } catch {
      setError(EXIT_IMPERSONATION_ERROR);
      setStopping(false);
    }
  };

  return (
    <div className="impersonation-banner" role="region" aria-label="Impersonation">
      <UserRoundCog size={18} aria-hidden="true" />
      <p>
        Impersonating <strong>{impersonation.user.email}</strong>
      </p>
      <button type="button" className="btn btn-secondary" onClick={() => void stop()} disabled={stopping}>
        Stop Impersonation
      </button>
      {error && (
        <p className="impersonation-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
