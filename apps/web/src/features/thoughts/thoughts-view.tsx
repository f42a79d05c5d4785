import { useEffect, useMemo } from "react";
import { AlertTriangle, RotateCw } from "lucide-react";
import { Loading } from "../../components/ui/loading";
import { errorText } from "../../lib/api-client";
import { useTimeZone } from "../../lib/dates";
import { refreshSelectedThought, useSelectedThought } from "../../lib/thought-selection";
import { isStored, type FeedThought } from "./api/feed-types";
import { useThoughts } from "./api/get-thoughts";
import { FeedEmptyState } from "./components/feed-empty-state";
import { eventCount, thoughtTitle } from "./components/format";
import { ThoughtCard } from "./components/thought-card";
import "./thoughts.css";

const NO_THOUGHTS: FeedThought[] = [];

export function ThoughtsView() {
  const { data, error, isPending, refetch, isFetching } = useThoughts();
  const timeZone = useTimeZone();
  const selectedId = useSelectedThought()?.id;
  const thoughts = data?.data ?? NO_THOUGHTS;

  // Project titles by id, so a task's card can name the project it belongs to.
  const titles = useMemo(() => new Map(thoughts.map((t) => [t.id, thoughtTitle(t)])), [thoughts]);

  // A command or the classifier may have changed the selected thought; keep the chat's copy fresh.
  useEffect(() => {
    for (const thought of thoughts) if (isStored(thought)) refreshSelectedThought(thought);
  }, [thoughts]);

  if (isPending) return <Loading label="Loading thoughts…" />;

  if (error) {
    return (
      <div className="system-error" role="alert">
        <p className="system-error-title">
          <AlertTriangle size={18} aria-hidden="true" /> System Error
        </p>
        <p>{errorText(error, "Failed to load thoughts")}</p>
        <button type="button" className="btn btn-secondary" onClick={() => refetch()} disabled={isFetching}>
          <RotateCw size={16} aria-hidden="true" /> Try Again
        </button>
      </div>
    );
  }

  if (thoughts.length === 0) return <FeedEmptyState />;

  return (
    <section className="feed" aria-labelledby="feed-count">
      <h2 id="feed-count" className="feed-count">
        {eventCount(data.total)}
      </h2>
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
    </section>
  );
}

export default ThoughtsView;
