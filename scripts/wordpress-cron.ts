// `npm run wordpress-cron`: runs WordPress's cron at the start of every minute, as the stack's
// schedule does on AWS, with the same handler (stacks/functions/wordpress-cron.ts): one request
// to wp-cron.php, which publishes the posts scheduled for that minute, and the site's plugin
// tells the site in the same run. For a WordPress that no schedule of the stack reaches (a
// developer's, or one run elsewhere), and for the embedded content service (`npm start` runs it).
//
// Where: WORDPRESS_CRON_URL; else wp-cron.php beside CMS_GRAPHQL_URL, as the stack derives it;
// else the embedded content service's (CONTENT_SERVICE_PORT, 4000 by default).
import { Cron } from "croner";
import { handler, wordpressCronUrl } from "../stacks/functions/wordpress-cron.ts";

/** EventBridge's cron(* * * * ? *): at second 0 of every minute. */
const EVERY_MINUTE = "* * * * *";

function cronUrl(env: NodeJS.ProcessEnv): string {
  const url =
    env.WORDPRESS_CRON_URL ||
    (env.CMS_GRAPHQL_URL && wordpressCronUrl(env.CMS_GRAPHQL_URL)) ||
    `http://127.0.0.1:${env.CONTENT_SERVICE_PORT || 4000}/wp-cron.php`;
  if (!/^https?:\/\/[^/]+\//.test(url)) {
    throw new Error(`WORDPRESS_CRON_URL must be an http(s) URL of wp-cron.php, got "${url}"`);
  }
  return url;
}

try {
  // The handler reads its URL as the stack gives it to the Lambda function.
  process.env.WORDPRESS_CRON_URL = cronUrl(process.env);
} catch (error) {
  console.error(`wordpress-cron: ${(error as Error).message}`);
  process.exit(1);
}

const job = new Cron(
  EVERY_MINUTE,
  {
    // A run still going at the next minute (the handler waits up to 25 s) is not doubled.
    protect: true,
    // A failed run is said and left to the next minute's, as on AWS.
    catch: (error) => console.error(`wordpress-cron: ${(error as Error).message}`),
  },
  async () => {
    await handler();
  },
);
console.log(
  `wordpress-cron: ${process.env.WORDPRESS_CRON_URL} at the start of every minute (Ctrl-C stops it)`,
);
const stop = () => {
  job.stop();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
