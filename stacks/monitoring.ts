// What tells someone the site is in trouble: CloudWatch alarms on the server function, the CDN,
// the edge function, the CMS as the pages see it, the publish webhook and the purge-log table,
// all notifying one SNS topic; a dashboard of the same; and a retention on every log group the
// stack owns. docs/operations.md ("Alarms and what to do") is the runbook for each alarm here.
//
// Regions: the stack deploys to the site's region, but CloudFront publishes its distribution
// metrics (requests, error rates, and the errors of its Lambda@Edge functions, counted over
// every region that served) in us-east-1 only, and an alarm can watch only its own region's
// metrics and notify only its own region's topics. So the CDN's two alarms are put in us-east-1
// by custom resources (as SST puts the edge function there), and an EventBridge rule there
// forwards their state changes to this region's default bus, where a rule sends them to the one
// topic.
import { CfnResource, Duration, Fn, RemovalPolicy } from "aws-cdk-lib";
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type { Table } from "aws-cdk-lib/aws-dynamodb";
import { EventBus, EventField, Match, Rule, RuleTargetInput } from "aws-cdk-lib/aws-events";
import { PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Key } from "aws-cdk-lib/aws-kms";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { LogRetention, type RetentionDays } from "aws-cdk-lib/aws-logs";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
} from "aws-cdk-lib/custom-resources";
import type { IConstruct } from "constructs";
import type { Stack } from "sst/constructs";
import {
  METRIC,
  METRIC_SERVICE,
  WEBHOOK_MISCONFIGURATION_REASONS,
  WEBHOOK_PURGE_ALARM_REASONS,
  WEBHOOK_REFUSAL_REASONS,
  type MetricName,
} from "@corus/site-rules/metrics";
import type { MonitoringSettings } from "./settings.ts";

/** Where CloudFront's metrics are, and so its alarms. */
export const CLOUDFRONT_METRICS_REGION = "us-east-1";

/** Every alarm, by the suffix of its name (`<stack name>-<suffix>`); the runbook names each. */
export const ALARMS = {
  serverErrors: "ServerErrors",
  serverThrottles: "ServerThrottles",
  serverDuration: "ServerP99Duration",
  cdn5xx: "Cdn5xxRate",
  edgeErrors: "EdgeFunctionErrors",
  cmsDown: "CmsDown",
  webhookRefused: "WebhookRefused",
  webhookFailed: "WebhookPurgeFailed",
  invalidationsFailed: "InvalidationsFailed",
  purgeLogThrottles: "PurgeLogThrottles",
} as const;

const FIVE_MINUTES = Duration.minutes(5);

export interface MonitoringProps {
  settings: MonitoringSettings;
  server: IFunction;
  /** The ARN of the Lambda@Edge function (in us-east-1). */
  edgeFunctionArn: string;
  distributionId: string;
  purgeLog: Table;
}

