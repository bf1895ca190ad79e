// Rendered pages kept for reuse. The document Next writes for a page (the app's markup, the
// head, __NEXT_DATA__ and the page's Content-Security-Policy, with the hashes of its inline
// scripts) is a function of the page's props and its address alone (no component reads the
// clock, the request or anything random), so a view whose props and address are those of an
// earlier view is answered with that view's document, and Next renders nothing: the largest
// part of a warm request's work.
//
// getServerSideProps opts a request in, with its props, only for answers anyone may see (never
// in draft mode); once it has set the page's own headers (status, Cache-Control, the CMS's), it
// asks here for a kept document, or has this one kept as Next writes it. New content makes new
// props, hence a new key: nothing needs purging, and the least recently used page leaves first
// when the bound (PAGE_MARKUP_CACHE_MB) is reached.
//
// The props are digested whole (a hash of their JSON), except values the server builds once and
// never changes (builtOnce: the page shell with the header's menus, most of a page's props),
// which are known by identity: the same object, the same content.
//
// Components loaded with next/dynamic (templates and blocks) report their modules while the page
// renders, and the document names their chunks (its scripts, __NEXT_DATA__'s dynamicIds): a kept
// document names them as it did. The browser tests compare every template's reused page with its
// first render byte for byte.
import { hash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { getRequestMeta } from "next/dist/server/request-meta";
import { appendServerTiming } from "../http/server-timing";
import { siteSettings } from "../settings";

/** `reused`: a kept document; `rendered`: rendered now (and kept); `uncached`: not cacheable. */
export type MarkupOutcome = "reused" | "rendered" | "uncached";

/** What the render adds to a page's answer, beyond the headers getServerSideProps set. */
interface KeptDocument {
  body: Buffer;
  contentType: string;
  contentSecurityPolicy: string;
}

const CONTENT_TYPE = "content-type";
const CONTENT_SECURITY_POLICY = "content-security-policy";

export interface PageMarkupCache {
  /** Marks this request's page as reusable: its document depends on `props` and its address. */
  allowReuse(req: IncomingMessage, props: object): void;
  /**
   * For a request allowed reuse, once its own headers are set: answers it with the document of
   * an earlier view of `address` (path and query) with the same props and returns true (Next
   * then renders nothing); else keeps the document Next is about to write, and returns false.
   */
  answer(req: IncomingMessage, res: ServerResponse, address: string): boolean;
  /** How the document of this request comes about, for its Server-Timing. */
  outcome(req: IncomingMessage | undefined): MarkupOutcome;
  /** How many pages are kept, and their approximate bytes. */
  size(): { entries: number; bytes: number };
}

export function createPageMarkupCache(maxBytes: number): PageMarkupCache {
  // Requests whose page may be reused, with the digest of their props.
  const digests = new WeakMap<IncomingMessage, string>();
  const pages =
    maxBytes > 0
      ? new LRUCache<string, KeptDocument>({
          maxSize: maxBytes,
          sizeCalculation: (kept) => Math.max(1, kept.body.length),
        })
      : null;

  return {
    allowReuse(req, props) {
      if (!pages || !isDocumentRequest(req)) return;
      digests.set(req, digestOf(props));
    },

    answer(req, res, address) {
      const digest = digests.get(req);
      if (!pages || !digest) return false;
      const key = `${address}\n${digest}`;
      const started = performance.now();
      const kept = pages.get(key);
      if (kept) {
        res.setHeader(CONTENT_TYPE, kept.contentType);
        res.setHeader(CONTENT_SECURITY_POLICY, kept.contentSecurityPolicy);
        appendServerTiming(res, [
          { name: "render", ms: performance.now() - started, description: "reused" },
        ]);
        res.end(kept.body);
        return true;
      }
      keepWhenWritten(res, (document) => pages.set(key, document));
      return false;
    },

    outcome(req) {
      return pages && req && digests.has(req) ? "rendered" : "uncached";
    },

    size() {
      return { entries: pages?.size ?? 0, bytes: pages?.calculatedSize ?? 0 };
    },
  };
}

/**
 * A page's HTML request (GET): not its data request (`/_next/data/…`, the props as JSON for
 * the browser's router, which getServerSideProps answers too), not a HEAD, which has no body.
 */
function isDocumentRequest(req: IncomingMessage): boolean {
  return (
    req.method === "GET" &&
    !getRequestMeta(req, "isNextDataReq") &&
    !req.url?.startsWith("/_next/data/")
  );
}

/**
 * Collects what Next writes of the response, and hands it to `keep` when it ends as a whole
 * HTML page (status 200): a render that failed writes an error page, which is not kept.
 */
function keepWhenWritten(res: ServerResponse, keep: (document: KeptDocument) => void) {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") {
      chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as never) : "utf8"));
    } else if (chunk instanceof Uint8Array) {
      chunks.push(Buffer.from(chunk));
    }
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== "function") collect(chunk, rest[0]);
    const contentType = res.getHeader(CONTENT_TYPE);
    const contentSecurityPolicy = res.getHeader(CONTENT_SECURITY_POLICY);
    if (
      res.statusCode === 200 &&
      typeof contentType === "string" &&
      contentType.startsWith("text/html") &&
      typeof contentSecurityPolicy === "string"
    ) {
      keep({ body: Buffer.concat(chunks), contentType, contentSecurityPolicy });
    }
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
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
