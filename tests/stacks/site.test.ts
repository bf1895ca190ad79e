// The site stack as a preview stage would deploy it, synthesized offline: what runs where,
// with which settings, behind which CDN policies. Needs the OpenNext output, built once per
// run by tests/opennext/global-setup.ts.
import * as nodeCrypto from "node:crypto";
import { randomUUID } from "node:crypto";
import { runInNewContext } from "node:vm";
import { Match, type Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { CACHE_TAG_HEADER } from "@corus/site-rules/cache-tag-header";
import { PAGE_QUERY_PARAMETERS } from "@corus/site-rules/page-query";
import { synthesize } from "./synthesize.ts";

const STAGE = "preview-feature-x";
const PREVIEW_ENV = {
  CMS_GRAPHQL_URL: "https://cms.example.com/graphql",
  CMS_CLIENT_NAME: "corus-web",
  CMS_MEDIA_ORIGIN: "https://media.example.com",
  SITEMAP_BASE_URL: "https://www.example.com",
  ANALYTICS_APP_VERSION: "0123abc",
  ANALYTICS_TAG_MANAGER_URL: "https://tags.example.net/gtm.js?id=GTM-TEST",
  ANALYTICS_TAG_MANAGER_CATEGORY: "measurement",
  ANALYTICS_CSP_ORIGINS: "https://collect.example.net",
  REDIRECT_LOOKUP_TIMEOUT_MS: "800",
  CMS_AUTH_USER: "site-previews",
  // A preview stage warms none unless told (stacks/settings.ts).
  SERVER_WARM_CONTAINERS: "2",
};

type Resource = { Type: string; Properties: Record<string, unknown> };
interface Behavior {
  PathPattern?: string;
  CachePolicyId: unknown;
  OriginRequestPolicyId?: unknown;
  ResponseHeadersPolicyId: unknown;
  LambdaFunctionAssociations?: { EventType: string; LambdaFunctionARN: unknown }[];
}

let template: Template;
let resources: Record<string, Resource>;

/**
 * A preview stage set up otherwise, synthesized once for the tests that need it: WordPress's
 * cron left to the host, and warm containers left to the stage's default.
 */
let otherPreviewTemplate: Promise<Template> | undefined;
const otherPreview = () =>
  (otherPreviewTemplate ??= synthesize("preview-other", {
    ...PREVIEW_ENV,
    WORDPRESS_CRON: "host",
    SERVER_WARM_CONTAINERS: "",
  }));

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

/**
 * The behaviours the server function answers (those with the server's cache policy), after
 * checking they are pages, page data and the image optimizer.
 */
function serverBehaviors(): Behavior[] {
  const [serverCache] = idsOf("AWS::CloudFront::CachePolicy");
  const server = behaviors().filter(
    (behavior) => JSON.stringify(behavior.CachePolicyId) === JSON.stringify({ Ref: serverCache }),
  );
  expect(server.map((behavior) => behavior.PathPattern ?? "*").sort()).toEqual([
    "*",
    "_next/data/*",
    "_next/image*",
  ]);
  return server;
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

describe("WordPress's cron", () => {
  it("runs at the start of every minute from an EventBridge rule, calling wp-cron.php beside the CMS's GraphQL", () => {
    const [ruleId] = Object.entries(
      template.findResources("AWS::Events::Rule", {
        Properties: { ScheduleExpression: "cron(* * * * ? *)" },
      }),
    ).map(([id]) => id);
    expect(ruleId).toBeDefined();
    const rule = resources[ruleId!]!.Properties as {
      Targets: { Arn: { "Fn::GetAtt": string[] } }[];
    };
    const functionId = rule.Targets[0]!.Arn["Fn::GetAtt"][0]!;
    expect(resources[functionId]).toMatchObject({
      Type: "AWS::Lambda::Function",
      Properties: {
        Runtime: "nodejs22.x",
        Architectures: ["arm64"],
        Environment: { Variables: { WORDPRESS_CRON_URL: "https://cms.example.com/wp-cron.php" } },
      },
    });
  });

  it("is left to the host with WORDPRESS_CRON=host", async () => {
    const hosted = await otherPreview();
    const schedules = Object.values(hosted.findResources("AWS::Events::Rule")).map(
      (rule) => rule.Properties.ScheduleExpression,
    );
    expect(schedules).not.toContain("cron(* * * * ? *)");
  }, 120_000);
});

// OpenNext's warmer (SST's `warm`, stacks/warm.ts): a function on a schedule that invokes the
// server function SERVER_WARM_CONTAINERS times at once, each invocation holding a container.
describe("warm containers", () => {
  const functionWith = (from: Template, description: string) => {
    const found = Object.entries(
      from.findResources("AWS::Lambda::Function", { Properties: { Description: description } }),
    );
    expect(found).toHaveLength(1);
    const [id, resource] = found[0]!;
    return { id, properties: resource.Properties };
  };
  /** Every statement of the policies on a function's role. */
  const statementsOf = (from: Template, role: string) =>
    Object.values(from.findResources("AWS::IAM::Policy"))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${role}"`))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);

  it("are kept by a warmer invoking the server function SERVER_WARM_CONTAINERS times at once every five minutes", () => {
    const server = functionWith(template, "Next.js Server");
    const warmer = functionWith(template, "SSR warmer");
    expect(warmer.properties.Runtime).toBe("nodejs22.x");
    expect(warmer.properties.Environment.Variables.WARM_PARAMS).toEqual({
      "Fn::Join": ["", ['[{"concurrency":2,"function":"', { Ref: server.id }, '"}]']],
    });
    const schedules = Object.values(template.findResources("AWS::Events::Rule")).filter((rule) =>
      JSON.stringify(rule.Properties.Targets).includes(`"${warmer.id}"`),
    );
    expect(schedules.map((rule) => rule.Properties)).toEqual([
      expect.objectContaining({
        ScheduleExpression: "rate(5 minutes)",
        State: "ENABLED",
        Targets: [expect.objectContaining({ Arn: { "Fn::GetAtt": [warmer.id, "Arn"] } })],
      }),
    ]);
  });

  it("are kept by a warmer that may invoke the server function and nothing else", () => {
    const server = functionWith(template, "Next.js Server");
    const warmer = functionWith(template, "SSR warmer");
    const role = warmer.properties.Role["Fn::GetAtt"][0] as string;
    const serverArn = { "Fn::GetAtt": [server.id, "Arn"] };
    // The function and its versions: what CDK's grantInvoke names.
    expect(statementsOf(template, role)).toEqual([
      {
        Action: "lambda:InvokeFunction",
        Effect: "Allow",
        Resource: [serverArn, { "Fn::Join": ["", [serverArn, ":*"]] }],
      },
    ]);
    expect(resources[role]!.Properties.ManagedPolicyArns).toEqual([
      {
        "Fn::Join": [
          "",
          [
            "arn:",
            { Ref: "AWS::Partition" },
            ":iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",
          ],
        ],
      },
    ]);
  });

  // SST 2 would make its own module the handler, answering the warmer and importing the bundle
  // only at the first other event: warmed containers would meet their first visitor cold.
  it("are the bundle's, its own handler: it answers the warmer, and loads as the container starts", () => {
    expect(functionWith(template, "Next.js Server").properties.Handler).toBe("index.handler");
  });

  it("are none on a preview stage by default: nothing may invoke the server function", async () => {
    const other = await otherPreview();
    const server = functionWith(other, "Next.js Server");
    const warmer = functionWith(other, "SSR warmer");
    expect(warmer.properties.Environment.Variables.WARM_PARAMS).toBe("[]");
    const invokes = Object.values(other.findResources("AWS::IAM::Policy"))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement) => JSON.stringify(statement.Resource).includes(`"${server.id}"`))
      .filter((statement) => [statement.Action].flat().includes("lambda:InvokeFunction"));
    expect(invokes).toEqual([]);
    expect(server.properties.Handler).toBe("index.handler");
  }, 120_000);
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
      metricsNamespace: "corus-site/preview-feature-x",
    });
  });

  it("runs on origin request for every server behaviour, and on no viewer event", () => {
    const [edgeFunction] = idsOf("Custom::SSTEdgeLambda");
    const server = serverBehaviors();
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
            // What changes an answer (listing and search pages, the search terms, the brands
            // filter, the image optimizer's arguments), and nothing else: utm_* variants share
            // one copy.
            QueryStrings: ["page", "s", "province", "url", "w", "q"],
          },
          CookiesConfig: { CookieBehavior: "none" },
        }),
      }),
    });
  });

  // A parameter a page reads but the key leaves out lets one request decide what every
  // visitor gets for s-maxage (the brands page's ?province= did). The site's list is what
  // templates/loaders.test.ts holds every template's reads to.
  it("keys server answers by every query parameter a page reads", () => {
    const [policy] = Object.values(template.findResources("AWS::CloudFront::CachePolicy"));
    const keyed = policy!.Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin
      .QueryStringsConfig.QueryStrings as string[];
    expect(keyed).toEqual(expect.arrayContaining([...PAGE_QUERY_PARAMETERS]));
  });

  // What the origin sees of the query is what the cache key holds: a parameter the key leaves
  // out but the origin gets (SST's default policy sends them all) would be written into the
  // page (Next's __NEXT_DATA__.query) that every visitor at that address then gets.
  it("sends every server behaviour's origin exactly the query strings of its cache key, and no Host", () => {
    const [serverCache] = idsOf("AWS::CloudFront::CachePolicy");
    const keyed = resources[serverCache!]!.Properties.CachePolicyConfig as {
      ParametersInCacheKeyAndForwardedToOrigin: { QueryStringsConfig: { QueryStrings: string[] } };
    };
    const keyList = keyed.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig.QueryStrings;
    // Pages, page data and the image optimizer: /_next/image keeps its url, w and q.
    const server = serverBehaviors();
    expect(keyList).toEqual(expect.arrayContaining(["url", "w", "q"]));
    for (const behavior of server) {
      const id = (behavior.OriginRequestPolicyId as { Ref?: string }).Ref;
      const policy = resources[id ?? ""];
      expect(policy?.Type, behavior.PathPattern ?? "*").toBe(
        "AWS::CloudFront::OriginRequestPolicy",
      );
      expect(policy!.Properties.OriginRequestPolicyConfig).toMatchObject({
        QueryStringsConfig: { QueryStringBehavior: "whitelist", QueryStrings: keyList },
        HeadersConfig: { HeaderBehavior: "allExcept", Headers: ["host"] },
        CookiesConfig: { CookieBehavior: "all" },
      });
    }
  });

  // A publish invalidates by the tags each page names (packages/web/lib/cms/cache-tags.ts):
  // the distribution must read them from the header the site writes them in.
  it("keeps each answer with the cache tags the site names in its cache-tag header", () => {
    template.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({ CacheTagConfig: { HeaderName: CACHE_TAG_HEADER } }),
    });
    const fn = Object.values(template.findResources("AWS::Lambda::Function")).find(
      (resource) => resource.Properties.Description === "Next.js Server",
    )!;
    // The site invalidates by tag unless told otherwise.
    expect(fn.Properties.Environment.Variables.CDN_INVALIDATION).toBeUndefined();
  });

  it("without cache tags (CDN_INVALIDATION=paths), has no CacheTagConfig and says so to the site", async () => {
    const paths = await synthesize("preview-paths", { ...PREVIEW_ENV, CDN_INVALIDATION: "paths" });
    const [distribution] = Object.values(paths.findResources("AWS::CloudFront::Distribution"));
    expect(distribution!.Properties.DistributionConfig.CacheTagConfig).toBeUndefined();
    const fn = Object.values(paths.findResources("AWS::Lambda::Function")).find(
      (resource) => resource.Properties.Description === "Next.js Server",
    )!;
    expect(fn.Properties.Environment.Variables.CDN_INVALIDATION).toBe("paths");
  }, 120_000);

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
    // Pages send their own policy, with the hashes of their inline scripts: the CDN keeps it.
    expect(security.ContentSecurityPolicy).toMatchObject({ Override: false });
    const csp = security.ContentSecurityPolicy!.ContentSecurityPolicy as string;
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/img-src 'self' data: https:\/\/media\.example\.com /);
    expect(csp).toMatch(/script-src [^;]*https:\/\/tags\.example\.net/);
    // The browser never calls the CMS's GraphQL endpoint.
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/collect\.example\.net/);
    expect(csp).not.toMatch(/connect-src [^;]*cms\.example\.com/);
  });

  // Editors' previews: CloudFront reads no cookie, so a draft-mode answer could only reach the
  // public cache through the one header in the key. SST's viewer-request function puts the
  // draft-mode cookie into that header: run the synthesized function as CloudFront would.
  it("keys pages seen with the draft-mode cookie apart from the public's", () => {
    type CfRequest = {
      uri: string;
      headers: Record<string, { value: string }>;
      cookies: Record<string, { value: string }>;
    };
    const server = behaviors().find((behavior) => !behavior.PathPattern)!;
    const associations = (
      server as unknown as {
        FunctionAssociations: { EventType: string; FunctionARN: { "Fn::GetAtt": [string] } }[];
      }
    ).FunctionAssociations;
    const viewerRequest = associations.find((a) => a.EventType === "viewer-request")!;
    const code = resources[viewerRequest.FunctionARN["Fn::GetAtt"][0]]!.Properties
      .FunctionCode as string;
    const handler = runInNewContext(`${code}; handler`, {
      require: (name: string) => (name === "crypto" ? nodeCrypto : undefined),
    }) as (event: { request: CfRequest }) => CfRequest | Promise<CfRequest>;
    const cacheKey = async (cookies: CfRequest["cookies"]) => {
      const request = await handler({
        request: { uri: "/about-corus/our-values/", headers: { host: { value: "x" } }, cookies },
      });
      return request.headers["x-open-next-cache-key"]!.value;
    };
    return Promise.all([
      cacheKey({}),
      cacheKey({ other: { value: "1" } }),
      cacheKey({ __prerender_bypass: { value: "build-a-preview-id" } }),
      cacheKey({ __prerender_bypass: { value: "another-build-preview-id" } }),
    ]).then(([publicKey, otherCookie, preview, otherPreview]) => {
      expect(otherCookie).toBe(publicKey);
      expect(preview).not.toBe(publicKey);
      expect(otherPreview).not.toBe(preview);
    });
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
    await expect(synthesize(STAGE, env)).rejects.toThrow(message);
  });
});