export function addMonitoring(stack: Stack, props: MonitoringProps) {
  const { settings } = props;
  const alarmName = (suffix: string) => `${stack.stackName}-${suffix}`;
  const { topic, key } = alertsTopic(stack, settings.alertEmail);
  const notify = new SnsAction(topic);
  const site = (
    name: MetricName,
    statistic = "Sum",
    period = FIVE_MINUTES,
    dimensions: Record<string, string> = {},
  ) =>
    new Metric({
      namespace: settings.metricsNamespace,
      metricName: name,
      dimensionsMap: { service: METRIC_SERVICE.web, ...dimensions },
      statistic,
      period,
    });
  /** The sum of `name`'s counts by these reasons (its lines by `reason`), over `period`. */
  const byReasons = (name: MetricName, reasons: readonly string[], period: Duration) =>
    new MathExpression({
      expression: reasons.map((_, i) => `FILL(r${i}, 0)`).join(" + "),
      usingMetrics: Object.fromEntries(
        reasons.map((reason, i) => [`r${i}`, site(name, "Sum", period, { reason })]),
      ),
      label: `${name} (${reasons.join(", ")})`,
      period,
    });
  const alarm = (
    suffix: string,
    metric: IMetric,
    threshold: number,
    description: string,
    evaluationPeriods = 1,
  ) => {
    const created = new Alarm(stack, suffix, {
      alarmName: alarmName(suffix),
      alarmDescription: `${description} Runbook: docs/operations.md, "${suffix}".`,
      metric,
      threshold,
      evaluationPeriods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No data is no traffic, or nothing refused: never an alarm by itself.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    created.addAlarmAction(notify);
    created.addOkAction(notify);
    return created;
  };

  const { server } = props;
  const alarms = [
    // A handful of errors in five minutes: more than a stray bad request (those are answered,
    // not thrown), fewer than an outage takes to show. Lambda counts an invocation that failed
    // (a crash, a timeout); a page whose code threw is answered 500 by Next.js within a
    // successful invocation, so the site counts those itself (RequestsFailed).
    alarm(
      ALARMS.serverErrors,
      new MathExpression({
        expression: "FILL(invocations, 0) + FILL(requests, 0)",
        usingMetrics: {
          invocations: server.metricErrors({ period: FIVE_MINUTES, statistic: "Sum" }),
          requests: site(METRIC.requestsFailed),
        },
        label: "Failed invocations and requests",
        period: FIVE_MINUTES,
      }),
      5,
      "The server function failed or threw 5 or more times in 5 minutes: visitors got a 5xx.",
    ),
    // Any throttle is a visitor refused: the account's concurrency is spent.
    alarm(
      ALARMS.serverThrottles,
      server.metricThrottles({ period: FIVE_MINUTES, statistic: "Sum" }),
      1,
      "Lambda throttled the server function: its concurrency is spent and requests were refused.",
    ),
    // A page the server has an answer for waits at most CMS_PAGE_WAIT_MS (1.5 s) for the CMS;
    // one it has none for waits for a CMS that is slow but answering (up to
    // CMS_COLD_PAGE_WAIT_MS). A p99 past 3 s for 15 minutes is a slow CMS (pages never seen
    // wait for it) or slowness of our own (cold starts, rendering, CloudFront's retries).
    alarm(
      ALARMS.serverDuration,
      server.metricDuration({ period: FIVE_MINUTES, statistic: "p99" }),
      3000,
      "The server function's p99 duration stayed at 3 s or more for 15 minutes.",
      3,
    ),
    // The CMS failing: its calls fail (every attempt, or refused by the open circuit). Pages
    // answer from what was kept (x-cms-cache: stale), or the 503 page for what was not, and
    // editors' changes do not show. Counted on the calls, not the pages: a page refreshing an
    // expired answer in the background (a healthy CMS) is no failure, and how many pages end
    // stale or 503 depends on what each server kept. A fifth of the calls for ten minutes is an
    // outage, not a blip.
    alarm(
      ALARMS.cmsDown,
      rate(site(METRIC.cmsCallsFailed), site(METRIC.cmsCalls), "of CMS calls failed"),
      20,
      "20% or more of the calls to the CMS failed for 10 minutes: pages are served stale or 503.",
      2,
    ),
    // What only a misconfiguration makes: a well-formed delivery signed with another secret,
    // one signed with ours but timed outside the tolerance (WordPress's clock), a signed body
    // the site does not understand, or no secret to check with. The plugin does not send a
    // refused delivery again: one is a change that did not reach the site. Anyone's unsigned
    // POST is counted apart (reason "unsigned") and raises nothing (the runbook says what a
    // flood of them looks like).
    alarm(
      ALARMS.webhookRefused,
      byReasons(METRIC.webhookRefused, WEBHOOK_MISCONFIGURATION_REASONS, Duration.minutes(15)),
      1,
      "The publish webhook refused a delivery WordPress signed (another secret, its clock, its body) or has no secret.",
    ),
    // A delivery taken but not purged everywhere: the sender retries, but each one is a change
    // that may not show yet. CloudFront refusing the invalidation is InvalidationsFailed's.
    alarm(
      ALARMS.webhookFailed,
      byReasons(METRIC.webhookPurgeFailed, WEBHOOK_PURGE_ALARM_REASONS, Duration.minutes(15)),
      1,
      "The publish webhook answered 503 to a signed delivery (the CMS, the purge log, the delivery ledger): a change may not show on the site.",
    ),
    // Each failure is after three retries of CloudFront's own: a page may show old content
    // for s-maxage.
    alarm(
      ALARMS.invalidationsFailed,
      site(METRIC.invalidationsFailed),
      1,
      "CloudFront refused an invalidation after retries: pages may show old content for s-maxage.",
    ),
    // On-demand tables throttle only past their account limits or a hot partition: any is news.
    alarm(
      ALARMS.purgeLogThrottles,
      new MathExpression({
        expression: "FILL(puts, 0) + FILL(queries, 0)",
        usingMetrics: {
          puts: tableThrottles(props.purgeLog, "PutItem"),
          queries: tableThrottles(props.purgeLog, "Query"),
        },
        label: "Throttled requests",
        period: FIVE_MINUTES,
      }),
      1,
      "DynamoDB throttled the purge log (purges and delivery ledger): publishes may fail or apply late.",
    ),
  ];

  const edgeFunctionName = Fn.select(6, Fn.split(":", props.edgeFunctionArn));
  const cdnAlarms = cloudFrontAlarms(stack, props.distributionId, alarmName);
  forwardCloudFrontAlarms(stack, { topic, key }, alarmName(""));
  keepEdgeLogs(stack, edgeFunctionName, settings);
  siteDashboard(stack, {
    props,
    site,
    alarms,
    cdnAlarmNames: cdnAlarms,
  });
  return { topic };
}

/** `part` as a percentage of `whole` over each period; 0 when there was none. */
function rate(part: IMetric, whole: IMetric, label: string) {
  return new MathExpression({
    expression: "IF(whole > 0, 100 * FILL(part, 0) / whole, 0)",
    usingMetrics: { part, whole },
    label: `% ${label}`,
    period: FIVE_MINUTES,
  });
}

function tableThrottles(table: Table, operation: string) {
  return new Metric({
    namespace: "AWS/DynamoDB",
    metricName: "ThrottledRequests",
    dimensionsMap: { TableName: table.tableName, Operation: operation },
    statistic: "Sum",
    period: FIVE_MINUTES,
  });
}

/**
 * The alerts topic, encrypted with a key of its own, its one e-mail subscriber if configured,
 * and who may publish to it: the stack's alarms (CloudWatch, for this account) here, and the
 * rule that forwards the CloudFront alarms (EventBridge, for that rule alone: forwardCloudFrontAlarms).
 */
function alertsTopic(stack: Stack, email: string | undefined) {
  // Alerts name the site's alarms and their reasons: nothing secret, but nothing for AWS's
  // shared key either, which no policy of ours could narrow to these publishers.
  const key = new Key(stack, "AlertsKey", {
    description: `${stack.stackName}: encrypts the alerts topic`,
    enableKeyRotation: true,
    // A stage removed takes its key with it (after KMS's waiting period).
    removalPolicy: RemovalPolicy.DESTROY,
    pendingWindow: Duration.days(7),
  });
  const topic = new Topic(stack, "Alerts", {
    displayName: `${stack.stackName} alerts`,
    masterKey: key,
  });
  if (email) topic.addSubscription(new EmailSubscription(email));
  allowPublishing(topic, key, "cloudwatch.amazonaws.com", {
    StringEquals: { "aws:SourceAccount": stack.account },
  });
  stack.addOutputs({
    AlertTopicArn: topic.topicArn,
    AlertSubscription: email
      ? `${email} (confirm the e-mail AWS sends before alerts arrive)`
      : 'none: set ALERT_EMAIL to have alerts e-mailed (docs/operations.md, "Alarms and what to do")',
  });
  return { topic, key };
}

/**
 * Lets `service` publish to the encrypted topic under `conditions`: the topic's policy, and
 * the key's (SNS encrypts each message with a data key the publisher must be allowed to ask for).
 */
function allowPublishing(
  topic: Topic,
  key: Key,
  service: string,
  conditions: Record<string, Record<string, unknown>>,
) {
  const principals = [new ServicePrincipal(service)];
  topic.addToResourcePolicy(
    new PolicyStatement({
      principals,
      actions: ["sns:Publish"],
      resources: [topic.topicArn],
      conditions,
    }),
  );
  key.addToResourcePolicy(
    new PolicyStatement({
      principals,
      actions: ["kms:Decrypt", "kms:GenerateDataKey*"],
      resources: ["*"],
      conditions,
    }),
  );
}

/**
 * The CDN's alarms, in us-east-1: CloudFront's 5xx rate, and the errors of its Lambda@Edge
 * functions (execution errors and invalid responses, counted by CloudFront over every region
 * that ran the function). Returns their names.
 */
function cloudFrontAlarms(
  stack: Stack,
  distributionId: string,
  alarmName: (suffix: string) => string,
): string[] {
  const dimensions = [
    { Name: "DistributionId", Value: distributionId },
    { Name: "Region", Value: "Global" },
  ];
  const cloudFront = (metricName: string, stat: string) => ({
    Metric: { Namespace: "AWS/CloudFront", MetricName: metricName, Dimensions: dimensions },
    Period: 300,
    Stat: stat,
  });
  const definitions = [
    {
      suffix: ALARMS.cdn5xx,
      // 5% of all answers for ten minutes: more than a deploy's moment of errors or one
      // failing page a crawler keeps asking for.
      description: "CloudFront answered 5% or more of requests with a 5xx for 10 minutes.",
      threshold: 5,
      evaluationPeriods: 2,
      metrics: [
        { Id: "rate", ReturnData: true, MetricStat: cloudFront("5xxErrorRate", "Average") },
      ],
    },
    {
      suffix: ALARMS.edgeErrors,
      // The redirect handler fails open on CMS errors: an error counted here is the function
      // itself failing (an exception, a timeout, an invalid response), and CloudFront answers
      // those with a 5xx. A few in five minutes is a bad deploy, not noise.
      description:
        "The Lambda@Edge redirect handler failed 5 or more times in 5 minutes (execution or invalid-response errors).",
      threshold: 5,
      evaluationPeriods: 1,
      metrics: [
        {
          Id: "execution",
          ReturnData: false,
          MetricStat: cloudFront("LambdaExecutionError", "Sum"),
        },
        {
          Id: "invalid",
          ReturnData: false,
          MetricStat: cloudFront("LambdaValidationError", "Sum"),
        },
        {
          Id: "errors",
          ReturnData: true,
          Expression: "FILL(execution, 0) + FILL(invalid, 0)",
          Label: "Lambda@Edge errors",
        },
      ],
    },
  ];
  return definitions.map(({ suffix, description, threshold, evaluationPeriods, metrics }) => {
    const name = alarmName(suffix);
    new AwsCustomResource(stack, `${suffix}Alarm`, {
      onUpdate: {
        service: "CloudWatch",
        action: "putMetricAlarm",
        region: CLOUDFRONT_METRICS_REGION,
        parameters: {
          AlarmName: name,
          AlarmDescription: `${description} Runbook: docs/operations.md, "${suffix}".`,
          Metrics: metrics,
          Threshold: threshold,
          EvaluationPeriods: evaluationPeriods,
          ComparisonOperator: "GreaterThanOrEqualToThreshold",
          TreatMissingData: "notBreaching",
        },
        physicalResourceId: PhysicalResourceId.of(name),
      },
      onDelete: {
        service: "CloudWatch",
        action: "deleteAlarms",
        region: CLOUDFRONT_METRICS_REGION,
        parameters: { AlarmNames: [name] },
      },
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ["cloudwatch:PutMetricAlarm", "cloudwatch:DeleteAlarms"],
          resources: [
            `arn:${stack.partition}:cloudwatch:${CLOUDFRONT_METRICS_REGION}:${stack.account}:alarm:${name}`,
          ],
        }),
      ]),
      installLatestAwsSdk: false,
    });
    return name;
  });
}

