import "./view-kit.css";
import type { ReactNode } from "react";

interface ViewHeaderProps {
  title: string;
  /** A count or short summary under the title, e.g. "3 projects". */
  subtitle?: ReactNode;
  /** Buttons on the right (Refresh, date picker…). */
  actions?: ReactNode;
  titleId?: string;
}

export function ViewHeader({ title, subtitle, actions, titleId }: ViewHeaderProps) {
  return (
    <header className="view-header">
      <div className="view-header-text">
        <h2 id={titleId}>{title}</h2>
        {subtitle !== undefined && <p className="view-header-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="view-header-actions">{actions}</div>}
    </header>
  );
}
