// Every payload of the hostile corpus, through the content pipeline, loaded into Chromium
// twice: parsed with the page, as the server sends it, and set as innerHTML, as React does
// after a client-side navigation. Nothing may run and no handler or script URL may survive.
import { expect, test, type Page } from "@playwright/test";
import { HOSTILE_PAYLOADS, type HostilePayload } from "@corus/web/test/hostile-corpus.ts";
import { VIDEO_EMBED_HOSTS } from "@corus/site-rules/video-hosts";

type RenderContentHtml = (html: string) => string;

// The pipeline is the site's code, compiled with the site's settings: loaded by name when the
// test runs (Playwright transpiles it) rather than type-checked with the tests' settings, which
// a specifier held in a variable keeps tsc from following.
const PIPELINE_MODULE: string = "@corus/web/lib/content/render.ts";
let pipeline: Promise<RenderContentHtml> | undefined;
function renderContentHtml(html: string): Promise<string> {
  pipeline ??= import(PIPELINE_MODULE).then(
    (module: { renderContentHtml: RenderContentHtml }) => module.renderContentHtml,
  );
  return pipeline.then((render) => render(html));
}

/** A page whose alert(), confirm(), prompt() and print() only raise the sentinel. */
function sentinelPage(content: string): string {
  return `<!doctype html><html><head><script>
    window.__xss = false;
    window.alert = window.confirm = window.prompt = window.print = () => { window.__xss = true; };
  </script></head><body>
    <div class="entry-content" id="parsed">${content}</div>
    <div class="entry-content" id="inserted"></div>
  </body></html>`;
}

/** Runs in the page: every handler attribute, script URL and foreign element left. */
function dangersInPage(videoHosts: readonly string[]): string[] {
  const found: string[] = [];
  const activeTags = [
    "script",
    "style",
    "object",
    "embed",
    "form",
    "base",
    "meta",
    "link",
    "frame",
  ];
  const urlAttributes = [
    "href",
    "src",
    "action",
    "formaction",
    "data",
    "poster",
    "cite",
    "xlink:href",
  ];
  const schemeOf = (value: string): string | null => {
    try {
      return new URL(value, "https://site.invalid/").protocol;
    } catch {
      return null;
    }
  };
  for (const element of document.querySelectorAll(".entry-content *")) {
    const tag = element.localName;
    if (element.namespaceURI !== "http://www.w3.org/1999/xhtml") {
      found.push(`<${tag}> is SVG or MathML`);
    }
    if (activeTags.includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith("on")) found.push(`<${tag} ${name}>`);
      const urls =
        name === "srcset"
          ? value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
          : urlAttributes.includes(name)
            ? [value]
            : [];
      for (const url of urls) {
        const scheme = schemeOf(url);
        if (scheme === "javascript:" || scheme === "vbscript:" || scheme === "data:") {
          found.push(`<${tag} ${name}="${value}">`);
        }
      }
    }
    if (element instanceof HTMLIFrameElement) {
      if (element.srcdoc) found.push("<iframe srcdoc>");
      if (!videoHosts.some((host) => element.src.startsWith(`https://${host}/`))) {
        found.push(`<iframe src="${element.src}">`);
      }
    }
  }
  return found;
}

/** Loads HTML into the sentinel page as the server and as React would; resolves once settled. */
async function loadBothWays(page: Page, html: string): Promise<void> {
  await page.setContent(sentinelPage(html));
  await page.evaluate((content) => {
    document.getElementById("inserted")!.innerHTML = content;
  }, html);
  // Error, load and focus events of the inserted elements fire in later tasks.
  await page.waitForTimeout(50);
}

const sentinelRaised = (page: Page) =>
  page.evaluate(() => (window as Window & { __xss?: boolean }).__xss);

test("hostile HTML: the harness catches script that runs, when nothing sanitizes it", async ({
  page,
}) => {
  await page.route("**/*", (route) => route.abort());
  await loadBothWays(page, `<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>`);
  expect(await sentinelRaised(page)).toBe(true);
  expect(await page.evaluate(dangersInPage, VIDEO_EMBED_HOSTS)).toHaveLength(4);
});

// One test per kind of payload ("a href", "mutation", ...), one step per payload: a page is
// reused across the steps, so the corpus runs in seconds rather than minutes.
const groups = new Map<string, HostilePayload[]>();
for (const payload of HOSTILE_PAYLOADS) {
  const group = payload.name.slice(0, payload.name.indexOf(": "));
  groups.set(group, [...(groups.get(group) ?? []), payload]);
}

for (const [group, payloads] of groups) {
  test(`hostile HTML: ${group} (${payloads.length} payloads)`, async ({ page }) => {
    test.setTimeout(payloads.length * 1_000 + 10_000);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Nothing leaves the page: images fail at once and embedded players never load.
    await page.route("**/*", (route) => route.abort());

    for (const payload of payloads) {
      await test.step(payload.name, async () => {
        await loadBothWays(page, await renderContentHtml(payload.html));
        const sentinel = await sentinelRaised(page);
        expect.soft(sentinel, "the sentinel (false: set up and never raised)").toBe(false);
        expect.soft(dialogs, "dialogs opened").toEqual([]);
        expect.soft(await page.evaluate(dangersInPage, VIDEO_EMBED_HOSTS)).toEqual([]);
      });
    }
  });
}
