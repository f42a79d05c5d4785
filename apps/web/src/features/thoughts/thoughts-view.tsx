import { AlertTriangle, RotateCw } from "lucide-react";
import { Loading } from "../../components/ui/loading";
import { errorText } from "../../lib/api-client";
import { useThoughts } from "./api/get-thoughts";
import { FeedEmptyState } from "./components/feed-empty-state";
import { eventCount } from "./components/format";
import { ThoughtCard } from "./components/thought-card";
import "./thoughts.css";

export function ThoughtsView() {
  const { data, error, isPending, refetch, isFetching } = useThoughts();

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

  if (data.data.length === 0) return <FeedEmptyState />;

  return (
    <section className="feed" aria-labelledby="feed-count">
      <h2 id="feed-count" className="feed-count">
        {eventCount(data.total)}
      </h2>
      <ul className="feed-list" role="list" aria-label="Thoughts">
        {data.data.map((thought) => (
          <li key={thought.id}>
            <ThoughtCard thought={thought} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default ThoughtsView;
