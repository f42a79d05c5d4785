import { lazy, Suspense, useCallback, useState } from "react";
import { Loading } from "../components/ui/loading";
import type { AuthResponse } from "@life/contracts";
import { saveSession, useSession } from "../lib/session";
import { hasPendingShare, keepShareForSignIn, SHARED_WHILE_SIGNED_OUT } from "../features/thoughts/api/share-target";
import { PublicScreens } from "./public-screens";
import { Shell } from "./shell";

// Its own chunk: only someone opening /docs/… loads it.
const DocsView = lazy(() => import("../features/docs/docs-view"));

export function App() {
  const session = useSession();
  // Something shared to the installed app while signed out waits in this tab for the sign-in.
  useState(() => session === null && keepShareForSignIn());

  const handleSignedIn = useCallback((auth: AuthResponse) => {
    saveSession({ token: auth.token, user: auth.user });
    // Leave /login or /register behind; keep any hash so a deep link still opens its tab.
    window.history.replaceState(null, "", `/${window.location.hash}`);
  }, []);

  // Documentation pages (spec 2.1) are plain pages, the same signed in or not.
  if (window.location.pathname.startsWith("/docs/")) {
    return (
      <Suspense fallback={<Loading />}>
        <DocsView pathname={window.location.pathname} />
      </Suspense>
    );
  }
  if (!session) return <PublicScreens onSignedIn={handleSignedIn} loginNotice={hasPendingShare() ? SHARED_WHILE_SIGNED_OUT : undefined} />;
  return <Shell user={session.user} />;
}
