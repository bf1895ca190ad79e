// The site's CloudFront distribution as the synthesized template defines it, resolved into what
// the local CloudFront plays: each behaviour in CloudFront's order (the ordered cache behaviours,
// then the default), with its methods, its cache, origin request and response headers policies
// (the stack's own, or AWS's managed ones by id), its viewer-request CloudFront Function's code,
// its origin-request Lambda@Edge function (handler and the environment the stack inlines), and
// its origin: the server function's URL, the image optimizer's URL or the assets bucket, and
// whether CloudFront signs requests to it (origin access control). Nothing here is restated
// from stacks/: a change there changes what this reads.
import { MANAGED_CACHE_POLICIES, MANAGED_ORIGIN_REQUEST_POLICIES } from "./managed-policies.ts";
import type { CfnTemplate } from "./template.ts";

type Behavior = "none" | "whitelist" | "allExcept" | "all" | "allViewer";

export interface CachePolicyConfig {
  Name: string;
  MinTTL: number;
  DefaultTTL: number;
  MaxTTL: number;
  ParametersInCacheKeyAndForwardedToOrigin: {
    EnableAcceptEncodingGzip: boolean;
    EnableAcceptEncodingBrotli?: boolean;
    HeadersConfig: { HeaderBehavior: Behavior; Headers?: string[] };
    CookiesConfig: { CookieBehavior: Behavior; Cookies?: string[] };
    QueryStringsConfig: { QueryStringBehavior: Behavior; QueryStrings?: string[] };
  };
}

export interface OriginRequestPolicyConfig {
  Name: string;
  HeadersConfig: {
    HeaderBehavior: Behavior | "allViewerAndWhitelistCloudFront";
    Headers?: string[];
  };
  CookiesConfig: { CookieBehavior: Behavior; Cookies?: string[] };
  QueryStringsConfig: { QueryStringBehavior: Behavior; QueryStrings?: string[] };
}

export interface ResponseHeadersPolicyConfig {
  Name: string;
  SecurityHeadersConfig?: {
    StrictTransportSecurity?: {
      AccessControlMaxAgeSec: number;
      IncludeSubdomains?: boolean;
      Preload?: boolean;
      Override: boolean;
    };
    ContentTypeOptions?: { Override: boolean };
    FrameOptions?: { FrameOption: string; Override: boolean };
    ReferrerPolicy?: { ReferrerPolicy: string; Override: boolean };
    ContentSecurityPolicy?: { ContentSecurityPolicy: string; Override: boolean };
    XSSProtection?: {
      Protection: boolean;
      ModeBlock?: boolean;
      ReportUri?: string;
      Override: boolean;
    };
  };
  CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] };
  RemoveHeadersConfig?: { Items: { Header: string }[] };
}

export type OriginKind = "server" | "image" | "assets";

export interface Origin {
  id: string;
  kind: OriginKind;
  /** The origin's path, put before every request's (the assets bucket's "/_assets"). */
  path: string;
  /** CloudFront signs requests to it (origin access control for a Lambda function URL). */
  signed: boolean;
  /** How long CloudFront waits for it to answer (the origin's read timeout; 30 s by default). */
  readTimeoutSeconds: number;
}

export interface EdgeFunction {
  /** "file.export", as Lambda names it: packages/edge/src/handler.handler */
  handler: string;
  /** The environment the stack inlines into the bundle (Lambda@Edge has none of its own). */
  environment: Record<string, string>;
}

export interface CacheBehavior {
  /** The path pattern; undefined for the default behaviour. */
  pathPattern: string | undefined;
  allowedMethods: string[];
  cachedMethods: string[];
  cachePolicy: CachePolicyConfig;
  originRequestPolicy: OriginRequestPolicyConfig | undefined;
  responseHeadersPolicy: ResponseHeadersPolicyConfig | undefined;
  /** The viewer-request CloudFront Function's code. */
  viewerRequest: string | undefined;
  originRequest: EdgeFunction | undefined;
  origin: Origin;
}

export interface AssetFileOption {
  files: string;
  ignore?: string;
  cacheControl: string;
}

