// Runs WordPress's cron once a minute, from the stack's EventBridge schedule (stacks/Site.ts):
// WP-Cron otherwise runs only when something loads WordPress, and behind the site's caches
// and CloudFront nothing may for hours, so a post scheduled for 16:05 would go out whenever a
// visitor next reached WordPress. The plugin tells the site in the same cron run that
// publishes it (packages/wordpress-plugin), so a scheduled post is public at the CDN within
// the minute. Off AWS, `npm run wordpress-cron` (scripts/wordpress-cron.ts) runs this handler
// on the same schedule.

/** The longest a run may take before this call gives up; WordPress goes on regardless. */
const TIMEOUT_MS = 25_000;

export interface CronRun {
  url: string;
  status: number;
  ms: number;
}

/**
 * wp-cron.php beside WPGraphQL's endpoint: at the root of the WordPress install, where
 * `/graphql` (or `/index.php?graphql`) is.
 */
export function wordpressCronUrl(cmsGraphqlUrl: string): string {
  return new URL("wp-cron.php", cmsGraphqlUrl).href;
}

/** One request to wp-cron.php, as WordPress's own loopback spawn_cron() makes it. */
export async function runWordPressCron(url: string, fetchImpl: typeof fetch = fetch) {
  const started = performance.now();
  const response = await fetchImpl(url, {
    method: "POST",
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { "user-agent": "corus-site-wordpress-cron" },
  });
  await response.body?.cancel();
  const run: CronRun = {
    url,
    status: response.status,
    ms: Math.round(performance.now() - started),
  };
  // A failed run is retried by the next minute's: failing here only puts it in the logs.
  if (!response.ok) throw new Error(`WordPress's cron at ${url} answered HTTP ${run.status}`);
  return run;
}

export async function handler(): Promise<CronRun> {
  const url = process.env.WORDPRESS_CRON_URL;
  if (!url) throw new Error("WORDPRESS_CRON_URL must be set (the stack sets it)");
  const run = await runWordPressCron(url);
  console.log(`wordpress-cron: ${run.url} answered ${run.status} in ${run.ms} ms`);
  return run;
}
