import { API_BASE } from "../../lib/api-client";

/** /docs/apple-shortcuts: the full reference behind the Apple Shortcuts page. */
export function AppleShortcutsDoc({ origin }: { origin: string }) {
  const base = `${origin}${API_BASE}`;
  return (
    <article className="doc-article" aria-labelledby="doc-title">
      <h1 id="doc-title">Apple Shortcuts</h1>
      <p>
        Capture a thought with Siri, the Home Screen or the Action button. The shortcut sends what you say to this server, which saves and classifies it
        like anything you type in the app.
      </p>

      <h2>1. Create a key</h2>
      <p>
        In the app open the profile menu → <strong>Apple Shortcuts</strong> and create your key (give the device a name if you like). Copy the key: it
        is shown once. A shortcut key can only capture; it cannot read your thoughts or change your account.
      </p>

      <h2>2. Build the “Capture Thought” shortcut</h2>
      <ol>
        <li>In the Shortcuts app tap + and name the shortcut “Capture Thought”.</li>
        <li>Add the Dictate Text action (or Ask for Input, to type instead).</li>
        <li>
          Add Get Contents of URL with the URL <code>{base}/shortcuts/capture</code>.
        </li>
        <li>
          Method POST, Request Body JSON, one Text field <code>original_input</code> set to the dictated text.
        </li>
        <li>
          Header <code>Authorization</code> with the value <code>Bearer li_…</code> (your key).
        </li>
        <li>Add Show Notification: “Thought captured!”.</li>
        <li>Done. Say “Hey Siri, Capture Thought”.</li>
      </ol>
      <p>
        The Apple Shortcuts page also offers this shortcut as a file (Download Shortcut File) that asks for your key when added. iOS 15 and later open only
        signed shortcut files: sign it on a Mac with <code>shortcuts sign --mode anyone --input "Capture Thought.shortcut" --output "Capture Thought signed.shortcut"</code>{" "}
        and open the signed copy on the iPhone; without a Mac, build it by hand as above.
      </p>

      <h2>Endpoints</h2>
      <p>
        All take <code>Authorization: Bearer &lt;key&gt;</code> and JSON. Send an <code>Idempotency-Key</code> header with a value of your choice to make a
        retried request safe: a repeat answers the thought the first one created.
      </p>
      <dl>
        <dt>
          <code>POST {base}/shortcuts/capture</code>
        </dt>
        <dd>
          Body <code>{'{"original_input": "Buy milk on the way home"}'}</code>. Answers 201 with the saved thought as <code>data</code>.
        </dd>
        <dt>
          <code>POST {base}/shortcuts/schedule</code>
        </dt>
        <dd>The same, for something with a date or time (“Dentist tomorrow at 3pm”). Without one it answers 400 and saves nothing.</dd>
        <dt>
          <code>POST {base}/thoughts</code>
        </dt>
        <dd>The app's own capture; a shortcut key may use it too.</dd>
        <dt>
          <code>POST {base}/shortcuts/photo</code>
        </dt>
        <dd>
          A photo (PNG, JPEG or GIF) sent as a form with the image in the field <code>photo</code> and, before it, an optional <code>title</code>. It is
          saved as a document; once read, it gets a linked thought. Other files answer 415. With an <code>Idempotency-Key</code>, a repeat answers the same
          document.
        </dd>
        <dt>
          <code>POST {base}/shortcuts/test</code>
        </dt>
        <dd>Answers which key and account you are connected as.</dd>
      </dl>

      <h2>Try it from a terminal</h2>
      <pre className="code-block">{`curl -X POST ${base}/shortcuts/capture \\
  -H "Authorization: Bearer li_YOUR_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"original_input": "Call Mum on Sunday"}'`}</pre>

      <h2>When something goes wrong</h2>
      <ul>
        <li>
          <strong>401</strong>: the key is mistyped or was revoked. Create a new one.
        </li>
        <li>
          <strong>403</strong>: the key is of another type (a Custom GPT key, say). Use an Apple Shortcuts key.
        </li>
        <li>
          <strong>400</strong>: the text is empty or too long, or, for <code>/schedule</code>, has no date or time.
        </li>
        <li>
          <strong>429</strong>: too many captures in a minute; wait the seconds the message says.
        </li>
      </ul>
    </article>
  );
}
