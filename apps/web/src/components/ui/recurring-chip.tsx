import { Repeat } from "lucide-react";

/** Marks a card of a recurring thought: the icon is decoration, the word is what is read out. */
export function RecurringChip() {
  return (
    <span className="chip">
      <Repeat size={12} aria-hidden="true" /> Repeats
    </span>
  );
}
