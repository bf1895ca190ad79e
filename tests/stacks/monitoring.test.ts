// The stack's monitoring (stacks/monitoring.ts) as a stage would deploy it, synthesized
// offline: each alarm's metric, threshold, period and action, the CloudFront alarms put in
// us-east-1 and forwarded to the one topic, the topic's subscription from the settings, the
// dashboard, and a retention on every log group the stack owns. And the runbook names every
// alarm.
import { readFileSync } from "node:fs";
import type { Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { ALARMS, CLOUDFRONT_METRICS_REGION } from "../../stacks/monitoring.ts";
import { DEFAULT_EDGE_LOG_REGIONS } from "../../stacks/settings.ts";
import { synthesize } from "./synthesize.ts";
import { flatten, ofType as ofTypeIn, sdkCall, type Resources } from "./template-values.ts";

const ENV = {
  CMS_GRAPHQL_URL: "https://cms.example.com/graphql",
  SITEMAP_BASE_URL: "https://www.example.com",
};
const NAMESPACE = "corus-site/preview-alarms";

let template: Template;
let resources: Resources;
let withoutEmail: Template;

beforeAll(async () => {
  template = await synthesize("preview-alarms", {
    ...ENV,
    ALERT_EMAIL: "site-ops@example.com",
    LOG_RETENTION_DAYS: "90",
  });
  resources = template.toJSON().Resources as Resources;
  withoutEmail = await synthesize("preview-quiet", ENV);
}, 240_000);

const ofType = (type: string, from = resources) => ofTypeIn(type, from);

const topicId = () => ofType("AWS::SNS::Topic")[0]![0];

function alarm(suffix: string) {
  const found = ofType("AWS::CloudWatch::Alarm").filter(([, resource]) =>
    String(resource.Properties.AlarmName).endsWith(`-${suffix}`),
  );
  expect(found, suffix).toHaveLength(1);
  return found[0]![1].Properties as Record<string, unknown>;
}

const customCalls = () => ofType("Custom::AWS").map(([, resource]) => sdkCall(resource));

describe("the alarms in the site's region", () => {
  it.each([
    [ALARMS.serverThrottles, "AWS/Lambda", "Throttles", "Sum", 300, 1, 1],
    [ALARMS.serverDuration, "AWS/Lambda", "Duration", "p99", 300, 3000, 3],
    [ALARMS.invalidationsFailed, NAMESPACE, "InvalidationsFailed", "Sum", 300, 1, 1],
  ])(
    "%s: %s %s (%s over %i s) at %i or more, %i period(s), to the topic",
    (suffix, namespace, metricName, statistic, period, threshold, periods) => {
      const properties = alarm(suffix);
      expect(properties).toMatchObject({
        Namespace: namespace,
        MetricName: metricName,
        Period: period,
        Threshold: threshold,
        EvaluationPeriods: periods,
        ComparisonOperator: "GreaterThanOrEqualToThreshold",
        TreatMissingData: "notBreaching",
        AlarmActions: [{ Ref: topicId() }],
        OKActions: [{ Ref: topicId() }],
      });
      expect(properties.Statistic ?? properties.ExtendedStatistic).toBe(statistic);
      if (namespace === "AWS/Lambda") {
        // The server function's, not another function of the stack.
        const [dimension] = properties.Dimensions as { Name: string; Value: { Ref: string } }[];
        expect(dimension!.Name).toBe("FunctionName");
        expect(resources[dimension!.Value.Ref]!.Properties.Description).toBe("Next.js Server");
      } else {
        expect(properties.Dimensions).toEqual([{ Name: "service", Value: "web" }]);
      }
    },
  );

  type Metrics = {
    Id: string;
    Expression?: string;
    ReturnData?: boolean;
    MetricStat?: { Metric: Record<string, unknown>; Period: number; Stat: string };
  }[];
  const site = (name: string, period = 300, dimensions: Record<string, string> = {}) => ({
    Metric: {
      Namespace: NAMESPACE,
      MetricName: name,
      // CloudFormation gets a metric's dimensions sorted by name (CDK sorts them).
      Dimensions: Object.entries({ service: "web", ...dimensions })
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([Name, Value]) => ({ Name, Value })),
    },
    Period: period,
    Stat: "Sum",
  });
  const stat = (metrics: Metrics, id: string) => metrics.find((m) => m.Id === id)!.MetricStat;
  const expression = (metrics: Metrics) => metrics.find((m) => m.ReturnData !== false)!.Expression;

  it(`${ALARMS.cmsDown}: failed CMS calls, 20% or more of the calls for two five-minute periods`, () => {
    const properties = alarm(ALARMS.cmsDown);
    expect(properties).toMatchObject({
      Threshold: 20,
      EvaluationPeriods: 2,
      TreatMissingData: "notBreaching",
      AlarmActions: [{ Ref: topicId() }],
    });
    const metrics = properties.Metrics as Metrics;
    expect(expression(metrics)).toBe("IF(whole > 0, 100 * FILL(part, 0) / whole, 0)");
    expect(stat(metrics, "part")).toEqual(site("CmsCallsFailed"));
    expect(stat(metrics, "whole")).toEqual(site("CmsCalls"));
  });

  it(`${ALARMS.serverErrors}: failed invocations and requests that threw, 5 or more in five minutes`, () => {
    const properties = alarm(ALARMS.serverErrors);
    expect(properties).toMatchObject({ Threshold: 5, EvaluationPeriods: 1 });
    const metrics = properties.Metrics as Metrics;
    expect(expression(metrics)).toBe("FILL(invocations, 0) + FILL(requests, 0)");
    expect(stat(metrics, "invocations")).toMatchObject({
      Metric: { Namespace: "AWS/Lambda", MetricName: "Errors" },
      Period: 300,
      Stat: "Sum",
    });
    expect(stat(metrics, "requests")).toEqual(site("RequestsFailed"));
  });

  it.each([
    [ALARMS.webhookRefused, "WebhookRefused", ["no-secret", "signature", "clock", "bad-body"]],
    [ALARMS.webhookFailed, "WebhookPurgeFailed", ["ledger", "cms", "purge-log"]],
  ])("%s: %s by the reasons %j only, 1 or more in 15 minutes", (suffix, name, reasons) => {
    const properties = alarm(suffix);
    expect(properties).toMatchObject({ Threshold: 1, EvaluationPeriods: 1 });
    const metrics = properties.Metrics as Metrics;
    expect(metrics.filter((m) => m.MetricStat).map((m) => m.MetricStat)).toEqual(
      reasons.map((reason) => site(name, 900, { reason })),
    );
    expect(expression(metrics)).toBe(reasons.map((_, i) => `FILL(r${i}, 0)`).join(" + "));
  });

  it(`${ALARMS.purgeLogThrottles}: DynamoDB throttles of the purge log's puts and queries`, () => {
    const properties = alarm(ALARMS.purgeLogThrottles);
    expect(properties).toMatchObject({ Threshold: 1, AlarmActions: [{ Ref: topicId() }] });
    const [table] = ofType("AWS::DynamoDB::Table")[0]!;
    const throttles = (properties.Metrics as { MetricStat?: { Metric: unknown } }[])
      .filter((metric) => metric.MetricStat)
      .map((metric) => metric.MetricStat!.Metric);
    expect(throttles).toEqual(
      ["PutItem", "Query"].map((operation) => ({
        Namespace: "AWS/DynamoDB",
        MetricName: "ThrottledRequests",
        Dimensions: expect.arrayContaining([
          { Name: "TableName", Value: { Ref: table } },
          { Name: "Operation", Value: operation },
        ]),
      })),
    );
  });
});

