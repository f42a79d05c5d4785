import type { MarchingOrdersStatus, ProcessorWork } from "@life/contracts";
import { html, type SafeHtml } from "./html.js";

/** The pages' content; pure, so their markup (and its escaping) is tested without a server. */

const JOB_LABELS: Record<string, string> = {
  "classify-thought": "Classification",
  "extract-document": "Document reading",
  "calendar-sync": "Calendar sync",
};

/** "2026-11-26 09:30:12 UTC": the admin may be anywhere; the stored instant is UTC. */
function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

function figure(label: string, value: string | number): SafeHtml {
  return html`<li><strong>${value}</strong>${label}</li>`;
}

/**
 * No automatic refresh: a timed reload is a WCAG 2.2.1 failure (axe's meta-refresh rule), so the
 * page offers a link that loads it again.
 */
export function statusPageBody(status: MarchingOrdersStatus, generatedAt: Date, selfPath: string): SafeHtml {
  const { queue } = status;
  const failures =
    status.recent_failures.length === 0
      ? html`<p class="muted">No failed jobs.</p>`
      : html`<div class="table-wrap"><table>
<thead><tr><th scope="col">Job</th><th scope="col">Thought</th><th scope="col">Attempts</th><th scope="col">Error</th><th scope="col">Last try</th></tr></thead>
<tbody>${status.recent_failures.map(
          (f) => html`<tr><td><code>${f.job_id}</code></td><td>${f.thought_id ? html`<code>${f.thought_id}</code>` : "—"}</td><td>${f.attempts}</td><td class="error">${f.error}</td><td>${when(f.updated_at)}</td></tr>`,
        )}</tbody></table></div>`;
  return html`<h1>Debug Status</h1>
<p class="muted">The background processor ("marching orders") as of ${when(generatedAt.toISOString())}. <a href="${selfPath}">Reload</a></p>
<h2>Queue</h2>
<ul class="figures">${figure("queued", queue.queued)}${figure("running", queue.running)}${figure("done", queue.done)}${figure("failed", queue.failed)}${figure("jobs per minute (last 10 min)", status.throughput_per_minute.toFixed(1))}</ul>
<h2>Processor</h2>
<ul class="figures">${figure("engine", status.engine)}${figure("worker in this process", status.worker.in_process ? "yes" : "no")}${figure("concurrency", status.worker.concurrency)}</ul>
<h2>Recent failures</h2>
${failures}`;
}

export function recentWorkPageBody(work: ProcessorWork[], generatedAt: Date, selfPath: string): SafeHtml {
  const rows =
    work.length === 0
      ? html`<p class="muted">The processor has not worked on anything yet.</p>`
      : html`<div class="table-wrap"><table>
<thead><tr><th scope="col">When</th><th scope="col">Work</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Account</th><th scope="col">On</th><th scope="col">Error</th></tr></thead>
<tbody>${work.map(
          (w) => html`<tr><td>${when(w.updated_at)}</td><td>${JOB_LABELS[w.type] ?? w.type}</td><td class="status-${w.status}">${w.status}</td><td>${w.attempts}</td><td>${w.account_email ?? "(deleted account)"}</td><td>${w.subject ?? "—"}</td><td class="error">${w.error ?? ""}</td></tr>`,
        )}</tbody></table></div>`;
  return html`<h1>File Browser</h1>
<p class="muted">The processor's recent work: running jobs first, then the latest finished (read-only). Listed ${when(generatedAt.toISOString())}. <a href="${selfPath}">Reload</a></p>
${rows}`;
}
