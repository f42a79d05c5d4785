import { wordTable } from "@life/contracts";

export interface Segment {
  text: string;
  marked: boolean;
}

const NAMED: Readonly<Record<string, string>> = wordTable({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" });

/** Undoes the server's HTML escaping. The result is only ever rendered as React text, never as HTML. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

/**
 * "a &lt;b&gt; <mark>dentist</mark>" → [{a <b> , false}, {dentist, true}]. Only the literal
 * <mark> and </mark> tags are markup; anything else is text (it arrives escaped anyway).
 */
export function parseHighlight(html: string): Segment[] {
  const segments: Segment[] = [];
  let marked = false;
  for (const part of html.split(/(<mark>|<\/mark>)/i)) {
    const lower = part.toLowerCase();
    if (lower === "<mark>") marked = true;
    else if (lower === "</mark>") marked = false;
    else if (part) segments.push({ text: decodeEntities(part), marked });
  }
  return segments;
}

/** Renders a server highlight safely: text nodes and <mark> elements, no dangerouslySetInnerHTML. */
export function Highlighted({ html, fallback }: { html: string | null | undefined; fallback: string }) {
  if (!html) return <>{fallback}</>;
  return (
    <>
      {parseHighlight(html).map((segment, index) =>
        segment.marked ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
