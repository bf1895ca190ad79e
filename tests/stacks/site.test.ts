// The site stack as a preview stage would deploy it, synthesized offline: what runs where,
// with which settings, behind which CDN policies. Needs the OpenNext output, built once per
// run by tests/opennext/global-setup.ts.
import { Match, type Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { appFor, synthesize } from "./synthesize.ts";

const STAGE = "preview-feature-x";
const PREVIEW_ENV = {
  CMS_GRAPHQL_URL: "https://cms.example.com/graphql",
  CMS_CLIENT_NAME: "corus-web",
  CMS_MEDIA_ORIGIN: "https://media.example.com",
  SITEMAP_BASE_URL: "https://www.example.com",
  ANALYTICS_APP_VERSION: "0123abc",
  ANALYTICS_TAG_MANAGER_URL: "https://tags.example.net/gtm.js?id=GTM-TEST",
  ANALYTICS_CSP_ORIGINS: "https://collect.example.net",
  REDIRECT_LOOKUP_TIMEOUT_MS: "800",
};

type Resource = { Type: string; Properties: Record<string, unknown> };
interface Behavior {
  PathPattern?: string;
  CachePolicyId: unknown;
  ResponseHeadersPolicyId: unknown;
  LambdaFunctionAssociations?: { EventType: string; LambdaFunctionARN: unknown }[];
}

let template: Template;
let resources: Record<string, Resource>;

beforeAll(async () => {
  template = await synthesize(STAGE, PREVIEW_ENV);
  resources = template.toJSON().Resources as Record<string, Resource>;
}, 120_000);

const idsOf = (type: string) =>
  Object.entries(resources)
    .filter(([, resource]) => resource.Type === type)
    .map(([id]) => id);

function behaviors(): Behavior[] {
  const [distribution] = Object.values(template.findResources("AWS::CloudFront::Distribution"));
  const config = distribution!.Properties.DistributionConfig;
  return [config.DefaultCacheBehavior, ...config.CacheBehaviors];
}

describe("the server function", () => {
  it("runs on nodejs22.x, arm64, with the site's settings for this stage", () => {
    template.hasResourceProperties("AWS::Lambda::Function", {
      Description: "Next.js Server",
      Runtime: "nodejs22.x",
      Architectures: ["arm64"],
      Environment: {
        Variables: Match.objectLike({
          CMS_GRAPHQL_URL: "https://cms.example.com/graphql",
          CMS_CLIENT_NAME: "corus-web",
          SITEMAP_BASE_URL: "https://www.example.com",
          ANALYTICS_APP_VERSION: "0123abc",
          ANALYTICS_TAG_MANAGER_URL: "https://tags.example.net/gtm.js?id=GTM-TEST",
          // Not production: crawlers are turned away.
          SITE_ROBOTS: "noindex",
        }),
      },
    });
  });
});

describe("runtimes", () => {
  it("uses no Node runtime older than 22 anywhere, custom resources included", () => {
    const runtimes = JSON.stringify(template.toJSON()).match(/nodejs\d+\.x/g) ?? [];
    expect(runtimes.length).toBeGreaterThan(0);
    expect(new Set(runtimes)).toEqual(new Set(["nodejs22.x"]));
  });
});

describe("the redirect handler (Lambda@Edge)", () => {
  it("is a nodejs22.x edge function with its settings inlined", () => {
    const [edgeFunction] = idsOf("Custom::SSTEdgeLambda");
    expect(resources[edgeFunction!]!.Properties.FunctionParams).toMatchObject({
      Handler: "packages/edge/src/handler.handler",
      Runtime: "nodejs22.x",
    });
    const replacer = Object.values(template.findResources("Custom::AssetReplacer")).find(
      (resource) => JSON.stringify(resource).includes("packages/edge/src/handler"),
    );
    const inlined = JSON.parse(replacer!.Properties.replacements[0].replace) as Record<
      string,
      string
    >;
    // The edge gets only its own settings (beside SST's own SST_* names), as its reader
    // returned them: no site secrets inlined into its code.
    expect(Object.keys(inlined).filter((name) => !name.startsWith("SST_"))).toEqual([
      "EDGE_SETTINGS",
    ]);
    expect(JSON.parse(inlined.EDGE_SETTINGS!)).toEqual({
      cmsGraphqlUrl: "https://cms.example.com/graphql",
      cmsHeaders: { "apollographql-client-name": "corus-web" },
      lookupTimeoutMs: 800,
      cacheSeconds: 60,
      failureSeconds: 5,
    });
  });

  it("runs on origin request for every server behaviour, and on no viewer event", () => {
    const [edgeFunction] = idsOf("Custom::SSTEdgeLambda");
    const [serverCache] = idsOf("AWS::CloudFront::CachePolicy");
    const server = behaviors().filter(
      (behavior) => JSON.stringify(behavior.CachePolicyId) === JSON.stringify({ Ref: serverCache }),
    );
    expect(server.map((behavior) => behavior.PathPattern ?? "*").sort()).toEqual([
      "*",
      "_next/data/*",
      "_next/image*",
    ]);
    for (const behavior of server) {
      expect(behavior.LambdaFunctionAssociations).toHaveLength(1);
      expect(behavior.LambdaFunctionAssociations![0]!.EventType).toBe("origin-request");
      expect(JSON.stringify(behavior.LambdaFunctionAssociations![0]!.LambdaFunctionARN)).toContain(
        edgeFunction!,
      );
    }
    const events = behaviors().flatMap((behavior) =>
      (behavior.LambdaFunctionAssociations ?? []).map((association) => association.EventType),
    );
    expect(events.filter((event) => event.startsWith("viewer-"))).toEqual([]);
  });
});

describe("the CDN", () => {
  it("caches server answers by SST's cache-key header and the site's query strings only", () => {
    template.hasResourceProperties("AWS::CloudFront::CachePolicy", {
      CachePolicyConfig: Match.objectLike({
        MinTTL: 0,
        DefaultTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          HeadersConfig: { HeaderBehavior: "whitelist", Headers: ["x-open-next-cache-key"] },
          QueryStringsConfig: {
            QueryStringBehavior: "whitelist",
            QueryStrings: Match.arrayWith(["page"]),
          },
          CookiesConfig: { CookieBehavior: "none" },
        }),
      }),
    });
  });

  it("adds the security headers to every response, pages and static files alike", () => {
    const [policy] = idsOf("AWS::CloudFront::ResponseHeadersPolicy");
    for (const behavior of behaviors()) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policy });
    }
    const config = resources[policy!]!.Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
    };
    const security = config.SecurityHeadersConfig;
    expect(security.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 31_536_000,
      Override: true,
    });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.ReferrerPolicy).toMatchObject({
      ReferrerPolicy: "strict-origin-when-cross-origin",
    });
    expect(config.CustomHeadersConfig.Items).toContainEqual(
      expect.objectContaining({ Header: "Permissions-Policy", Override: true }),
    );
    const csp = security.ContentSecurityPolicy!.ContentSecurityPolicy as string;
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/img-src 'self' https:\/\/media\.example\.com /);
    expect(csp).toMatch(/script-src [^;]*https:\/\/tags\.example\.net/);
    expect(csp).toMatch(
      /connect-src [^;]*https:\/\/cms\.example\.com [^;]*https:\/\/collect\.example\.net/,
    );
  });

  it("outputs the site URL and the distribution id", () => {
    const [distribution] = idsOf("AWS::CloudFront::Distribution");
    template.hasOutput("SiteUrl", {
      Value: { "Fn::Join": ["", ["https://", { "Fn::GetAtt": [distribution, "DomainName"] }]] },
    });
    template.hasOutput("DistributionId", { Value: { Ref: distribution } });
  });
});

describe("synthesis with a setting missing or wrong", () => {
  it.each([
    ["CMS_GRAPHQL_URL", { ...PREVIEW_ENV, CMS_GRAPHQL_URL: "" }, /CMS_GRAPHQL_URL is required/],
    ["SITEMAP_BASE_URL", { ...PREVIEW_ENV, SITEMAP_BASE_URL: "" }, /SITEMAP_BASE_URL is required/],
    [
      "CMS_CACHE_TTL_SECONDS",
      { ...PREVIEW_ENV, CMS_CACHE_TTL_SECONDS: "a minute" },
      /CMS_CACHE_TTL_SECONDS/,
    ],
    [
      "REDIRECT_CACHE_SECONDS",
      { ...PREVIEW_ENV, REDIRECT_CACHE_SECONDS: "-5" },
      /REDIRECT_CACHE_SECONDS/,
    ],
  ])("fails, naming %s", async (_name, env, message) => {
    await expect(appFor(STAGE, env)).rejects.toThrow(message);
  });
});
