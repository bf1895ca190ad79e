// The content service's settings, read from the environment once and validated: each variable
// declared once in a zod schema (an empty value counts as unset), and what zod finds wrong
// reported with the variable's name and the value it got.
import { settingsProblems } from "@corus/site-rules/settings-problems";
import { sharedSecretError } from "@corus/site-rules/shared-secret";
import { z } from "zod";
import type { AuthOptions } from "./application-passwords.ts";

export interface ContentServiceSettings {
  port: number;
  host: string;
  publicUrl: string | undefined;
  auth: AuthOptions | undefined;
  testControls: boolean;
  /** The seed content folder (default: the package's content/). */
  contentDir: string | undefined;
  /** Reload the content when its files change (default on). */
  watch: boolean;
  /** The site's publish webhook and the secret to sign it with; none: the site is not told. */
  publish: { url: string; secret: string } | undefined;
  /** The site's preview endpoint and the secret to sign preview tokens with (editor/). */
  preview: { url: string; secret: string } | undefined;
}

/** Pairs that are both set or both unset: a webhook or a preview link is never unsigned. */
const SIGNED_LINKS = [
  {
    url: "CONTENT_SERVICE_WEBHOOK_URL",
    secret: "CONTENT_SERVICE_WEBHOOK_SECRET",
    needs: "the publish webhook needs its URL and secret",
  },
  {
    url: "CONTENT_SERVICE_PREVIEW_URL",
    secret: "CONTENT_SERVICE_PREVIEW_SECRET",
    needs: "preview links need the site's URL and the secret",
  },
] as const;

/** Variables holding secret values: an error about one never shows the value it got. */
const SECRET_VARIABLES = new Set([
  "CONTENT_SERVICE_AUTH_APP_PASSWORD",
  "CONTENT_SERVICE_WEBHOOK_SECRET",
  "CONTENT_SERVICE_PREVIEW_SECRET",
]);

// The messages leave the variable's name out: settingsProblems puts it first. A signing
// secret is the site's shared secret, held to the site's shortest length.
const signingSecret = z.string().refine((value) => sharedSecretError(value.length) === undefined, {
  error: (issue) => sharedSecretError(String(issue.input).length),
});

const flag = z
  .enum(["true", "false"], { error: 'must be "true" or "false"' })
  .transform((value) => value === "true");

const serviceEnvironment = z
  .object({
    CONTENT_SERVICE_PORT: z
      .string()
      .regex(/^\d+$/, "must be a port number (0-65535)")
      .transform(Number)
      .refine((port) => port <= 65535, "must be a port number (0-65535)")
      .default(4000),
    CONTENT_SERVICE_HOST: z.string().default("127.0.0.1"),
    CONTENT_SERVICE_PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\/[^/]+\/?$/, "must be an origin like http://127.0.0.1:4000")
      .optional(),
    // An editor and their Application Password: requests that carry both see drafts.
    CONTENT_SERVICE_AUTH_USER: z.string().optional(),
    CONTENT_SERVICE_AUTH_APP_PASSWORD: z.string().optional(),
    CONTENT_SERVICE_TEST_CONTROLS: flag.default(false),
    CONTENT_SERVICE_CONTENT_DIR: z.string().optional(),
    CONTENT_SERVICE_WATCH: flag.default(true),
    CONTENT_SERVICE_WEBHOOK_URL: z
      .string()
      .regex(
        /^https?:\/\/[^/]+\/.*/,
        "must be an http(s) URL like http://127.0.0.1:3000/api/revalidate/",
      )
      .optional(),
    CONTENT_SERVICE_WEBHOOK_SECRET: signingSecret.optional(),
    CONTENT_SERVICE_PREVIEW_URL: z
      .string()
      .regex(
        /^https?:\/\/[^/]+\/.*/,
        "must be an http(s) URL like http://127.0.0.1:3000/api/preview/",
      )
      .optional(),
    CONTENT_SERVICE_PREVIEW_SECRET: signingSecret.optional(),
    NODE_ENV: z.string().optional(),
  })
  .superRefine((env, context) => {
    const user = env.CONTENT_SERVICE_AUTH_USER;
    const password = env.CONTENT_SERVICE_AUTH_APP_PASSWORD;
    if ((user === undefined) !== (password === undefined)) {
      const missing = user ? "CONTENT_SERVICE_AUTH_APP_PASSWORD" : "CONTENT_SERVICE_AUTH_USER";
      context.addIssue({
        code: "custom",
        message: `${missing} must be set too: auth needs both the user and the Application Password`,
      });
    }
    for (const pair of SIGNED_LINKS) {
      if ((env[pair.url] === undefined) !== (env[pair.secret] === undefined)) {
        const missing = env[pair.url] === undefined ? pair.url : pair.secret;
        context.addIssue({ code: "custom", message: `${missing} must be set too: ${pair.needs}` });
      }
    }
    if (env.CONTENT_SERVICE_TEST_CONTROLS && env.NODE_ENV === "production") {
      context.addIssue({
        code: "custom",
        message: "CONTENT_SERVICE_TEST_CONTROLS cannot be enabled when NODE_ENV=production",
      });
    }
  });

export function readSettings(env: NodeJS.ProcessEnv): ContentServiceSettings {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = serviceEnvironment.safeParse(set, { reportInput: true });
  if (!result.success) {
    throw new Error(settingsProblems(result.error.issues, set, SECRET_VARIABLES));
  }
  const values = result.data;
  const user = values.CONTENT_SERVICE_AUTH_USER;
  const appPassword = values.CONTENT_SERVICE_AUTH_APP_PASSWORD;
  return {
    port: values.CONTENT_SERVICE_PORT,
    host: values.CONTENT_SERVICE_HOST,
    publicUrl: values.CONTENT_SERVICE_PUBLIC_URL,
    auth: user && appPassword ? { user, appPassword } : undefined,
    testControls: values.CONTENT_SERVICE_TEST_CONTROLS,
    contentDir: values.CONTENT_SERVICE_CONTENT_DIR,
    watch: values.CONTENT_SERVICE_WATCH,
    publish: signedLink(values.CONTENT_SERVICE_WEBHOOK_URL, values.CONTENT_SERVICE_WEBHOOK_SECRET),
    preview: signedLink(values.CONTENT_SERVICE_PREVIEW_URL, values.CONTENT_SERVICE_PREVIEW_SECRET),
  };
}

function signedLink(url: string | undefined, secret: string | undefined) {
  return url && secret ? { url, secret } : undefined;
}