describe("the CloudFront alarms, in us-east-1 where its metrics are", () => {
  const alarmCall = (suffix: string) => {
    const call = customCalls().find(
      (candidate) =>
        candidate.action === "putMetricAlarm" &&
        String(candidate.parameters.AlarmName).endsWith(`-${suffix}`),
    );
    expect(call, suffix).toBeDefined();
    expect(call!.region).toBe(CLOUDFRONT_METRICS_REGION);
    return call!.parameters as {
      Threshold: number;
      EvaluationPeriods: number;
      Metrics: { Id: string; Expression?: string; MetricStat?: Record<string, unknown> }[];
    };
  };
  const distribution = () => ofType("AWS::CloudFront::Distribution")[0]![0];

  it(`${ALARMS.cdn5xx}: the distribution's 5xx rate at 5% or more for two five-minute periods`, () => {
    const parameters = alarmCall(ALARMS.cdn5xx);
    expect(parameters).toMatchObject({ Threshold: 5, EvaluationPeriods: 2 });
    expect(parameters.Metrics).toEqual([
      {
        Id: "rate",
        ReturnData: true,
        MetricStat: {
          Metric: {
            Namespace: "AWS/CloudFront",
            MetricName: "5xxErrorRate",
            Dimensions: [
              { Name: "DistributionId", Value: `<Ref:${distribution()}>` },
              { Name: "Region", Value: "Global" },
            ],
          },
          Period: 300,
          Stat: "Average",
        },
      },
    ]);
  });

  it(`${ALARMS.edgeErrors}: Lambda@Edge execution and validation errors, 5 or more in five minutes`, () => {
    const parameters = alarmCall(ALARMS.edgeErrors);
    expect(parameters).toMatchObject({ Threshold: 5, EvaluationPeriods: 1 });
    const names = parameters.Metrics.flatMap((metric) =>
      metric.MetricStat ? [(metric.MetricStat.Metric as { MetricName: string }).MetricName] : [],
    );
    expect(names).toEqual(["LambdaExecutionError", "LambdaValidationError"]);
    expect(parameters.Metrics.at(-1)!.Expression).toBe("FILL(execution, 0) + FILL(invalid, 0)");
  });

  it("are deleted with the stack, and their state changes reach the one topic", () => {
    const deletes = ofType("Custom::AWS").map(([, resource]) =>
      JSON.parse(flatten(resource.Properties.Delete)),
    );
    expect(deletes.filter((call) => call.action === "deleteAlarms")).toHaveLength(2);

    // us-east-1: a rule forwards the alarms' events to the site region's default bus.
    const putRule = customCalls().find((call) => call.action === "putRule")!;
    expect(putRule.region).toBe(CLOUDFRONT_METRICS_REGION);
    const pattern = JSON.parse(putRule.parameters.EventPattern as string);
    expect(pattern).toEqual({
      source: ["aws.cloudwatch"],
      "detail-type": ["CloudWatch Alarm State Change"],
      resources: [
        {
          prefix: expect.stringMatching(
            /^arn:<Ref:AWS::Partition>:cloudwatch:us-east-1:\d{12}:alarm:preview-alarms-corus-site-Site-$/,
          ),
        },
      ],
    });
    const putTargets = customCalls().find((call) => call.action === "putTargets")!;
    expect(putTargets.parameters.Targets).toEqual([
      {
        Id: "site-region",
        Arn: "arn:<Ref:AWS::Partition>:events:ca-central-1:123456789012:event-bus/default",
        RoleArn: expect.stringMatching(/^<CloudFrontAlarmsForwarding[A-F0-9]+\.Arn>$/),
      },
    ]);

    // The site's region: a rule on its default bus sends them to the topic.
    const [, rule] = ofType("AWS::Events::Rule").find(([, resource]) =>
      JSON.stringify(resource.Properties.Targets).includes(topicId()),
    )!;
    expect(rule.Properties.EventPattern).toMatchObject({
      source: ["aws.cloudwatch"],
      "detail-type": ["CloudWatch Alarm State Change"],
    });
    expect(flatten((rule.Properties.EventPattern as { resources: unknown[] }).resources)).toMatch(
      /cloudwatch:us-east-1:.*:alarm:preview-alarms-/,
    );
  });
});

