import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { decodeEntities, Highlighted, parseHighlight } from "./highlight";

describe("highlight", () => {
  it("splits on <mark> and decodes the escaped text", () => {
    expect(parseHighlight("call the <mark>dentist</mark> &amp; &lt;b&gt;")).toEqual([
      { text: "call the ", marked: false },
      { text: "dentist", marked: true },
      { text: " & <b>", marked: false },
    ]);
    expect(decodeEntities("&#39;a&#x27; &quot;b&quot; &unknown;")).toBe("'a' \"b\" &unknown;");
    expect(decodeEntities("&constructor; &valueof;")).toBe("&constructor; &valueof;");
  });

  it("renders escaped markup as text and only <mark> as an element", () => {
    const { container } = render(
      <p>
        <Highlighted html="&lt;script&gt;alert(1)&lt;/script&gt; <mark>plan</mark> <img src=x onerror=alert(1)>" fallback="" />
      </p>,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelectorAll("mark")).toHaveLength(1);
    expect(container.textContent).toBe("<script>alert(1)</script> plan <img src=x onerror=alert(1)>");
  });

  it("uses the fallback when there is no highlight", () => {
    const { container } = render(<Highlighted html={null} fallback="<b>raw</b>" />);
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe("<b>raw</b>");
  });
});
