import { FolderKanban } from "lucide-react";
import { EmptyState, ExamplePrompts } from "../../../components/ui/empty-state";

export const PROJECT_EXAMPLES = [
  "Plan a kitchen renovation: budget, contractor, tiles",
  "Organise Mum's 60th birthday: venue, guest list, cake",
  "Launch the new website: copy, design review, go-live",
] as const;

export function ProjectsEmptyState() {
  return (
    <EmptyState icon={FolderKanban} title="No Projects Found">
      <p>A project appears when a thought describes something with several steps.</p>
      <ExamplePrompts examples={PROJECT_EXAMPLES} />
    </EmptyState>
  );
}
