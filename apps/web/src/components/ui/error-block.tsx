import "./view-kit.css";
import { AlertTriangle, RotateCw } from "lucide-react";

interface ErrorBlockProps {
  message: string;
  onRetry: () => void;
  /** Disables Try Again while the retry is in flight. */
  retrying?: boolean;
}

/** A view's load failure: the spec's message and a Try Again button (spec 8). */
export function ErrorBlock({ message, onRetry, retrying = false }: ErrorBlockProps) {
  return (
    <div className="error-block" role="alert">
      <p className="error-block-message">
        <AlertTriangle size={18} aria-hidden="true" />
        <span>{message}</span>
      </p>
      <button type="button" className="btn btn-secondary" onClick={onRetry} disabled={retrying}>
        <RotateCw size={16} aria-hidden="true" className={retrying ? "spin" : undefined} /> Try Again
      </button>
    </div>
  );
}
