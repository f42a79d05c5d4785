interface Option {
  id: string;
  label: string;
}

/** Checkboxes: any number of the options. */
export function CheckboxGroup({ legend, name, options, selected, onChange }: { legend: string; name: string; options: readonly Option[]; selected: string[]; onChange: (ids: string[]) => void }) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));
  return (
    <fieldset className="setup-choices">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className="setup-choice">
          <input type="checkbox" name={name} checked={selected.includes(option.id)} onChange={(e) => toggle(option.id, e.target.checked)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Radio buttons: one of the options. */
export function RadioGroup<T extends string>({ legend, name, options, value, onChange }: { legend: string; name: string; options: readonly { id: T; label: string }[]; value: T | null; onChange: (id: T) => void }) {
  return (
    <fieldset className="setup-choices">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className="setup-choice">
          <input type="radio" name={name} checked={value === option.id} onChange={() => onChange(option.id)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Plain strings as their own ids (e-mail systems, tools). */
export const asOptions = (labels: readonly string[]): Option[] => labels.map((label) => ({ id: label, label }));