export interface Distribution {
  /** In CloudFront's order: the first whose pattern matches the path answers; the default last. */
  behaviors: CacheBehavior[];
  /** The origin response header whose values CloudFront keeps as the answer's cache tags. */
  cacheTagHeader: string | undefined;
  /** How SST uploads the assets (the bucket's objects' Cache-Control), later options first. */
  assetFileOptions: AssetFileOption[];
}

type Resources = CfnTemplate["Resources"];
type Json = unknown;

/** The logical ids an intrinsic function refers to (Ref, Fn::GetAtt), wherever nested. */
function referencedIds(value: Json): string[] {
  if (Array.isArray(value)) return value.flatMap(referencedIds);
  if (!value || typeof value !== "object") return [];
  const object = value as Record<string, Json>;
  if (typeof object.Ref === "string") return [object.Ref];
  const getAtt = object["Fn::GetAtt"];
  if (Array.isArray(getAtt) && typeof getAtt[0] === "string") return [getAtt[0]];
  return Object.values(object).flatMap(referencedIds);
}

function resourceOf(resources: Resources, value: Json, type: string) {
  const id = referencedIds(value).find((candidate) => resources[candidate]?.Type === type);
  const resource = id === undefined ? undefined : resources[id];
  if (!resource) throw new Error(`the template names no ${type} in ${JSON.stringify(value)}`);
  return { id: id as string, resource };
}

function policy<T>(
  resources: Resources,
  value: Json,
  type: string,
  configKey: string,
  managed: Record<string, T>,
): T {
  if (typeof value === "string") {
    const known = managed[value];
    if (!known) throw new Error(`${type} ${value} is a managed policy the local CloudFront lacks`);
    return known;
  }
  return resourceOf(resources, value, type).resource.Properties[configKey] as T;
}

/** What a Lambda function URL origin serves, by the function's description (SST names them). */
const FUNCTION_ORIGINS: Record<string, OriginKind> = {
  "Next.js Server": "server",
  "Next.js Image Optimization Function": "image",
};

function resolveOrigin(resources: Resources, origin: Record<string, Json>): Origin {
  const id = origin.Id as string;
  const signed = origin.OriginAccessControlId !== undefined;
  const path = (origin.OriginPath as string | undefined) ?? "";
  const custom = origin.CustomOriginConfig as { OriginReadTimeout?: number } | undefined;
  const readTimeoutSeconds = custom?.OriginReadTimeout ?? 30;
  const ids = referencedIds(origin.DomainName);
  if (ids.some((ref) => resources[ref]?.Type === "AWS::S3::Bucket")) {
    return { id, kind: "assets", path, signed, readTimeoutSeconds };
  }
  const url = resourceOf(resources, origin.DomainName, "AWS::Lambda::Url").resource;
  const fn = resourceOf(resources, url.Properties.TargetFunctionArn, "AWS::Lambda::Function");
  const description = String(fn.resource.Properties.Description ?? "");
  const kind = FUNCTION_ORIGINS[description];
  if (!kind)
    throw new Error(
      `origin ${id} serves a function the local CloudFront has no part for: ${description}`,
    );
  return { id, kind, path, signed, readTimeoutSeconds };
}

function resolveEdgeFunction(resources: Resources, arn: Json): EdgeFunction {
  const edge = resourceOf(resources, arn, "Custom::SSTEdgeLambda").resource;
  const params = edge.Properties.FunctionParams as { Handler: string; Code: { S3Key: string } };
  // SST inlines the environment at deploy time by replacing a placeholder in the bundle with the
  // environment as JSON: the replacement is in the template, on the custom resource that does it.
  const replacer = Object.values(resources).find(
    (resource) =>
      resource.Type === "Custom::AssetReplacer" && resource.Properties.key === params.Code.S3Key,
  );
  const [inline] = (replacer?.Properties.replacements ?? []) as { replace: string }[];
  return {
    handler: params.Handler,
    environment: inline ? (JSON.parse(inline.replace) as Record<string, string>) : {},
  };
}

