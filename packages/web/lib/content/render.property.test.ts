// The pipeline's invariants over generated markup: tag soup from a grammar that favours
// what attackers and careless editors write (handlers, script URLs in every encoding,
// headings, non-breaking spaces, unclosed and misnested tags).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { linkClassName, linkTypeOf } from "./link-types";
import { elementsIn, outputViolations } from "@/test/output-violations";
import { renderContentHtml } from "./render";

const tagName = fc.constantFrom(
  ..."p a h1 h2 h3 h4 h5 h6 div span strong em ul li table tr td img iframe br".split(" "),
  ..."script style svg math form input button object embed noscript template textarea".split(" "),
  ..."title xmp select option base meta link body A H1 ScRiPt IMG".split(" "),
);

const attributeName = fc.constantFrom(
  ..."href src srcset onclick onerror ONLOAD onmouseover onfocus style class id name".split(" "),
  ..."target rel xlink:href formaction action data lang alt title cite on autofocus".split(" "),
);

const urlStart = fc.constantFrom(
  "javascript:",
  "JaVaScRiPt:",
  " javascript:",
  "java\tscript:",
  "java&#x09;script:",
  "&#106;avascript:",
  "javascript&colon;",
  "vbscript:",
  "data:text/html,",
  "data:image/svg+xml,",
  "https://www.youtube.com/embed/",
  "https://example.com/",
  "//example.com/",
  "mailto:",
  "/wp-content/uploads/report.",
  "",
);

const urlEnd = fc.constantFrom("alert(1)", "pdf", "PPTX?x=1", "mp3#t=2", "x", "ir@example.com", "");

const attributeValue = fc.oneof(
  fc.tuple(urlStart, urlEnd).map(([start, end]) => start + end),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('"><img src=x onerror=alert(1)>', "&nbsp;", "&quot;", "`"),
);

const attribute = fc
  .tuple(attributeName, attributeValue, fc.constantFrom('"', "'", ""))
  .map(([name, value, quote]) => ` ${name}=${quote}${value}${quote}`);

const text = fc.oneof(
  fc.string({ maxLength: 16 }),
  fc.constantFrom(
    "&nbsp;",
    "\u00A0",
    "&#160;",
    "&#xA0;",
    "&amp;",
    "&lt;",
    "<",
    ">",
    "</",
    "<!--",
    "-->",
    "<![CDATA[",
    "]]>",
  ),
);

const { node } = fc.letrec<{ node: string; element: string }>((tie) => ({
  node: fc.oneof({ depthSize: "small", withCrossShrink: true }, text, tie("element")),
  element: fc
    .tuple(
      tagName,
      fc.array(attribute, { maxLength: 3 }),
      fc.array(tie("node"), { maxLength: 4 }),
      fc.boolean(),
    )
    .map(
      ([tag, attributes, children, closed]) =>
        `<${tag}${attributes.join("")}>${children.join("")}${closed ? `</${tag}>` : ""}`,
    ),
}));

const markup = fc.array(node, { maxLength: 6 }).map((nodes) => nodes.join(""));

describe("renderContentHtml invariants", () => {
  // parse-srcset, inside sanitize-html, logs each unreadable srcset; generated ones often are.
  beforeAll(() => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("never lets through a handler, a script URL, a stray tag, a demoted heading or a non-breaking space", () => {
    fc.assert(
      fc.property(markup, (html) => {
        expect(outputViolations(renderContentHtml(html))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it("gives every link that keeps its href the class of its file type", () => {
    fc.assert(
      fc.property(markup, (html) => {
        for (const { tag, attributes } of elementsIn(renderContentHtml(html))) {
          if (tag === "a" && attributes.href !== undefined) {
            expect(attributes.class).toBe(linkClassName(linkTypeOf(attributes.href)));
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }),
        (html) => typeof renderContentHtml(html) === "string",
      ),
    );
  });

  it("keeps plain text, with non-breaking spaces made plain", () => {
    const plain = fc.string({ unit: "grapheme" }).filter((value) => !/[<&]/.test(value));
    fc.assert(
      fc.property(plain, (value) => {
        const decoded = renderContentHtml(value).replaceAll("&gt;", ">");
        expect(decoded).toBe(value.replaceAll("\u00A0", " "));
      }),
    );
  });
});
