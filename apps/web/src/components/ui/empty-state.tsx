import "./view-kit.css";
import { useId, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}

/** A calm "nothing here yet" panel; the title names the region for assistive technology. */
export function EmptyState({ icon: Icon, title, children }: EmptyStateProps) {
  const titleId = useId();
  return (
    <section className="empty-state" aria-labelledby={titleId}>
      <Icon size={32} aria-hidden="true" className="empty-state-icon" />
      <h3 id={titleId}>{title}</h3>
      {children}
    </section>
  );
}

/** Example phrases for an empty state, shown as quotes a person could type. */
export function ExamplePrompts({ label = "Try saying", examples }: { label?: string; examples: readonly string[] }) {
  const labelId = useId();
  return (
    <div className="example-prompts">
      <p id={labelId}>{label}:</p>
      <ul aria-labelledby={labelId}>
        {examples.map((example) => (
          <li key={example}>“{example}”</li>
        ))}
      </ul>
    </div>
  );
}
