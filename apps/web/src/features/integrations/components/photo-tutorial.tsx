import { CopyButton } from "../../../components/ui/copy-button";

interface PhotoTutorialProps {
  endpoint: string;
  fullKey: string | undefined;
}

/** A second shortcut for photos (POST /shortcuts/photo): a picture becomes a document with a linked thought. */
export function PhotoTutorial({ endpoint, fullKey }: PhotoTutorialProps) {
  const authorization = `Bearer ${fullKey ?? "YOUR_API_KEY"}`;
  return (
    <section className="card integration-section" aria-labelledby="photo-tutorial-title">
      <h3 id="photo-tutorial-title">Capture a photo</h3>
      <p>A whiteboard, a receipt or where you parked: the photo is kept in Documents, its text is read, and a thought is linked to it.</p>
      <ol className="tutorial-steps">
        <li>
          Create a new shortcut named “Capture Photo” and add <strong>Take Photo</strong> (or <strong>Select Photos</strong> to pick one from your library).
        </li>
        <li>
          Add <strong>Get Contents of URL</strong> with the URL <code data-testid="photo-endpoint">{endpoint}</code>{" "}
          <CopyButton text={endpoint} label="Copy photo endpoint URL" className="btn btn-ghost" />
        </li>
        <li>
          Tap <strong>Show More</strong>: Method <strong>POST</strong>, Request Body <strong>Form</strong>. Add a <strong>File</strong> field named <code>photo</code> whose value
          is the <strong>Photo</strong> variable, and, if you like, a Text field named <code>title</code> (for example from <strong>Ask for Input</strong>).
        </li>
        <li>
          Under Headers add <code>Authorization</code> with the value <code>{fullKey ? "Bearer li_…" : authorization}</code>{" "}
          <CopyButton text={authorization} label="Copy Authorization header for the photo shortcut" className="btn btn-ghost" />. A retry is safe: add an{" "}
          <code>Idempotency-Key</code> header (for example the <strong>Current Date</strong>) and a repeat answers the same document.
        </li>
        <li>
          Add <strong>Show Notification</strong> with the text “Photo saved!”. The photo is PNG, JPEG or GIF; set the camera to <strong>Most Compatible</strong> if
          it saves HEIC.
        </li>
      </ol>
    </section>
  );
}