export function readDistribution(template: CfnTemplate): Distribution {
  const resources = template.Resources;
  const [distribution, ...others] = Object.values(resources).filter(
    (resource) => resource.Type === "AWS::CloudFront::Distribution",
  );
  if (!distribution || others.length > 0) {
    throw new Error("the template should hold exactly one CloudFront distribution");
  }
  const config = distribution.Properties.DistributionConfig as Record<string, Json>;
  const origins = new Map(
    (config.Origins as Record<string, Json>[]).map((origin) => {
      const resolved = resolveOrigin(resources, origin);
      return [resolved.id, resolved];
    }),
  );
  const ordered = [
    ...((config.CacheBehaviors as Record<string, Json>[] | undefined) ?? []),
    config.DefaultCacheBehavior as Record<string, Json>,
  ];
  const behaviors = ordered.map((behavior): CacheBehavior => {
    const origin = origins.get(behavior.TargetOriginId as string);
    if (!origin) throw new Error(`no origin ${String(behavior.TargetOriginId)}`);
    const functions = (behavior.FunctionAssociations ?? []) as {
      EventType: string;
      FunctionARN: Json;
    }[];
    const viewerFunction = functions.find(
      (association) => association.EventType === "viewer-request",
    );
    const edges = (behavior.LambdaFunctionAssociations ?? []) as {
      EventType: string;
      LambdaFunctionARN: Json;
    }[];
    const originEdge = edges.find((association) => association.EventType === "origin-request");
    const unplayed = [...functions, ...edges].filter(
      (association) => association !== viewerFunction && association !== originEdge,
    );
    if (unplayed.length > 0) {
      throw new Error(
        `the local CloudFront plays viewer-request functions and origin-request Lambda@Edge only, not ${unplayed.map((a) => a.EventType).join(", ")}`,
      );
    }
    return {
      pathPattern: behavior.PathPattern as string | undefined,
      allowedMethods: behavior.AllowedMethods as string[],
      cachedMethods: behavior.CachedMethods as string[],
      cachePolicy: policy(
        resources,
        behavior.CachePolicyId,
        "AWS::CloudFront::CachePolicy",
        "CachePolicyConfig",
        MANAGED_CACHE_POLICIES,
      ),
      originRequestPolicy:
        behavior.OriginRequestPolicyId === undefined
          ? undefined
          : policy(
              resources,
              behavior.OriginRequestPolicyId,
              "AWS::CloudFront::OriginRequestPolicy",
              "OriginRequestPolicyConfig",
              MANAGED_ORIGIN_REQUEST_POLICIES,
            ),
      responseHeadersPolicy:
        behavior.ResponseHeadersPolicyId === undefined
          ? undefined
          : policy(
              resources,
              behavior.ResponseHeadersPolicyId,
              "AWS::CloudFront::ResponseHeadersPolicy",
              "ResponseHeadersPolicyConfig",
              {},
            ),
      viewerRequest: viewerFunction
        ? String(
            resourceOf(resources, viewerFunction.FunctionARN, "AWS::CloudFront::Function").resource
              .Properties.FunctionCode,
          )
        : undefined,
      originRequest: originEdge
        ? resolveEdgeFunction(resources, originEdge.LambdaFunctionARN)
        : undefined,
      origin,
    };
  });
  const uploader = Object.values(resources).find(
    (resource) => resource.Type === "Custom::S3Uploader",
  );
  const cacheTagConfig = config.CacheTagConfig as { HeaderName?: string } | undefined;
  return {
    behaviors,
    cacheTagHeader: cacheTagConfig?.HeaderName?.toLowerCase(),
    assetFileOptions: ((uploader?.Properties.fileOptions ?? []) as AssetFileOption[]).toReversed(),
  };
}

/**
 * Whether a CloudFront path pattern matches a request's path: case-sensitive, `*` any run of
 * characters (slashes included), `?` exactly one; a pattern without a leading slash matches as if
 * it had one.
 */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const anchored = pattern.startsWith("/") ? pattern : `/${pattern}`;
  const source = anchored
    .split("")
    .map((char) =>
      char === "*" ? ".*" : char === "?" ? "." : char.replace(/[.+^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}$`).test(path);
}

/** The behaviour CloudFront picks for a path: the first that matches, else the default. */
export function behaviorFor(distribution: Distribution, path: string): CacheBehavior {
  const found = distribution.behaviors.find(
    (behavior) =>
      behavior.pathPattern === undefined || matchesPathPattern(behavior.pathPattern, path),
  );
  if (!found) throw new Error("the distribution has no default behaviour");
  return found;
}
