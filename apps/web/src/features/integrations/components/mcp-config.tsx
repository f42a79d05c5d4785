import { Workflow } from "lucide-react";
import { mcpToolNames } from "@life/contracts";
import { CopyButton } from "../../../components/ui/copy-button";
import { API_BASE } from "../../../lib/api-client";

/** How an MCP client (Claude, ChatGPT, an IDE…) connects: this server's endpoint and a general key. */
export function mcpConfigSnippet(origin: string): string {
  return JSON.stringify(
    {
      mcpServers: {
        "life-intelligence": {
          type: "http",
          url: `${origin}${API_BASE}/mcp`,
          headers: { Authorization: "Bearer YOUR_GENERAL_PURPOSE_API_KEY" },
        },
      },
    },
    null,
    2,
  );
}

export function McpConfig() {
  const snippet = mcpConfigSnippet(window.location.origin);
  return (
    <section className="card integration-section" aria-labelledby="mcp-title">
      <h3 id="mcp-title">
        <Workflow size={18} aria-hidden="true" /> Connect an AI assistant (MCP)
      </h3>
      <p>
        Any client that speaks the Model Context Protocol over HTTP can read and add to your thoughts with a <strong>General Purpose</strong> key.
        Tools: {mcpToolNames.join(", ")}.
      </p>
      <pre className="code-block" data-testid="mcp-config">
        {snippet}
      </pre>
      <CopyButton text={snippet} label="Copy MCP configuration" />
    </section>
  );
}
