// The content service's settings, read from the environment once and validated.

export interface ContentServiceSettings {
  port: number;
  host: string;
  publicUrl: string | undefined;
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
  return { port: Number(port), host: env.CONTENT_SERVICE_HOST || "127.0.0.1", publicUrl };
}
