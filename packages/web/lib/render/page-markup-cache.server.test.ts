import type { IncomingMessage } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { builtOnce, createPageMarkupCache, type RenderedApp } from "./page-markup-cache.server";

/** A request as the cache sees it: only its identity matters. */
const request = () => ({}) as IncomingMessage;

/** A render that counts its calls and makes markup of `html`. */
function renderer(html: string) {
  const render = vi.fn(async (): Promise<RenderedApp> => ({ html }));
  return render;
}

const PROPS = { kind: "view", title: "About Corus", blocks: [1, 2, 3] };

describe("page markup cache", () => {
  it("reuses the markup of an earlier view with the same props at the same address", async () => {
    const cache = createPageMarkupCache(1024 * 1024);
    const render = renderer("<main>About</main>");
    const first = request();
    cache.allowReuse(first, PROPS);
    const rendered = await cache.markupFor(first, "/about-corus/", render);
    const again = request();
    cache.allowReuse(again, structuredClone(PROPS));
    const reused = await cache.markupFor(again, "/about-corus/", render);
    expect(rendered.outcome).toBe("rendered");
    expect(reused.outcome).toBe("reused");
    expect(reused.initialProps).toEqual(rendered.initialProps);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders again when the props differ in any value", async () => {
    const cache = createPageMarkupCache(1024 * 1024);
    const render = renderer("<main/>");
    for (const props of [PROPS, { ...PROPS, blocks: [1, 2, 4] }]) {
      const req = request();
      cache.allowReuse(req, props);
      expect((await cache.markupFor(req, "/about-corus/", render)).outcome).toBe("rendered");
    }
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("knows a value built once by its identity: the same object reuses, another renders", async () => {
    const cache = createPageMarkupCache(1024 * 1024);
    const render = renderer("<main/>");
    const shell = builtOnce({ siteName: "Corus", menu: ["About"] });
    const view = async (props: object) => {
      const req = request();
      cache.allowReuse(req, props);
      return (await cache.markupFor(req, "/about-corus/", render)).outcome;
    };
    expect(await view({ ...PROPS, shell })).toBe("rendered");
    expect(await view({ ...structuredClone(PROPS), shell })).toBe("reused");
    // The rest of the props still counts, value by value.
    expect(await view({ ...PROPS, title: "About", shell })).toBe("rendered");
    // Another shell, even one reading the same, is another page.
    expect(await view({ ...PROPS, shell: builtOnce({ siteName: "Corus", menu: ["About"] }) })).toBe(
      "rendered",
    );
    // A value not built once is read whole: a copy reuses the markup of its original.
    const plain = { siteName: "Corus", menu: ["Investors"] };
    expect(await view({ ...PROPS, shell: plain })).toBe("rendered");
    expect(await view({ ...PROPS, shell: structuredClone(plain) })).toBe("reused");
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("renders again at another address (the router's path is part of the markup)", async () => {
    const cache = createPageMarkupCache(1024 * 1024);
    const render = renderer("<main/>");
    for (const path of ["/our-brands/", "/our-brands/?province=Ontario"]) {
      const req = request();
      cache.allowReuse(req, PROPS);
      expect((await cache.markupFor(req, path, render)).outcome).toBe("rendered");
    }
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("renders every time a request was not allowed reuse (previews, errors)", async () => {
    const cache = createPageMarkupCache(1024 * 1024);
    const render = renderer("<main>Draft</main>");
    const allowed = request();
    cache.allowReuse(allowed, PROPS);
    await cache.markupFor(allowed, "/about-corus/", render);
    for (let view = 0; view < 2; view++) {
      const preview = request();
      expect((await cache.markupFor(preview, "/about-corus/", render)).outcome).toBe("uncached");
    }
    expect((await cache.markupFor(undefined, "/about-corus/", render)).outcome).toBe("uncached");
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("keeps nothing with a bound of 0", async () => {
    const cache = createPageMarkupCache(0);
    const render = renderer("<main/>");
    for (let view = 0; view < 2; view++) {
      const req = request();
      cache.allowReuse(req, PROPS);
      expect((await cache.markupFor(req, "/", render)).outcome).toBe("uncached");
    }
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it("holds to its bound in bytes, the least recently used page leaving first", async () => {
    // Three pages of 100 characters (200 bytes each) in 500 bytes: the third pushes one out.
    const cache = createPageMarkupCache(500);
    const render = renderer("x".repeat(100));
    const view = async (path: string) => {
      const req = request();
      cache.allowReuse(req, PROPS);
      return (await cache.markupFor(req, path, render)).outcome;
    };
    await view("/a/");
    await view("/b/");
    expect(await view("/a/")).toBe("reused");
    await view("/c/");
    expect(cache.size()).toEqual({ entries: 2, bytes: 400 });
    expect(await view("/a/")).toBe("reused");
    expect(await view("/b/")).toBe("rendered");
  });

  it("keeps no markup of a render that failed", async () => {
    const cache = createPageMarkupCache(1024 * 1024);
    const failing = vi.fn(async (): Promise<RenderedApp> => {
      throw new Error("render failed");
    });
    const req = request();
    cache.allowReuse(req, PROPS);
    await expect(cache.markupFor(req, "/", failing)).rejects.toThrow("render failed");
    expect(cache.size().entries).toBe(0);
  });
});
