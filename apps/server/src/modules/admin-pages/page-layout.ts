import { html, type SafeHtml } from "./html.js";

/**
 * The admin pages' stylesheet, served from the API (GET <api>/admin-pages/page.css) because the
 * Content-Security-Policy allows styles from this origin only: no inline <style>, no script.
 */
export const PAGE_STYLESHEET = `:root { color-scheme: light dark; --fg: #1d2320; --muted: #5b625e; --bg: #f7f7f4; --card: #fff; --line: #d9dcd6; --accent: #2d6a58; --bad: #a1261b; }
@media (prefers-color-scheme: dark) { :root { --fg: #e9ece8; --muted: #a9b0ab; --bg: #161a18; --card: #1f2421; --line: #3a413c; --accent: #7cc4ab; --bad: #ff8b7e; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 1100px; margin: 0 auto; padding: 24px 16px 48px; }
h1 { font-size: 1.5rem; margin: 0 0 4px; }
h2 { font-size: 1.1rem; margin: 28px 0 8px; }
.muted { color: var(--muted); }
.figures { display: flex; flex-wrap: wrap; gap: 12px; padding: 0; margin: 16px 0 0; list-style: none; }
.figures li { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; min-width: 120px; }
.figures strong { display: block; font-size: 1.4rem; }
.table-wrap { overflow-x: auto; background: var(--card); border: 1px solid var(--line); border-radius: 8px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: 0.85rem; color: var(--muted); font-weight: 600; }
tr:last-child td { border-bottom: 0; }
code { font: 0.85rem ui-monospace, monospace; word-break: break-all; }
.status-failed, .error { color: var(--bad); }
.status-done { color: var(--accent); }
`;

export interface PageOptions {
  title: string;
  apiBasePath: string;
  body: SafeHtml;
}

export function renderPage({ title, apiBasePath, body }: PageOptions): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Life Intelligence</title>
<link rel="stylesheet" href="${apiBasePath}/admin-pages/page.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`.value;
}

export function renderErrorPage(status: number, message: string, apiBasePath: string): string {
  const title = status === 401 ? "Sign-in needed" : status === 403 ? "Not allowed" : "Something went wrong";
  return renderPage({ title, apiBasePath, body: html`<h1>${title}</h1><p>${message}</p>` });
}
