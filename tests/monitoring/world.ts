// The site as deployed, run for the alarm scenarios on a simulated clock, with what would count
// it: CloudFront (the local CloudFront made from the stack's synthesized template,
// scripts/cdn/local-cloudfront.ts: its behaviours, cache policies, viewer-request function,
// origin-request Lambda@Edge from its built bundle, stale-if-error, origin access control; the
// assets bucket from the OpenNext bundle's assets), the server function behind it (instances of
// `next start` of the site's build, each taking one request at a time as a Lambda instance does
// unless a scenario lets it take more, writing their metrics as on Lambda), the CMS (the content
// service, whose test controls make it fail, slow down or answer errors), and AWS's APIs the
// site calls (scripts/cdn/fake-aws.ts). Every metric line the site and the edge write goes into
// a CloudWatch of the test's (cloudwatch.ts), with what AWS's own services would count of the
// same requests:
// - Lambda (the server function): one invocation per origin request, its duration (from the
//   moment an instance takes it), and an error when the server gave no answer (a crash, a reset
//   connection);
// - CloudFront: every viewer request, the page's own and each static file the visitor's browser
//   asks for the first time (its scripts, styles and fonts, read from the page and asked of the
//   local CloudFront too), the 5xx rate of each minute, and the edge function's errors.
//
// Worlds share nothing but the clock (every one reads the same instant), so the scenarios can
// run side by side: each has its own servers, ports, CloudFront and AWS, and the edge function's
// lines (written to this process's output) are told apart by the CloudFront that ran it.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes, randomUUID } from "node:crypto";
import {
  createServer,
  request as httpRequest,
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
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { CONTENT_SHA256_HEADER, contentSha256 } from "@corus/site-rules/content-sha256";
import {
  DELIVERY_ID_HEADER,
  SIGNATURE_HEADER,
  signDelivery,
  TIMESTAMP_HEADER,
} from "@corus/site-rules/webhook-signature";
import { startFakeAws, type FakeAws } from "../../scripts/cdn/fake-aws.ts";
import {
  ASSETS_DIR,
  startLocalCloudFront,
  type LocalCloudFront,
} from "../../scripts/cdn/local-cloudfront.ts";
import type { CfnTemplate } from "../../scripts/cdn/template.ts";
import { startNext, WEB_DIR } from "../../scripts/lib/next-apps.ts";
import type { Server } from "../../scripts/lib/processes.ts";
import { emfDatapoints, MetricStore, type MetricId } from "./cloudwatch.ts";

const HOP_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "keep-alive",
  "set-cookie",
]);
const CLOCK_PRELOAD = path.join(import.meta.dirname, "../../scripts/lib/simulated-clock.mjs");
const DURATION_PRELOAD = path.join(import.meta.dirname, "invocation-duration.mjs");
/** What marks a request the instance times as an invocation (invocation-duration.mjs). */
const INVOCATION_HEADER = "x-alarm-scenario-invocation";
const DISTRIBUTION_PARAMETER = "/corus-site/alarm-scenarios/cloudfront-distribution-id";
const DISTRIBUTION_ID = "E2ALARMSCENARIOS";
const PUBLIC_ORIGIN = "https://www.example.com";
export const MINUTE = 60_000;

/** How the template names what AWS counts by: the server function, the distribution. */
export interface Names {
  /** The site's metrics namespace, as the template gives the server function. */
  namespace: string;
  /** The FunctionName dimension of the server function's metrics, as the template holds it. */
  serverFunction: string;
  /** The DistributionId dimension of CloudFront's metrics, as the template holds it. */
  distribution: string;
}

/**
 * The one clock every world reads: Vitest's fake Date in this process (the content services,
 * the local CloudFronts, the edge functions) and a file the Next servers watch
 * (scripts/lib/simulated-clock.mjs).
 */
export interface SimulatedClock {
  readonly file: string;
  set(at: number): Promise<void>;
  close(): Promise<void>;
}

