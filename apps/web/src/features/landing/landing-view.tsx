import { Brain } from "lucide-react";
import { AppLink } from "../../components/ui/app-link";
import { SignUpForm } from "./components/sign-up-form";
import { ValueLayers } from "./components/value-layers";
import { VoiceDemo } from "./components/voice-demo";
import "./landing.css";

interface LandingViewProps {
  onShowLogin: () => void;
  onShowRegister: (email?: string) => void;
}

export function LandingView({ onShowLogin, onShowRegister }: LandingViewProps) {
  return (
    <div className="landing">
      <header className="landing-header">
        <span className="landing-brand">
          <Brain size={24} aria-hidden="true" />
          Life Intelligence
        </span>
        <button type="button" className="btn btn-primary" onClick={() => onShowRegister()}>
          Start Free
        </button>
      </header>

      <main>
        <section className="landing-hero" aria-labelledby="hero-title">
          <p className="landing-eyebrow">Free prototype · No credit card needed</p>
          <h1 id="hero-title">Say it once. Let AI organise the rest.</h1>
          <p className="landing-lead">
            Your mind produces about 6,000 thoughts a day. Speak or type them as they come: Life Intelligence sorts
            them into personal, social and work, turns them into tasks and projects, and clears your head.
          </p>
        </section>

        <ValueLayers />
        <VoiceDemo />

        <section className="landing-signup" aria-labelledby="signup-title">
          <h2 id="signup-title">Start capturing today</h2>
          <p>Enter your e-mail to create your free account.</p>
          <SignUpForm onShowLogin={onShowLogin} onShowRegister={onShowRegister} />
          <p className="landing-signin">
            Already have an account?{" "}
            <AppLink href="/login" onNavigate={onShowLogin}>
              Sign in here
            </AppLink>
          </p>
        </section>
      </main>

      <footer className="landing-footer">
        <p>Life Intelligence · a self-hosted thought companion. Your thoughts stay on your own server.</p>
      </footer>
    </div>
  );
}
