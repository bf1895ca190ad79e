// The site as deployed, run for the alarm scenarios, minute by minute on a simulated clock, with
// what would count it: CloudFront (the test CDN, tests/publish/test-cdn.ts, caching as the
// stack's distribution does), its origin request (the real edge handler, packages/edge, then
// the server function: instances of `next start` of the site's build, each taking one request
// at a time as a Lambda instance does, writing their metrics as on Lambda), the CMS (the content service, whose test controls make it fail, slow down or answer
// errors), and AWS's APIs the site calls (tests/publish/fake-aws.ts). Every metric line the site
// and the edge write goes into a CloudWatch of the test's (cloudwatch.ts), with what AWS's own
// services would count of the same requests:
// - Lambda (the server function): one invocation per origin request, its duration (from the
//   moment an instance takes it), and an error when the server gave no answer (a crash, a reset
//   connection);
// - CloudFront: every viewer request, the page's own and each static file the visitor's browser
//   asks for the first time (its scripts, styles, fonts and images, read from the page: S3
//   answers them, 200), the 5xx rate of each minute, and the edge function's errors.
import { randomBytes, randomUUID } from "node:crypto";
import {
  createServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pLimit from "p-limit";
import { vi } from "vitest";
import type { CloudFrontRequest, CloudFrontResultResponse } from "aws-lambda";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { CONTENT_SHA256_HEADER, contentSha256 } from "@corus/site-rules/content-sha256";
import {
  DELIVERY_ID_HEADER,
  SIGNATURE_HEADER,
  signDelivery,
  TIMESTAMP_HEADER,
} from "@corus/site-rules/webhook-signature";
import { startNext, WEB_DIR } from "../../scripts/lib/next-apps.ts";
import type { Server } from "../../scripts/lib/processes.ts";
import { readEdgeSettings } from "@corus/edge/src/settings.ts";
import { EDGE_SETTINGS_VARIABLE } from "@corus/edge/src/inlined-settings.ts";
import { originRequestEvent } from "../edge/cloudfront-event.ts";
import { startFakeAws, type FakeAws } from "../publish/fake-aws.ts";
import { createTestCdn, type TestCdn } from "../publish/test-cdn.ts";
import { emfDatapoints, MetricStore, type MetricId } from "./cloudwatch.ts";

const HOP_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "keep-alive",
  "set-cookie",
]);
const CLOCK_PRELOAD = path.join(import.meta.dirname, "../publish/simulated-clock.mjs");
/** The first of the server function's instances' ports (one more for each further one). */
const SITE_PORT = Number(process.env.ALARM_SCENARIOS_SITE_PORT || 3125);
/**
 * Instances of the server function: Lambda gives each invocation an instance of its own, so an
 * invocation's duration is its own work, never time queued behind another request. Each keeps
 * its own caches, as Lambda's containers do.
 */
export const INSTANCES = 3;
const DISTRIBUTION_PARAMETER = "/corus-site/alarm-scenarios/cloudfront-distribution-id";
const DISTRIBUTION_ID = "E2ALARMSCENARIOS";
const PUBLIC_ORIGIN = "https://www.example.com";
export const MINUTE = 60_000;

/** How the template names what AWS counts by: the server function, the distribution. */
export interface Names {
  namespace: string;
  /** The FunctionName dimension of the server function's metrics, as the template holds it. */
  serverFunction: string;
  /** The DistributionId dimension of CloudFront's metrics, as the template holds it. */
  distribution: string;
}

type EdgeHandler = (
  event: ReturnType<typeof originRequestEvent>,
) => Promise<CloudFrontRequest | CloudFrontResultResponse>;

/** What a viewer request came to, for CloudFront's metrics. */
interface ViewerAnswer {
  status: number;
  body: string;
}

