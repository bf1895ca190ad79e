// Every alarm of the stack, proven against what the site does: the app synthesized as a stage
// deploys it (the "local" stage's template, which the local CloudFront is made from too), each
// alarm read from the template (its metric or metric math, period, evaluation periods,
// datapoints to alarm, missing-data treatment: template-alarms.ts), and fed what the real site
// and edge write (their embedded-metric-format lines) and what AWS would count of the same
// requests while a scenario runs (world.ts), then evaluated as CloudWatch does (cloudwatch.ts).
// A normal day raises no alarm; each failure raises its own and no other.
//
// A scenario is minutes of traffic on a simulated clock (the CMS cache's TTL and its
// stale-while-revalidate window, CloudFront's s-maxage and the alarms' periods all pass as on a
// real day), VIEWS_PER_MINUTE page views a minute (about one every 3 s; the scenarios had 120
// before, which took 25 minutes) by visitors old and new: a few pages read often, most rarely (so answers expire and are refreshed, and pages are
// seen for the first time), searches, a few 404s, stray bots POSTing to the publish webhook
// unsigned, and an editor's save every few minutes. How long is read from the template: LONGEST,
// the longest window any alarm looks at (period x evaluation periods: 15 minutes today). A
// failure starts after one normal period (LEAD_IN_MINUTES: caches in their steady state) and
// lasts LONGEST and one period more, so every alarm has seen a whole window of it; the normal
// day lasts two LONGEST, every alarm's window twice over. Few views are enough: the alarms are
// rates (CMS calls failed, CloudFront's 5xx) or counts a failure makes with any traffic (a
// delivery refused or not invalidated: an editor's save; five requests that threw: a few views of
// the broken lists once CloudFront's copies expire), and the p99 duration is the slowest
// invocations of a period, which the slow CMS makes. The report line of each scenario says what
// the site counted. The scenarios run side by side, each in a world of its own (its servers,
// CloudFront, CMS and AWS) on the one clock: the slow CMS's 1.7 s waits are real time, so its
// world's instances take many invocations at once (SLOW_INSTANCES; one at a time elsewhere, as
// Lambda's instance does: a Next server is most of a world's CPU), and the others use those
// seconds. An invocation's duration is measured in the server's own process, less the time it
// waited for a CPU (invocation-duration.mjs), as Lambda gives each one its own: six worlds on
// two cores would otherwise look slow.
import pLimit from "p-limit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localStageTemplate, LOCAL_STAGE, type CfnTemplate } from "../../scripts/cdn/template.ts";
import { ALARMS } from "../../stacks/monitoring.ts";
import { ofType, type Resources } from "../stacks/template-values.ts";
import { alarmPeriod, evaluateAlarm, type AlarmDefinition, type Evaluation } from "./cloudwatch.ts";
import { templateAlarms } from "./template-alarms.ts";
import { MINUTE, startClock, startWorld, type Names, type World } from "./world.ts";

const STACK = `${LOCAL_STAGE}-corus-site-Site`;
/** A Monday, 14:00 UTC: the hour aligns every period. */
const START = Date.parse("2026-11-30T14:00:00Z");
/** The period of the site's alarms: the lead-in before a failure, and the margin after. */
const PERIOD_MINUTES = 5;
const LEAD_IN_MINUTES = PERIOD_MINUTES;
/** Page views a minute, give or take a tenth. */
const VIEWS_PER_MINUTE = 20;
/** The first port of the scenarios' server instances: ten for each scenario. */
const FIRST_PORT = Number(process.env.ALARM_SCENARIOS_SITE_PORT || 3140);

let template: CfnTemplate;
let alarms: AlarmDefinition[];
let names: Names;
/** Minutes: the longest window any alarm looks at. */
let longest: number;

