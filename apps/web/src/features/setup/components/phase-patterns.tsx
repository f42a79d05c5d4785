import { overthinkingThemes, thinkingPatterns, thoughtResponses, type SetupAnswers } from "@life/contracts";
import { CheckboxGroup } from "./choice-group";

type Update = (changes: Partial<SetupAnswers>) => void;

/** Phase 2: what the person's thoughts tend to circle around. */
export function PhasePatterns({ answers, update }: { answers: SetupAnswers; update: Update }) {
  return (
    <>
      <div className="field">
        <label htmlFor="setup-recurring">Recurring thoughts</label>
        <textarea
          id="setup-recurring"
          className="input setup-textarea"
          rows={4}
          maxLength={5000}
          placeholder="What comes back to mind again and again?"
          value={answers.recurring_thoughts}
          onChange={(e) => update({ recurring_thoughts: e.target.value })}
        />
      </div>
      <CheckboxGroup legend="What do you overthink about?" name="overthinking" options={overthinkingThemes} selected={answers.overthinking_themes} onChange={(ids) => update({ overthinking_themes: ids as SetupAnswers["overthinking_themes"] })} />
      <CheckboxGroup legend="Thinking patterns you notice" name="patterns" options={thinkingPatterns} selected={answers.thinking_patterns} onChange={(ids) => update({ thinking_patterns: ids as SetupAnswers["thinking_patterns"] })} />
      <CheckboxGroup legend="How do you respond to negative thoughts?" name="responses" options={thoughtResponses} selected={answers.thought_responses} onChange={(ids) => update({ thought_responses: ids as SetupAnswers["thought_responses"] })} />
    </>
  );
}
