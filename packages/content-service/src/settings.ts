// The content service's settings, read from the environment once and validated.
import type { AuthOptions } from "./auth.ts";

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
}

export function readSettings(env: NodeJS.ProcessEnv): ContentServiceSettings {
  const port = env.CONTENT_SERVICE_PORT ?? "4000";
  if (!/^\d+$/.test(port) || Number(port) > 65535) {
    throw new Error(`CONTENT_SERVICE_PORT must be a port number (0-65535), got "${port}"`);
  }
  const publicUrl = env.CONTENT_SERVICE_PUBLIC_URL || undefined;
  if (publicUrl !== undefined && !/^https?:\/\/[^/]+\/?$/.test(publicUrl)) {
    throw new Error(
      `CONTENT_SERVICE_PUBLIC_URL must be an origin like http://127.0.0.1:4000, got "${publicUrl}"`,
    );
  }
  const testControls = env.CONTENT_SERVICE_TEST_CONTROLS === "true";
  if (testControls && env.NODE_ENV === "production") {
    throw new Error("CONTENT_SERVICE_TEST_CONTROLS cannot be enabled when NODE_ENV=production");
  }
  return {
    port: Number(port),
    host: env.CONTENT_SERVICE_HOST || "127.0.0.1",
    publicUrl,
    auth: readAuth(env),
    testControls,
    contentDir: env.CONTENT_SERVICE_CONTENT_DIR || undefined,
    watch: readWatch(env),
    publish: readPublish(env),
  };
}

function readWatch(env: NodeJS.ProcessEnv): boolean {
  const value = env.CONTENT_SERVICE_WATCH || "true";
  if (value !== "true" && value !== "false") {
    throw new Error(`CONTENT_SERVICE_WATCH must be "true" or "false", got "${value}"`);
  }
  return value === "true";
}

/** Both or neither: a webhook is never sent unsigned. */
function readPublish(env: NodeJS.ProcessEnv): ContentServiceSettings["publish"] {
  const url = env.CONTENT_SERVICE_WEBHOOK_URL;
  const secret = env.CONTENT_SERVICE_WEBHOOK_SECRET;
  if (!url && !secret) return undefined;
  if (!url || !secret) {
    const missing = url ? "CONTENT_SERVICE_WEBHOOK_SECRET" : "CONTENT_SERVICE_WEBHOOK_URL";
    throw new Error(`${missing} must be set too: the publish webhook needs its URL and secret`);
  }
  if (!/^https?:\/\/[^/]+\/.*/.test(url)) {
    throw new Error(
      `CONTENT_SERVICE_WEBHOOK_URL must be an http(s) URL like http://127.0.0.1:3000/api/revalidate/, got "${url}"`,
    );
  }
  return { url, secret };
}

/** Auth is on when both client credentials are set. */
function readAuth(env: NodeJS.ProcessEnv): AuthOptions | undefined {
  const clientId = env.CONTENT_SERVICE_AUTH_CLIENT_ID;
  const clientSecret = env.CONTENT_SERVICE_AUTH_CLIENT_SECRET;
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    const missing = clientId
      ? "CONTENT_SERVICE_AUTH_CLIENT_SECRET"
      : "CONTENT_SERVICE_AUTH_CLIENT_ID";
    throw new Error(`${missing} must be set too: auth needs both client id and secret`);
  }
  const ttl = env.CONTENT_SERVICE_TOKEN_TTL_SECONDS ?? "300";
  if (!/^[1-9]\d*$/.test(ttl)) {
    throw new Error(
      `CONTENT_SERVICE_TOKEN_TTL_SECONDS must be a whole number of seconds, got "${ttl}"`,
    );
  }
  return { clientId, clientSecret, tokenTtlSeconds: Number(ttl) };
}
