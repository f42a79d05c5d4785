import { useCallback, useEffect, useState } from "react";

export type PublicScreen = "landing" | "login" | "register" | "forgot-password" | "set-password";

const paths: Record<PublicScreen, string> = {
  landing: "/",
  login: "/login",
  register: "/register",
  "forgot-password": "/forgot-password",
  "set-password": "/set-password",
};

function screenFromPath(pathname: string): PublicScreen {
  if (pathname.startsWith("/forgot-password")) return "forgot-password";
  if (pathname.startsWith("/set-password")) return "set-password";
  if (pathname.startsWith("/login")) return "login";
  if (pathname.startsWith("/register")) return "register";
  return "landing";
}

/**
 * The pre-login state (landing ↔ login ↔ register). It is switched in-app, but mirrored in the
 * path so /login works as a direct link (the 401 redirect lands there) and Back behaves.
 */
export function usePublicScreen() {
  const [screen, setScreen] = useState<PublicScreen>(() => screenFromPath(window.location.pathname));
  const [prefillEmail, setPrefillEmail] = useState("");

  useEffect(() => {
    const onPopState = () => setScreen(screenFromPath(window.location.pathname));
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const show = useCallback((next: PublicScreen, email?: string) => {
    if (email !== undefined) setPrefillEmail(email);
    if (window.location.pathname !== paths[next]) window.history.pushState(null, "", paths[next]);
    setScreen(next);
    window.scrollTo(0, 0);
  }, []);

  return { screen, prefillEmail, show };
}
