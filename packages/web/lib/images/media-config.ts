// Which images Next's optimizer (next/image, and OpenNext's image function when deployed)
// may fetch: files under the CMS's uploads, on the media host from settings. Pure, so
// next.config.ts and its test share it.

/** Next's RemotePattern, the subset used here. */
export interface MediaPattern {
  protocol: "http" | "https";
  hostname: string;
  /** The media origin's explicit port, or "" for the scheme's default (Next compares URL.port). */
  port: string;
  pathname: string;
}

export interface MediaImagesConfig {
  remotePatterns: MediaPattern[];
  /**
   * Next 16 refuses to fetch images from hosts that resolve to private addresses (against
   * SSRF). The embedded content service runs on the loopback interface, so that refusal is
   * lifted for a loopback media host only: never for a CMS reached over a network.
   */
  dangerouslyAllowLocalIP: boolean;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function mediaImagesConfig(mediaUrl: string): MediaImagesConfig {
  const url = new URL(mediaUrl);
  return {
    // The media origin's own port only: without one Next takes any, and the optimizer would
    // fetch whatever else listens on the CMS's host. The local content service's port varies
    // (npm start, tests), and next.config.ts reads the settings again at `next start`.
    remotePatterns: [
      {
        protocol: url.protocol === "https:" ? "https" : "http",
        hostname: url.hostname,
        port: url.port,
        pathname: "/wp-content/uploads/**",
      },
    ],
    dangerouslyAllowLocalIP: LOOPBACK_HOSTS.has(url.hostname),
  };
}
