// The site's CloudFront distribution on one machine, made from the synthesized template
// (template.ts, distribution.ts): for each request, the behaviour CloudFront would pick, its
// allowed and cached methods, its viewer-request CloudFront Function, its cache policy (the key;
// how long an answer is kept against the origin's Cache-Control; stale-while-revalidate and
// stale-if-error; errors kept as CloudFront keeps them), its origin request policy (what the
// origin receives), its origin-request Lambda@Edge, its origin (origins.ts) and its response
// headers policy; and invalidations by path and by cache tag, with the header the distribution's
// CacheTagConfig names. What it cannot play is in docs/cms-and-caching.md ("The local
// CloudFront"): regional edge caches, propagation, TLS, compression.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { CloudFrontHeaders, CloudFrontRequest, CloudFrontResultResponse } from "aws-lambda";
import {
  cacheKey,
  forwardedToOrigin,
  keptPath,
  lifetime,
  type Lifetime,
  type ViewerRequest,
} from "./cache-policy.ts";
import { behaviorFor, readDistribution, type CacheBehavior, type Origin } from "./distribution.ts";
import { loadEdgeFunction, type OriginRequestHandler } from "./edge-function.ts";
import { createOrigins, type LocalOrigins, type OriginAnswer } from "./origins.ts";
import { applyResponseHeadersPolicy } from "./response-headers.ts";
import { localStageTemplate, LOCAL_STAGE_CMS, ROOT, type CfnTemplate } from "./template.ts";
import {
  loadViewerFunction,
  type FunctionResponse,
  type ViewerRequestFunction,
} from "./viewer-function.ts";

export interface LocalCloudFrontOptions extends LocalOrigins {
  /** The stack's template (template.ts's "local" stage, unless a test brings another). */
  template: CfnTemplate;
  /** The local CMS's origin (http://127.0.0.1:4100), where the stage's CMS address points. */
  cmsOrigin: string;
  /** 0 (the default) for any free port. */
  port?: number;
  /** One line per request: what was asked, how CloudFront answered, what it kept. */
  log?: (line: string) => void;
}

export interface LocalCloudFront {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** CloudFront's invalidation items: "#tag", an exact path, or a path ending in "*". */
  invalidate(items: readonly string[]): number;
  /** How many answers are kept. */
  size(): number;
  /** Settles once every refresh started in the background (stale-while-revalidate) is done. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The path and kept query strings, which invalidation paths match. */
  path: string;
  tags: string[];
  storedAt: number;
  lifetime: Lifetime;
}

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-encoding",
  "content-length",
  "upgrade",
]);
const VIA = "1.1 local.cloudfront.net (CloudFront)";

function viewerRequest(req: IncomingMessage): ViewerRequest {
  // The path exactly as sent: a URL parser would resolve dot segments and read "//host" as a host.
  const raw = req.url ?? "/";
  const at = raw.indexOf("?");
  const path = at < 0 ? raw : raw.slice(0, at);
  const query = at < 0 ? [] : [...new URLSearchParams(raw.slice(at + 1))];
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const cookies = (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): [string, string] => {
      const at = part.indexOf("=");
      return at < 0 ? [part, ""] : [part.slice(0, at), part.slice(at + 1)];
    });
  return { method: req.method ?? "GET", path, query, headers, cookies };
}

function cloudFrontHeaders(headers: readonly [string, string][]): CloudFrontHeaders {
  const result: CloudFrontHeaders = {};
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    (result[key] ??= []).push({ key: name, value });
  }
  return result;
}

function fromCloudFrontHeaders(headers: CloudFrontHeaders | undefined): [string, string][] {
  return Object.entries(headers ?? {}).flatMap(([name, values]) =>
    values.map(({ value }): [string, string] => [name, value]),
  );
}

function functionAnswer(response: FunctionResponse): OriginAnswer {
  const headers = new Headers();
  for (const [name, entry] of Object.entries(response.headers ?? {}))
    headers.set(name, entry.value);
  const body =
    typeof response.body === "string"
      ? Buffer.from(response.body)
      : response.body
        ? Buffer.from(response.body.data, response.body.encoding === "base64" ? "base64" : "utf8")
        : Buffer.alloc(0);
  return { status: response.statusCode, headers, body };
}

function edgeAnswer(response: CloudFrontResultResponse): OriginAnswer {
  const headers = new Headers(fromCloudFrontHeaders(response.headers));
  const body =
    response.body === undefined
      ? Buffer.alloc(0)
      : Buffer.from(response.body, response.bodyEncoding === "base64" ? "base64" : "utf8");
  return { status: Number(response.status), headers, body };
}

