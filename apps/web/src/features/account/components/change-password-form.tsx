import { useId, useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from "@life/contracts";
import { errorText } from "../../../lib/api-client";
import { useChangePassword } from "../api/account-api";

type Message = { tone: "success" | "error"; text: string };

export function ChangePasswordForm() {
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [message, setMessage] = useState<Message | null>(null);
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (next.length < PASSWORD_MIN_LENGTH) return setMessage({ tone: "error", text: PASSWORD_TOO_SHORT });
    if (next !== confirm) return setMessage({ tone: "error", text: "Passwords do not match" });
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent("");
          setNext("");
          setConfirm("");
          setMessage({ tone: "success", text: "Password changed. Your other sessions were signed out." });
        },
        onError: (error) => setMessage({ tone: "error", text: errorText(error, "Could not change the password. Please try again.") }),
      },
    );
  };

  return (
    <form className="account-form" onSubmit={submit} aria-labelledby={`${ids.current}-title`}>
      <h3 id={`${ids.current}-title`}>Change password</h3>
      <div className="field">
        <label htmlFor={ids.current}>Current password</label>
        <input id={ids.current} className="input" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.next}>New password</label>
        <input id={ids.next} className="input" type="password" autoComplete="new-password" required value={next} onChange={(e) => setNext(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.confirm}>Confirm new password</label>
        <input id={ids.confirm} className="input" type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </div>
      {message && (
        <p className={`notice notice-${message.tone}`} role={message.tone === "error" ? "alert" : "status"}>
          {message.text}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending ? "Changing…" : "Change password"}
      </button>
    </form>
  );
}
