// The stack's settings: what each stage must set, what it gets by default, and what reaches
// the server function, the edge function and the content-security policy.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SITE_VARIABLES } from "@corus/web/lib/settings.ts";
import { contentSecurityPolicy } from "@corus/site-rules/content-security-policy";
import { CLOUDFRONT_CSP_LIMIT, cloudFrontPolicy } from "../../stacks/security-headers.ts";
import { wordpressCronUrl } from "../../stacks/functions/wordpress-cron.ts";
import {
  DEFAULT_WARM_CONTAINERS,
  readStackSettings,
  REQUIRED_FOR_DEPLOYED_STAGES,
  SITE_SECRET_NAMES,
  SITE_SETTING_NAMES,
  STACK_PROVIDED_SITE_SETTING_NAMES,
  RUNTIME_PROVIDED_SITE_SETTING_NAMES,
} from "../../stacks/settings.ts";

const DEPLOYED = {
  CMS_GRAPHQL_URL: "https://cms.example.com/graphql",
  SITEMAP_BASE_URL: "https://www.example.com",
};
const APP = "corus-site";
const deploy = (stage: string) => ({ name: APP, stage, mode: "deploy" as const });

describe("readStackSettings", () => {
  it("runs the local stage on the defaults: the embedded content service", () => {
    const settings = readStackSettings({}, deploy("local"));
    expect(settings.siteEnvironment).toEqual({
      SITE_ROBOTS: "noindex",
      METRICS_NAMESPACE: "corus-site/local",
    });
    expect(JSON.parse(settings.edgeEnvironment.EDGE_SETTINGS!)).toEqual({
      cmsGraphqlUrl: "http://127.0.0.1:4000/graphql",
      cmsHeaders: {},
      lookupTimeoutMs: 600,
      cacheSeconds: 60,
      failureSeconds: 5,
      metricsNamespace: "corus-site/local",
    });
    expect(settings.monitoring).toEqual({
      alertEmail: undefined,
      logRetentionDays: 30,
      edgeLogRegions: ["us-east-1", "us-east-2", "us-west-1", "us-west-2", "ca-central-1"],
      metricsNamespace: "corus-site/local",
    });
    expect(settings.contentSources.mediaOrigin).toBe("http://127.0.0.1:4000");
    expect(settings.warmContainers).toBe(0);
  });

  it.each(REQUIRED_FOR_DEPLOYED_STAGES)("requires %s to deploy any other stage", (name) => {
    expect(() => readStackSettings({ ...DEPLOYED, [name]: "" }, deploy("preview-x"))).toThrow(
      `${name} is required to deploy stage "preview-x"`,
    );
  });

  it("runs WordPress's cron at the root of the WordPress install unless the host does", () => {
    expect(readStackSettings(DEPLOYED, deploy("preview-x")).wordpressCronUrl).toBe(
      new URL("/wp-cron.php", DEPLOYED.CMS_GRAPHQL_URL).href,
    );
    expect(wordpressCronUrl("https://cms.example.com/wp/graphql")).toBe(
      "https://cms.example.com/wp/wp-cron.php",
    );
    expect(wordpressCronUrl("https://cms.example.com/index.php?graphql")).toBe(
      "https://cms.example.com/wp-cron.php",
    );
    expect(
      readStackSettings({ ...DEPLOYED, WORDPRESS_CRON: "host" }, deploy("preview-x"))
        .wordpressCronUrl,
    ).toBeNull();
    expect(() =>
      readStackSettings({ ...DEPLOYED, WORDPRESS_CRON: "visitors" }, deploy("preview-x")),
    ).toThrow('WORDPRESS_CRON must be "schedule" or "host", got "visitors"');
  });

  it("needs nothing for `sst dev` (the site runs locally) or `sst remove`", () => {
    expect(() => readStackSettings({}, { name: APP, stage: "alice", mode: "dev" })).not.toThrow();
    expect(() =>
      readStackSettings({}, { name: APP, stage: "preview-x", mode: "remove" }),
    ).not.toThrow();
  });

  it("refuses a deployed stage a CMS over plain http", () => {
    expect(() =>
      readStackSettings(
        { ...DEPLOYED, CMS_GRAPHQL_URL: "http://cms.example.com/graphql" },
        deploy("preview-x"),
      ),
    ).toThrow(/CMS_GRAPHQL_URL must be an https URL/);
  });

  it("lets only production be indexed unless SITE_ROBOTS says otherwise", () => {
    const robots = (stage: string, env = {}) =>
      readStackSettings({ ...DEPLOYED, ...env }, deploy(stage)).siteEnvironment.SITE_ROBOTS;
    expect(robots("production")).toBe("index");
    expect(robots("preview-x")).toBe("noindex");
    expect(robots("staging", { SITE_ROBOTS: "index" })).toBe("index");
  });

  it("checks the site's values with the site's own reader, naming the variable", () => {
    expect(() =>
      readStackSettings({ ...DEPLOYED, CMS_AUTH_USER: "site-previews" }, deploy("local")),
    ).toThrow(
      /stage "local": CMS_AUTH_APP_PASSWORD \(or CMS_AUTH_APP_PASSWORD_PARAMETER\) must be set too/,
    );
  });

  it("hands the server function the site's variables and the edge only its own", () => {
    const settings = readStackSettings(
      {
        ...DEPLOYED,
        CMS_CLIENT_NAME: "corus-web",
        REDIRECT_CACHE_SECONDS: "30",
        AWS_SECRET_ACCESS_KEY: "never passed on",
      },
      deploy("production"),
    );
    expect(settings.siteEnvironment).toEqual({
      ...DEPLOYED,
      CMS_CLIENT_NAME: "corus-web",
      SITE_ROBOTS: "index",
      CMS_WEBHOOK_SECRET_PARAMETER: "/corus-site/production/cms-webhook-secret",
      CMS_PREVIEW_SECRET_PARAMETER: "/corus-site/production/cms-preview-secret",
      CLOUDFRONT_DISTRIBUTION_ID_PARAMETER: "/corus-site/production/cloudfront-distribution-id",
      METRICS_NAMESPACE: "corus-site/production",
    });
    // The edge gets its own settings only, read by its reader and inlined as one JSON value.
    expect(Object.keys(settings.edgeEnvironment)).toEqual(["EDGE_SETTINGS"]);
    expect(JSON.parse(settings.edgeEnvironment.EDGE_SETTINGS!)).toEqual({
      cmsGraphqlUrl: DEPLOYED.CMS_GRAPHQL_URL,
      cmsHeaders: { "apollographql-client-name": "corus-web" },
      lookupTimeoutMs: 600,
      cacheSeconds: 30,
      failureSeconds: 5,
      metricsNamespace: "corus-site/production",
    });
  });

  it("keeps server containers warm on production only, unless SERVER_WARM_CONTAINERS says how many", () => {
    const warm = (stage: string, value?: string) =>
      readStackSettings({ ...DEPLOYED, SERVER_WARM_CONTAINERS: value }, deploy(stage))
        .warmContainers;
    expect(warm("production")).toBe(DEFAULT_WARM_CONTAINERS);
    expect(warm("preview-x")).toBe(0);
    expect(warm("production", "0")).toBe(0);
    expect(warm("preview-x", "5")).toBe(5);
  });

  it("reads where alerts go, how long logs are kept and where the edge logs", () => {
    const { monitoring } = readStackSettings(
      {
        ...DEPLOYED,
        ALERT_EMAIL: "site-ops@example.com",
        LOG_RETENTION_DAYS: "90",
        EDGE_LOG_REGIONS: "us-east-1, eu-west-1",
      },
      deploy("production"),
    );
    expect(monitoring).toEqual({
      alertEmail: "site-ops@example.com",
      logRetentionDays: 90,
      edgeLogRegions: ["us-east-1", "eu-west-1"],
      metricsNamespace: "corus-site/production",
    });
  });

  it.each([
    [
      "ALERT_EMAIL",
      "ops at example",
      /ALERT_EMAIL must be an e-mail address, got "ops at example"/,
    ],
    [
      "LOG_RETENTION_DAYS",
      "10",
      /LOG_RETENTION_DAYS must be one of CloudWatch's retention periods: 1, 3, 5/,
    ],
    ["LOG_RETENTION_DAYS", "forever", /LOG_RETENTION_DAYS must be one of CloudWatch's/],
    ["EDGE_LOG_REGIONS", "virginia", /EDGE_LOG_REGIONS must list AWS regions, comma-separated/],
    ["EDGE_LOG_REGIONS", ",", /EDGE_LOG_REGIONS must list AWS regions, comma-separated/],
    ...["-1", "2.5", "two", "21"].map((value): [string, string, RegExp] => [
      "SERVER_WARM_CONTAINERS",
      value,
      /SERVER_WARM_CONTAINERS must be a whole number of containers from 0 \(no warming\) to 20/,
    ]),
  ])("refuses %s=%s, naming it", (name, value, message) => {
    expect(() => readStackSettings({ ...DEPLOYED, [name]: value }, deploy("production"))).toThrow(
      message,
    );
  });

  it.each(["CMS_WEBHOOK_SECRET", "CMS_AUTH_APP_PASSWORD"])(
    "refuses to deploy with %s in the environment, naming the SSM parameter to store it in",
    (secret) => {
      expect(() =>
        readStackSettings({ ...DEPLOYED, [secret]: "s3cret" }, deploy("preview-x")),
      ).toThrow(
        new RegExp(
          `${secret} must not be set to deploy stage "preview-x": .* SecureString /corus-site/preview-x/${secret.toLowerCase().replaceAll("_", "-")}`,
        ),
      );
    },
  );

  it("names the Application Password's parameter when the site has a WordPress account", () => {
    const { siteEnvironment } = readStackSettings(
      { ...DEPLOYED, CMS_AUTH_USER: "site-previews" },
      deploy("production"),
    );
    expect(siteEnvironment).toMatchObject({
      CMS_AUTH_USER: "site-previews",
      CMS_AUTH_APP_PASSWORD_PARAMETER: "/corus-site/production/cms-auth-app-password",
    });
    expect(Object.keys(siteEnvironment)).not.toContain("CMS_AUTH_APP_PASSWORD");
  });

  it("refuses a CMS over plain http to deploy, naming the variable", () => {
    expect(() =>
      readStackSettings(
        { ...DEPLOYED, CMS_GRAPHQL_URL: "http://cms.example.com/graphql" },
        deploy("preview-x"),
      ),
    ).toThrow(/CMS_GRAPHQL_URL must be an https URL/);
  });

  it("passes on every variable the site's settings module reads", () => {
    // The variables its schema declares, and any other the module's source names.
    const source = readFileSync("packages/web/lib/settings.ts", "utf8");
    const read = new Set<string>([
      ...SITE_VARIABLES,
      ...[...source.matchAll(/env\.([A-Z][A-Z0-9_]+)|"([A-Z][A-Z0-9]*_[A-Z0-9_]+)"/g)].map(
        ([, property, literal]) => property ?? literal!,
      ),
    ]);
    expect(read.size).toBeGreaterThan(10);
    const known: readonly string[] = [
      ...SITE_SETTING_NAMES,
      ...SITE_SECRET_NAMES,
      ...STACK_PROVIDED_SITE_SETTING_NAMES,
      ...RUNTIME_PROVIDED_SITE_SETTING_NAMES,
    ];
    expect([...read].filter((name) => !known.includes(name))).toEqual([]);
  });

  it("allows the CMS, its media host and the analytics hosts in the content-security policy", () => {
    const { contentSources } = readStackSettings(
      {
        ...DEPLOYED,
        CMS_MEDIA_ORIGIN: "https://media.example.com",
        ANALYTICS_AUDIENCE_SCRIPT_URL: "https://sb.example.org/beacon.js",
        ANALYTICS_AUDIENCE_CATEGORY: "audience-measurement",
        ANALYTICS_AUDIENCE_NOSCRIPT_URL: "https://sb.example.org/p?c1=2",
        ANALYTICS_AUDIENCE_NOSCRIPT_EXEMPT: "true",
        ANALYTICS_CSP_ORIGINS: "https://collect.example.net, https://replay.example.io/",
      },
      deploy("preview-x"),
    );
    expect(contentSources).toMatchObject({
      mediaOrigin: "https://media.example.com",
      analyticsOrigins: [
        "https://sb.example.org",
        "https://collect.example.net",
        "https://replay.example.io",
      ],
    });
    expect(() =>
      readStackSettings(
        { ...DEPLOYED, ANALYTICS_CSP_ORIGINS: "https://collect.example.net/path" },
        deploy("preview-x"),
      ),
    ).toThrow(/ANALYTICS_CSP_ORIGINS must hold https origins/);
    expect(() =>
      readStackSettings(
        { ...DEPLOYED, CMS_MEDIA_ORIGIN: "http://media.example.com" },
        deploy("preview-x"),
      ),
    ).toThrow(/CMS_MEDIA_ORIGIN must be an https origin to deploy stage "preview-x"/);
  });
});

describe("the CDN's content-security policy", () => {
  it("refuses a policy longer than CloudFront accepts, saying what to trim", () => {
    const analyticsOrigins = Array.from({ length: 80 }, (_, i) => `https://host-${i}.example.com`);
    expect(() =>
      cloudFrontPolicy(
        contentSecurityPolicy({
          mediaOrigin: "https://cms.example.com",
          analyticsOrigins,
          frameOrigins: [],
        }),
      ),
    ).toThrow(new RegExp(`over CloudFront's ${CLOUDFRONT_CSP_LIMIT}.*ANALYTICS_CSP_ORIGINS`));
  });
});
