import { useId, useMemo, useState, type FormEvent } from "react";
import { Globe } from "lucide-react";
import { errorText } from "../../../lib/api-client";
import { useUpdateTimeZone } from "../api/update-time-zone";

function zoneOptions(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(current) ? all : [current, ...all];
}

/** Shows the zone the day is read in, and lets the person change it (saved on their account). */
export function TimeZoneControl({ zone }: { zone: string }) {
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState(zone);
  const update = useUpdateTimeZone();
  const selectId = useId();
  const options = useMemo(() => zoneOptions(zone), [zone]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(choice, { onSuccess: () => setEditing(false) });
  };

  if (!editing) {
    return (
      <button
        type="button"
        className="btn btn-ghost time-zone-toggle"
        aria-label={`Time zone: ${zone}. Change`}
        onClick={() => {
          setChoice(zone);
          update.reset();
          setEditing(true);
        }}
      >
        <Globe size={16} aria-hidden="true" /> Time zone: {zone}
      </button>
    );
  }

  return (
    <form className="time-zone-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={selectId}>Time zone</label>
        <select id={selectId} className="input" value={choice} onChange={(event) => setChoice(event.target.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className="time-zone-actions">
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          Save
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
      {update.error && (
        <p className="notice notice-error" role="alert">
          {errorText(update.error, "Failed to update time zone")}
        </p>
      )}
    </form>
  );
}
