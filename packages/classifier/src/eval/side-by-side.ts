import type { EvalReport } from "./score.js";

/** The rows of the comparison, in the order of the targets, then the rest. */
const ROWS: Array<[keyof EvalReport, string]> = [
  ["domain", "domain"],
  ["event_type", "event type"],
  ["scheduled_local", "scheduled time"],
  ["entities_f1", "entity F1"],
  ["completes_f1", "completes F1"],
  ["parent_f1", "parent F1"],
  ["waiting_for_f1", "waiting-for F1"],
  ["is_container", "is container"],
  ["priority", "priority"],
  ["entities_precision", "entity precision"],
  ["entities_recall", "entity recall"],
  ["completes", "completes"],
  ["parent", "parent"],
  ["waiting_for", "waiting-for"],
];

const signed = (x: number) => `${x > 0 ? "+" : x < 0 ? "−" : " "}${Math.abs(x).toFixed(3)}`;

/**
 * Both engines' scores per field, as a plain-text table:
 *   field              local    llm (model)   diff
 *   domain             0.963    0.981        +0.019
 */
export function formatSideBySide(local: EvalReport, llm: EvalReport, model: string): string[] {
  const llmHeader = `llm (${model})`;
  const width = Math.max(...ROWS.map(([, label]) => label.length));
  const llmWidth = Math.max(llmHeader.length, 5);
  const line = (label: string, a: string, b: string, d: string) => `${label.padEnd(width)}  ${a.padStart(6)}  ${b.padStart(llmWidth)}  ${d.padStart(7)}`;
  return [
    line("field", "local", llmHeader, "diff"),
    line("-".repeat(width), "-".repeat(6), "-".repeat(llmWidth), "-".repeat(7)),
    ...ROWS.map(([key, label]) => line(label, local[key].toFixed(3), llm[key].toFixed(3), signed(llm[key] - local[key]))),
  ];
}
