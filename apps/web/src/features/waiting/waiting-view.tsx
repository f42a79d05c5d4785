import { useState } from "react";
import { Hourglass } from "lucide-react";
import { EmptyState, ExamplePrompts } from "../../components/ui/empty-state";
import { ErrorBlock } from "../../components/ui/error-block";
import { Loading } from "../../components/ui/loading";
import { ViewHeader } from "../../components/ui/view-header";
import { formatDateTime, isLocalDate, useTimeZone } from "../../lib/dates";
import { countLabel, displayTitle } from "../../lib/format";
import { useMarkReceived, useSendFollowUp, useWaiting, type FollowUpResult } from "./api/waiting-api";
import { WaitingItem } from "./components/waiting-item";
import "./waiting.css";

export const WAITING_EXAMPLES = [
  "Waiting for Sam to send the signed contract by Friday",
  "Waiting on the plumber's quote for the boiler",
] as const;

type Message = { tone: "success" | "error"; text: string };

function followUpMessage({ followUp }: FollowUpResult, zone: string): string {
  const when =
    followUp.scheduled_for && !isLocalDate(followUp.scheduled_for)
      ? formatDateTime(followUp.scheduled_for, zone)
      : "tomorrow at 9:00 AM";
  return `Follow-up task created for ${when}: “${displayTitle(followUp)}”`;
}

export function WaitingView() {
  const zone = useTimeZone();
  const waiting = useWaiting();
  const received = useMarkReceived();
  const followUp = useSendFollowUp();
  const [message, setMessage] = useState<Message | null>(null);
  const busyId = received.isPending ? received.variables : followUp.isPending ? followUp.variables : null;

  const markReceived = (id: string) => {
    setMessage(null);
    received.mutate(id, {
      onError: () => setMessage({ tone: "error", text: "Failed to update item" }),
    });
  };

  const sendFollowUp = (id: string) => {
    setMessage(null);
    followUp.mutate(id, {
      onSuccess: (result) => setMessage({ tone: "success", text: followUpMessage(result, zone) }),
      onError: () => setMessage({ tone: "error", text: "Failed to send follow up" }),
    });
  };

  return (
    <section className="view waiting-view" aria-labelledby="waiting-title">
      <ViewHeader title="Waiting For" titleId="waiting-title" subtitle={waiting.data ? countLabel(waiting.data.data.length, "item") : undefined} />
      {/* Always mounted, so the follow-up confirmation is announced when it appears. */}
      <div aria-live="polite" className="waiting-message">
        {message?.tone === "success" && <p className="notice notice-success">{message.text}</p>}
      </div>
      {message?.tone === "error" && (
        <p className="notice notice-error" role="alert">
          {message.text}
        </p>
      )}
      {waiting.isPending ? (
        <Loading label="Loading waiting items…" />
      ) : waiting.error ? (
        <ErrorBlock message="Failed to load waiting items" onRetry={() => waiting.refetch()} retrying={waiting.isFetching} />
      ) : waiting.data.data.length === 0 ? (
        <EmptyState icon={Hourglass} title="Nothing to wait for">
          <p>When a thought says you are waiting on someone, it is tracked here until it arrives.</p>
          <ExamplePrompts examples={WAITING_EXAMPLES} />
        </EmptyState>
      ) : (
        <ul className="plain-list waiting-list" aria-label="Waiting items">
          {waiting.data.data.map((thought) => (
            <li key={thought.id}>
              <WaitingItem
                thought={thought}
                zone={zone}
                busy={busyId === thought.id}
                onReceived={() => markReceived(thought.id)}
                onFollowUp={() => sendFollowUp(thought.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default WaitingView;
