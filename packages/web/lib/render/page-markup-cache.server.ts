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
// The props are digested whole (a hash of their JSON), except values the server builds once and
// never changes (builtOnce: the page shell with the header's menus, most of a page's props),
// which are known by identity: the same object, the same content.
//
// What Next keeps besides the markup is kept with it (the head elements next/head collected).
// A component loaded with next/dynamic would also register its chunk during the render, which a
// reused render cannot do: the site has none, and the browser tests compare every template's
// reused page with its first render byte for byte.
import { hash } from "node:crypto";
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
      digests.set(req, digestOf(props));
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

const builtOnceIds = new WeakMap<object, number>();
let builtOnceCount = 0;

/**
 * Declares `value` built once and never changed: in the props of a page (at their top level),
 * it is known by its identity instead of its content. Returns it.
 */
export function builtOnce<T extends object>(value: T): T {
  if (!builtOnceIds.has(value)) builtOnceIds.set(value, ++builtOnceCount);
  return value;
}

/** The props' digest: each top-level value's JSON, or `#id` for one built once. */
function digestOf(props: object): string {
  let text = "";
  for (const [key, value] of Object.entries(props)) {
    const id = typeof value === "object" && value !== null ? builtOnceIds.get(value) : undefined;
    // One line a value (JSON has no raw line break), and no JSON text starts with "#".
    text += `${JSON.stringify(key)}:${id === undefined ? JSON.stringify(value) : `#${id}`}\n`;
  }
  return hash("sha256", text, "base64url");
}

let shared: PageMarkupCache | undefined;

/** The cache of this server process, bounded by PAGE_MARKUP_CACHE_MB (0: no reuse). */
export function pageMarkupCache(): PageMarkupCache {
  shared ??= createPageMarkupCache(siteSettings().pageMarkupCacheMegabytes * 1024 * 1024);
  return shared;
}
