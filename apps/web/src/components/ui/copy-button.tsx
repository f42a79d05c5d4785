import { useEffect, useState } from "react";
import { Check, Copy } from "lucide-react";

interface CopyButtonProps {
  text: string;
  /** The button's accessible name, e.g. "Copy API key". */
  label: string;
  className?: string;
}

/** Copies text to the clipboard and says so for a moment; a refusal (plain http) says that instead. */
export function CopyButton({ text, label, className = "btn btn-secondary" }: CopyButtonProps) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };

  return (
    <button type="button" className={className} onClick={() => void copy()} aria-label={label}>
      {state === "copied" ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
      <span aria-live="polite">{state === "copied" ? "Copied!" : state === "failed" ? "Copy failed" : "Copy"}</span>
    </button>
  );
}
