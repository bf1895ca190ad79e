import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { builtOnce, createPageMarkupCache, type PageMarkupCache } from "./page-markup-cache.server";

const PROPS = { kind: "view", title: "About Corus", blocks: [1, 2, 3] };

interface Site {
  /** GETs `path` (or sends `method`) with `props` as the page's props. */
  view(path: string, props: object, method?: string): Promise<View>;
  /** How many times the page was rendered. */
  renders(): number;
}

interface View {
  status: number;
  body: string;
  contentType: string | null;
  policy: string | null;
  timing: string | null;
}

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/**
 * A server answering as the site's catch-all page does: getServerSideProps allows reuse (unless
 * `allow` says no), sets the page's own headers and asks the cache; else the render writes the
 * document in two parts, with the headers the document sets. `status` fails a render.
 */
async function site(
  cache: PageMarkupCache,
  options: { allow?: boolean; status?: number } = {},
): Promise<Site> {
  let renders = 0;
  let props: object = PROPS;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (options.allow !== false) cache.allowReuse(req, props);
    res.statusCode = 200;
    res.setHeader("Cache-Control", "public, s-maxage=300");
    res.setHeader("Server-Timing", 'cms;dur=1.0, cache;desc="hit"');
    if (cache.answer(req, res, req.url ?? "/")) return;
    renders += 1;
    res.statusCode = options.status ?? 200;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", `script-src 'sha256-${renders}'`);
    res.setHeader("Server-Timing", `${String(res.getHeader("Server-Timing"))}, render;dur=5.0`);
    res.write(`<!DOCTYPE html><main>${JSON.stringify(props)}`);
    res.end(`<p>${cache.outcome(req)}</p></main>`);
  };
  const server = createServer(handle);
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    async view(path, pageProps, method = "GET") {
      props = pageProps;
      const response = await fetch(`${origin}${path}`, { method });
      return {
        status: response.status,
        body: await response.text(),
        contentType: response.headers.get("content-type"),
        policy: response.headers.get("content-security-policy"),
        timing: response.headers.get("server-timing"),
      };
    },
    renders: () => renders,
  };
}

describe("page markup cache", () => {
  it("answers a view with the same props at the same address with the document sent before", async () => {
    const pages = await site(createPageMarkupCache(1024 * 1024));
    const first = await pages.view("/about-corus/", PROPS);
    const again = await pages.view("/about-corus/", structuredClone(PROPS));
    expect(first.body).toContain("<p>rendered</p>");
    expect(again.body).toBe(first.body);
    expect(again.contentType).toBe(first.contentType);
    // The first document's policy, with the hashes of its own scripts.
    expect(again.policy).toBe("script-src 'sha256-1'");
    // The page's own headers are this view's; the render is reused.
    expect(again.timing).toMatch(
      /^cms;dur=1\.0, cache;desc="hit", render;dur=[\d.]+;desc="reused"$/,
    );
    expect(pages.renders()).toBe(1);
  });

  it("renders again when the props differ in any value", async () => {
    const pages = await site(createPageMarkupCache(1024 * 1024));
    await pages.view("/about-corus/", PROPS);
    const other = await pages.view("/about-corus/", { ...PROPS, blocks: [1, 2, 4] });
    expect(other.body).toContain("[1,2,4]");
    expect(pages.renders()).toBe(2);
  });

  it("renders again at another address (the router's path is part of the document)", async () => {
    const pages = await site(createPageMarkupCache(1024 * 1024));
    for (const path of ["/our-brands/", "/our-brands/?province=Ontario"]) {
      expect((await pages.view(path, PROPS)).body).toContain("<p>rendered</p>");
    }
    expect(pages.renders()).toBe(2);
  });

  it("renders every time a request was not allowed reuse (previews, errors)", async () => {
    const pages = await site(createPageMarkupCache(1024 * 1024), { allow: false });
    for (let view = 0; view < 2; view++) {
      expect((await pages.view("/about-corus/", PROPS)).body).toContain("<p>uncached</p>");
    }
    expect(pages.renders()).toBe(2);
  });

  it("neither answers nor keeps a page's data request or a HEAD", async () => {
    const cache = createPageMarkupCache(1024 * 1024);
    const pages = await site(cache);
    const data = "/_next/data/build/about-corus.json";
    await pages.view(data, PROPS);
    expect((await pages.view(data, PROPS)).body).toContain("<p>uncached</p>");
    await pages.view("/about-corus/", PROPS, "HEAD");
    expect(cache.size().entries).toBe(0);
    expect((await pages.view("/about-corus/", PROPS)).body).toContain("<p>rendered</p>");
    expect(pages.renders()).toBe(4);
  });

  it("keeps nothing with a bound of 0", async () => {
    const cache = createPageMarkupCache(0);
    const pages = await site(cache);
    for (let view = 0; view < 2; view++) {
      expect((await pages.view("/", PROPS)).body).toContain("<p>uncached</p>");
    }
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it("holds to its bound in bytes, the least recently used page leaving first", async () => {
    // Three pages of 86 bytes in 200 bytes: the third pushes one out.
    const cache = createPageMarkupCache(200);
    const pages = await site(cache);
    const outcome = async (path: string) =>
      (await pages.view(path, PROPS)).timing?.includes("reused") ? "reused" : "rendered";
    await outcome("/a/");
    await outcome("/b/");
    expect(await outcome("/a/")).toBe("reused");
    await outcome("/c/");
    expect(cache.size().entries).toBe(2);
    expect(await outcome("/a/")).toBe("reused");
    expect(await outcome("/b/")).toBe("rendered");
  });

  it("keeps no document of a render that failed", async () => {
    const cache = createPageMarkupCache(1024 * 1024);
    const pages = await site(cache, { status: 500 });
    for (let view = 0; view < 2; view++) {
      expect((await pages.view("/", PROPS)).status).toBe(500);
    }
    expect(cache.size().entries).toBe(0);
    expect(pages.renders()).toBe(2);
  });

  it("knows a value built once by its identity: the same object reuses, another renders", async () => {
    const pages = await site(createPageMarkupCache(1024 * 1024));
    const shell = builtOnce({ siteName: "Corus", menu: ["About"] });
    const reused = async (props: object) =>
      (await pages.view("/about-corus/", props)).timing?.includes("reused");
    expect(await reused({ ...PROPS, shell })).toBe(false);
    expect(await reused({ ...structuredClone(PROPS), shell })).toBe(true);
    // The rest of the props still counts, value by value.
    expect(await reused({ ...PROPS, title: "About", shell })).toBe(false);
    // Another shell, even one reading the same, is another page.
    expect(
      await reused({ ...PROPS, shell: builtOnce({ siteName: "Corus", menu: ["About"] }) }),
    ).toBe(false);
    // A value not built once is read whole: a copy reuses the document of its original.
    const plain = { siteName: "Corus", menu: ["Investors"] };
    expect(await reused({ ...PROPS, shell: plain })).toBe(false);
    expect(await reused({ ...PROPS, shell: structuredClone(plain) })).toBe(true);
    expect(pages.renders()).toBe(4);
  });
});
