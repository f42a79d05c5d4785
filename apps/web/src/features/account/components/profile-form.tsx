import { useId, useMemo, useState, type FormEvent } from "react";
import type { User } from "@life/contracts";
import { errorText } from "../../../lib/api-client";
import { useUpdateProfile } from "../api/account-api";

function zones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes(current) ? known : [current, ...known];
}

/** Display name and time zone (PUT /auth/me); every local-day view reads dates in the zone. */
export function ProfileForm({ user }: { user: User }) {
  const ids = { title: useId(), name: useId(), zone: useId() };
  const [name, setName] = useState(user.display_name ?? "");
  const [zone, setZone] = useState(user.timezone);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const update = useUpdateProfile();
  const options = useMemo(() => zones(user.timezone), [user.timezone]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    update.mutate(
      { display_name: name.trim() || null, timezone: zone },
      {
        onSuccess: () => setMessage({ tone: "success", text: "Profile saved." }),
        onError: (error) => setMessage({ tone: "error", text: errorText(error, "Could not save the profile. Please try again.") }),
      },
    );
  };

  return (
    <form className="account-form" onSubmit={submit} aria-labelledby={ids.title}>
      <h3 id={ids.title}>Profile</h3>
      <p className="account-muted">Signed in as {user.email}</p>
      <div className="field">
        <label htmlFor={ids.name}>Display name</label>
        <input id={ids.name} className="input" maxLength={100} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.zone}>Time zone</label>
        <select id={ids.zone} className="input" value={zone} onChange={(e) => setZone(e.target.value)}>
          {options.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </div>
      {message && (
        <p className={`notice notice-${message.tone}`} role={message.tone === "error" ? "alert" : "status"}>
          {message.text}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>
        Save profile
      </button>
    </form>
  );
}
