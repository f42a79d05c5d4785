import { CalendarClock, CircleAlert, FolderKanban, Hourglass, Tag, UserRound } from "lucide-react";
import { formatShortDate, isLocalDate } from "../../../lib/dates";
import type { FeedThought } from "../api/feed-types";
import { formatScheduled } from "./format";

interface ThoughtFactsProps {
  thought: FeedThought;
  /** The title of the project this thought belongs to, when the feed has it. */
  parentTitle?: string;
  timeZone: string;
}

/** The line under the title: when, waiting on whom, which project, which people, which tags. */
export function ThoughtFacts({ thought, parentTitle, timeZone }: ThoughtFactsProps) {
  const attrs = thought.flexible_attributes;
  const people = attrs.entities ?? [];
  const tags = attrs.tags ?? [];
  const project = parentTitle ?? attrs.related_projects?.[0];
  const failed = thought.processing_status === "failed";
  const hasFacts = thought.scheduled_for || thought.waiting_for || project || people.length > 0 || tags.length > 0;
  if (!hasFacts && !failed) return null;

  return (
    <span className="thought-facts">
      {thought.scheduled_for && (
        <span className="fact">
          <CalendarClock size={14} aria-hidden="true" />
          <span className="visually-hidden">Scheduled: </span>
          <time dateTime={thought.scheduled_for}>
            {formatScheduled(thought.scheduled_for, timeZone)}
            {isLocalDate(thought.scheduled_for) && " (all day)"}
          </time>
        </span>
      )}
      {thought.waiting_for && (
        <span className="fact">
          <Hourglass size={14} aria-hidden="true" />
          <span>
            Waiting for {thought.waiting_for}
            {thought.expected_date && `, expected ${formatShortDate(thought.expected_date, timeZone)}`}
          </span>
        </span>
      )}
      {project && (
        <span className="fact">
          <FolderKanban size={14} aria-hidden="true" />
          <span>
            <span className="visually-hidden">Project: </span>
            {project}
          </span>
        </span>
      )}
      {people.length > 0 && (
        <span className="fact">
          <UserRound size={14} aria-hidden="true" />
          <span className="visually-hidden">People: </span>
          <span className="fact-list">
            {people.map((name) => (
              <span key={name} className="chip chip-person">
                {name}
              </span>
            ))}
          </span>
        </span>
      )}
      {tags.length > 0 && (
        <span className="fact">
          <Tag size={14} aria-hidden="true" />
          <span className="visually-hidden">Tags: </span>
          <span className="fact-list">
            {tags.map((tag) => (
              <span key={tag} className="chip chip-outline">
                #{tag}
              </span>
            ))}
          </span>
        </span>
      )}
      {failed && (
        <span className="fact fact-failed">
          <CircleAlert size={14} aria-hidden="true" />
          <span>Classification failed{thought.processing_error ? `: ${thought.processing_error}` : ""}</span>
        </span>
      )}
    </span>
  );
}
