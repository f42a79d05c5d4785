import { API_BASE } from "../../../lib/api-client";

const ENDPOINTS = [
  { path: "/shortcuts/capture", what: "Capture a thought: JSON body { \"original_input\": \"…\" }" },
  { path: "/shortcuts/schedule", what: "Capture a thought that carries a date or time (refused when none is found)" },
  { path: "/shortcuts/photo", what: "Capture a photo (PNG, JPEG or GIF) as a document with a linked thought: form field \"photo\", optional \"title\"" },
  { path: "/thoughts", what: "The app's own capture: JSON body { \"original_input\": \"…\" }" },
  { path: "/shortcuts/test", what: "Check the key: answers which key and account it belongs to" },
] as const;

/** Spec 2.16's configuration section: every call takes the key as "Authorization: Bearer <key>". */
export function EndpointList({ origin }: { origin: string }) {
  return (
    <ul className="plain-list endpoint-list" aria-label="Endpoints">
      {ENDPOINTS.map((endpoint) => (
        <li key={endpoint.path}>
          <code>POST {`${origin}${API_BASE}${endpoint.path}`}</code>
          <span className="muted">{endpoint.what}</span>
        </li>
      ))}
    </ul>
  );
}
