// Rendered pages kept for reuse. The markup React makes of the app is a function of the page's
// props and its address alone (no component reads the clock, the request or anything random),
// so a view whose props and address are those of an earlier view gets that view's markup and
// skips React's render, the largest part of a warm request's work.
//
// getServerSideProps opts a request in, with its props, only for answers anyone may see (never
// in draft mode); the document asks here before rendering. New content makes new props, hence
// a new key: nothing needs purging, and the least recently used markup leaves first when the
// bound (PAGE_MARKUP_CACHE_MB) is reached.
//
// What Next keeps besides the markup is kept with it: the head elements next/head collected,
// and the modules next/dynamic components reported, which the document reports again for a
// reused render (loadable-modules.server.tsx), so the page names the same chunks. The browser
// tests compare every template's reused page with its first render byte for byte.
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { LRUCache } from "lru-cache";
import { siteSettings } from "../settings";

/** `reused`: from the cache; `rendered`: rendered now (and kept); `uncached`: not cacheable. */
export type MarkupOutcome = "reused" | "rendered" | "uncached";

/** What the document's getInitialProps makes of the app: its markup, and what goes with it. */
export interface RenderedApp {
  html: string;
}

export interface PageMarkupCache {
  /** Marks this request's page as reusable: its markup depends on `props` and its address. */
  allowReuse(req: IncomingMessage, props: object): void;
  /**
   * The document's initial props for this request: reused, or rendered by `render`. One caller
   * (pages/_document.tsx) renders, so what is kept has the type it renders.
   */
  markupFor<T extends RenderedApp>(
    req: IncomingMessage | undefined,
    asPath: string | undefined,
    render: () => Promise<T>,
  ): Promise<{ initialProps: T; outcome: MarkupOutcome }>;
  /** How many pages are kept, and their approximate bytes. */
  size(): { entries: number; bytes: number };
}

export function createPageMarkupCache(maxBytes: number): PageMarkupCache {
  // Requests whose page may be reused, with the digest of their props.
  const digests = new WeakMap<IncomingMessage, string>();
  const pages =
    maxBytes > 0
      ? new LRUCache<string, RenderedApp>({
          maxSize: maxBytes,
          // V8 keeps a string with any character past Latin-1 at two bytes a character.
          sizeCalculation: (initialProps) => Math.max(1, initialProps.html.length * 2),
        })
      : null;

  return {
    allowReuse(req, props) {
      if (!pages) return;
      digests.set(req, createHash("sha256").update(JSON.stringify(props)).digest("base64url"));
    },

    async markupFor<T extends RenderedApp>(
      req: IncomingMessage | undefined,
      asPath: string | undefined,
      render: () => Promise<T>,
    ) {
      const digest = req && digests.get(req);
      if (!pages || !digest || asPath === undefined) {
        return { initialProps: await render(), outcome: "uncached" };
      }
      const key = `${asPath}\n${digest}`;
      const kept = pages.get(key) as T | undefined;
      if (kept) return { initialProps: kept, outcome: "reused" };
      const initialProps = await render();
      pages.set(key, initialProps);
      return { initialProps, outcome: "rendered" };
    },

    size() {
      return { entries: pages?.size ?? 0, bytes: pages?.calculatedSize ?? 0 };
    },
  };
}

let shared: PageMarkupCache | undefined;

/** The cache of this server process, bounded by PAGE_MARKUP_CACHE_MB (0: no reuse). */
export function pageMarkupCache(): PageMarkupCache {
  shared ??= createPageMarkupCache(siteSettings().pageMarkupCacheMegabytes * 1024 * 1024);
  return shared;
}
