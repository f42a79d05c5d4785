import { useCallback } from "react";
import type { AuthResponse } from "@life/contracts";
import { saveSession, useSession } from "../lib/session";
import { PublicScreens } from "./public-screens";
import { Shell } from "./shell";

export function App() {
  const session = useSession();

  const handleSignedIn = useCallback((auth: AuthResponse) => {
    saveSession({ token: auth.token, user: auth.user });
    // Leave /login or /register behind; keep any hash so a deep link still opens its tab.
    window.history.replaceState(null, "", `/${window.location.hash}`);
  }, []);

  if (!session) return <PublicScreens onSignedIn={handleSignedIn} />;
  return <Shell user={session.user} />;
}