// Origin access control: a function URL that answered anyone would let a visitor skip the
// CDN's headers, the edge's redirect step and its cache key.
describe("the function URLs", () => {
  const urls = () => Object.entries(template.findResources("AWS::Lambda::Url"));

  it("answer only signed requests: AWS_IAM auth, no public permission left", () => {
    expect(urls().length).toBeGreaterThanOrEqual(2);
    for (const [, url] of urls()) expect(url.Properties.AuthType).toBe("AWS_IAM");
    const publicGrants = Object.values(template.findResources("AWS::Lambda::Permission")).filter(
      (permission) => permission.Properties.Principal === "*",
    );
    expect(publicGrants).toEqual([]);
  });

  it("let CloudFront invoke them for this distribution only, with both actions Lambda asks for", () => {
    const [distribution] = idsOf("AWS::CloudFront::Distribution");
    for (const [, url] of urls()) {
      const fn = url.Properties.TargetFunctionArn;
      const grants = Object.values(template.findResources("AWS::Lambda::Permission"))
        .filter(
          (permission) => JSON.stringify(permission.Properties.FunctionName) === JSON.stringify(fn),
        )
        .map((permission) => permission.Properties);
      expect(grants.map((grant) => grant.Action).sort()).toEqual([
        "lambda:InvokeFunction",
        "lambda:InvokeFunctionUrl",
      ]);
      for (const grant of grants) {
        expect(grant.Principal).toBe("cloudfront.amazonaws.com");
        expect(JSON.stringify(grant.SourceArn)).toContain(`"${distribution}"`);
      }
    }
  });

  it("are origins CloudFront signs for, with an origin access control of type lambda", () => {
    const controls = template.findResources("AWS::CloudFront::OriginAccessControl");
    const lambdaControls = Object.entries(controls).filter(
      ([, control]) =>
        control.Properties.OriginAccessControlConfig.OriginAccessControlOriginType === "lambda",
    );
    expect(
      lambdaControls.map(([, control]) => control.Properties.OriginAccessControlConfig),
    ).toEqual(
      urls().map(() =>
        expect.objectContaining({ SigningBehavior: "always", SigningProtocol: "sigv4" }),
      ),
    );
    const [distribution] = Object.values(template.findResources("AWS::CloudFront::Distribution"));
    const origins = distribution!.Properties.DistributionConfig.Origins as {
      DomainName: unknown;
      OriginAccessControlId?: { "Fn::GetAtt": [string, string] };
    }[];
    for (const [urlId] of urls()) {
      const origin = origins.find((candidate) =>
        JSON.stringify(candidate.DomainName).includes(`"${urlId}"`),
      );
      expect(origin?.OriginAccessControlId?.["Fn::GetAtt"][0]).toBeOneOf(
        lambdaControls.map(([id]) => id),
      );
    }
  });
});

