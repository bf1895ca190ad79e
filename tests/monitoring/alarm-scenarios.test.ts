// Every alarm of the stack, proven against what the site does: the app synthesized as a stage
// deploys it, each alarm read from the template (its metric or metric math, period, evaluation
// periods, datapoints to alarm, missing-data treatment: template-alarms.ts), and fed what the
// real site and edge write (their embedded-metric-format lines) and what AWS would count of the
// same requests while a scenario runs (world.ts), then evaluated as CloudWatch does
// (cloudwatch.ts). A normal day raises no alarm; each failure raises its own and no other.
//
// A scenario is minutes of traffic (about two page views a second) on a simulated clock (the CMS cache's TTL and its
// stale-while-revalidate window, CloudFront's s-maxage and the alarms' periods all pass as on a
// real day): visitors reading pages (a few popular, most rarely, so answers expire and are
// refreshed, and pages are seen for the first time), searches, a few 404s, stray bots POSTing
// to the publish webhook unsigned, and an editor's save every few minutes. A failure starts
// after ten normal minutes and lasts the rest.
import pLimit from "p-limit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALARMS } from "../../stacks/monitoring.ts";
import { synthesize } from "../stacks/synthesize.ts";
import { ofType, type Resources } from "../stacks/template-values.ts";
import { evaluateAlarm, type AlarmDefinition, type Evaluation } from "./cloudwatch.ts";
import { templateAlarms } from "./template-alarms.ts";
import { MINUTE, startWorld, type Names, type World } from "./world.ts";

const STAGE = "alarm-scenarios";
const STACK = `${STAGE}-corus-site-Site`;
/** A Monday, 14:00 UTC: the hour aligns every period. */
const START = Date.parse("2026-11-30T14:00:00Z");
const NORMAL_MINUTES = 10;
/** Requests in flight at once. */
const CONCURRENCY = 6;
const FAILURE_MINUTES = 30;

let alarms: AlarmDefinition[];
let names: Names;

beforeAll(async () => {
  const template = await synthesize(STAGE, {
    CMS_GRAPHQL_URL: "https://cms.example.com/graphql",
    SITEMAP_BASE_URL: "https://www.example.com",
  });
  const resources = template.toJSON().Resources as Resources;
  alarms = templateAlarms(resources, STACK);
  const [server] = ofType("AWS::Lambda::Function", resources).find(
    ([, resource]) => resource.Properties.Description === "Next.js Server",
  )!;
  const [distribution] = ofType("AWS::CloudFront::Distribution", resources)[0]!;
  names = {
    namespace: `corus-site/${STAGE}`,
    serverFunction: `<Ref:${server}>`,
    distribution: `<Ref:${distribution}>`,
  };
}, 240_000);

/** A small, seeded random source: the same traffic every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Failure {
  /** What the scenario breaks, when its failure starts. */
  start?: (world: World) => void;
  /** WordPress itself is down: no editor saves, no deliveries. */
  wordpressDown?: boolean;
  /** WordPress's webhook secret, once the failure starts (a rotation on one side only). */
  wordpressSecret?: (world: World) => string;
}

interface Outcome {
  raised: string[];
  evaluations: Map<string, Evaluation[]>;
  views: number;
  /** What the site counted over the whole run, by metric (all its dimensions together). */
  counted: Record<string, number>;
}

