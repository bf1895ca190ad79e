// The site's API routes (/api/*: the publish webhook, opening and leaving a preview) get a
// CloudFront behaviour of their own. SST spreads the default behaviour into every server
// behaviour, and OpenNext serves /api/* from the default, so without this the pages' origin
// request policy (stacks/server-cache.ts: the cache key's query strings only, so that no
// visitor's `?utm_x=` lands in a cached page) applied to them too: /api/preview/?token= reached
// the function without its token and every preview link answered 401, and /api/exit-preview/
// lost `?to=`. Nothing they answer may be kept either (a preview's cookies, a webhook's answer):
// AWS's CachingDisabled, and AllViewerExceptHostHeader (every query string, cookie and header
// but Host, as a function URL needs). The routes read their own query strings and cookies; the
// pages' cache key and policy are untouched.
//
// SST's construct takes extra behaviours only with an origin object, and the server function's
// is made inside it: the behaviour is added to the synthesized distribution, on the same origin
// and with the same viewer-request function and response headers as the default behaviour. No
// Lambda@Edge: the redirect lookup is for pages.
import { Stack } from "aws-cdk-lib";
import {
  AllowedMethods,
  CachePolicy,
  type CfnDistribution,
  type IDistribution,
  OriginRequestPolicy,
} from "aws-cdk-lib/aws-cloudfront";

export const API_PATH_PATTERN = "api/*";

interface ResolvedBehavior {
  targetOriginId: string;
  viewerProtocolPolicy: string;
  responseHeadersPolicyId?: unknown;
  functionAssociations?: { eventType: string; functionArn: unknown }[];
}

export function addApiBehavior(distribution: IDistribution) {
  const cfnDistribution = distribution.node.defaultChild as CfnDistribution;
  const stack = Stack.of(cfnDistribution);
  const config = stack.resolve(cfnDistribution.distributionConfig) as {
    defaultCacheBehavior: ResolvedBehavior;
    cacheBehaviors?: unknown[];
  };
  const server = config.defaultCacheBehavior;
  cfnDistribution.addPropertyOverride(
    `DistributionConfig.CacheBehaviors.${config.cacheBehaviors?.length ?? 0}`,
    {
      PathPattern: API_PATH_PATTERN,
      TargetOriginId: server.targetOriginId,
      ViewerProtocolPolicy: server.viewerProtocolPolicy,
      AllowedMethods: AllowedMethods.ALLOW_ALL.methods,
      CachedMethods: ["GET", "HEAD"],
      Compress: true,
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId:
        OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ResponseHeadersPolicyId: server.responseHeadersPolicyId,
      FunctionAssociations: (server.functionAssociations ?? []).map((association) => ({
        EventType: association.eventType,
        FunctionARN: association.functionArn,
      })),
    },
  );
}