/**
 * Sends the state changes of this stack's alarms in us-east-1 to the alerts topic: a rule
 * there forwards them to this region's default event bus (unless this region is us-east-1),
 * where a rule hands them to the topic as a line of text.
 */
function forwardCloudFrontAlarms(
  stack: Stack,
  { topic, key }: { topic: Topic; key: Key },
  namePrefix: string,
) {
  const alarmArnPrefix = `arn:${stack.partition}:cloudwatch:${CLOUDFRONT_METRICS_REGION}:${stack.account}:alarm:${namePrefix}`;
  const stateChange = {
    source: ["aws.cloudwatch"],
    "detail-type": ["CloudWatch Alarm State Change"],
    resources: [{ prefix: alarmArnPrefix }],
  };
  const field = (path: string) => EventField.fromPath(path);
  // Named, so that its ARN is known without a reference to it: the key's policy names the
  // rule, the rule the topic, the topic the key (a reference would make that a circle).
  const toAlertsName = `${stack.stackName}-cloudfront-alarms-to-alerts`;
  const toAlerts = new Rule(stack, "CloudFrontAlarmsToAlerts", {
    ruleName: toAlertsName,
    description: "State changes of the site's CloudFront alarms (us-east-1), to the alerts topic",
    eventPattern: {
      source: stateChange.source,
      detailType: stateChange["detail-type"],
      resources: Match.prefix(alarmArnPrefix),
    },
  });
  // Not CDK's SnsTopic target: it lets EventBridge publish for any rule of any account.
  const message = RuleTargetInput.fromText(
    `${field("$.detail.alarmName")} is ${field("$.detail.state.value")} (${CLOUDFRONT_METRICS_REGION}): ${field("$.detail.state.reason")}`,
  );
  toAlerts.addTarget({ bind: () => ({ arn: topic.topicArn, input: message }) });
  allowPublishing(topic, key, "events.amazonaws.com", {
    ArnEquals: {
      "aws:SourceArn": `arn:${stack.partition}:events:${stack.region}:${stack.account}:rule/${toAlertsName}`,
    },
  });
  if (stack.region === CLOUDFRONT_METRICS_REGION) return;

  const ruleName = `${stack.stackName}-cloudfront-alarms`;
  const bus = EventBus.fromEventBusArn(
    stack,
    "SiteRegionBus",
    `arn:${stack.partition}:events:${stack.region}:${stack.account}:event-bus/default`,
  );
  const role = new Role(stack, "CloudFrontAlarmsForwarding", {
    assumedBy: new ServicePrincipal("events.amazonaws.com"),
    description:
      "Lets the us-east-1 rule put the CloudFront alarms' events on the site region's bus",
  });
  role.addToPolicy(
    new PolicyStatement({ actions: ["events:PutEvents"], resources: [bus.eventBusArn] }),
  );
  const ruleArn = `arn:${stack.partition}:events:${CLOUDFRONT_METRICS_REGION}:${stack.account}:rule/${ruleName}`;
  const events = (action: string, parameters: Record<string, unknown>) => ({
    service: "EventBridge",
    action,
    region: CLOUDFRONT_METRICS_REGION,
    parameters,
    physicalResourceId: PhysicalResourceId.of(ruleName),
  });
  const rule = new AwsCustomResource(stack, "CloudFrontAlarmsForwardingRule", {
    onUpdate: events("putRule", {
      Name: ruleName,
      Description: `Forwards ${stack.stackName}'s CloudFront alarms to ${stack.region}`,
      EventPattern: stack.toJsonString(stateChange),
      State: "ENABLED",
    }),
    onDelete: events("deleteRule", { Name: ruleName }),
    policy: AwsCustomResourcePolicy.fromStatements([
      new PolicyStatement({
        actions: ["events:PutRule", "events:DeleteRule"],
        resources: [ruleArn],
      }),
    ]),
    installLatestAwsSdk: false,
  });
  const target = new AwsCustomResource(stack, "CloudFrontAlarmsForwardingTarget", {
    onUpdate: events("putTargets", {
      Rule: ruleName,
      Targets: [{ Id: "site-region", Arn: bus.eventBusArn, RoleArn: role.roleArn }],
    }),
    onDelete: events("removeTargets", { Rule: ruleName, Ids: ["site-region"] }),
    policy: AwsCustomResourcePolicy.fromStatements([
      new PolicyStatement({
        actions: ["events:PutTargets", "events:RemoveTargets"],
        resources: [ruleArn],
      }),
      new PolicyStatement({ actions: ["iam:PassRole"], resources: [role.roleArn] }),
    ]),
    installLatestAwsSdk: false,
  });
  target.node.addDependency(rule);
}

