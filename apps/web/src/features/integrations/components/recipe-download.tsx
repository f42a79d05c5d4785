import { useState } from "react";
import { Download } from "lucide-react";
import { apiBlob, errorText } from "../../../lib/api-client";

export const RECIPE_FILE = "Capture Thought.shortcut";
export const RECIPE_FAILED = "Failed to download the shortcut file";

/** Hands a fetched file to the browser's download (the request needs the token, so no plain link). */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The downloadable recipe (GET /shortcuts/recipe.shortcut). It carries no key: Shortcuts asks
 * for it on import. Current iOS only imports signed files, so the page says how to sign it.
 */
export function RecipeDownload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveBlob(await apiBlob("/shortcuts/recipe.shortcut"), RECIPE_FILE);
    } catch (failure) {
      setError(errorText(failure, RECIPE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="recipe-download">
      <p>
        Or download the finished “Capture Thought” shortcut. It asks for your key when you add it. iOS 15 and later only open signed shortcut files: on a Mac,
        run <code>shortcuts sign --mode anyone --input "Capture Thought.shortcut" --output "Capture Thought signed.shortcut"</code> and open the signed file on your
        iPhone (AirDrop or Files). Without a Mac, follow the steps above.
      </p>
      <button type="button" className="btn btn-secondary" onClick={() => void download()} disabled={busy}>
        <Download size={16} aria-hidden="true" /> {busy ? "Downloading…" : "Download Shortcut File"}
      </button>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