beforeAll(async () => {
  template = await localStageTemplate();
  const resources = template.Resources as Resources;
  alarms = templateAlarms(resources, STACK);
  longest = Math.max(...alarms.map((alarm) => (alarmPeriod(alarm) / 60) * alarm.evaluationPeriods));
  const [server, serverFunction] = ofType("AWS::Lambda::Function", resources).find(
    ([, resource]) => resource.Properties.Description === "Next.js Server",
  )!;
  const [distribution] = ofType("AWS::CloudFront::Distribution", resources)[0]!;
  const variables = (serverFunction.Properties.Environment as { Variables: Record<string, string> })
    .Variables;
  names = {
    namespace: variables.METRICS_NAMESPACE!,
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

interface Scenario {
  name: string;
  failure: Failure | null;
  expected: string[];
  /** Server function instances (world.ts). */
  instances: number;
  /** Invocations each instance takes at once (world.ts): requests in flight, with `instances`. */
  invocationsPerInstance: number;
}

interface Outcome {
  raised: string[];
  evaluations: Map<string, Evaluation[]>;
  views: number;
  deliveries: Record<number, number>;
  /** What the site counted over the whole run, by metric (all its dimensions together). */
  counted: Record<string, number>;
}

/**
 * The slow CMS's world: its minute's requests wait for the CMS at once, two instances taking ten
 * each (its invocations wait, they do not work: one at a time, four instances took 11 s of real
 * time a simulated minute, twenty minutes of them the whole test's length).
 */
const SLOW_INSTANCES = 2;
const SLOW_INVOCATIONS_PER_INSTANCE = 10;

/** A scenario's traffic, minute by minute, in its own world; the alarms it raised at the end. */
class Run {
  readonly minutes: number;
  views = 0;
  /** WordPress's deliveries (and sends again), by the status the site answered. */
  readonly deliveries: Record<number, number> = {};
  readonly #next = random(39);
  readonly #ranked: string[];
  readonly #weights: number[];
  readonly #total: number;
  readonly #visitors: Set<string>[] = [];
  /** Deliveries WordPress will send (again) at minute `due`. */
  readonly #pending: { body: string; attempt: number; due: number }[] = [];
  #secret: string;
  #wordpressDown = false;

  constructor(
    readonly scenario: Scenario,
    readonly world: World,
  ) {
    this.minutes = scenario.failure ? LEAD_IN_MINUTES + longest + PERIOD_MINUTES : 2 * longest;
    // A few pages most visitors read, the rest rarely (a Zipf-like share by rank).
    this.#ranked = ["/", ...world.routes.filter((route) => route !== "/")];
    this.#weights = this.#ranked.map((_, rank) => 1 / (rank + 1));
    this.#total = this.#weights.reduce((sum, weight) => sum + weight, 0);
    this.#secret = world.secret;
  }

  #pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.#next() * items.length)]!;
  }

  #page(): string {
    let left = this.#next() * this.#total;
    for (const [rank, weight] of this.#weights.entries()) {
      if ((left -= weight) <= 0) return this.#ranked[rank]!;
    }
    return this.#ranked.at(-1)!;
  }

  /** The requests of `minute` (the clock is already there), a few at a time. */
  async minute(minute: number): Promise<void> {
    const { world, scenario } = this;
    const next = () => this.#next();
    world.startMinute(START + minute * MINUTE);
    const failure = scenario.failure;
    if (failure && minute === LEAD_IN_MINUTES) {
      failure.start?.(world);
      this.#secret = failure.wordpressSecret?.(world) ?? this.#secret;
      this.#wordpressDown = failure.wordpressDown ?? false;
    }
    // Lambda serves each request in an instance of its own, so a request's duration is its
    // own, not time queued behind the others in one server.
    const limit = pLimit(scenario.instances * scenario.invocationsPerInstance);
    const work: Promise<unknown>[] = [];
    const add = (request: () => Promise<unknown>) => work.push(limit(request));
    const views = Math.round(VIEWS_PER_MINUTE * (0.9 + 0.2 * next()));
    for (let i = 0; i < views; i++) {
      if (this.#visitors.length === 0 || next() < 0.35) this.#visitors.push(new Set());
      const visitor = this.#pick(this.#visitors);
      const route = this.#page();
      this.views += 1;
      add(() => world.view(visitor, route));
    }
    // Searches, some of words never asked before; now and then an address that is no page.
    if (next() < 0.5) {
      const words = ["annual report", "dividend", "careers", "global news", "results"];
      const term = next() < 0.5 ? this.#pick(words) : `${this.#pick(words)} ${minute}`;
      add(() => world.view(new Set(), `/search/?s=${encodeURIComponent(term)}`));
    }
    if (next() < 0.3) add(() => world.view(new Set(), `/no-such-page-${minute}/`));
    // A stray bot's POST to the webhook: unsigned, empty.
    if (next() < 0.3) add(() => world.deliver("", null));
    // An editor saves a page every few minutes; WordPress sends the change, and sends again
    // what the site could not take (503) after 30 s, 2 and 10 minutes (refused: never again).
    const pending = this.#pending;
    const due = this.#wordpressDown ? [] : pending.filter((delivery) => delivery.due <= minute);
    for (const delivery of due) pending.splice(pending.indexOf(delivery), 1);
    if (minute % 6 === 3 && !this.#wordpressDown) {
      due.push({ body: savedPage(this.#pick(world.routes)), attempt: 0, due: 0 });
    }
    for (const delivery of due) {
      add(() =>
        world.deliver(delivery.body, this.#secret).then((status) => {
          this.deliveries[status] = (this.deliveries[status] ?? 0) + 1;
          const wait = RETRY_MINUTES[delivery.attempt];
          if (status !== 503 || wait === undefined) return;
          pending.push({ ...delivery, attempt: delivery.attempt + 1, due: minute + wait });
        }),
      );
    }
    await Promise.all(work);
  }

  /** Stops the world and evaluates every alarm over the run. */
  async outcome(): Promise<Outcome> {
    const { world } = this;
    await world.close();
    const end = START + this.minutes * MINUTE;
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
    return { raised, evaluations, views: this.views, deliveries: this.deliveries, counted };
  }
}

/**
 * Runs every scenario side by side, minute by minute on the one clock (each world's minute at
 * once, the next minute when all are done); each scenario's outcome, in order.
 */
async function runSideBySide(scenarios: readonly Scenario[]): Promise<Outcome[]> {
  const clock = await startClock(START);
  const worlds = await Promise.allSettled(
    scenarios.map((scenario, i) =>
      startWorld({
        template,
        names,
        clock,
        instances: scenario.instances,
        invocationsPerInstance: scenario.invocationsPerInstance,
        firstPort: FIRST_PORT + 10 * i,
      }),
    ),
  );
  const started = worlds.flatMap((world) => (world.status === "fulfilled" ? [world.value] : []));
  const outcomes = new Map<Run, Outcome>();
  try {
    const failed = worlds.find((world) => world.status === "rejected");
    if (failed) throw failed.reason;
    const runs = scenarios.map((scenario, i) => new Run(scenario, started[i]!));
    const minutes = Math.max(...runs.map((run) => run.minutes));
    for (let minute = 0; minute < minutes; minute++) {
      await clock.set(START + minute * MINUTE);
      await Promise.all(
        runs.filter((run) => run.minutes > minute).map((run) => run.minute(minute)),
      );
      // A scenario done is closed at its end's time (its last minute counted, its lines read).
      for (const run of runs.filter((run) => run.minutes === minute + 1)) {
        await clock.set(START + run.minutes * MINUTE);
        outcomes.set(run, await run.outcome());
      }
    }
    return runs.map((run) => outcomes.get(run)!);
  } finally {
    const closed = new Set([...outcomes.keys()].map((run) => run.world));
    await Promise.allSettled(
      started.filter((world) => !closed.has(world)).map((world) => world.close()),
    );
    await clock.close();
  }
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

  const scenarios: Scenario[] = [
    {
      name: "a normal day: cache refreshes, misses, 404s, bots POSTing to the webhook",
      failure: null,
      expected: [],
      instances: 1,
      invocationsPerInstance: 1,
    },
    {
      name: "the CMS down: every request to it answered 500",
      failure: { start: (world) => world.cms.controls!.failNext(1e9, "500"), wordpressDown: true },
      expected: [ALARMS.cmsDown],
      instances: 1,
      invocationsPerInstance: 1,
    },
    {
      name: "the CMS slow: every answer after 1.7 s (within its time limit, past a page's wait)",
      failure: { start: (world) => world.cms.controls!.delayNext(1e9, 1700) },
      expected: [ALARMS.serverDuration],
      instances: SLOW_INSTANCES,
      invocationsPerInstance: SLOW_INVOCATIONS_PER_INSTANCE,
    },
    {
      name: "a wrong webhook secret: WordPress signs with another",
      failure: { wordpressSecret: () => "a-secret-wordpress-has-and-the-site-does-not" },
      expected: [ALARMS.webhookRefused],
      instances: 1,
      invocationsPerInstance: 1,
    },
    {
      name: "CloudFront refusing invalidations (too many in progress)",
      failure: { start: (world) => (world.cloudFrontRefuses = true) },
      expected: [ALARMS.invalidationsFailed],
      instances: 1,
      invocationsPerInstance: 1,
    },
    {
      name: "the function throwing: a deploy breaks the press-release lists (their query fails)",
      failure: { start: (world) => world.cms.controls!.errorNext("Posts", 1e9) },
      expected: [ALARMS.serverErrors],
      instances: 1,
      invocationsPerInstance: 1,
    },
  ];

  let outcomes: Promise<Outcome[]> | undefined;
  const outcomeOf = async (scenario: Scenario) =>
    (await (outcomes ??= runSideBySide(scenarios)))[scenarios.indexOf(scenario)]!;

  for (const scenario of scenarios) {
    const { name, expected } = scenario;
    it(`${name}: raises ${expected.join(", ") || "no alarm"}`, { timeout: 900_000 }, async () => {
      const outcome = await outcomeOf(scenario);
      report.push(
        `${name}: ${outcome.views} page views; deliveries answered ${JSON.stringify(outcome.deliveries)}; counted ${JSON.stringify(outcome.counted)}; raised ${outcome.raised.join(", ") || "none"}`,
      );
      expect(outcome.raised, JSON.stringify(seen(outcome), null, 1)).toEqual(expected);
    });
  }
});