export async function startLocalCloudFront(
  options: LocalCloudFrontOptions,
): Promise<LocalCloudFront> {
  const distribution = readDistribution(options.template);
  const origins = createOrigins(options, distribution.assetFileOptions);
  const viewerFunctions = new Map<string, ViewerRequestFunction>();
  const edgeFunctions = new Map<CacheBehavior, Promise<OriginRequestHandler>>();
  const cmsOrigin = new URL(options.cmsOrigin).origin;
  const toLocalCms = (value: string) => value.replaceAll(LOCAL_STAGE_CMS, cmsOrigin);
  const serverHost = new URL(options.serverUrl).host;

  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<OriginAnswer>>();
  const background = new Set<Promise<unknown>>();

  const viewerFunctionOf = (code: string) => {
    let loaded = viewerFunctions.get(code);
    if (!loaded) viewerFunctions.set(code, (loaded = loadViewerFunction(code)));
    return loaded;
  };
  const edgeFunctionOf = (behavior: CacheBehavior) => {
    let loaded = edgeFunctions.get(behavior);
    if (!loaded && behavior.originRequest) {
      edgeFunctions.set(behavior, (loaded = loadEdgeFunction(behavior.originRequest, toLocalCms)));
    }
    return loaded;
  };

  /** Asks the origin, through the behaviour's origin request policy and Lambda@Edge. */
  async function fromOrigin(
    behavior: CacheBehavior,
    request: ViewerRequest,
    clientIp: string,
    body: Buffer | undefined,
  ): Promise<OriginAnswer> {
    const forwarded = forwardedToOrigin(
      request,
      behavior.cachePolicy,
      behavior.originRequestPolicy,
    );
    const origin: Origin = behavior.origin;
    const headers: [string, string][] = [
      // Compression is not played: the origin answers uncompressed (identity).
      ...forwarded.headers.filter(
        ([name]) => name !== "host" && name !== "accept-encoding" && !HOP_BY_HOP.has(name),
      ),
      ["host", origin.kind === "assets" ? "assets.s3.local" : serverHost],
      ["x-forwarded-for", clientIp],
      ["via", VIA],
      ["x-amz-cf-id", randomUUID()],
    ];
    if (forwarded.cookies.length > 0) {
      headers.push([
        "cookie",
        forwarded.cookies.map(([name, value]) => `${name}=${value}`).join("; "),
      ]);
    }
    let uri = request.path;
    let querystring = new URLSearchParams(forwarded.query).toString();
    let originHeaders = headers;
    const edge = edgeFunctionOf(behavior);
    if (edge) {
      const cfRequest: CloudFrontRequest = {
        clientIp,
        method: request.method,
        uri,
        querystring,
        headers: cloudFrontHeaders(headers),
        origin: {
          custom: {
            customHeaders: {},
            domainName: serverHost,
            keepaliveTimeout: 5,
            path: origin.path,
            port: 443,
            protocol: "https",
            readTimeout: origin.readTimeoutSeconds,
            sslProtocols: ["TLSv1.2"],
          },
        },
      };
      const result = await (
        await edge
      )({
        Records: [
          {
            cf: {
              config: {
                distributionDomainName: "local.cloudfront.net",
                distributionId: "ELOCALCLOUDFRONT",
                eventType: "origin-request",
                requestId: randomUUID(),
              },
              request: cfRequest,
            },
          },
        ],
      });
      if ("status" in result && result.status !== undefined) return edgeAnswer(result);
      const next = result as CloudFrontRequest;
      uri = next.uri;
      querystring = next.querystring;
      originHeaders = fromCloudFrontHeaders(next.headers);
    }
    try {
      return await origins.answer(origin, {
        method: request.method,
        url: `${origin.path}${uri}${querystring ? `?${querystring}` : ""}`,
        headers: originHeaders,
        body,
      });
    } catch (error) {
      // What CloudFront answers when the origin cannot be reached, or keeps it waiting past the
      // origin's read timeout.
      const timedOut = (error as Error).name === "TimeoutError";
      return {
        status: timedOut ? 504 : 502,
        headers: new Headers({ "content-type": "text/html", "x-cache": "Error from cloudfront" }),
        body: Buffer.from(timedOut ? "504 Gateway Timeout" : "502 Bad Gateway"),
      };
    }
  }

  /** One request to the origin per key at a time, as CloudFront collapses them. */
  function collapsed(key: string, ask: () => Promise<OriginAnswer>): Promise<OriginAnswer> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = ask().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  function keep(
    key: string,
    path: string,
    behavior: CacheBehavior,
    answer: OriginAnswer,
    at: number,
  ) {
    const kept = lifetime(answer.status, answer.headers, behavior.cachePolicy, at);
    if (!kept) {
      entries.delete(key);
      return;
    }
    const tags = distribution.cacheTagHeader
      ? (answer.headers.get(distribution.cacheTagHeader) ?? "")
          .split(",")
          .map((tag) => tag.trim().toLowerCase())
          .filter(Boolean)
      : [];
    entries.set(key, { ...answer, path, tags, storedAt: at, lifetime: kept });
  }

  async function cached(
    behavior: CacheBehavior,
    request: ViewerRequest,
    clientIp: string,
  ): Promise<OriginAnswer & { xCache: string; age?: number }> {
    // HEAD shares GET's answers, as CloudFront keeps them.
    const key = cacheKey({ ...request, method: "GET" }, behavior.cachePolicy);
    const path = keptPath(request, behavior.cachePolicy);
    const now = Date.now();
    const entry = entries.get(key);
    const ageOf = (kept: Entry) => Math.max(0, Math.floor((now - kept.storedAt) / 1000));
    if (entry) {
      const age = (now - entry.storedAt) / 1000;
      if (age < entry.lifetime.ttl)
        return { ...entry, xCache: "Hit from cloudfront", age: ageOf(entry) };
      if (age < entry.lifetime.ttl + entry.lifetime.staleWhileRevalidate) {
        const refresh = collapsed(key, () =>
          fromOrigin(behavior, request, clientIp, undefined),
        ).then((answer) => {
          if (answer.status < 500) keep(key, path, behavior, answer, Date.now());
        });
        background.add(refresh);
        void refresh.finally(() => background.delete(refresh));
        return { ...entry, xCache: "RefreshHit from cloudfront", age: ageOf(entry) };
      }
    }
    const answer = await collapsed(key, () => fromOrigin(behavior, request, clientIp, undefined));
    const failed = answer.status >= 500;
    if (
      failed &&
      entry &&
      (now - entry.storedAt) / 1000 < entry.lifetime.ttl + entry.lifetime.staleIfError
    ) {
      return { ...entry, xCache: "RefreshHit from cloudfront", age: ageOf(entry) };
    }
    keep(key, path, behavior, answer, now);
    return { ...answer, xCache: failed ? "Error from cloudfront" : "Miss from cloudfront" };
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const clientIp = req.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "127.0.0.1";
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    let request = viewerRequest(req);
    const behavior = behaviorFor(distribution, request.path);

    let answer: OriginAnswer & { xCache?: string; age?: number };
    if (!behavior.allowedMethods.includes(request.method)) {
      answer = {
        status: 403,
        headers: new Headers({ "content-type": "text/html" }),
        body: Buffer.from(
          "This distribution is not configured to allow the HTTP request method that was used for this request.",
        ),
        xCache: "Error from cloudfront",
      };
    } else {
      const result = behavior.viewerRequest
        ? viewerFunctionOf(behavior.viewerRequest)(request, {
            ip: clientIp,
            distributionDomainName: "local.cloudfront.net",
          })
        : { request };
      if ("response" in result) {
        answer = {
          ...functionAnswer(result.response),
          xCache: "FunctionGeneratedResponse from cloudfront",
        };
      } else {
        request = result.request;
        answer =
          behavior.cachedMethods.includes(request.method) &&
          (request.method === "GET" || request.method === "HEAD")
            ? await cached(behavior, request, clientIp)
            : {
                ...(await fromOrigin(behavior, request, clientIp, body)),
                xCache: "Miss from cloudfront",
              };
      }
    }

    const headers = new Headers();
    for (const [name, value] of answer.headers) {
      if (!HOP_BY_HOP.has(name)) headers.append(name, value);
    }
    applyResponseHeadersPolicy(headers, behavior.responseHeadersPolicy);
    headers.set("x-cache", answer.xCache ?? "Miss from cloudfront");
    headers.set("via", VIA);
    headers.set("x-amz-cf-pop", "LOCAL1-C1");
    headers.set("x-amz-cf-id", randomUUID());
    if (answer.age !== undefined) headers.set("age", String(answer.age));
    const setCookies = answer.headers.getSetCookie();
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of headers) out[name] = name === "set-cookie" ? setCookies : value;
    out["content-length"] = String(answer.body.length);
    res.writeHead(answer.status, out);
    res.end(req.method === "HEAD" ? undefined : answer.body);
    options.log?.(
      `${request.method} ${req.url} ${answer.status} ${headers.get("x-cache")} (${behavior.pathPattern ?? "default"}; ${answer.headers.get("cache-control") ?? "no cache-control"})`,
    );
  }

  const server = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      console.error("local CloudFront:", error);
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("502 Bad Gateway: the local CloudFront failed");
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    invalidate(items) {
      let removed = 0;
      for (const [key, entry] of entries) {
        const matched = items.some((item) =>
          item.startsWith("#")
            ? entry.tags.includes(item.slice(1).toLowerCase())
            : item.endsWith("*")
              ? entry.path.startsWith(item.slice(0, -1))
              : entry.path === item,
        );
        if (matched) {
          entries.delete(key);
          removed += 1;
        }
      }
      return removed;
    },
    size: () => entries.size,
    idle: async () => {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The OpenNext bundle's assets, which SST uploads to the bucket. */
export const ASSETS_DIR = path.join(ROOT, "packages/web/.open-next/assets");

/** A local CloudFront in front of a running site: the "local" stage's template, its assets. */
export async function startCloudFrontFor(site: {
  serverUrl: string;
  cmsOrigin: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<LocalCloudFront> {
  return startLocalCloudFront({
    ...site,
    template: await localStageTemplate(),
    assetsDir: ASSETS_DIR,
  });
}
