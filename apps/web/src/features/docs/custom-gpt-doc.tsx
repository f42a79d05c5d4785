import { GPT_API_KEY_HEADER } from "@life/contracts";
import { API_BASE } from "../../lib/api-client";

/** /docs/custom-gpt: the full reference behind the Custom GPT page. */
export function CustomGptDoc({ origin }: { origin: string }) {
  const base = `${origin}${API_BASE}`;
  return (
    <article className="doc-article" aria-labelledby="doc-title">
      <h1 id="doc-title">Custom GPT</h1>
      <p>
        Give a ChatGPT GPT one action, <code>parseConversation</code>, and it can save what you tell it into Life Intelligence: the conversation is split
        into separate thoughts, and each is saved and classified.
      </p>

      <h2>1. Create a key</h2>
      <p>
        Profile menu → <strong>Custom GPT</strong> → create the key and copy it (it is shown once). A GPT key reaches only the GPT endpoints.
      </p>

      <h2>2. Build the GPT</h2>
      <ol>
        <li>Open the GPT builder in ChatGPT and choose Configure.</li>
        <li>Paste the system prompt from the Custom GPT page into Instructions.</li>
        <li>
          Under Actions → Create new action, paste the OpenAPI 3.0 schema from the page (also served at <code>{base}/gpt/openapi.json</code>). Its server
          URL is this server's public address (<code>PUBLIC_URL</code>); a local development server listens on port 3099.
        </li>
        <li>
          Authentication: API Key, Auth Type Custom, header name <code>{GPT_API_KEY_HEADER}</code>, and paste your key.
        </li>
        <li>Save, then tell your GPT a few things you need to do.</li>
      </ol>

      <h2>The action</h2>
      <p>
        <code>POST {base}/gpt/parse</code> with the header <code>{GPT_API_KEY_HEADER}: li_…</code> and the body{" "}
        <code>{'{"conversation": "…"}'}</code>. The answer is <code>{'{"success": true, "items": [{"title", "content", "type"}]}'}</code>, one item per
        thought saved; <code>success</code> is false when nothing in the text was a thought.
      </p>
      <pre className="code-block">{`curl -X POST ${base}/gpt/parse \\
  -H "${GPT_API_KEY_HEADER}: li_YOUR_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"conversation": "Call the dentist tomorrow at 3pm. Also buy milk."}'`}</pre>
      <p>
        <code>POST {base}/gpt/test</code> answers which key and account the GPT is connected as.
      </p>

      <h2>When something goes wrong</h2>
      <ul>
        <li>
          <strong>401</strong>: the key is mistyped or revoked, or the header name is not <code>{GPT_API_KEY_HEADER}</code>.
        </li>
        <li>
          <strong>403</strong>: the key is of another type; use a Custom GPT key.
        </li>
        <li>
          <strong>400</strong>: the conversation is empty or longer than 20,000 characters.
        </li>
      </ul>
    </article>
  );
}
