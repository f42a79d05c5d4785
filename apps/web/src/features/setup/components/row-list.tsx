import { Plus, X } from "lucide-react";
import type { ReactNode } from "react";

interface RowListProps<T> {
  legend: string;
  /** "child" in "Add another child" and "Remove child 2". */
  noun: string;
  rows: T[];
  blank: () => T;
  onChange: (rows: T[]) => void;
  renderRow: (row: T, update: (row: T) => void, index: number) => ReactNode;
}

/**
 * A list the person grows with "Add another"; every row after the first can be removed, the
 * first cannot (spec 2.12). An empty list shows one blank row.
 */
export function RowList<T>({ legend, noun, rows, blank, onChange, renderRow }: RowListProps<T>) {
  const shown = rows.length > 0 ? rows : [blank()];
  const update = (index: number) => (row: T) => onChange(shown.map((old, i) => (i === index ? row : old)));
  return (
    <fieldset className="setup-list">
      <legend>{legend}</legend>
      {shown.map((row, index) => (
        <div className="setup-row" key={index}>
          {renderRow(row, update(index), index)}
          {index > 0 && (
            <button type="button" className="btn btn-ghost setup-remove" aria-label={`Remove ${noun} ${index + 1}`} onClick={() => onChange(shown.filter((_, i) => i !== index))}>
              <X size={16} aria-hidden="true" />
            </button>
          )}
        </div>
      ))}
      <button type="button" className="btn btn-secondary setup-add" onClick={() => onChange([...shown, blank()])}>
        <Plus size={16} aria-hidden="true" /> Add another {noun}
      </button>
    </fieldset>
  );
}

/** A list of plain names (spouses, parents, managers, projects…). */
export function NameList({ legend, noun, names, onChange }: { legend: string; noun: string; names: string[]; onChange: (names: string[]) => void }) {
  return (
    <RowList
      legend={legend}
      noun={noun}
      rows={names}
      blank={() => ""}
      onChange={onChange}
      renderRow={(name, update, index) => (
        <input className="input" aria-label={`${capitalise(noun)} ${index + 1} name`} value={name} maxLength={200} onChange={(e) => update(e.target.value)} />
      )}
    />
  );
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