export interface World {
  readonly cms: ContentService;
  readonly metrics: MetricStore;
  /** Every route the site lists in its sitemap. */
  readonly routes: string[];
  /** The webhook secret the site has (WordPress signs with it, unless told otherwise). */
  readonly secret: string;
  /** CloudFront refuses invalidations while this is true. */
  cloudFrontRefuses: boolean;
  /** Moves every clock to `at` (ms since the epoch). */
  setClock(at: number): Promise<void>;
  /** A visitor's page view: the page, through the CDN, and the static files it needs. */
  view(visitor: Set<string>, path: string): Promise<number>;
  /** A POST to the publish webhook through the CDN, signed with `secret`, or none. */
  deliver(body: string, secret: string | null): Promise<number>;
  /** Stops the servers and reads what the site wrote into `metrics`. */
  close(): Promise<void>;
}

export async function startWorld(names: Names, start: number): Promise<World> {
  const workDir = await mkdtemp(path.join(tmpdir(), "alarm-scenario-"));
  const clockFile = path.join(workDir, "clock");
  const siteLog = (instance: number) => path.join(workDir, `site-${instance}.log`);
  const secret = randomBytes(32).toString("hex");
  const metrics = new MetricStore();
  vi.useFakeTimers({ toFake: ["Date"], now: start });
  await writeFile(clockFile, String(start));

  const cms = await startContentService({ port: 0, host: "127.0.0.1", testControls: true });
  let cloudFrontRefuses = false;
  const aws: FakeAws = await startFakeAws({
    parameters: { [DISTRIBUTION_PARAMETER]: DISTRIBUTION_ID },
    distributionId: DISTRIBUTION_ID,
    onInvalidation: ({ items }) => cdn.invalidate(items),
    refusing: () => cloudFrontRefuses,
  });
  const siteEnvironment = {
    CMS_GRAPHQL_URL: cms.graphqlUrl,
    SITEMAP_BASE_URL: PUBLIC_ORIGIN,
    CMS_WEBHOOK_SECRET: secret,
    CLOUDFRONT_DISTRIBUTION_ID_PARAMETER: DISTRIBUTION_PARAMETER,
    AWS_ENDPOINT_URL: aws.url,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "scenario",
    AWS_SECRET_ACCESS_KEY: "scenario",
    // As the stack sets them; metrics written as on Lambda.
    METRICS_NAMESPACE: names.namespace,
    POWERTOOLS_METRICS_DISABLED: "false",
    NODE_OPTIONS: `--import ${CLOCK_PRELOAD}`,
    SIMULATED_CLOCK_FILE: clockFile,
  };
  const instances: Server[] = await Promise.all(
    Array.from({ length: INSTANCES }, (_, instance) =>
      startNext(`site ${instance}`, WEB_DIR, SITE_PORT + instance, siteEnvironment, {
        logFile: siteLog(instance),
      }),
    ),
  );
  /** Instances free to take an invocation, and invocations waiting for one. */
  const free = [...instances];
  const waiting: ((instance: Server) => void)[] = [];
  const acquire = () =>
    new Promise<Server>((resolve) => {
      const instance = free.pop();
      if (instance) resolve(instance);
      else waiting.push(resolve);
    });
  const release = (instance: Server) => {
    const next = waiting.shift();
    if (next) next(instance);
    else free.push(instance);
  };

  // The edge function, with the settings the stack would inline, in this process: its metric
  // lines are read from this process's output.
  const edgeLines: string[] = [];
  const restoreOutput = captureOutput((text) => {
    for (const line of text.split("\n")) if (line.includes('"_aws"')) edgeLines.push(line);
  });
  vi.stubEnv(
    EDGE_SETTINGS_VARIABLE,
    JSON.stringify(
      readEdgeSettings({ CMS_GRAPHQL_URL: cms.graphqlUrl, METRICS_NAMESPACE: names.namespace }),
    ),
  );
  vi.resetModules();
  const { handler: edge } = (await import("@corus/edge/src/handler.ts")) as {
    handler: EdgeHandler;
  };

  const lambda = (name: string): MetricId => ({
    namespace: "AWS/Lambda",
    name,
    dimensions: { FunctionName: names.serverFunction },
  });
  const cloudFront = (name: string): MetricId => ({
    namespace: "AWS/CloudFront",
    name,
    dimensions: { DistributionId: names.distribution, Region: "Global" },
  });
  /** CloudFront's counts for the minute in progress. */
  let minute = { at: start, requests: 0, errors5xx: 0, edgeErrors: 0 };
  const closeMinute = () => {
    const { at, requests, errors5xx, edgeErrors } = minute;
    metrics.put(cloudFront("Requests"), at, requests);
    if (requests > 0) metrics.put(cloudFront("5xxErrorRate"), at, (100 * errors5xx) / requests);
    metrics.put(cloudFront("LambdaExecutionError"), at, edgeErrors);
    metrics.put(cloudFront("LambdaValidationError"), at, 0);
  };
  const viewerRequest = (status: number) => {
    minute.requests += 1;
    if (status >= 500) minute.errors5xx += 1;
  };

  // CloudFront's origin request: the edge function, then the server function's URL.
  const origin = await listen(async (req, res) => {
    const [uri = "/", querystring = ""] = (req.url ?? "/").split(/\?(.*)/s);
    let forward: Record<string, string> = {};
    if (req.method === "GET") {
      let result: CloudFrontRequest | CloudFrontResultResponse;
      try {
        result = await edge(originRequestEvent({ uri, querystring }));
      } catch {
        // CloudFront answers an edge function's failure itself.
        minute.edgeErrors += 1;
        res.writeHead(503).end("edge function failed");
        return;
      }
      if ("status" in result) {
        const headers = Object.fromEntries(
          Object.values(result.headers ?? {}).map(([header]) => [header!.key!, header!.value]),
        );
        res.writeHead(Number(result.status), headers).end();
        return;
      }
      forward = Object.fromEntries(
        Object.entries(result.headers)
          .filter(([name]) => name.startsWith("x-redirect"))
          .map(([name, [header]]) => [name, header!.value]),
      );
    }
    const body = await readBody(req);
    let status = 502;
    let headers: [string, string][] = [];
    let answered = Buffer.alloc(0);
    const instance = await acquire();
    const started = performance.now();
    try {
      const answer = await fetch(`${instance.url}${req.url}`, {
        method: req.method,
        headers: { ...plainHeaders(req), ...forward },
        body: body.length > 0 ? new Uint8Array(body) : undefined,
        redirect: "manual",
      });
      answered = Buffer.from(await answer.arrayBuffer());
      status = answer.status;
      headers = [...answer.headers].filter(([name]) => !HOP_HEADERS.has(name));
    } catch {
      // No answer from the function (it crashed, or the connection dropped): Lambda's error.
    }
    const duration = performance.now() - started;
    release(instance);
    res.writeHead(status, Object.fromEntries(headers)).end(answered);
    const at = Date.now();
    metrics.put(lambda("Invocations"), at, 1);
    metrics.put(lambda("Duration"), at, duration);
    metrics.put(lambda("Errors"), at, status === 502 ? 1 : 0);
  });

  const cdn: TestCdn = createTestCdn(origin.url);
  /** The last good answer for each address, which CloudFront serves on an origin's error. */
  const kept = new Map<string, ViewerAnswer>();
  const cdnUrl = await cdn.listen();
  const routes = await sitemapRoutes(instances[0]!.url);
  // A running site, not one just deployed: every route rendered once by every instance,
  // straight from it (neither CloudFront nor Lambda counts it).
  const warm = pLimit(INSTANCES);
  await Promise.all(
    instances.flatMap((instance) =>
      routes.map((route) =>
        warm(() => fetch(`${instance.url}${route}`).then((answer) => answer.arrayBuffer())),
      ),
    ),
  );

  const world: World = {
    cms,
    metrics,
    routes,
    secret,
    get cloudFrontRefuses() {
      return cloudFrontRefuses;
    },
    set cloudFrontRefuses(value) {
      cloudFrontRefuses = value;
    },
    async setClock(at) {
      closeMinute();
      minute = { at, requests: 0, errors5xx: 0, edgeErrors: 0 };
      vi.setSystemTime(at);
      await writeFile(clockFile, String(at));
      // The site's clock follows the file (simulated-clock.mjs polls it every 5 ms).
      await new Promise((resolve) => setTimeout(resolve, 100));
    },
    async view(visitor, route) {
      let answer: ViewerAnswer = await cdn.get(route);
      // A page's Cache-Control has stale-if-error (a day): CloudFront answers the copy it last
      // had when the origin fails (the test CDN lets the copy go).
      if (answer.status >= 500 && kept.has(route)) answer = kept.get(route)!;
      else if (answer.status === 200) kept.set(route, answer);
      viewerRequest(answer.status);
      for (const file of staticFiles(answer.body)) {
        if (visitor.has(file)) continue;
        visitor.add(file);
        viewerRequest(200);
      }
      return answer.status;
    },
    async deliver(body, signingSecret) {
      const id = randomUUID();
      const timestamp = Math.floor(Date.now() / 1000);
      const signed = signingSecret && {
        [DELIVERY_ID_HEADER]: id,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signDelivery(signingSecret, timestamp, id, body),
      };
      const response = await fetch(`${cdnUrl}/api/revalidate/`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...signed,
          // As CloudFront's origin access control requires of a body (an empty one needs none).
          ...(body && { [CONTENT_SHA256_HEADER]: contentSha256(body) }),
        },
        ...(body && { body }),
      });
      await response.arrayBuffer();
      viewerRequest(response.status);
      return response.status;
    },
    async close() {
      closeMinute();
      await Promise.all(instances.map((instance) => instance.stop()));
      await cdn.close();
      await origin.close();
      await aws.close();
      await cms.close();
      restoreOutput();
      vi.unstubAllEnvs();
      vi.useRealTimers();
      const written = await Promise.all(
        instances.map(async (_, instance) =>
          (await readFile(siteLog(instance), "utf8")).split("\n"),
        ),
      );
      for (const line of [...written.flat(), ...edgeLines]) {
        if (!line.includes('"_aws"')) continue;
        for (const point of emfDatapoints(JSON.parse(line) as Record<string, unknown>)) {
          metrics.put(point.metric, point.at, point.value);
        }
      }
      await rm(workDir, { recursive: true, force: true });
    },
  };
  return world;
}

/** The same-origin files a browser asks for to show a page: scripts, styles, fonts, images. */
function staticFiles(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/\s(?:src|href)="(\/_next\/[^"]+)"/g)].map((match) => match[1]!)),
  ];
}

/** Every route the site's sitemap lists, as paths. */
async function sitemapRoutes(siteUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

function plainHeaders(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers).flatMap(([name, value]) =>
      typeof value === "string" && !["host", "connection", "content-length"].includes(name)
        ? [[name, value]]
        : [],
    ),
  );
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listen(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: HttpServer = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) res.destroy(error as Error);
      else res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Calls `see` with what this process writes to stdout while the scenario runs; returns the undo. */
function captureOutput(see: (text: string) => void): () => void {
  const stream = process.stdout;
  const write = stream.write;
  stream.write = ((chunk: unknown, ...rest: never[]) => {
    const text = String(chunk);
    see(text);
    // The edge's lines (its metrics, and its log of every lookup the scenario makes fail) are
    // the test's to read, not the console's.
    return text.includes('"service":"edge"') ? true : write.call(stream, chunk as string, ...rest);
  }) as typeof stream.write;
  return () => {
    stream.write = write;
  };
}
