// The CloudWatch model the alarm scenarios evaluate the stack's alarms with (cloudwatch.ts):
// statistics, metric math, periods, M of N, missing data, and embedded-metric-format lines.
import { describe, expect, it } from "vitest";
import {
  emfDatapoints,
  evaluateAlarm,
  evaluateExpression,
  MetricStore,
  statistic,
  type AlarmDefinition,
  type MetricId,
} from "./cloudwatch.ts";

const MINUTE = 60_000;
const pages: MetricId = { namespace: "n", name: "PagesServed", dimensions: { service: "web" } };
const stale: MetricId = { ...pages, name: "PagesServedStale" };

describe("statistic", () => {
  it.each([
    ["Sum", [1, 2, 3], 6],
    ["SampleCount", [5, 5], 2],
    ["Average", [1, 2, 3, 6], 3],
    ["Minimum", [4, 2, 9], 2],
    ["Maximum", [4, 2, 9], 9],
    ["p99", [...Array.from({ length: 99 }, () => 10), 5000], 10],
    ["p99", [...Array.from({ length: 98 }, () => 10), 5000, 5000], 5000],
    ["p50", [1, 2, 3, 4], 2],
  ])("%s of %j is %d", (stat, values, expected) => {
    expect(statistic(stat, values)).toBe(expected);
  });

  it("is missing without values", () => {
    expect(statistic("Sum", [])).toBeUndefined();
  });
});

describe("evaluateExpression", () => {
  const ids = new Map<string, number | undefined>([
    ["part", 3],
    ["whole", 12],
    ["none", undefined],
  ]);
  it.each([
    ["IF(whole > 0, 100 * FILL(part, 0) / whole, 0)", 25],
    ["IF(whole > 0, 100 * FILL(none, 0) / whole, 0)", 0],
    ["FILL(part, 0) + FILL(none, 0)", 3],
    ["part + none", undefined],
    ["IF(none > 0, 1, 2)", undefined],
    ["(part + 1) * 2 - -1", 9],
    ["part >= 3", 1],
  ])("%s is %s", (expression, value) => {
    expect(evaluateExpression(expression, ids)).toBe(value);
  });

  it("refuses what it does not model, rather than guess", () => {
    expect(() => evaluateExpression("SUM(METRICS())", ids)).toThrow(/no query|not modelled/);
    expect(() => evaluateExpression("other + 1", ids)).toThrow(/no query other/);
  });
});

describe("evaluateAlarm", () => {
  const staleRate: AlarmDefinition = {
    name: "stale",
    queries: [
      { id: "part", stat: { metric: stale, period: 300, stat: "Sum" }, returnData: false },
      { id: "whole", stat: { metric: pages, period: 300, stat: "Sum" }, returnData: false },
      {
        id: "rate",
        expression: "IF(whole > 0, 100 * FILL(part, 0) / whole, 0)",
        returnData: true,
      },
    ],
    threshold: 20,
    comparison: "GreaterThanOrEqualToThreshold",
    evaluationPeriods: 2,
    datapointsToAlarm: 2,
    treatMissingData: "notBreaching",
  };
  /** `pagesPerMinute` pages a minute, `stalePerMinute` of them stale, for `minutes`. */
  function traffic(store: MetricStore, start: number, minutes: number, stalePerMinute: number) {
    for (let minute = 0; minute < minutes; minute++) {
      const at = start + minute * MINUTE;
      for (let i = 0; i < 10; i++) store.put(pages, at, 1);
      for (let i = 0; i < stalePerMinute; i++) store.put(stale, at, 1);
    }
  }

  it("goes into alarm when two five-minute periods in a row breach, not one", () => {
    const store = new MetricStore();
    traffic(store, 0, 5, 0);
    traffic(store, 5 * MINUTE, 5, 3); // 30%
    traffic(store, 10 * MINUTE, 5, 0);
    expect(evaluateAlarm(store, staleRate, 0, 15 * MINUTE).map((e) => e.state)).toEqual([
      "OK",
      "OK",
      "OK",
    ]);
    traffic(store, 15 * MINUTE, 10, 2); // 20%: at the threshold
    expect(
      evaluateAlarm(store, staleRate, 0, 25 * MINUTE).map(({ state, values }) => [state, values]),
    ).toEqual([
      ["OK", [0]],
      ["OK", [0, 30]],
      ["OK", [30, 0]],
      ["OK", [0, 20]],
      ["ALARM", [20, 20]],
    ]);
  });

  it("aligns periods on the period, as CloudWatch does", () => {
    const store = new MetricStore();
    // Minutes 3 to 12: periods [0,5) [5,10) [10,15).
    traffic(store, 3 * MINUTE, 10, 10);
    const evaluations = evaluateAlarm(store, staleRate, 3 * MINUTE, 15 * MINUTE);
    expect(evaluations.map(({ at }) => at / MINUTE)).toEqual([5, 10, 15]);
    expect(evaluations.map(({ state }) => state)).toEqual(["OK", "ALARM", "ALARM"]);
  });

  it("treats missing data as the alarm says", () => {
    const single: MetricId = { namespace: "n", name: "Refused", dimensions: {} };
    const alarm = (treatMissingData: AlarmDefinition["treatMissingData"]): AlarmDefinition => ({
      name: "refused",
      queries: [{ id: "m", stat: { metric: single, period: 300, stat: "Sum" }, returnData: true }],
      threshold: 1,
      comparison: "GreaterThanOrEqualToThreshold",
      evaluationPeriods: 1,
      datapointsToAlarm: 1,
      treatMissingData,
    });
    const store = new MetricStore();
    store.put(single, 6 * MINUTE, 1);
    const states = (treat: AlarmDefinition["treatMissingData"]) =>
      evaluateAlarm(store, alarm(treat), 0, 15 * MINUTE).map(({ state }) => state);
    expect(states("notBreaching")).toEqual(["OK", "ALARM", "OK"]);
    expect(states("breaching")).toEqual(["ALARM", "ALARM", "ALARM"]);
    expect(states("ignore")).toEqual(["INSUFFICIENT_DATA", "ALARM", "ALARM"]);
    expect(states("missing")).toEqual(["INSUFFICIENT_DATA", "ALARM", "INSUFFICIENT_DATA"]);
  });
});

describe("emfDatapoints", () => {
  it("publishes each metric under each dimension set, one datapoint per value", () => {
    const line = {
      _aws: {
        Timestamp: 1000,
        CloudWatchMetrics: [
          {
            Namespace: "corus-site/x",
            Dimensions: [["service", "reason"]],
            Metrics: [{ Name: "WebhookRefused", Unit: "Count" }],
          },
        ],
      },
      service: "web",
      reason: "signature",
      WebhookRefused: [1, 1],
    };
    const refused = {
      namespace: "corus-site/x",
      name: "WebhookRefused",
      dimensions: { service: "web", reason: "signature" },
    };
    expect(emfDatapoints(line)).toEqual(Array(2).fill({ metric: refused, at: 1000, value: 1 }));
  });
});
