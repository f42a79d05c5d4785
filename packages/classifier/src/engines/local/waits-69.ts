/**
 * "so tired of chasing Ridgeline no-shows for deposits", "awkward feeling about chasing Lerato for the salon fees": a
 * feeling about the chore of chasing (its weariness, its awkwardness) is the feeling's matter, not one thing awaited
 * now (GUIDELINES 7 wants a wait on someone outside one's control); "chasing payroll for my overtime" and "chased the
 * accountant again about the tax figures" still are. Read halves of the 40th and 64th sets (the 46th's "so tired of
 * chasing credit customers" is labelled the same).
 */
const FEELING_ABOUT = /\b(?:tired|sick|weary|fed up|bored|exhausted|done|awkward|uncomfortable|embarrassed|guilty|feeling|feel|feels)\s+(?:of|about|with)$/i;
const FEELING_VERB = /\b(?:hate|hates|hating|dread|dreads|dreading)$/i;

/** Whether the words before a chase at `chaseIndex` (within the same clause) are a feeling about chasing. */
export function chaseAsFeeling(text: string, chaseIndex: number): boolean {
  const clause = (text.slice(0, chaseIndex).split(/[,;.!?]/).pop() ?? "").trimEnd();
  return FEELING_ABOUT.test(clause) || FEELING_VERB.test(clause);
}
