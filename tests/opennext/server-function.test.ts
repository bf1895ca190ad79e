// The site's OpenNext server function, run as Lambda runs it behind its function URL: API
// Gateway v2 (payload 2.0) events in, against the real content service. The bundle is built
// once per run by ./global-setup.ts.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { signDelivery } from "@corus/site-rules/webhook-signature";
import { functionUrlEvent, type FunctionUrlResult } from "../../scripts/lib/lambda-event.ts";
import { WEB_DIR } from "./global-setup.ts";
import { violationsOf } from "./csp-check.ts";

type Handler = (event: object, context: object) => Promise<FunctionUrlResult>;

const SERVER_FUNCTION = path.join(WEB_DIR, ".open-next/server-functions/default/index.mjs");
const WEBHOOK_SECRET = "lambda-webhook-secret-of-32-chars";
const NAMESPACE = "corus-site/lambda-test";

let service: ContentService;
let handler: Handler;
let stopKeeping: () => void;

beforeAll(async () => {
  stopKeeping = keepJsonLines();
  service = await startContentService({ port: 0, host: "127.0.0.1" });
  vi.stubEnv("CMS_GRAPHQL_URL", service.graphqlUrl);
  vi.stubEnv("CMS_WEBHOOK_SECRET", WEBHOOK_SECRET);
  vi.stubEnv("METRICS_NAMESPACE", NAMESPACE);
  // Lambda sets it: the site writes its metrics only there (or when asked).
  vi.stubEnv("AWS_LAMBDA_FUNCTION_NAME", "corus-site-test-server");
  // Read by OpenNext's S3 cache at start-up; no request here reaches it.
  vi.stubEnv("CACHE_BUCKET_NAME", "site-cache");
  vi.stubEnv("CACHE_BUCKET_REGION", "ca-central-1");
  ({ handler } = (await import(pathToFileURL(SERVER_FUNCTION).href)) as { handler: Handler });
  // Warm, as Lambda's container is after its first request: the tests below read what each
  // invocation writes, and the first one's start-up is not theirs to judge.
  await get("/about-corus/");
}, 60_000);

beforeEach(() => {
  keptAtTestStart = kept.length;
});

afterEach(({ task }) => {
  if (task.result?.state === "fail")
    console.error(
      `the function's lines during this test:\n${kept.slice(keptAtTestStart).join("\n")}`,
    );
});

afterAll(async () => {
  stopKeeping();
  vi.unstubAllEnvs();
  await service.close();
});

function get(rawPath: string, rawQueryString = "") {
  return invoke("GET", rawPath, rawQueryString);
}

function invoke(
  method: string,
  rawPath: string,
  rawQueryString = "",
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
) {
  return handler(functionUrlEvent({ method, rawPath, rawQueryString, headers, body }), {});
}

/**
 * The JSON lines written during this file (the function's log and metric lines, to stdout and
 * stderr), kept here instead of the test run's output, where they are CloudWatch's and would
 * bury the report: printed only for a test that fails. Each stream's write is wrapped, bound to
 * its stream: other output (the in-process content service's) still goes through.
 */
const kept: string[] = [];
let keptAtTestStart = 0;

function keepJsonLines() {
  const restore = [process.stdout, process.stderr].map((stream) => {
    const write = stream.write;
    stream.write = ((chunk: unknown, ...rest: never[]) => {
      const lines = String(chunk).split("\n");
      const json = lines.filter((line) => line.startsWith("{"));
      kept.push(...json);
      if (json.length === lines.filter(Boolean).length) {
        // A write callback, when given, still runs once the (nothing) written is done.
        const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
        callback?.();
        return true;
      }
      const others = lines.filter((line) => !line.startsWith("{")).join("\n");
      return write.call(stream, others, ...rest);
    }) as typeof stream.write;
    return () => {
      stream.write = write;
    };
  });
  return () => restore.forEach((undo) => undo());
}

/** The JSON lines the function wrote while `run` ran (and not after it returned). */
async function written<T>(run: () => Promise<T>) {
  const from = kept.length;
  const result = await run();
  const lines = kept.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
  return { result, lines, emf: lines.filter((line) => "_aws" in line) };
}

/** An embedded-metric-format line's metadata: its namespace, dimension sets and metric names. */
const metadata = (line: Record<string, unknown>) =>
  (
    line._aws as {
      CloudWatchMetrics: {
        Namespace: string;
        Dimensions: string[][];
        Metrics: { Name: string; Unit: string }[];
      }[];
    }
  ).CloudWatchMetrics[0]!;