export async function startClock(start: number): Promise<SimulatedClock> {
  const dir = await mkdtemp(path.join(tmpdir(), "alarm-scenario-clock-"));
  const file = path.join(dir, "clock");
  vi.useFakeTimers({ toFake: ["Date"], now: start });
  await writeFile(file, String(start));
  return {
    file,
    async set(at) {
      vi.setSystemTime(at);
      await writeFile(file, String(at));
      // Each server reads the file on its next turn of the event loop (idle between minutes).
      await new Promise((resolve) => setTimeout(resolve, 100));
    },
    async close() {
      vi.useRealTimers();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface WorldOptions {
  /** The synthesized template the local CloudFront is made from (its CMS: LOCAL_STAGE_CMS). */
  template: CfnTemplate;
  names: Names;
  clock: SimulatedClock;
  /**
   * Instances of the server function: Lambda gives each invocation an instance of its own, so
   * an invocation's duration is its own work, never time queued behind another request. Each
   * keeps its own caches, as Lambda's containers do. They listen on `firstPort` and the ports
   * after it.
   */
  instances: number;
  /**
   * Invocations an instance takes at once (1 unless told): more only where invocations spend
   * their time waiting, not working (the slow CMS's world: its answers' real 1.7 s waits are
   * the same however many wait together), so a simulated minute's views fit in a few seconds.
   */
  invocationsPerInstance?: number;
  firstPort: number;
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
  /** Starts CloudFront's counts of the minute at `at` (the clock is set by its owner). */
  startMinute(at: number): void;
  /** A visitor's page view: the page, through CloudFront, and the static files it needs. */
  view(visitor: Set<string>, path: string): Promise<number>;
  /** A POST to the publish webhook through CloudFront, signed with `secret`, or none. */
  deliver(body: string, secret: string | null): Promise<number>;
  /** Stops the servers and reads what the site and the edge wrote into `metrics`. */
  close(): Promise<void>;
}

/** Which world's local CloudFront (and so edge function) is writing, while it runs. */
const runningIn = new AsyncLocalStorage<(line: string) => void>();
/** Undoes the capture of this process's output once no world is left. */
let capturing: { worlds: number; restore: () => void } | undefined;

export async function startWorld(options: WorldOptions): Promise<World> {
  // What has been started, stopped in reverse if the world cannot be made, or when it closes.
  const started: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of started.reverse()) await stop();
  };
  try {
    return await makeWorld(options, started, stopAll);
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function makeWorld(
  options: WorldOptions,
  started: (() => Promise<unknown>)[],
  stopAll: () => Promise<void>,
): Promise<World> {
  const { names } = options;
  const workDir = await mkdtemp(path.join(tmpdir(), "alarm-scenario-"));
  started.push(() => rm(workDir, { recursive: true, force: true }));
  const siteLog = (instance: number) => path.join(workDir, `site-${instance}.log`);
  const secret = randomBytes(32).toString("hex");
  const metrics = new MetricStore();

  const cms = await startContentService({ port: 0, host: "127.0.0.1", testControls: true });
  started.push(() => cms.close());
  let cloudFrontRefuses = false;
  /** The local CloudFront, once made: CloudFront's invalidations apply to it. */
  const invalidated: { by?: LocalCloudFront } = {};
  const aws: FakeAws = await startFakeAws({
    parameters: { [DISTRIBUTION_PARAMETER]: DISTRIBUTION_ID },
    distributionId: DISTRIBUTION_ID,
    onInvalidation: ({ items }) => invalidated.by?.invalidate(items),
    refusing: () => cloudFrontRefuses,
  });
  started.push(() => aws.close());
  const siteEnvironment = {
    CMS_GRAPHQL_URL: cms.graphqlUrl,
    SITEMAP_BASE_URL: PUBLIC_ORIGIN,
    CMS_WEBHOOK_SECRET: secret,
    CLOUDFRONT_DISTRIBUTION_ID_PARAMETER: DISTRIBUTION_PARAMETER,
    AWS_ENDPOINT_URL: aws.url,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "scenario",
    AWS_SECRET_ACCESS_KEY: "scenario",
    // As the stack sets it; metrics written as on Lambda.
    METRICS_NAMESPACE: names.namespace,
    POWERTOOLS_METRICS_DISABLED: "false",
    NODE_OPTIONS: `--import ${CLOCK_PRELOAD} --import ${DURATION_PRELOAD}`,
    SIMULATED_CLOCK_FILE: options.clock.file,
  };
  const instances = await Promise.allSettled(
    Array.from({ length: options.instances }, (_, instance) =>
      startNext(`site ${instance}`, WEB_DIR, options.firstPort + instance, siteEnvironment, {
        logFile: siteLog(instance),
      }),
    ),
  );
  const servers = instances.flatMap((one) => (one.status === "fulfilled" ? [one.value] : []));
  started.push(() => Promise.all(servers.map((server) => server.stop())));
  const failed = instances.find((one) => one.status === "rejected");
  if (failed) throw failed.reason;

  /** Instances free to take an invocation (once for each it may take), and invocations waiting. */
  const free = servers.flatMap((server) =>
    Array.from({ length: options.invocationsPerInstance ?? 1 }, () => server),
  );
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
  let minute: { at: number; requests: number; errors5xx: number; edgeErrors: number } | undefined;
  const closeMinute = () => {
    if (!minute) return;
    const { at, requests, errors5xx, edgeErrors } = minute;
    metrics.put(cloudFront("Requests"), at, requests);
    if (requests > 0) metrics.put(cloudFront("5xxErrorRate"), at, (100 * errors5xx) / requests);
    metrics.put(cloudFront("LambdaExecutionError"), at, edgeErrors);
    metrics.put(cloudFront("LambdaValidationError"), at, 0);
  };
  /** A viewer request, as CloudFront answered it. */
  const viewerRequest = ({ status, headers }: Answer) => {
    if (!minute) throw new Error("a request before the world's first minute");
    minute.requests += 1;
    if (status >= 500) minute.errors5xx += 1;
    // The local CloudFront answers 502 without its own headers only when it failed itself: its
    // edge function threw (what CloudFront counts as the function's execution error).
    if (status === 502 && !headers.some(([name]) => name === "via")) minute.edgeErrors += 1;
  };
  /** The first answer to each static file, by path. */
  const staticAnswers = new Map<string, Answer>();

  /** Whether the function's invocations count yet (not while the world is made). */
  let counting = false;
  // The server function's URL: an instance of its own for each invocation, counted as Lambda
  // counts it. The image optimizer is another function (no alarm reads it): answered by an
  // instance, not counted.
  const functionUrl = await listen(async (req, res) => {
    const body = await readBody(req);
    const optimizer = (req.url ?? "").startsWith("/_next/image");
    let answer: Answer = { status: 502, headers: [], body: Buffer.alloc(0) };
    const instance = optimizer ? servers[0]! : await acquire();
    const invocation = !optimizer && counting;
    try {
      answer = await ask(instance.url, {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        // The instance writes this invocation's duration (invocation-duration.mjs).
        headers: { ...plainHeaders(req), ...(invocation && { [INVOCATION_HEADER]: "1" }) },
        body,
      });
    } catch {
      // No answer from the function (it crashed, or the connection dropped): Lambda's error.
    }
    if (!optimizer) release(instance);
    const headers = answer.headers.filter(([name]) => !HOP_HEADERS.has(name));
    res.writeHead(answer.status, headers.flat()).end(answer.body);
    if (!invocation) return;
    const at = Date.now();
    metrics.put(lambda("Invocations"), at, 1);
    metrics.put(lambda("Errors"), at, answer.status === 502 ? 1 : 0);
  });
  started.push(() => functionUrl.close());

  // The edge function runs in this process, inside the local CloudFront: its metric lines are
  // read from this process's output, told apart by the world whose CloudFront wrote them.
  const edgeLines: string[] = [];
  if (!capturing) {
    vi.stubEnv("POWERTOOLS_METRICS_DISABLED", "false");
    capturing = { worlds: 0, restore: captureOutput((line) => runningIn.getStore()?.(line)) };
  }
  capturing.worlds += 1;
  started.push(async () => {
    if (capturing && --capturing.worlds === 0) {
      capturing.restore();
      capturing = undefined;
      vi.unstubAllEnvs();
    }
  });
  const localCloudFront = await runningIn.run(
    (line) => edgeLines.push(line),
    () =>
      startLocalCloudFront({
        template: options.template,
        cmsOrigin: cms.url,
        serverUrl: functionUrl.url,
        assetsDir: ASSETS_DIR,
      }),
  );
  invalidated.by = localCloudFront;
  started.push(async () => {
    await localCloudFront.idle();
    await localCloudFront.close();
  });

  const routes = await sitemapRoutes(servers[0]!.url);
  // A running site, not one just deployed: each instance has started and rendered a page, and
  // CloudFront has a copy of every route (which it serves when the origin fails: stale-if-error),
  // rendered by one instance or another. Neither CloudFront nor Lambda counts it.
  await Promise.all(servers.map((server) => ask(server.url, { method: "GET", path: "/" })));
  const warm = pLimit(free.length);
  await Promise.all(
    routes.map((route) => warm(() => ask(localCloudFront.url, { method: "GET", path: route }))),
  );
  counting = true;

  return {
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
    startMinute(at) {
      closeMinute();
      minute = { at, requests: 0, errors5xx: 0, edgeErrors: 0 };
    },
    async view(visitor, route) {
      const page = await ask(localCloudFront.url, { method: "GET", path: route });
      viewerRequest(page);
      for (const file of staticFiles(page.body.toString("utf8"))) {
        if (visitor.has(file)) continue;
        visitor.add(file);
        // Static files are named by their content and kept a year: after the first answer,
        // CloudFront answers each from its cache, so the first stands for the rest.
        let answer = staticAnswers.get(file);
        if (!answer) {
          answer = await ask(localCloudFront.url, { method: "GET", path: file });
          staticAnswers.set(file, answer);
        }
        viewerRequest(answer);
      }
      return page.status;
    },
    async deliver(body, signingSecret) {
      const id = randomUUID();
      const timestamp = Math.floor(Date.now() / 1000);
      const signed = signingSecret && {
        [DELIVERY_ID_HEADER]: id,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signDelivery(signingSecret, timestamp, id, body),
      };
      const answer = await ask(localCloudFront.url, {
        method: "POST",
        path: "/api/revalidate/",
        headers: {
          "content-type": "application/json",
          ...signed,
          // As CloudFront's origin access control requires of a body (an empty one needs none).
          ...(body && { [CONTENT_SHA256_HEADER]: contentSha256(body) }),
        },
        body: Buffer.from(body),
      });
      viewerRequest(answer);
      return answer.status;
    },
    async close() {
      closeMinute();
      // Everything but the folder of the servers' output, read first.
      const removeWorkDir = started.shift()!;
      await stopAll();
      const written = await Promise.all(
        servers.map(async (_, instance) => (await readFile(siteLog(instance), "utf8")).split("\n")),
      );
      for (const line of written.flat()) {
        if (!line.startsWith('{"invocation"')) continue;
        const { at, ms } = (JSON.parse(line) as { invocation: { at: number; ms: number } })
          .invocation;
        metrics.put(lambda("Duration"), at, ms);
      }
      for (const line of [...written.flat(), ...edgeLines]) {
        if (!line.includes('"_aws"')) continue;
        for (const point of emfDatapoints(JSON.parse(line) as Record<string, unknown>)) {
          metrics.put(point.metric, point.at, point.value);
        }
      }
      await removeWorkDir();
    },
  };
}

interface Answer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/**
 * One request on a connection of its own: a server closes an idle kept-alive connection after a
 * few seconds, and a request sent on it as it closes would be reset (a failure of the test's
 * plumbing, not of the site or CloudFront).
 */
function ask(
  base: string,
  request: { method: string; path: string; headers?: Record<string, string>; body?: Buffer },
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            headers.push([response.rawHeaders[i]!.toLowerCase(), response.rawHeaders[i + 1]!]);
          }
          resolve({ status: response.statusCode ?? 502, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.body && request.body.length > 0 ? request.body : undefined);
  });
}

/** The same-origin files a browser asks for to show a page: scripts, styles, fonts, images. */
function staticFiles(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/\s(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((match) => match[1]!),
    ),
  ];
}

