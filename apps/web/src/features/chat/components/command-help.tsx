import { useId } from "react";
import { chatCommandPatterns } from "@life/contracts";
import { X } from "lucide-react";

/** The "Available Commands" panel that "?" opens in command mode (spec 2.13). */
export function CommandHelp({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <section className="chat-panel chat-help" aria-labelledby={titleId}>
      <div className="chat-panel-head">
        <h2 id={titleId}>Available Commands</h2>
        <button type="button" className="btn btn-ghost chat-icon-button" aria-label="Close available commands" onClick={onClose}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      <ul className="chat-help-list">
        {chatCommandPatterns.map(({ pattern, kind }) => (
          <li key={pattern}>
            <code>{pattern}</code> <span className="chat-help-kind">({kind})</span>
          </li>
        ))}
      </ul>
      <p className="chat-panel-note">
        Start with "/" for a command, or select a thought and start with change, move, tag, schedule, remind, connect,
        delete, complete or archive.
      </p>
    </section>
  );
}
