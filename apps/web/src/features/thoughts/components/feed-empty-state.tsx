import { domainLabels, domains } from "@life/contracts";
import { ListChecks, MessageSquareText, Sparkles } from "lucide-react";

const steps = [
  { icon: MessageSquareText, title: "Speak or type", text: "Put whatever is on your mind into the box below." },
  { icon: Sparkles, title: "AI organises", text: "Each thought gets a domain, a title and a priority." },
  { icon: ListChecks, title: "Thoughts become action", text: "Approve, complete and schedule what matters." },
];

export function FeedEmptyState() {
  return (
    <section className="feed-empty" aria-labelledby="feed-empty-title">
      <h2 id="feed-empty-title">Your mind, organised</h2>
      <p>Nothing captured yet. Here is how it works:</p>
      <ol className="feed-steps">
        {steps.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Icon size={22} aria-hidden="true" />
            <span>
              <strong>{title}</strong>
              <span className="feed-step-text">{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <ul className="chip-row feed-domains" aria-label="Domains">
        {domains.map((domain) => (
          <li key={domain} className={`chip chip-${domain}`}>
            {domainLabels[domain]}
          </li>
        ))}
      </ul>
    </section>
  );
}