/**
 * Every route the site's sitemap lists, as paths. The sitemap answers 503 while the CMS does
 * not answer in time (six worlds starting at once keep this process busy): asked again.
 */
async function sitemapRoutes(siteUrl: string): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    const sitemap = await ask(siteUrl, { method: "GET", path: "/sitemap.xml" });
    if (sitemap.status === 200) {
      return [...sitemap.body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1]!).pathname,
      );
    }
    if (attempt === 10) throw new Error(`the sitemap answered ${sitemap.status} ten times`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
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
  // CloudFront's connections stay open until it closes them: a kept-alive connection this side
  // closed as CloudFront sent on it would be reset (the test's plumbing, not the function).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Hands each metric line this process writes to `see` while the scenarios run; returns the undo.
 * The edge's lines (its metrics, and its log of every lookup a scenario makes fail) are the
 * test's to read, not the console's.
 */
function captureOutput(see: (line: string) => void): () => void {
  const restore = [process.stdout, process.stderr].map((stream) => {
    const write = stream.write;
    stream.write = ((chunk: unknown, ...rest: never[]) => {
      const text = String(chunk);
      for (const line of text.split("\n")) if (line.includes('"_aws"')) see(line);
      return text.includes('"service":"edge"')
        ? true
        : write.call(stream, chunk as string, ...rest);
    }) as typeof stream.write;
    return () => {
      stream.write = write;
    };
  });
  return () => restore.forEach((undo) => undo());
}
