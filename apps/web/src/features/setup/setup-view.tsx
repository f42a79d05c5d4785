import { useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, Save, Sparkles } from "lucide-react";
import { SETUP_PHASES, type SetupAnswers } from "@life/contracts";
import { ErrorBlock } from "../../components/ui/error-block";
import { Loading } from "../../components/ui/loading";
import { TOAST_DURATION_MS } from "../../components/ui/toast";
import { useCompleteSetup, useSaveSetup, useSetup } from "./api/setup-api";
import { PhaseEssential } from "./components/phase-essential";
import { PhasePatterns } from "./components/phase-patterns";
import { PhasePreferences } from "./components/phase-preferences";
import { PhaseProfessional } from "./components/phase-professional";
import "./setup.css";

export const SAVED_MESSAGE = "Progress saved! ✓";
export const SAVE_FAILED = "Save failed. Please try again.";
export const COMPLETE_FAILED = "Failed to complete setup. Please try again.";
export const COMPLETED_ALERT = "Questionnaire completed! Your life intelligence system is now pre-populated.";

export function SetupView() {
  const setup = useSetup();
  if (setup.isPending) return <Loading />;
  if (setup.isError) return <ErrorBlock message="Failed to load setup" onRetry={() => void setup.refetch()} />;
  return <SetupForm initialAnswers={setup.data.data.answers} initialPhase={setup.data.data.phase} />;
}

/** Spec 2.12, saved on the server: answers survive a reload or another device. */
function SetupForm({ initialAnswers, initialPhase }: { initialAnswers: SetupAnswers; initialPhase: number }) {
  const [answers, setAnswers] = useState(initialAnswers);
  const [phase, setPhase] = useState(initialPhase);
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const save = useSaveSetup();
  const complete = useCompleteSetup();
  const busy = save.isPending || complete.isPending;
  const current = SETUP_PHASES[phase - 1] ?? SETUP_PHASES[0];

  const update = (changes: Partial<SetupAnswers>) => setAnswers((old) => ({ ...old, ...changes }));
  const show = (kind: "success" | "error", text: string) => {
    clearTimeout(timer.current);
    setNotice({ kind, text });
    if (kind === "success") timer.current = setTimeout(() => setNotice(null), TOAST_DURATION_MS);
  };

  const saveProgress = (nextPhase: number) =>
    save.mutate(
      { answers, phase: nextPhase },
      {
        onSuccess: () => {
          setPhase(nextPhase);
          show("success", SAVED_MESSAGE);
        },
        onError: () => show("error", SAVE_FAILED),
      },
    );

  const finish = () =>
    complete.mutate(
      { answers, phase: 4 },
      {
        onSuccess: () => {
          setNotice(null);
          window.alert(COMPLETED_ALERT);
        },
        onError: () => show("error", COMPLETE_FAILED),
      },
    );

  return (
    <section className="setup-view" aria-labelledby="setup-title">
      <header className="setup-header">
        <h2 id="setup-title">Life Intelligence Setup</h2>
        <p className="setup-muted">A few questions so your thoughts are organised around the people and projects in your life.</p>
        <div className="setup-progress">
          <span>
            Phase {phase} of {SETUP_PHASES.length}
          </span>
          <progress max={SETUP_PHASES.length} value={phase} aria-label="Setup progress">
            {phase} of {SETUP_PHASES.length}
          </progress>
        </div>
        <ol className="setup-steps">
          {SETUP_PHASES.map((p) => (
            <li key={p.number} aria-current={p.number === phase ? "step" : undefined}>
              {p.title} <span className="setup-muted">({p.minutes} min)</span>
            </li>
          ))}
        </ol>
      </header>

      <div className="setup-phase">
        <h3>
          Phase {current.number}: {current.title} <span className="setup-muted">({current.minutes} min)</span>
        </h3>
        <p className="setup-muted">{current.summary}</p>
        {phase === 1 && <PhaseEssential answers={answers} update={update} />}
        {phase === 2 && <PhasePatterns answers={answers} update={update} />}
        {phase === 3 && <PhaseProfessional answers={answers} update={update} />}
        {phase === 4 && <PhasePreferences answers={answers} update={update} />}
      </div>

      {notice && (
        <p className={`notice ${notice.kind === "success" ? "notice-success" : "notice-error"}`} role={notice.kind === "success" ? "status" : "alert"}>
          {notice.text}
        </p>
      )}

      <div className="setup-actions">
        <button type="button" className="btn btn-secondary" onClick={() => setPhase(phase - 1)} disabled={phase === 1 || busy}>
          <ChevronLeft size={16} aria-hidden="true" /> Previous
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => saveProgress(phase)} disabled={busy}>
          <Save size={16} aria-hidden="true" /> Save Progress
        </button>
        {phase < 4 ? (
          <button type="button" className="btn btn-primary" onClick={() => saveProgress(phase + 1)} disabled={busy}>
            Next Phase <ChevronRight size={16} aria-hidden="true" />
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={finish} disabled={busy}>
            <Sparkles size={16} aria-hidden="true" /> Complete Setup
          </button>
        )}
      </div>
    </section>
  );
}

export default SetupView;
