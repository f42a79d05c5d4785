import { Sprout } from "lucide-react";

/** Placeholder for a view that a later issue builds; keeps the tab reachable meanwhile. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <Sprout size={32} aria-hidden="true" />
      <h2 id="coming-soon-title">{title}</h2>
      <p>Coming soon. This view is on its way.</p>
    </section>
  );
}