/**
 * Lambda@Edge logs to `/aws/lambda/us-east-1.<name>` in each region that ran it, groups
 * CloudWatch creates on first use with no retention. The stack creates them, with the
 * retention, in the regions expected to serve (EDGE_LOG_REGIONS); the runbook covers others.
 */
function keepEdgeLogs(stack: Stack, functionName: string, settings: MonitoringSettings) {
  for (const region of settings.edgeLogRegions) {
    new LogRetention(stack, `EdgeLogRetention-${region}`, {
      logGroupName: Fn.join("", [`/aws/lambda/${CLOUDFRONT_METRICS_REGION}.`, functionName]),
      logGroupRegion: region,
      retention: settings.logRetentionDays as RetentionDays,
    });
  }
}

/**
 * A retention on the log group of every Lambda function in the stack: the one a function's
 * construct set (SST's three days, one day) becomes `days`; a function without one gets one.
 * Run last, when every function exists; the retention handler's own function counts too.
 */
export function keepLogsFor(stack: Stack, days: number) {
  const seen = new Set<IConstruct>();
  for (;;) {
    const functions = stack.node
      .findAll()
      .filter(
        (construct): construct is CfnResource =>
          CfnResource.isCfnResource(construct) &&
          construct.cfnResourceType === "AWS::Lambda::Function" &&
          !seen.has(construct),
      );
    if (functions.length === 0) return;
    for (const fn of functions) {
      seen.add(fn);
      const owner = fn.node.scope ?? stack;
      const existing = owner.node.tryFindChild("LogRetention");
      if (existing instanceof LogRetention) {
        (existing.node.defaultChild as CfnResource).addPropertyOverride("RetentionInDays", days);
      } else {
        new LogRetention(owner, "LogRetention", {
          logGroupName: Fn.join("", ["/aws/lambda/", fn.ref]),
          retention: days as RetentionDays,
        });
      }
    }
  }
}

