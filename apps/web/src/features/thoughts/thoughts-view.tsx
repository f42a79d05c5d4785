import { useEffect, useMemo } from "react";
import { AlertTriangle, RotateCw } from "lucide-react";
import { Loading } from "../../components/ui/loading";
import { errorText } from "../../lib/api-client";
import { useTimeZone } from "../../lib/dates";
import { refreshSelectedThought, useSelectedThought } from "../../lib/thought-selection";
import { feedThoughts } from "./api/feed-cache";
import { isStored } from "./api/feed-types";
import { useThoughts } from "./api/get-thoughts";
import { usePollClassifying } from "./api/poll-classifying";
import { queuedCard, useQueuedCaptures } from "./api/outbox";
import { FeedEmptyState } from "./components/feed-empty-state";
import { FeedList } from "./components/feed-list";
import { eventCount, thoughtTitle } from "./components/format";
import { LoadMore } from "./components/load-more";
import "./thoughts.css";

export function ThoughtsView() {
  const { data, error, isPending, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useThoughts();
  usePollClassifying(data);
  const timeZone = useTimeZone();
  const selectedId = useSelectedThought()?.id;
  const waiting = useQueuedCaptures();
  const thoughts = useMemo(() => [...waiting.map(queuedCard), ...feedThoughts(data)], [waiting, data]);

  // Project titles by id, so a task's card can name the project it belongs to.
  const titles = useMemo(() => new Map(thoughts.map((t) => [t.id, thoughtTitle(t)])), [thoughts]);

  // A command or the classifier may have changed the selected thought; keep the chat's copy fresh.
  useEffect(() => {
    for (const thought of thoughts) if (isStored(thought)) refreshSelectedThought(thought);
  }, [thoughts]);

  if (isPending) return <Loading label="Loading thoughts…" />;

  if (error && !data) {
    return (
      <>
        {/* Offline after a reload: what waits to be sent is still on this device. */}
        {waiting.length > 0 && <FeedList thoughts={thoughts} titles={titles} timeZone={timeZone} selectedId={selectedId} />}
      <div className="system-error" role="alert">
        <p className="system-error-title">
          <AlertTriangle size={18} aria-hidden="true" /> System Error
        </p>
        <p>{errorText(error, "Failed to load thoughts")}</p>
        <button type="button" className="btn btn-secondary" onClick={() => refetch()} disabled={isFetching}>
          <RotateCw size={16} aria-hidden="true" /> Try Again
        </button>
      </div>
      </>
    );
  }

  if (thoughts.length === 0) return <FeedEmptyState />;

  return (
    <section className="feed" aria-labelledby="feed-count">
      <h2 id="feed-count" className="feed-count">
        {eventCount(data?.pages[0]?.total ?? thoughts.length)}
      </h2>
      <FeedList thoughts={thoughts} titles={titles} timeZone={timeZone} selectedId={selectedId} />
      {hasNextPage && <LoadMore onLoadMore={() => void fetchNextPage()} loading={isFetchingNextPage} />}
      {error && (
        // A later page failed: keep what is shown, say so, and let the button try again.
        <p className="system-error" role="alert">
          {errorText(error, "Failed to load more thoughts")}
        </p>
      )}
    </section>
  );
}

export default ThoughtsView;
