import type { ReactNode } from "react";

interface AuthFieldProps {
  id: string;
  label: string;
  type: "email" | "password";
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the input and linked to it with aria-describedby. */
  hint?: ReactNode;
}

/** A labelled, required input of the sign-in and register forms. */
export function AuthField({ id, label, type, autoComplete, value, onChange, hint }: AuthFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type={type}
        autoComplete={autoComplete}
        required
        aria-describedby={hintId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
    </div>
  );
}