describe("publishing and secrets", () => {
  const serverFunction = () =>
    Object.values(template.findResources("AWS::Lambda::Function")).find(
      (resource) => resource.Properties.Description === "Next.js Server",
    )!;
  /** Every statement of every policy on the server function's role. */
  function serverStatements(): { Action: string | string[]; Resource: unknown; Effect: string }[] {
    const roleId = serverFunction().Properties.Role["Fn::GetAtt"][0] as string;
    return Object.values(template.findResources("AWS::IAM::Policy"))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
  }
  const actionsOf = (statement: { Action: string | string[] }) => [statement.Action].flat();

  // One action for paths and for #tags alike (CreateInvalidation).
  it("lets the server function invalidate its own distribution, and nothing more on CloudFront", () => {
    const [distribution] = idsOf("AWS::CloudFront::Distribution");
    const cloudFront = serverStatements().filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith("cloudfront:")),
    );
    expect(cloudFront).toEqual([
      {
        Action: "cloudfront:CreateInvalidation",
        Effect: "Allow",
        Resource: {
          "Fn::Join": [
            "",
            [
              "arn:",
              { Ref: "AWS::Partition" },
              ":cloudfront::123456789012:distribution/",
              { Ref: distribution },
            ],
          ],
        },
      },
    ]);
  });

  // By name, not by the parameter resource: a reference would loop (function -> policy ->
  // parameter -> distribution -> function URL -> function), and Template.fromStack refuses a
  // template with a dependency cycle, so synthesis itself guards against it.
  it("lets it read exactly the stage's parameters", () => {
    const ssm = serverStatements().filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith("ssm:")),
    );
    const arn = (name: string) => ({
      "Fn::Join": [
        "",
        [
          "arn:",
          { Ref: "AWS::Partition" },
          `:ssm:ca-central-1:123456789012:parameter/corus-site/${STAGE}/${name}`,
        ],
      ],
    });
    expect(ssm).toEqual([
      {
        Action: "ssm:GetParameter",
        Effect: "Allow",
        Resource: [
          arn("cms-webhook-secret"),
          arn("cms-auth-app-password"),
          arn("cms-preview-secret"),
          arn("cloudfront-distribution-id"),
        ],
      },
    ]);
  });

  it("stores the distribution id in the parameter the function is told to read", () => {
    const [distribution] = idsOf("AWS::CloudFront::Distribution");
    template.hasResourceProperties("AWS::SSM::Parameter", {
      Name: `/corus-site/${STAGE}/cloudfront-distribution-id`,
      Type: "String",
      Value: { Ref: distribution },
    });
    expect(serverFunction().Properties.Environment.Variables).toMatchObject({
      CLOUDFRONT_DISTRIBUTION_ID_PARAMETER: `/corus-site/${STAGE}/cloudfront-distribution-id`,
      CMS_WEBHOOK_SECRET_PARAMETER: `/corus-site/${STAGE}/cms-webhook-secret`,
      CMS_AUTH_APP_PASSWORD_PARAMETER: `/corus-site/${STAGE}/cms-auth-app-password`,
      CMS_PREVIEW_SECRET_PARAMETER: `/corus-site/${STAGE}/cms-preview-secret`,
    });
  });

  it("gives every server instance one purge log and delivery ledger: a table it may only add to (conditionally, for deliveries) and query", () => {
    const tables = template.findResources("AWS::DynamoDB::Table", {
      Properties: {
        KeySchema: [
          { AttributeName: "log", KeyType: "HASH" },
          { AttributeName: "at", KeyType: "RANGE" },
        ],
        BillingMode: "PAY_PER_REQUEST",
        TimeToLiveSpecification: { AttributeName: "expiresAt", Enabled: true },
      },
    });
    const [table, ...others] = Object.keys(tables);
    expect(table).toBeDefined();
    expect(others).toEqual([]);
    // SST's own table (OpenNext's revalidation cache) has grants of its own.
    const dynamo = serverStatements().filter((statement) =>
      JSON.stringify(statement.Resource).includes(`"${table}"`),
    );
    expect(dynamo).toEqual([
      {
        Action: ["dynamodb:PutItem", "dynamodb:Query"],
        Effect: "Allow",
        Resource: { "Fn::GetAtt": [table, "Arn"] },
      },
    ]);
    // And no DynamoDB grant on every table ("*") that would reach it another way.
    expect(
      serverStatements().filter(
        (statement) =>
          actionsOf(statement).some((action) => action.startsWith("dynamodb:")) &&
          JSON.stringify(statement.Resource).includes('"*"'),
      ),
    ).toEqual([]);
    expect(serverFunction().Properties.Environment.Variables).toMatchObject({
      CMS_PURGE_LOG_TABLE: { Ref: table },
    });
  });

  // The local stage is the one `sst deploy` runs with secrets in its environment (npm start's
  // settings; every other stage refuses them, below): synthesized with known values, they
  // must appear nowhere, while a plain setting given the same way does.
  it("holds none of the secret values set in the environment it was synthesized in", async () => {
    const secrets = {
      CMS_WEBHOOK_SECRET: `webhook-${randomUUID()}`,
      CMS_PREVIEW_SECRET: `preview-${randomUUID()}`,
      CMS_AUTH_APP_PASSWORD: `app-password-${randomUUID()}`,
    };
    const plain = `client-name-${randomUUID()}`;
    // Without CMS_AUTH_*: the local stage has no parameter to read the password from.
    const env = Object.fromEntries(
      Object.entries(PREVIEW_ENV).filter(([name]) => !name.startsWith("CMS_AUTH_")),
    );
    const local = await synthesize("local", { ...env, CMS_CLIENT_NAME: plain, ...secrets });
    const text = JSON.stringify(local.toJSON());
    expect(text).toContain(plain);
    for (const [name, value] of Object.entries(secrets)) {
      expect(text.includes(value), `${name}'s value is in the template`).toBe(false);
    }
  }, 120_000);

  it("holds no secret: no secret variable anywhere, and a deploy with one set is refused", async () => {
    const text = JSON.stringify(template.toJSON());
    expect(text).not.toMatch(/"CMS_WEBHOOK_SECRET"|"CMS_AUTH_APP_PASSWORD"|"CMS_PREVIEW_SECRET"/);
    await expect(
      synthesize(STAGE, { ...PREVIEW_ENV, CMS_WEBHOOK_SECRET: "s3cret-value-never-in-a-template" }),
    ).rejects.toThrow(/CMS_WEBHOOK_SECRET must not be set to deploy/);
  }, 60_000);
});
