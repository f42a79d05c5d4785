import { CopyButton } from "../../../components/ui/copy-button";

interface ShortcutTutorialProps {
  endpoint: string;
  /** The key to paste, when this tab created it; else a placeholder. */
  fullKey: string | undefined;
}

/** The 7-step "Capture Thought" shortcut (spec 2.16), with this server's real endpoint. */
export function ShortcutTutorial({ endpoint, fullKey }: ShortcutTutorialProps) {
  const authorization = `Bearer ${fullKey ?? "YOUR_API_KEY"}`;
  return (
    <section className="card integration-section" aria-labelledby="tutorial-title">
      <h3 id="tutorial-title">Create the “Capture Thought” shortcut</h3>
      <ol className="tutorial-steps">
        <li>Open the Shortcuts app on your iPhone, tap <strong>+</strong> and name the new shortcut “Capture Thought”.</li>
        <li>
          Add the <strong>Dictate Text</strong> action, so the shortcut listens when it starts.
        </li>
        <li>
          Add <strong>Get Contents of URL</strong> and set the URL to{" "}
          <code data-testid="capture-endpoint">{endpoint}</code> <CopyButton text={endpoint} label="Copy endpoint URL" className="btn btn-ghost" />
        </li>
        <li>
          Tap <strong>Show More</strong>: set Method to <strong>POST</strong> and Request Body to <strong>JSON</strong>, then add a Text field named{" "}
          <code>original_input</code> whose value is the <strong>Dictated Text</strong> variable.
        </li>
        <li>
          Under Headers add <code>Authorization</code> with the value <code>{fullKey ? "Bearer li_…" : authorization}</code>{" "}
          <CopyButton text={authorization} label="Copy Authorization header value" className="btn btn-ghost" />
        </li>
        <li>
          Add <strong>Show Notification</strong> with the text “Thought captured!”.
        </li>
        <li>Tap Done. Run it with “Hey Siri, Capture Thought”, from the Home Screen or the Action button.</li>
      </ol>
      <h4>Typing instead of speaking</h4>
      <p>
        Replace <strong>Dictate Text</strong> with <strong>Ask for Input</strong> (input type Text) and use <strong>Provided Input</strong> as the value
        of <code>original_input</code>. Everything else stays the same.
      </p>
    </section>
  );
}
