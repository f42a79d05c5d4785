import { aiPriorities, communicationStyles, planSetupRecords, type SetupAnswers } from "@life/contracts";
import { RadioGroup } from "./choice-group";

type Update = (changes: Partial<SetupAnswers>) => void;

/** Phase 4: preferences, and the preview of exactly what Complete Setup creates (the server runs the same plan). */
export function PhasePreferences({ answers, update }: { answers: SetupAnswers; update: Update }) {
  const plan = planSetupRecords(answers);
  const contacts = plan.filter((p) => p.kind === "contact");
  const projects = plan.filter((p) => p.kind === "project");
  return (
    <>
      <RadioGroup legend="What should the AI prioritise?" name="ai-priority" options={aiPriorities} value={answers.ai_priority} onChange={(ai_priority) => update({ ai_priority })} />
      <RadioGroup legend="Communication style" name="communication-style" options={communicationStyles} value={answers.communication_style} onChange={(communication_style) => update({ communication_style })} />
      <section className="setup-preview" aria-labelledby="setup-preview-title">
        <h4 id="setup-preview-title">What will be created</h4>
        {plan.length === 0 ? (
          <p className="setup-muted">Nothing yet: add people and projects in phases 1 and 3.</p>
        ) : (
          <>
            {contacts.length > 0 && (
              <>
                <h5>Contacts ({contacts.length})</h5>
                <ul aria-label="Contacts to create">
                  {contacts.map((item) => (
                    <li key={item.key}>
                      {item.name} <span className="setup-muted">— {[item.relation, item.kind === "contact" && item.relation !== item.detail.toLowerCase() ? item.detail : ""].filter(Boolean).join(", ")}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {projects.length > 0 && (
              <>
                <h5>Projects ({projects.length})</h5>
                <ul aria-label="Projects to create">
                  {projects.map((item) => (
                    <li key={item.key}>
                      {item.name} <span className="setup-muted">— {item.detail}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
        <p className="setup-muted">Jobs, tools, thinking patterns and preferences are kept with your profile. Running setup again updates these records instead of adding new ones.</p>
      </section>
    </>
  );
}
