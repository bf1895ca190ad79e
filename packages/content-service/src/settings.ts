// The content service's settings, read from the environment once and validated.
import type { AuthOptions } from "./auth.ts";

export interface ContentServiceSettings {
  port: number;
  host: string;
  publicUrl: string | undefined;
  auth: AuthOptions | undefined;
  testControls: boolean;
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
  };
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
