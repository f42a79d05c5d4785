import { useEffect, useRef } from "react";
import { LoaderCircle } from "lucide-react";

interface LoadMoreProps {
  onLoadMore: () => void;
  loading: boolean;
}

/** Starts loading this far before the end comes into view, so scrolling rarely waits. */
const PRELOAD_MARGIN = "800px 0px";

/**
 * The end of the feed: loads the next page when it scrolls into view, and offers a real button
 * for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({ onLoadMore, loading }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  // The observer is set up once; it calls whatever the latest props say.
  const latest = useRef({ onLoadMore, loading });
  latest.current = { onLoadMore, loading };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !latest.current.loading) latest.current.onLoadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="feed-more">
      <div ref={sentinel} className="feed-sentinel" data-testid="feed-sentinel" />
      <button type="button" className="btn btn-secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading || undefined}>
        {loading && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
        {loading ? "Loading more…" : "Load more"}
      </button>
    </div>
  );
}