function siteDashboard(
  stack: Stack,
  {
    props,
    site,
    alarms,
    cdnAlarmNames,
  }: {
    props: MonitoringProps;
    site: (
      name: MetricName,
      statistic?: string,
      period?: Duration,
      dimensions?: Record<string, string>,
    ) => Metric;
    alarms: Alarm[];
    cdnAlarmNames: string[];
  },
) {
  const cloudFront = (metricName: string, statistic: string) =>
    new Metric({
      namespace: "AWS/CloudFront",
      metricName,
      dimensionsMap: { DistributionId: props.distributionId, Region: "Global" },
      statistic,
      period: FIVE_MINUTES,
      region: CLOUDFRONT_METRICS_REGION,
    });
  const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
    new GraphWidget({ title, left, right, width: 12, height: 6 });
  const { server } = props;
  new Dashboard(stack, "Dashboard", {
    dashboardName: stack.stackName,
    defaultInterval: Duration.hours(6),
    widgets: [
      [
        new TextWidget({
          markdown: `# ${stack.stackName}\nAlarms and what to do: docs/operations.md. CloudFront alarms (us-east-1): ${cdnAlarmNames.join(", ")}.`,
          width: 24,
          height: 2,
        }),
      ],
      [new AlarmStatusWidget({ title: "Alarms (site region)", alarms, width: 24, height: 3 })],
      [
        graph(
          "CloudFront: requests and 5xx rate (us-east-1)",
          [cloudFront("Requests", "Sum")],
          [cloudFront("5xxErrorRate", "Average"), cloudFront("4xxErrorRate", "Average")],
        ),
        graph("Lambda@Edge errors (CloudFront, every region)", [
          cloudFront("LambdaExecutionError", "Sum"),
          cloudFront("LambdaValidationError", "Sum"),
        ]),
      ],
      [
        graph(
          "Server function: invocations, errors, throttles",
          [server.metricInvocations({ period: FIVE_MINUTES })],
          [
            server.metricErrors({ period: FIVE_MINUTES }),
            site(METRIC.requestsFailed),
            server.metricThrottles({ period: FIVE_MINUTES }),
          ],
        ),
        graph("Server function: duration", [
          server.metricDuration({ period: FIVE_MINUTES, statistic: "p50" }),
          server.metricDuration({ period: FIVE_MINUTES, statistic: "p99" }),
        ]),
      ],
      [
        graph(
          "Pages: served, stale, 503",
          [site(METRIC.pagesServed)],
          [site(METRIC.pagesServedStale), site(METRIC.pagesUnavailable)],
        ),
        graph(
          "CMS reads by outcome, and calls",
          [
            site(METRIC.cmsHit),
            site(METRIC.cmsMiss),
            site(METRIC.cmsRefreshing),
            site(METRIC.cmsStale),
            site(METRIC.cmsFailed),
          ],
          [site(METRIC.cmsCalls), site(METRIC.cmsCallsFailed)],
        ),
      ],
      [
        graph(
          "Publish webhook and invalidations",
          [
            site(METRIC.webhookAccepted),
            site(METRIC.webhookRefused),
            site(METRIC.webhookPurgeFailed),
          ],
          [
            site(METRIC.invalidationsSent),
            site(METRIC.invalidatedItems),
            site(METRIC.invalidationsFailed),
          ],
        ),
        graph("Previews, and purge-log throttles", [
          site(METRIC.previewGranted),
          site(METRIC.previewRefused),
          tableThrottles(props.purgeLog, "PutItem"),
          tableThrottles(props.purgeLog, "Query"),
        ]),
      ],
      [
        // What a flood of strangers' POSTs looks like ("unsigned"), beside what WordPress's
        // own refused deliveries say.
        graph(
          "Webhook refusals, by reason",
          WEBHOOK_REFUSAL_REASONS.map((reason) =>
            site(METRIC.webhookRefused, "Sum", FIVE_MINUTES, { reason }),
          ),
        ),
      ],
      [
        // The edge writes its metrics where it ran: one line per region it is expected in.
        graph(
          "Edge redirect lookups, by region",
          props.settings.edgeLogRegions.flatMap((region) =>
            [METRIC.redirectFound, METRIC.redirectNone, METRIC.redirectFailedOpen].map(
              (metricName) =>
                new Metric({
                  namespace: props.settings.metricsNamespace,
                  metricName,
                  dimensionsMap: { service: METRIC_SERVICE.edge },
                  statistic: "Sum",
                  period: FIVE_MINUTES,
                  region,
                  label: `${metricName} (${region})`,
                }),
            ),
          ),
        ),
      ],
    ],
  });
}
