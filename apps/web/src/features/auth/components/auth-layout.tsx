import type { ReactNode } from "react";
import { Brain } from "lucide-react";
import { AppLink } from "../../../components/ui/app-link";

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  onShowLanding: () => void;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame shared by the login and register screens. */
export function AuthLayout({ title, subtitle, onShowLanding, children, footer }: AuthLayoutProps) {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <AppLink href="/" onNavigate={onShowLanding} className="auth-brand">
          <Brain size={24} aria-hidden="true" />
          <span>Life Intelligence</span>
        </AppLink>
        <h1 className="auth-title">{title}</h1>
        <p className="auth-subtitle">{subtitle}</p>
        {children}
        <div className="auth-footer">
          {footer}
          <AppLink href="/" onNavigate={onShowLanding}>
            Back to home
          </AppLink>
        </div>
      </div>
    </main>
  );
}
