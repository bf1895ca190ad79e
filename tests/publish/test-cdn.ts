// A CDN for tests, caching the site as the stack's CloudFront distribution does: answers keyed
// by path and the query strings the cache policy keeps (stacks/server-cache.ts), and the origin
// asked with those query strings only, as the origin request policy sends them; kept when the
// origin says a shared cache may keep them (public, s-maxage above 0), with the tags of the
// header the distribution's CacheTagConfig names, until an invalidation removes them or their
// s-maxage runs out, by the clock of the test (Date.now(): the simulation holds it still
// between its moves, so a page the publish forgets stays stale here, where CloudFront would
// hide it once its s-maxage passed). Within stale-while-revalidate it answers the old copy and
// asks the origin again, as CloudFront does.
//
// Over HTTP (listen()) it also passes other methods on, uncached, as the distribution passes
// the publish webhook's POST: only with the body's SHA-256 in x-amz-content-sha256, which
// CloudFront's origin access control for the function URL requires (stacks/origin-access.ts);
// without it, or with another body's hash, Lambda answers 403 and the site never sees it.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { CACHE_TAG_HEADER } from "@corus/site-rules/cache-tag-header";
import { carriesContentSha256 } from "@corus/site-rules/content-sha256";
import { CACHE_KEY_QUERY_STRINGS } from "../../stacks/server-cache.ts";

export interface CdnAnswer {
  status: number;
  location: string | null;
  body: string;
}

interface Entry extends CdnAnswer {
  tags: string[];
  /** Fresh until, then served stale (and fetched again) until. */
  expiresAt: number;
  staleUntil: number;
}

export interface TestCdn {
  /** The answer for `path` (with its query string): from the cache, or the origin's. */
  get(path: string): Promise<CdnAnswer & { hit: boolean }>;
  /** Whether the answer for `path` is cached. */
  has(path: string): boolean;
  /** CloudFront's invalidation items: "#tag", an exact path, or a path ending in "*". */
  invalidate(items: readonly string[]): number;
  size(): number;
  /** Serves the CDN over HTTP on 127.0.0.1; answers its origin, e.g. http://127.0.0.1:41234 */
  listen(): Promise<string>;
  close(): Promise<void>;
}

const HOP_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "transfer-encoding",
]);

/** What Lambda's function URL answers a request OAC could not sign for. */
const FORBIDDEN = '{"Message":"Forbidden"}';

export function createTestCdn(originUrl: string): TestCdn {
  const entries = new Map<string, Entry>();
  const server = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => res.writeHead(502).end(String(error)));
  });

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const path = req.url ?? "/";
    if (req.method === "GET") {
      const answer = await cdn.get(path);
      res.writeHead(answer.status, answer.location ? { location: answer.location } : {});
      return void res.end(answer.body);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (!carriesContentSha256(req.headers, body)) {
      res.writeHead(403, { "content-type": "application/json" });
      return void res.end(FORBIDDEN);
    }
    const headers = Object.entries(req.headers).flatMap(([name, value]) =>
      name === "host" || HOP_HEADERS.has(name) || typeof value !== "string" ? [] : [[name, value]],
    ) as [string, string][];
    const response = await fetch(new URL(cacheKey(path), originUrl), {
      method: req.method,
      headers,
      body: body.length > 0 ? body : undefined,
      redirect: "manual",
    });
    // fetch has decoded the body: its encoding and length no longer describe it.
    const passed = [...response.headers].filter(([name]) => !HOP_HEADERS.has(name));
    res.writeHead(response.status, Object.fromEntries(passed));
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  async function fetchAndKeep(key: string): Promise<CdnAnswer> {
    const fetchedAt = Date.now();
    const response = await fetch(new URL(key, originUrl), { redirect: "manual" });
    const answer: CdnAnswer = {
      status: response.status,
      location: response.headers.get("location"),
      body: await response.text(),
    };
    const lifetime = sharedLifetime(response.headers.get("cache-control"));
    if (lifetime) {
      const tags = (response.headers.get(CACHE_TAG_HEADER) ?? "")
        .split(",")
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean);
      const expiresAt = fetchedAt + lifetime.sMaxAge * 1000;
      const staleUntil = expiresAt + lifetime.staleWhileRevalidate * 1000;
      entries.set(key, { ...answer, tags, expiresAt, staleUntil });
    } else {
      entries.delete(key);
    }
    return answer;
  }
  const cdn: TestCdn = {
    async get(path) {
      const key = cacheKey(path);
      const cached = entries.get(key);
      const now = Date.now();
      if (cached && now < cached.expiresAt) return { ...cached, hit: true };
      if (cached && now < cached.staleUntil) {
        await fetchAndKeep(key);
        return { ...cached, hit: true };
      }
      return { ...(await fetchAndKeep(key)), hit: false };
    },
    has: (path) => entries.has(cacheKey(path)),
    invalidate(items) {
      let removed = 0;
      for (const [key, entry] of entries) {
        if (items.some((item) => matches(item, key, entry))) {
          entries.delete(key);
          removed += 1;
        }
      }
      return removed;
    },
    size: () => entries.size,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () =>
      new Promise<void>((resolve) =>
        server.listening ? server.close(() => resolve()) : resolve(),
      ),
  };
  return cdn;
}

/**
 * Path and the allowed query strings, in the order they came (CloudFront keeps it too): the
 * cache key, and what the origin request policy sends the origin.
 */
function cacheKey(path: string): string {
  const url = new URL(path, "http://cdn.test");
  const kept = [...url.searchParams].filter(([name]) =>
    (CACHE_KEY_QUERY_STRINGS as readonly string[]).includes(name),
  );
  return kept.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(kept)}`;
}

/** How long a shared cache may keep an answer and serve it stale; null when not at all. */
function sharedLifetime(
  cacheControl: string | null,
): { sMaxAge: number; staleWhileRevalidate: number } | null {
  const directives = (cacheControl ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) {
    return null;
  }
  const seconds = (name: string) =>
    Number(directives.find((d) => d.startsWith(`${name}=`))?.slice(name.length + 1) ?? 0);
  const sMaxAge = seconds("s-maxage");
  return sMaxAge > 0 ? { sMaxAge, staleWhileRevalidate: seconds("stale-while-revalidate") } : null;
}

/** As CloudFront matches an invalidation item (tags case-insensitively). */
function matches(item: string, key: string, entry: Entry): boolean {
  if (item.startsWith("#")) return entry.tags.includes(item.slice(1).toLowerCase());
  if (item.endsWith("*")) return key.startsWith(item.slice(0, -1));
  return key === item;
}
