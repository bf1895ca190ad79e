// The site stack: the Next.js site on Lambda behind CloudFront, the Lambda@Edge redirect
// handler in front of its server behaviours, and the CDN policies they answer with.
import {
  CachePolicy,
  type CfnDistribution,
  LambdaEdgeEventType,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { RemovalPolicy } from "aws-cdk-lib";
import type { RetentionDays } from "aws-cdk-lib/aws-logs";
import { AttributeType, BillingMode, Table } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { StringParameter } from "aws-cdk-lib/aws-ssm";
import { Cron, NextjsSite, type StackContext } from "sst/constructs";
import { EdgeFunction } from "sst/constructs/EdgeFunction.js";
import { CACHE_TAG_HEADER } from "@corus/site-rules/cache-tag-header";
import { contentSecurityPolicy } from "@corus/site-rules/content-security-policy";
import { addApiBehavior } from "./api-behavior.ts";
import { addMonitoring, keepLogsFor } from "./monitoring.ts";
import { restrictFunctionUrlsToCloudFront } from "./origin-access.ts";
import { LAMBDA_RUNTIME } from "./runtime.ts";
import { cloudFrontPolicy, securityHeadersProps } from "./security-headers.ts";
import { serverCacheProps, serverOriginRequestProps } from "./server-cache.ts";
import { PURGE_LOG_TABLE_SETTING, readStackSettings, stageParameters } from "./settings.ts";
import { keepBundleHandler } from "./warm.ts";

export function Site({ app, stack }: StackContext) {
  const settings = readStackSettings(process.env, app);
  const parameters = stageParameters(app.name, app.stage);

  const redirects = new EdgeFunction(stack, "Redirects", {
    handler: "packages/edge/src/handler.handler",
    runtime: LAMBDA_RUNTIME,
    environment: settings.edgeEnvironment,
    // The CMS lookup gives up after 1 s at most; the rest is start-up headroom.
    timeout: 5,
    memorySize: 256,
    nodejs: { minify: true },
  });

  const securityHeaders = new ResponseHeadersPolicy(
    stack,
    "SecurityHeaders",
    securityHeadersProps(cloudFrontPolicy(contentSecurityPolicy(settings.contentSources))),
  );

  const serverCache = new CachePolicy(stack, "ServerCache", serverCacheProps());
  const serverOriginRequest = new OriginRequestPolicy(
    stack,
    "ServerOriginRequest",
    serverOriginRequestProps(),
  );

  // The purges every server instance applies (packages/web/lib/storage/purge-log): the
  // publish webhook reaches one Lambda container, the others read what it recorded here. It
  // also holds the delivery ids the webhook accepted (lib/storage/delivery-ledger), each
  // claimed by a conditional PutItem, so a replay to another container is refused. Its items
  // live two days at most; nothing in it is worth keeping when the stage is removed.
  const purgeLog = new Table(stack, "CmsPurgeLog", {
    partitionKey: { name: "log", type: AttributeType.STRING },
    sortKey: { name: "at", type: AttributeType.STRING },
    billingMode: BillingMode.PAY_PER_REQUEST,
    timeToLiveAttribute: "expiresAt",
    removalPolicy: RemovalPolicy.DESTROY,
  });

  const site = new NextjsSite(stack, "Web", {
    path: "packages/web",
    // The OpenNext pinned in the web app, not the version SST would download at build time.
    buildCommand: "npx --no-install open-next build",
    runtime: LAMBDA_RUNTIME,
    environment: { ...settings.siteEnvironment, [PURGE_LOG_TABLE_SETTING]: purgeLog.tableName },
    // Containers OpenNext's warmer keeps started (docs/operations.md, "Warm containers").
    warm: settings.warmContainers,
    // The stage's SSM parameters, by ARNs built from their names: a reference to the
    // distribution id parameter's resource would make the function wait for the distribution,
    // which waits for the function: a circular dependency CloudFormation refuses. SST grants
    // cloudfront:CreateInvalidation on the distribution itself (asserted in tests/stacks).
    permissions: [
      new PolicyStatement({
        actions: ["ssm:GetParameter"],
        resources: Object.values(parameters).map(
          (name) => `arn:${stack.partition}:ssm:${stack.region}:${stack.account}:parameter${name}`,
        ),
      }),
      // A conditional PutItem needs no more than PutItem: no read, update or delete.
      new PolicyStatement({
        actions: ["dynamodb:PutItem", "dynamodb:Query"],
        resources: [purgeLog.tableArn],
      }),
    ],
    cdk: {
      server: { logRetention: settings.monitoring.logRetentionDays as RetentionDays },
      serverCachePolicy: serverCache,
      responseHeadersPolicy: securityHeaders,
      // SST spreads this into every server behaviour (pages, page data, images), not into
      // the static-file behaviours, over its own origin request policy. Origin request: SST's
      // CloudFront Function holds viewer request, and a cache hit needs no lookup.
      distribution: {
        defaultBehavior: {
          originRequestPolicy: serverOriginRequest,
          edgeLambdas: [
            {
              eventType: LambdaEdgeEventType.ORIGIN_REQUEST,
              functionVersion: redirects.currentVersion,
            },
          ],
        },
      },
    },
  });

  // The bundle answers the warmer and loads as a container starts (stacks/warm.ts).
  if (site.cdk?.function) keepBundleHandler(site.cdk.function);

  const distribution = site.cdk?.distribution;
  if (distribution) {
    restrictFunctionUrlsToCloudFront(site, distribution);
    // The API routes read their own query strings and cookies, and nothing of theirs is kept.
    addApiBehavior(distribution);
    // CloudFront keeps each answer with the tags its cache-tag header names, so a publish
    // invalidates exactly the pages that show what changed (packages/web/lib/cms/cache-tags.ts).
    // CDK 2.224 has no property for it yet: an override on the synthesized distribution.
    if (settings.cdnInvalidation === "tags") {
      (distribution.node.defaultChild as CfnDistribution).addPropertyOverride(
        "DistributionConfig.CacheTagConfig",
        { HeaderName: CACHE_TAG_HEADER },
      );
    }
    // Written once the distribution exists; the server function reads it at its first publish.
    new StringParameter(stack, "DistributionIdParameter", {
      parameterName: parameters.distributionId,
      stringValue: distribution.distributionId,
      description: "The site's CloudFront distribution, for the publish webhook's invalidations",
    });
  }

  // Alarms, the alerts topic and the dashboard (docs/operations.md is their runbook).
  const server = site.cdk?.function;
  if (server && distribution) {
    addMonitoring(stack, {
      settings: settings.monitoring,
      server,
      edgeFunctionArn: redirects.functionArn,
      distributionId: distribution.distributionId,
      purgeLog,
    });
  }

  // WordPress's cron every minute: scheduled posts publish on time with no visitor, and the
  // plugin tells the site in that same run (stacks/functions/wordpress-cron.ts). Off when the
  // host runs WordPress's cron itself (WORDPRESS_CRON=host).
  if (settings.wordpressCronUrl) {
    new Cron(stack, "WordPressCron", {
      // At the start of every minute: WordPress schedules posts to the minute.
      schedule: "cron(* * * * ? *)",
      job: {
        function: {
          handler: "stacks/functions/wordpress-cron.handler",
          runtime: LAMBDA_RUNTIME,
          architecture: "arm_64",
          timeout: 30,
          memorySize: 128,
          environment: { WORDPRESS_CRON_URL: settings.wordpressCronUrl },
        },
      },
      cdk: { rule: { description: "Runs WordPress's cron every minute (scheduled posts)" } },
    });
  }

  stack.addOutputs({
    SiteUrl: site.url,
    DistributionId: site.cdk?.distribution.distributionId,
  });
  // Last: every function, those of SST's and CDK's own custom resources too, now exists.
  keepLogsFor(stack, settings.monitoring.logRetentionDays);
}
