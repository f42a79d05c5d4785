import { describe, expect, it } from "vitest";
import { escapeHtml, highlight, highlightExcerpt } from "./highlight.js";
import { parseSearchTerms, toFts5Query, toTsQuery } from "./search-terms.js";

describe("parseSearchTerms", () => {
  it("keeps words only, lower-cased, accents folded, without repeats", () => {
    expect(parseSearchTerms('Café "NEAR" (tiles) OR tiles*').words).toEqual(["cafe", "near", "tiles", "or"]);
    expect(parseSearchTerms(`"'*^:-()&|!<>`).words).toEqual([]);
    expect(parseSearchTerms("\u0301\u0301").words).toEqual([]);
  });

  it("caps the number of terms", () => {
    expect(parseSearchTerms(Array.from({ length: 40 }, (_, i) => `w${i}`).join(" ")).words).toHaveLength(12);
  });

  it("quotes every word and makes the last a prefix", () => {
    const terms = parseSearchTerms("kitchen NEAR/3 til");
    expect(toFts5Query(terms)).toBe('"kitchen" "near" "3" "til"*');
    expect(toTsQuery(terms)).toBe("'kitchen' & 'near' & '3' & 'til':*");
  });
});

describe("highlight", () => {
  const terms = parseSearchTerms("cafe til");

  it("marks whole matching words and the last term as a prefix, escaping the rest", () => {
    expect(highlight("Café <b>tiles</b> & until", terms)).toBe("<mark>Café</mark> &lt;b&gt;<mark>tiles</mark>&lt;/b&gt; &amp; until");
  });

  it("cuts long text to an excerpt around the first match", () => {
    const text = `${"lorem ipsum ".repeat(40)}the café order ${"dolor sit ".repeat(40)}`;
    const excerpt = highlightExcerpt(text, terms);
    expect(excerpt.startsWith("…")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt).toContain("<mark>café</mark> order");
    expect(excerpt.length).toBeLessThan(300);
  });

  it("escapes every HTML-significant character", () => {
    expect(escapeHtml(`<script>alert("x")&'</script>`)).toBe("&lt;script&gt;alert(&quot;x&quot;)&amp;&#39;&lt;/script&gt;");
  });
});