/** Runs a day's traffic, with `failure` from minute NORMAL_MINUTES on; the alarms it raised. */
async function run(failure: Failure | null): Promise<Outcome> {
  const world = await startWorld(names, START);
  const next = random(39);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  // A few pages most visitors read, the rest rarely (a Zipf-like share by rank).
  const ranked = ["/", ...world.routes.filter((route) => route !== "/")];
  const weights = ranked.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const page = () => {
    let left = next() * total;
    for (const [rank, weight] of weights.entries()) if ((left -= weight) <= 0) return ranked[rank]!;
    return ranked.at(-1)!;
  };
  const visitors: Set<string>[] = [];
  /** Deliveries WordPress will send (again) at minute `due`. */
  const pending: { body: string; attempt: number; due: number }[] = [];
  let views = 0;
  let secret = world.secret;
  let wordpressDown = false;
  try {
    const minutes = failure ? NORMAL_MINUTES + FAILURE_MINUTES : NORMAL_MINUTES * 4;
    for (let minute = 0; minute < minutes; minute++) {
      await world.setClock(START + minute * MINUTE);
      if (failure && minute === NORMAL_MINUTES) {
        failure.start?.(world);
        secret = failure.wordpressSecret?.(world) ?? secret;
        wordpressDown = failure.wordpressDown ?? false;
      }
      // The minute's requests, a few at a time: Lambda serves each in an instance of its own,
      // so a request's duration is its own, not time queued behind the others in one server.
      const limit = pLimit(CONCURRENCY);
      const work: Promise<unknown>[] = [];
      const add = (request: () => Promise<unknown>) => work.push(limit(request));
      // About two page views a second, by visitors old and new.
      for (let i = 0; i < 110 + Math.floor(next() * 20); i++) {
        if (visitors.length === 0 || next() < 0.35) visitors.push(new Set());
        const visitor = pick(visitors);
        const route = page();
        views += 1;
        add(() => world.view(visitor, route));
      }
      // Searches, some of words never asked before; now and then an address that is no page.
      if (next() < 0.4) {
        const words = ["annual report", "dividend", "careers", "global news", "results"];
        const term = next() < 0.5 ? pick(words) : `${pick(words)} ${minute}`;
        add(() => world.view(new Set(), `/search/?s=${encodeURIComponent(term)}`));
      }
      if (next() < 0.15) add(() => world.view(new Set(), `/no-such-page-${minute}/`));
      // A stray bot's POST to the webhook: unsigned, empty.
      if (next() < 0.15) add(() => world.deliver("", null));
      // An editor saves a page every few minutes; WordPress sends the change, and sends again
      // what the site could not take (503) after 30 s, 2 and 10 minutes (refused: never again).
      const due = wordpressDown ? [] : pending.filter((delivery) => delivery.due <= minute);
      for (const delivery of due) pending.splice(pending.indexOf(delivery), 1);
      if (minute % 6 === 3 && !wordpressDown) {
        due.push({ body: savedPage(pick(world.routes)), attempt: 0, due: 0 });
      }
      for (const delivery of due) {
        add(() =>
          world.deliver(delivery.body, secret).then((status) => {
            const wait = RETRY_MINUTES[delivery.attempt];
            if (status !== 503 || wait === undefined) return;
            pending.push({ ...delivery, attempt: delivery.attempt + 1, due: minute + wait });
          }),
        );
      }
      await Promise.all(work);
    }
    await world.setClock(START + minutes * MINUTE);
  } finally {
    await world.close();
  }
  const end = START + (failure ? NORMAL_MINUTES + FAILURE_MINUTES : NORMAL_MINUTES * 4) * MINUTE;
  const evaluations = new Map(
    alarms.map((alarm) => [alarm.name, evaluateAlarm(world.metrics, alarm, START, end)]),
  );
  const raised = [...evaluations]
    .filter(([, states]) => states.some(({ state }) => state === "ALARM"))
    .map(([name]) => name)
    .sort();
  const counted = Object.fromEntries(
    COUNTED.map((name) => [name, world.metrics.sum(names.namespace, name)]),
  );
  return { raised, evaluations, views, counted };
}

/** WordPress's waits before sending a delivery again, in whole minutes (30 s: the next one). */
const RETRY_MINUTES = [1, 2, 10];

/** What the report says each scenario made the site count. */
const COUNTED = [
  "PagesServed",
  "CmsRefreshing",
  "CmsMiss",
  "CmsStale",
  "PagesServedStale",
  "PagesUnavailable",
  "CmsCallsFailed",
  "RequestsFailed",
  "WebhookAccepted",
  "WebhookRefused",
  "InvalidationsFailed",
];

const savedPage = (route: string) => JSON.stringify({ changes: [{ type: "page", uris: [route] }] });

/** What each alarm saw, period by period: the values behind a failed expectation. */
const seen = (outcome: Outcome) =>
  Object.fromEntries(
    [...outcome.evaluations].map(([name, evaluations]) => [
      name,
      evaluations.map(({ values, state }) => `${state}:${values.at(-1)?.toFixed(1) ?? "-"}`),
    ]),
  );

const report: string[] = [];
afterAll(() => {
  if (report.length > 0) console.log(["Alarm scenarios:", ...report].join("\n"));
});

describe("the stack's alarms, against what the site writes", () => {
  it("are every alarm the stack defines, each read from the template", () => {
    expect(alarms.map((alarm) => alarm.name).sort()).toEqual(Object.values(ALARMS).sort());
  });

  const scenarios: [string, Failure | null, string[]][] = [
    ["a normal day: cache refreshes, misses, 404s, bots POSTing to the webhook", null, []],
    [
      "the CMS down: every request to it answered 500",
      { start: (world) => world.cms.controls!.failNext(1e9, "500"), wordpressDown: true },
      [ALARMS.cmsDown],
    ],
    [
      "the CMS slow: every answer after 1.7 s (within its time limit, past a page's wait)",
      { start: (world) => world.cms.controls!.delayNext(1e9, 1700) },
      [ALARMS.serverDuration],
    ],
    [
      "a wrong webhook secret: WordPress signs with another",
      { wordpressSecret: () => "a-secret-wordpress-has-and-the-site-does-not" },
      [ALARMS.webhookRefused],
    ],
    [
      "CloudFront refusing invalidations (too many in progress)",
      { start: (world) => (world.cloudFrontRefuses = true) },
      [ALARMS.invalidationsFailed],
    ],
    [
      "the function throwing: a deploy breaks the press-release lists (their query fails)",
      { start: (world) => world.cms.controls!.errorNext("Posts", 1e9) },
      [ALARMS.serverErrors],
    ],
  ];

  for (const [name, failure, expected] of scenarios) {
    it(`${name}: raises ${expected.join(", ") || "no alarm"}`, { timeout: 1_500_000 }, async () => {
      const outcome = await run(failure);
      report.push(
        `${name}: ${outcome.views} page views; counted ${JSON.stringify(outcome.counted)}; raised ${outcome.raised.join(", ") || "none"}`,
      );
      expect(outcome.raised, JSON.stringify(seen(outcome), null, 1)).toEqual(expected);
    });
  }
});
