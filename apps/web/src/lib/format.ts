/** "1 project", "3 projects": the spec's "N project(s)" said properly. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}

/** "routine_activity" → "routine activity". */
export function humanize(value: string): string {
  return value.replace(/_/g, " ");
}

/** The title a person sees: the AI's title when there is one, else what they wrote. */
export function displayTitle(thought: { ai_title?: string | null; title?: string | null; original_input?: string | null }): string {
  return thought.ai_title?.trim() || thought.title?.trim() || thought.original_input?.trim() || "Untitled";
}
