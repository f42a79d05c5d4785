import { FlaskConical } from "lucide-react";
import { usePublicConfig } from "../api/get-config";

/** Shown only when the server runs in demo mode and tells us the seeded account. */
export function DemoHint({ onUse }: { onUse: (email: string, password: string) => void }) {
  const { data } = usePublicConfig();
  const demo = data?.demo;
  if (!demo) return null;
  return (
    <aside className="notice demo-hint" aria-labelledby="demo-hint-title">
      <p id="demo-hint-title" className="demo-hint-title">
        <FlaskConical size={16} aria-hidden="true" /> Prototype test account
      </p>
      <dl>
        <dt>Email</dt>
        <dd>{demo.email}</dd>
        <dt>Password</dt>
        <dd>{demo.password}</dd>
      </dl>
      <button type="button" className="btn btn-secondary" onClick={() => onUse(demo.email, demo.password)}>
        Use test account
      </button>
    </aside>
  );
}