describe("the alerts topic", () => {
  it("e-mails ALERT_EMAIL", () => {
    expect(ofType("AWS::SNS::Topic")).toHaveLength(1);
    const subscriptions = ofType("AWS::SNS::Subscription");
    expect(subscriptions.map(([, resource]) => resource.Properties)).toEqual([
      { Protocol: "email", Endpoint: "site-ops@example.com", TopicArn: { Ref: topicId() } },
    ]);
  });

  /** Statements of a policy document, by the service they let in. */
  type Statement = {
    Effect: string;
    Principal?: { Service?: string };
    Action: string | string[];
    Condition?: Record<string, Record<string, unknown>>;
  };
  function byService(document: unknown) {
    const services: Record<string, Statement[]> = {};
    for (const statement of (document as { Statement: Statement[] }).Statement) {
      const service = statement.Principal?.Service;
      if (service) (services[service] ??= []).push(statement);
    }
    return services;
  }
  /** The ARN of the rule that sends the CloudFront alarms to the topic (named: no reference). */
  const forwardingRuleArn = () => {
    const [, rule] = ofType("AWS::Events::Rule").find(([, resource]) =>
      JSON.stringify(resource.Properties.Targets).includes(topicId()),
    )!;
    expect(rule.Properties.Name).toBe("preview-alarms-corus-site-Site-cloudfront-alarms-to-alerts");
    return `arn:<Ref:AWS::Partition>:events:ca-central-1:123456789012:rule/${String(rule.Properties.Name)}`;
  };
  /** The one statement letting EventBridge in: only for that rule. */
  const eventsStatement = (statements: Statement[] | undefined) => {
    expect(statements).toHaveLength(1);
    const [statement] = statements!;
    expect(Object.keys(statement!.Condition!)).toEqual(["ArnEquals"]);
    expect(flatten(statement!.Condition!.ArnEquals!["aws:SourceArn"])).toBe(forwardingRuleArn());
    return statement!;
  };

  it("lets the alarms publish for this account only, and EventBridge for the forwarding rule only", () => {
    const policies = ofType("AWS::SNS::TopicPolicy");
    expect(policies).toHaveLength(1);
    const services = byService(policies[0]![1].Properties.PolicyDocument);
    expect(Object.keys(services).sort()).toEqual([
      "cloudwatch.amazonaws.com",
      "events.amazonaws.com",
    ]);
    expect(services["cloudwatch.amazonaws.com"]).toEqual([
      expect.objectContaining({
        Effect: "Allow",
        Action: "sns:Publish",
        Condition: { StringEquals: { "aws:SourceAccount": "123456789012" } },
      }),
    ]);
    // Not any rule of any account: this stack's rule, by its ARN.
    expect(eventsStatement(services["events.amazonaws.com"])).toMatchObject({
      Effect: "Allow",
      Action: "sns:Publish",
    });
  });

  it("is encrypted with a key of its own, which only the same two may use to publish", () => {
    const [topic, { Properties }] = ofType("AWS::SNS::Topic")[0]!;
    const keys = ofType("AWS::KMS::Key");
    const [keyId, key] = keys.find(([id]) =>
      JSON.stringify(Properties.KmsMasterKeyId).includes(id),
    )!;
    expect(Properties.KmsMasterKeyId).toEqual({ "Fn::GetAtt": [keyId, "Arn"] });
    expect(topic).toBe(topicId());
    expect(key.Properties.EnableKeyRotation).toBe(true);
    const services = byService(key.Properties.KeyPolicy);
    expect(Object.keys(services).sort()).toEqual([
      "cloudwatch.amazonaws.com",
      "events.amazonaws.com",
    ]);
    const use = ["kms:Decrypt", "kms:GenerateDataKey*"];
    expect(services["cloudwatch.amazonaws.com"]).toEqual([
      expect.objectContaining({
        Action: use,
        Condition: { StringEquals: { "aws:SourceAccount": "123456789012" } },
      }),
    ]);
    expect(eventsStatement(services["events.amazonaws.com"])).toMatchObject({ Action: use });
  });

  it("has no subscriber without ALERT_EMAIL, and the deploy's outputs say so", () => {
    const json = withoutEmail.toJSON() as {
      Resources: Resources;
      Outputs: Record<string, { Value: unknown }>;
    };
    expect(ofType("AWS::SNS::Topic", json.Resources)).toHaveLength(1);
    expect(ofType("AWS::SNS::Subscription", json.Resources)).toEqual([]);
    expect(json.Outputs.AlertSubscription!.Value).toMatch(/^none: set ALERT_EMAIL/);
  });
});

