// A second site server, set up as a stage deployment: the three tools configured, each in its
// consent category (and the video players embedded in content in Measurement's), pointing at a third-party host that exists only inside the tests (each
// spec serves its scripts with page.route and counts what is asked of it), and robots turned
// away. The no-JavaScript pixel is not configured: without an exemption the settings refuse it.
// The first site server keeps the defaults.
export const ANALYTICS_ORIGIN_PORT = Number(process.env.E2E_ANALYTICS_SITE_PORT || 3101);
export const ANALYTICS_ORIGIN_URL = `http://127.0.0.1:${ANALYTICS_ORIGIN_PORT}`;
/** Visitors reach it through a local CloudFront, as the first site (servers.ts). */
export const ANALYTICS_SITE_PORT = Number(process.env.E2E_ANALYTICS_CDN_PORT || 3111);
export const ANALYTICS_SITE_URL = `http://127.0.0.1:${ANALYTICS_SITE_PORT}`;

/** Reserved for testing (RFC 2606): never resolves, so only page.route can answer it. */
export const THIRD_PARTY_ORIGIN = "https://third-party.test";

export const THIRD_PARTY = {
  tagManager: `${THIRD_PARTY_ORIGIN}/tag-manager.js`,
  replay: `${THIRD_PARTY_ORIGIN}/replay.js`,
  audience: `${THIRD_PARTY_ORIGIN}/audience.js`,
  pixel: `${THIRD_PARTY_ORIGIN}/pixel.gif`,
};

export const APP_IDENTITY = {
  ANALYTICS_APP_VERSION: "9.8.7-e2e",
  ANALYTICS_PLATFORM: "e2e-platform",
  ANALYTICS_APP_NAME: "e2e-site",
  ANALYTICS_BRAND: "E2E Brand",
};

export const ANALYTICS_SITE_ENV = {
  ...APP_IDENTITY,
  ANALYTICS_TAG_MANAGER_URL: THIRD_PARTY.tagManager,
  ANALYTICS_TAG_MANAGER_CATEGORY: "measurement",
  ANALYTICS_TAG_MANAGER_NAME: "Test Tag Manager",
  ANALYTICS_TAG_MANAGER_COOKIES: "_tm_*",
  // A session-replay snippet as vendors ship them: inline code that loads the tool's script.
  ANALYTICS_SESSION_REPLAY_SNIPPET: `window.replayStarted = true; var s = document.createElement("script"); s.src = "${THIRD_PARTY.replay}"; document.head.appendChild(s);`,
  ANALYTICS_SESSION_REPLAY_CATEGORY: "session-replay",
  ANALYTICS_SESSION_REPLAY_NAME: "Test Replay",
  ANALYTICS_AUDIENCE_SCRIPT_URL: THIRD_PARTY.audience,
  ANALYTICS_AUDIENCE_CATEGORY: "audience-measurement",
  ANALYTICS_AUDIENCE_NAME: "Test Ratings",
  // Embedded players load without a click once Measurement is granted (video.spec.ts).
  VIDEO_EMBED_CATEGORY: "measurement",
  SITEMAP_BASE_URL: ANALYTICS_SITE_URL,
  SITE_ROBOTS: "noindex",
};
