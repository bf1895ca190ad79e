// The hostile corpus through the pipeline, checked without a browser; the browser test
// (tests/e2e/hostile-html.spec.ts) loads the same output into Chromium.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HOSTILE_PAYLOADS } from "./hostile-corpus";
import { outputViolations } from "./output-violations";
import { renderContentHtml } from "./render";

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
});
