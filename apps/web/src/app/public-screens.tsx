import type { AuthResponse } from "@life/contracts";
import { ForgotPasswordView } from "../features/auth/forgot-password-view";
import { LoginView } from "../features/auth/login-view";
import { SetPasswordView } from "../features/auth/set-password-view";
import { RegisterView } from "../features/auth/register-view";
import { LandingView } from "../features/landing/landing-view";
import { usePublicScreen } from "./use-public-screen";

/** Everything a signed-out visitor can see. */
export function PublicScreens({ onSignedIn, loginNotice }: { onSignedIn: (auth: AuthResponse) => void; loginNotice?: string }) {
  const { screen, prefillEmail, show } = usePublicScreen();

  if (screen === "set-password") {
    const token = new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
    return <SetPasswordView token={token} onSignedIn={onSignedIn} onShowLogin={() => show("login")} onShowLanding={() => show("landing")} />;
  }
  if (screen === "forgot-password") {
    return <ForgotPasswordView onShowLogin={() => show("login")} onShowLanding={() => show("landing")} />;
  }
  if (screen === "login") {
    return (
      <LoginView
        notice={loginNotice}
        onSignedIn={onSignedIn}
        onShowForgotPassword={() => show("forgot-password")}
        onShowRegister={() => show("register")}
        onShowLanding={() => show("landing")}
      />
    );
  }
  if (screen === "register") {
    return (
      <RegisterView
        key={prefillEmail}
        initialEmail={prefillEmail}
        onSignedIn={onSignedIn}
        onShowLogin={() => show("login")}
        onShowLanding={() => show("landing")}
      />
    );
  }
  return <LandingView onShowLogin={() => show("login")} onShowRegister={(email) => show("register", email ?? "")} />;
}