/** How many values a metric holds on a line (Powertools writes repeats as an array). */
const values = (value: unknown) =>
  value === undefined ? 0 : Array.isArray(value) ? value.length : 1;

const text = (result: FunctionUrlResult) =>
  result.isBase64Encoded ? Buffer.from(result.body, "base64").toString("utf8") : result.body;

describe("the OpenNext server function", () => {
  it("takes a signed publish webhook: the signature holds over the body Lambda hands in", async () => {
    const body = JSON.stringify({ changes: [{ type: "page", uris: ["/careers/"] }] });
    const timestamp = Math.floor(Date.now() / 1000);
    const post = (secret: string, id: string) =>
      invoke("POST", "/api/revalidate/", "", {
        body,
        headers: {
          "content-type": "application/json",
          "x-webhook-id": id,
          "x-webhook-timestamp": String(timestamp),
          "x-webhook-signature": signDelivery(secret, timestamp, id, body),
        },
      });
    const refused = await written(() => post("another-secret", "lambda-delivery-1"));
    expect(refused.result.statusCode).toBe(401);
    // Counted in all, on the request's line, and by reason, on a line of its own.
    expect(
      refused.emf.map((line) => [metadata(line).Dimensions, line.reason, line.WebhookRefused]),
    ).toEqual([
      [[["service", "reason"]], "signature", 1],
      [[["service"]], undefined, 1],
    ]);
    expect(refused.lines).toContainEqual(
      expect.objectContaining({
        level: "WARN",
        message: "revalidate: refused: the signature does not verify",
        operation: "revalidate",
        path: "/api/revalidate/",
        request_id: expect.any(String),
      }),
    );
    // A stranger's POST with no signature: counted apart (no alarm counts it).
    const stray = await written(() => invoke("POST", "/api/revalidate/", "", { body: "" }));
    expect(stray.result.statusCode).toBe(401);
    expect(stray.emf.map((line) => [line.reason, line.WebhookRefused])).toEqual([
      ["unsigned", 1],
      [undefined, 1],
    ]);
    const { result: answer, emf } = await written(() => post(WEBHOOK_SECRET, "lambda-delivery-2"));
    expect(answer.statusCode).toBe(200);
    expect(emf).toEqual([expect.objectContaining({ service: "web", WebhookAccepted: 1 })]);
    expect(JSON.parse(text(answer))).toMatchObject({
      deliveryId: "lambda-delivery-2",
      purged: { tags: expect.arrayContaining(["uri:/careers/", "sitemap", "search"]) },
      invalidation: { skipped: "CDN: none (no CloudFront distribution configured)" },
    });
  });

  it("writes a page's metrics as one embedded-metric-format line, before the invocation returns", async () => {
    const page = () =>
      invoke("GET", "/careers/", "", { headers: { "x-amz-cf-id": "cf-request-id-for-careers" } });
    const { result, lines, emf } = await written(page);
    expect(result.statusCode).toBe(200);
    expect(emf).toHaveLength(1);
    const [line] = emf;
    expect(metadata(line!)).toMatchObject({ Namespace: NAMESPACE, Dimensions: [["service"]] });
    expect(line).toMatchObject({ service: "web", PagesServed: 1 });
    const names = metadata(line!).Metrics.map((metric) => metric.Name);
    expect(names).toContain("PagesServed");
    expect(names).not.toContain("PagesServedStale");
    expect(names.some((name) => ["CmsHit", "CmsMiss"].includes(name))).toBe(true);
    for (const metric of metadata(line!).Metrics) expect(metric.Unit).toBe("Count");
    // Its log lines are JSON with the level and the request they belong to.
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "INFO",
        message: "cms call",
        service: "web",
        request_id: "cf-request-id-for-careers",
        path: "/careers/",
        operation: "page",
      }),
    );

    // A second view writes its own line: nothing held over, nothing written twice. It makes
    // the same reads, now all from the server's cache: each read counted once in each view.
    const again = await written(page);
    expect(again.emf).toHaveLength(1);
    expect(again.emf[0]).toMatchObject({ PagesServed: 1 });
    expect(again.emf[0]!.CmsMiss).toBeUndefined();
    expect(values(again.emf[0]!.CmsHit)).toBe(values(line!.CmsHit) + values(line!.CmsMiss));
  });

  it("renders a seed page with its CMS content, cacheable by CloudFront", async () => {
    const result = await get("/about-corus/");
    expect(result.statusCode).toBe(200);
    expect(result.headers["content-type"]).toMatch(/^text\/html/);
    expect(result.headers["cache-control"]).toMatch(/public, max-age=0, s-maxage=\d+/);
    const html = text(result);
    expect(html).toContain("<title");
    expect(html).toContain("About Corus | Corus Entertainment");
    expect(html).toContain("Corus Entertainment is a Canadian media and content company.");
  });

  /** In ical-generator's code: its default PRODID. */
  const ICAL_GENERATOR_ID = "//sebbo.net//ical-generator//";

  // What a new container compiles before its first page (docs/benchmark-and-audit.md, "Cold
  // start of the deployed shape"): neither postcss (lib/content/postcss-left-out.ts) nor React
  // DOM's Node build beside the edge build Next.js renders with (lib/render/page-shell.server.tsx),
  // nor the calendar files' writer, which only /calendar/ needs (templates/events/calendar-file.ts).
  it("loads neither postcss, a second React DOM server build nor ical-generator to render a page", async () => {
    expect((await get("/about-corus/our-values/")).statusCode).toBe(200);
    const functionDir = path.dirname(SERVER_FUNCTION) + path.sep;
    const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
      file.startsWith(functionDir),
    );
    expect(loaded.some((file) => file.includes("react-dom-server.edge"))).toBe(true);
    expect(
      loaded.filter((file) => /[/\\]postcss[/\\]|react-dom-server(-legacy)?\.node/.test(file)),
    ).toEqual([]);
    expect(existsSync(path.join(functionDir, "node_modules/postcss"))).toBe(false);
    // Bundled into the chunks, it is known by the default product id its code holds; the
    // calendar route, answered next, loads it.
    const calendarWriters = () =>
      Object.keys(createRequire(import.meta.url).cache).filter(
        (file) =>
          file.startsWith(functionDir) && readFileSync(file, "utf8").includes(ICAL_GENERATOR_ID),
      );
    expect(calendarWriters()).toEqual([]);
    expect((await get("/calendar/investor-event-2806.ics")).statusCode).toBe(200);
    expect(calendarWriters()).not.toEqual([]);
  });

  // lib/render/page-markup-cache.server.ts, through OpenNext's response rather than Node's.
  it("answers a repeat view with the document it sent, and the view's own headers", async () => {
    const view = () => get("/about-corus/our-values/", "seen=twice");
    const first = await view();
    const again = await view();
    for (const result of [first, again]) {
      expect(result.statusCode).toBe(200);
      expect(result.headers["cache-tag"]).toContain("uri:/about-corus/our-values/");
      expect(result.headers["cache-control"]).toMatch(/public, max-age=0, s-maxage=\d+/);
    }
    expect(first.headers["server-timing"]).toMatch(/render;dur=[\d.]+;desc="rendered"/);
    expect(again.headers["server-timing"]).toMatch(
      /cache;desc="hit", render;dur=[\d.]+;desc="reused"/,
    );
    expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(text(again)).toBe(text(first));
  });

  it("answers an unknown path 404 with the branded page", async () => {
    const result = await get("/no-such-page/");
    expect(result.statusCode).toBe(404);
    expect(text(result)).toContain("Page not found");
  });

  it.each([
    ["/about/", 301, "/about-corus/"],
    ["/investors/", 308, "/investor-relations/"],
  ])("redirects the legacy URL %s with its record's code", async (from, status, to) => {
    const result = await get(from);
    expect(result.statusCode).toBe(status);
    expect(result.headers.location).toBe(to);
  });

  // The page sends its own policy (the CDN keeps the origin's): every inline script it
  // carries is allowed by its hash, and nothing inline by a blanket 'unsafe-inline'.
  it("renders pages that work under the Content-Security-Policy they are sent with", async () => {
    for (const page of [
      "/",
      "/about-corus/",
      "/about-corus/leadership/",
      "/our-brands/",
      "/media-centre/press-releases/",
    ]) {
      const result = await get(page);
      const policy = result.headers["content-security-policy"]!;
      expect(policy, page).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
      expect(policy, page).not.toContain("unsafe-inline");
      expect(violationsOf(text(result), policy, "https://www.example.com"), page).toEqual([]);
    }
  });
});
