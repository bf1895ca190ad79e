// The redirect handler's settings, validated once, at synth time. Lambda@Edge has no
// environment variables: the stack reads these variables with this reader, so a bad value fails
// the deploy rather than the first visitor's request, and SST's EdgeFunction inlines the result
// into the bundle, where the handler reads it as it is (inlined-settings.ts). The schema (zod)
// therefore never reaches the bundle.
import { z } from "zod";
import { metricsNamespace } from "@corus/site-rules/metrics";
import { settingsProblems } from "@corus/site-rules/settings-problems";

export interface EdgeSettings {
  /** WPGraphQL endpoint the redirection records come from. */
  cmsGraphqlUrl: string;
  /** The site's client name and version headers, when set. */
  cmsHeaders: Record<string, string>;
  /** After this many milliseconds the lookup is abandoned and the request passed on. */
  lookupTimeoutMs: number;
  /** How long a container remembers a lookup's answer (a record, or none). */
  cacheSeconds: number;
  /** After a failed lookup, how long requests skip the lookup (the origin makes it). */
  failureSeconds: number;
  /** The CloudWatch namespace of the edge's metrics (set by the stack: corus-site/<stage>). */
  metricsNamespace: string;
}

/** Every variable readEdgeSettings reads: the stack reads exactly these for the edge. */
export const EDGE_SETTING_NAMES = [
  "CMS_GRAPHQL_URL",
  "CMS_CLIENT_NAME",
  "CMS_CLIENT_VERSION",
  "REDIRECT_LOOKUP_TIMEOUT_MS",
  "REDIRECT_CACHE_SECONDS",
  "REDIRECT_FAILURE_SECONDS",
] as const;

/** What the stack sets for the edge itself (the stage's metrics namespace), never the environment. */
export const STACK_PROVIDED_EDGE_SETTING_NAMES = ["METRICS_NAMESPACE"] as const;

type EdgeSettingName =
  (typeof EDGE_SETTING_NAMES)[number] | (typeof STACK_PROVIDED_EDGE_SETTING_NAMES)[number];

type EdgeEnvironment = Partial<Record<EdgeSettingName, string>>;

export class EdgeSettingsError extends Error {
  override name = "EdgeSettingsError";
}

const DEFAULT_CMS_GRAPHQL_URL = "http://127.0.0.1:4000/graphql";
// CloudFront waits for the origin-request function before it can even start the origin
// request: the whole function must answer within 1 s, a slow CMS included, so the lookup
// gets at most 800 ms and the rest is left for the function itself and its network.
const MAX_LOOKUP_TIMEOUT_MS = 800;
const DEFAULT_LOOKUP_TIMEOUT_MS = 600;

// The messages leave the variable's name out: settingsProblems puts it first.
const httpUrl = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    error: "must be an absolute http(s) URL",
  });

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      error: `must be a whole number from ${min} to ${max}`,
    });

const edgeEnvironment = z.object({
  CMS_GRAPHQL_URL: httpUrl.default(DEFAULT_CMS_GRAPHQL_URL),
  CMS_CLIENT_NAME: z.string().optional(),
  CMS_CLIENT_VERSION: z.string().optional(),
  REDIRECT_LOOKUP_TIMEOUT_MS: wholeNumber(1, MAX_LOOKUP_TIMEOUT_MS).default(
    DEFAULT_LOOKUP_TIMEOUT_MS,
  ),
  REDIRECT_CACHE_SECONDS: wholeNumber(0, 86_400).default(60),
  REDIRECT_FAILURE_SECONDS: wholeNumber(0, 300).default(5),
  METRICS_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9.\-_/#:]{1,255}$/, "must be a CloudWatch namespace")
    .default(metricsNamespace("local")),
} satisfies Record<EdgeSettingName, z.ZodType>);

export function readEdgeSettings(env: EdgeEnvironment): EdgeSettings {
  // An empty value (`NAME=`) counts as unset.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = edgeEnvironment.safeParse(set, { reportInput: true });
  if (!result.success) throw new EdgeSettingsError(settingsProblems(result.error.issues, set));
  const values = result.data;
  const cmsHeaders: Record<string, string> = {};
  if (values.CMS_CLIENT_NAME) cmsHeaders["apollographql-client-name"] = values.CMS_CLIENT_NAME;
  if (values.CMS_CLIENT_VERSION) {
    cmsHeaders["apollographql-client-version"] = values.CMS_CLIENT_VERSION;
  }
  return {
    cmsGraphqlUrl: values.CMS_GRAPHQL_URL,
    cmsHeaders,
    lookupTimeoutMs: values.REDIRECT_LOOKUP_TIMEOUT_MS,
    cacheSeconds: values.REDIRECT_CACHE_SECONDS,
    failureSeconds: values.REDIRECT_FAILURE_SECONDS,
    metricsNamespace: values.METRICS_NAMESPACE,
  };
}
