import type { FeedThought } from "../api/feed-types";
import { ThoughtCard } from "./thought-card";
import { VirtualFeedList } from "./virtual-feed-list";

/** Above this many loaded cards the list renders only what is near the viewport. */
export const VIRTUALISE_AFTER = 100;

export interface FeedListProps {
  thoughts: FeedThought[];
  /** Titles by id, so a task's card can name the project it belongs to. */
  titles: Map<string, string>;
  timeZone: string;
  selectedId: string | undefined;
}

export function FeedList(props: FeedListProps) {
  if (props.thoughts.length > VIRTUALISE_AFTER) return <VirtualFeedList {...props} />;
  const { thoughts, titles, timeZone, selectedId } = props;
  return (
    <ul className="feed-list" role="list" aria-label="Thoughts">
      {thoughts.map((thought) => (
        <li key={thought.id}>
          <ThoughtCard
            thought={thought}
            parentTitle={thought.parent_id ? titles.get(thought.parent_id) : undefined}
            timeZone={timeZone}
            selected={thought.id === selectedId}
          />
        </li>
      ))}
    </ul>
  );
}
