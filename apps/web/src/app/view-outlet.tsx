import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { ComingSoon } from "../components/ui/coming-soon";
import { Loading } from "../components/ui/loading";
import { viewLabel, type ViewId } from "./views";

// Each built view is its own chunk, so adding views does not grow the first load.
const builtViews: Partial<Record<ViewId, LazyExoticComponent<ComponentType>>> = {
  thoughts: lazy(() => import("../features/thoughts/thoughts-view")),
  projects: lazy(() => import("../features/projects/projects-view")),
  documents: lazy(() => import("../features/documents/documents-view")),
  calendar: lazy(() => import("../features/calendar/calendar-view")),
  calendar2: lazy(() => import("../features/timeline/timeline-view")),
  "file-browser": lazy(() => import("../features/file-browser/file-browser-view")),
  insights: lazy(() => import("../features/insights/insights-view")),
  waiting: lazy(() => import("../features/waiting/waiting-view")),
  account: lazy(() => import("../features/account/account-view")),
};

export function ViewOutlet({ view }: { view: ViewId }) {
  const View = builtViews[view];
  if (!View) return <ComingSoon title={viewLabel(view)} />;
  return (
    <Suspense fallback={<Loading />}>
      <View />
    </Suspense>
  );
}
