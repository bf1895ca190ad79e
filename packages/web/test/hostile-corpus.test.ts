// The hostile corpus through the pipeline, checked without a browser; the browser test
// (tests/e2e/hostile-html.spec.ts) loads the same output into Chromium.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentImages } from "@/lib/content/content-images";
import { renderContentHtml } from "@/lib/content/render";
import { HOSTILE_PAYLOADS } from "./hostile-corpus";
import { outputViolations } from "./output-violations";

describe("the hostile corpus", () => {
  // parse-srcset, inside sanitize-html, logs each unreadable srcset; the corpus has many.
  beforeAll(() => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("holds at least 200 payloads, each named once", () => {
    expect(HOSTILE_PAYLOADS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(HOSTILE_PAYLOADS.map((payload) => payload.name)).size).toBe(
      HOSTILE_PAYLOADS.length,
    );
  });

  it.each(HOSTILE_PAYLOADS)("$name", ({ html }) => {
    expect(outputViolations(renderContentHtml(html))).toEqual([]);
  });

  // Sized images of the media host are rebuilt for the image optimizer: the same guarantees hold.
  const MEDIA = "https://cms.example.com";
  const onMediaHost = (html: string) =>
    html
      .replace(/<img\b/gi, '<img width="64" height="48"')
      .replace(/(src|srcset)=(["']?)(?!https?:|\/\/)/gi, `$1=$2${MEDIA}/wp-content/uploads/`);
  it("sends the images of many payloads through the optimizer that way", () => {
    const optimized = HOSTILE_PAYLOADS.filter(({ html }) =>
      renderContentHtml(onMediaHost(html), { images: contentImages(MEDIA) }).includes(
        "/_next/image",
      ),
    );
    expect(optimized.length).toBeGreaterThanOrEqual(50);
  });

  it.each(HOSTILE_PAYLOADS)("$name, its images on the optimizer's media host", ({ html }) => {
    const output = renderContentHtml(onMediaHost(html), { images: contentImages(MEDIA) });
    expect(outputViolations(output)).toEqual([]);
  });
});