describe("the dashboard", () => {
  it("shows the server, the CDN from us-east-1, the CMS, the webhook and the edge", () => {
    const dashboards = ofType("AWS::CloudWatch::Dashboard");
    expect(dashboards).toHaveLength(1);
    const body = JSON.parse(flatten(dashboards[0]![1].Properties.DashboardBody)) as {
      widgets: { properties: { title?: string; metrics?: unknown[][]; region?: string } }[];
    };
    const titles = body.widgets.map((widget) => widget.properties.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        "CloudFront: requests and 5xx rate (us-east-1)",
        "Lambda@Edge errors (CloudFront, every region)",
        "Server function: duration",
        "Pages: served, stale, 503",
        "CMS reads by outcome, and calls",
        "Webhook refusals, by reason",
        "Publish webhook and invalidations",
        "Edge redirect lookups, by region",
      ]),
    );
    const cdn = body.widgets.find((widget) =>
      widget.properties.title?.startsWith("CloudFront: requests"),
    )!;
    expect(JSON.stringify(cdn.properties.metrics)).toContain('"region":"us-east-1"');
    const cms = JSON.stringify(
      body.widgets.find((widget) => widget.properties.title === "CMS reads by outcome, and calls"),
    );
    for (const name of [
      "CmsHit",
      "CmsMiss",
      "CmsRefreshing",
      "CmsStale",
      "CmsFailed",
      "CmsCalls",
    ]) {
      expect(cms).toContain(name);
    }
  });
});

