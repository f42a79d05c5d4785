import { BookOpen } from "lucide-react";
import { AppleShortcutsDoc } from "./apple-shortcuts-doc";
import { CustomGptDoc } from "./custom-gpt-doc";
import "./docs.css";

/** The documentation pages (spec 2.1), readable signed in or not. */
export function DocsView({ pathname }: { pathname: string }) {
  const origin = window.location.origin;
  const page = pathname.replace(/\/+$/, "");
  return (
    <main className="docs-page">
      <nav className="docs-nav" aria-label="Documentation">
        <a href="/">
          <BookOpen size={16} aria-hidden="true" /> Life Intelligence
        </a>
        <a href="/docs/apple-shortcuts" aria-current={page === "/docs/apple-shortcuts" ? "page" : undefined}>
          Apple Shortcuts
        </a>
        <a href="/docs/custom-gpt" aria-current={page === "/docs/custom-gpt" ? "page" : undefined}>
          Custom GPT
        </a>
      </nav>
      {page === "/docs/custom-gpt" ? (
        <CustomGptDoc origin={origin} />
      ) : page === "/docs/apple-shortcuts" ? (
        <AppleShortcutsDoc origin={origin} />
      ) : (
        <article className="doc-article">
          <h1>Page not found</h1>
          <p>
            See <a href="/docs/apple-shortcuts">Apple Shortcuts</a> or <a href="/docs/custom-gpt">Custom GPT</a>.
          </p>
        </article>
      )}
    </main>
  );
}

export default DocsView;
