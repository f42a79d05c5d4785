import { useCallback, useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Brain, Upload } from "lucide-react";
import type { User } from "@life/contracts";
import { useToast } from "../components/ui/toast";
import { forceStartProcessor } from "../features/admin/api/force-start-processor";
import { logout } from "../features/auth/api/session";
import { ChatInput } from "../features/chat/components/chat-input";
import { SearchBox } from "../features/search/components/search-box";
import { createThought as sendCapture, newCapture, useCreateThought } from "../features/thoughts/api/create-thought";
import { useOutboxSync } from "../features/thoughts/api/outbox";
import { useShareTarget } from "../features/thoughts/api/share-target";
import { thoughtsQueryOptions } from "../features/thoughts/api/get-thoughts";
import { errorText } from "../lib/api-client";
import { reloadPage } from "../lib/navigation";
import { clearSession } from "../lib/session";
import { ImpersonationBanner } from "./impersonation-banner";
import { ProfileMenu } from "./profile-menu";
import { TabBar } from "./tab-bar";
import { useHashView } from "./use-hash-view";
import { useSyncUser } from "./use-sync-user";
import { ViewOutlet } from "./view-outlet";
import "./shell.css";

export function Shell({ user }: { user: User }) {
  const [view, navigate] = useHashView();
  const queryClient = useQueryClient();
  const showToast = useToast();
  const createThought = useCreateThought();
  useSyncUser(user);
  useOutboxSync(sendCapture);
  useShareTarget((share) =>
    createThought.mutateAsync(share).catch((error: unknown) => {
      showToast("Failed to create thought", "error");
      throw error;
    }),
  );

  // The admin dashboard is admin-only; anyone else asking for #admin gets the default view.
  const shownView = view === "admin" && user.role !== "admin" ? "thoughts" : view;

  // Ask for the feed while its view's code is still downloading, not after: the cards are the
  // page's largest paint, and the two requests in a row cost a round trip and a parse.
  useEffect(() => {
    if (shownView === "thoughts") void queryClient.prefetchInfiniteQuery(thoughtsQueryOptions());
  }, [shownView, queryClient]);

  const handleLogout = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      // The token may already be gone server-side; signing out locally is what matters.
      console.error("Logout request failed", error);
    }
    window.history.replaceState(null, "", "/");
    queryClient.clear();
    clearSession();
  }, [queryClient]);

  const handleForceStart = useCallback(async () => {
    try {
      const result = await forceStartProcessor();
      showToast(result.message ?? "Processor started");
    } catch (error) {
      showToast(errorText(error, "Failed to start processor"), "error");
    }
  }, [showToast]);

  return (
    <div className="shell">
      <header className="shell-header">
        <h1 className="shell-title">
          <Brain size={22} aria-hidden="true" />
          Life Intelligence
        </h1>
        <SearchBox />
        <div className="shell-actions">
          {shownView === "documents" && (
            // Spec 2.5: the Upload button only logs; the document manager is a later issue.
            <button type="button" className="btn btn-secondary" onClick={() => console.info("Upload clicked")}>
              <Upload size={16} aria-hidden="true" /> Upload
            </button>
          )}
          <ProfileMenu
            user={user}
            onSelectView={navigate}
            onForceStart={handleForceStart}
            onLogout={handleLogout}
          />
        </div>
      </header>
      <ImpersonationBanner
        onStopped={() => {
          // Back as the admin: nothing cached for the person may show, and the admin tab opens (spec 4).
          window.location.hash = "admin";
          reloadPage();
        }}
      />
      <TabBar active={shownView} />
      <main className="shell-main">
        <ViewOutlet view={shownView} />
      </main>
      <ChatInput onSend={(text) => createThought.mutateAsync(newCapture(text))} />
    </div>
  );
}
