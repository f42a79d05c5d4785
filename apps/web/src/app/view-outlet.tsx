import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { Loading } from "../components/ui/loading";
import type { ViewId } from "./views";

// Each view is its own chunk, so adding views does not grow the first load. Every ViewId has one.
const views: Record<ViewId, LazyExoticComponent<ComponentType>> = {
  thoughts: lazy(() => import("../features/thoughts/thoughts-view")),
  projects: lazy(() => import("../features/projects/projects-view")),
  documents: lazy(() => import("../features/documents/documents-view")),
  calendar: lazy(() => import("../features/calendar/calendar-view")),
  calendar2: lazy(() => import("../features/timeline/timeline-view")),
  "file-browser": lazy(() => import("../features/file-browser/file-browser-view")),
  insights: lazy(() => import("../features/insights/insights-view")),
  waiting: lazy(() => import("../features/waiting/waiting-view")),
  account: lazy(() => import("../features/account/account-view")),
  "api-keys": lazy(() => import("../features/integrations/api-keys-view")),
  shortcuts: lazy(() => import("../features/integrations/shortcuts-view")),
  gpt: lazy(() => import("../features/integrations/gpt-view")),
  "google-calendar": lazy(() => import("../features/google-calendar/google-calendar-view")),
  setup: lazy(() => import("../features/setup/setup-view")),
  admin: lazy(() => import("../features/admin/admin-view")),
};

export function ViewOutlet({ view }: { view: ViewId }) {
  const View = views[view];
  return (
    <Suspense fallback={<Loading />}>
      <View />
    </Suspense>
  );
}