describe("log retention", () => {
  it("keeps every Lambda function's logs LOG_RETENTION_DAYS days, custom resources' too", () => {
    const retentions = ofType("Custom::LogRetention").map(([, resource]) => resource.Properties);
    const functions = ofType("AWS::Lambda::Function").map(([id]) => id);
    expect(functions.length).toBeGreaterThan(5);
    for (const id of functions) {
      const kept = retentions.filter(
        (retention) => flatten(retention.LogGroupName) === `/aws/lambda/<Ref:${id}>`,
      );
      expect(kept, id).toHaveLength(1);
      expect(kept[0]!.RetentionInDays, id).toBe(90);
      expect(kept[0]!.LogGroupRegion, id).toBeUndefined();
    }
  });

  it("gives the edge function's log group the same retention in each region expected to run it", () => {
    const edge = ofType("Custom::LogRetention")
      .map(([, resource]) => resource.Properties)
      .filter((retention) => flatten(retention.LogGroupName).startsWith("/aws/lambda/us-east-1."));
    expect(edge.map((retention) => retention.LogGroupRegion).sort()).toEqual(
      [...DEFAULT_EDGE_LOG_REGIONS].sort(),
    );
    for (const retention of edge) {
      expect(retention.RetentionInDays).toBe(90);
      // The function's name, the last part of its ARN.
      expect(flatten(retention.LogGroupName)).toMatch(
        /"Fn::Select":\[6,\{"Fn::Split":\[":",\{"Fn::GetAtt":\["Redirects\w*EdgeLambda\w*","FunctionArn"\]/,
      );
    }
  });

  it("defaults to 30 days", () => {
    const json = withoutEmail.toJSON() as { Resources: Resources };
    const days = ofType("Custom::LogRetention", json.Resources).map(
      ([, resource]) => resource.Properties.RetentionInDays,
    );
    expect(new Set(days)).toEqual(new Set([30]));
  });
});

describe("the runbook", () => {
  it("has a section for every alarm the stack defines", () => {
    const runbook = readFileSync("docs/operations.md", "utf8");
    const headings = [...runbook.matchAll(/^#### `([A-Za-z0-9]+)`/gm)].map(([, name]) => name);
    expect(headings.sort()).toEqual(Object.values(ALARMS).sort());
  });
});
