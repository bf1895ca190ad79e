// The must-use plugin (packages/wordpress-plugin) where a real WordPress cannot run it: on the
// hooks of plugins that are not packaged (ACF's options page, Redirection's rules), run by
// Debian's php-cli in a small in-memory WordPress (test/fake-wordpress.php), delivering to the
// site's own webhook handler over HTTP. Everything else it does is tested in a real WordPress
// (wordpress.test.ts). And its signature is byte for byte the site's.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentSha256 } from "@corus/site-rules/content-sha256";
import { signDelivery } from "@corus/site-rules/webhook-signature";
import { startSite, type Site } from "./site.ts";

const PLUGIN = path.resolve(import.meta.dirname, "../../packages/wordpress-plugin");
const SECRET = "shared-with-wordpress";

let site: Site;
beforeAll(async () => {
  site = await startSite(SECRET);
});
afterAll(() => site.close());
beforeEach(() => {
  site.deliveries = [];
});

interface Outcome {
  queued: { hook: string; args: [object[], number, string] }[];
  spawned: number;
  requestsAtSave: number;
  requests: number;
}

/** Runs php-cli without blocking: the site's handler in this process must answer its requests. */
async function php(args: string[], env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)("php", args, {
      cwd: PLUGIN,
      encoding: "utf8",
      env: { PATH: process.env.PATH, ...env },
    });
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error("php-cli is needed for the plugin's tests: apt-get install -y php-cli");
    }
    throw error;
  }
}

const scenario = async (name: string) =>
  JSON.parse(
    await php(["test/scenario.php", name], {
      CORUS_SITE_URL: site.url,
      CORUS_SITE_WEBHOOK_SECRET: SECRET,
    }),
  ) as Outcome;

describe("the plugin's signature", () => {
  it("is the site's, and hashes the body as CloudFront's origin access control asks: the same bytes for the same delivery", async () => {
    const body = '{"changes":[{"type":"page","uris":["/caf\\u00e9/"]}]}';
    const headers = JSON.parse(
      await php([
        "-r",
        `define('ABSPATH', '/'); require 'corus-site/signature.php'; echo json_encode(Corus\\Site\\signature_headers($argv[1], $argv[2], $argv[3], (int) $argv[4]));`,
        "--",
        SECRET,
        "delivery-0001",
        body,
        "1790000000",
      ]),
    ) as Record<string, string>;
    expect(headers).toEqual({
      "Content-Type": "application/json",
      "X-Amz-Content-Sha256": contentSha256(body),
      "X-Webhook-Id": "delivery-0001",
      "X-Webhook-Timestamp": "1790000000",
      "X-Webhook-Signature": signDelivery(SECRET, 1_790_000_000, "delivery-0001", body),
    });
  });
});

describe("publishing on other plugins' hooks", () => {
  it.each<[string, object[]]>([
    // ACF's options page (the site's logos, social links, forms).
    ["acf-options", [{ type: "options" }]],
    // Redirection's rules: saved, deleted, enabled, disabled in one request, one change.
    ["redirects", [{ type: "redirects" }]],
  ])("%s: queued at shutdown, then sent as %j, which the site takes", async (name, changes) => {
    const outcome = await scenario(name);
    // The save made no request: it queued a WP-Cron event and asked for a cron run.
    expect(outcome.requestsAtSave).toBe(0);
    expect(outcome.spawned).toBe(1);
    expect(outcome.queued.map((event) => [event.hook, event.args[0], event.args[1]])).toEqual([
      ["corus_site_publish_delivery", changes, 1],
    ]);
    expect(site.deliveries.map((delivery) => [delivery.status, delivery.changes])).toEqual([
      [200, changes],
    ]);
  });

  it("sends nothing when ACF saves a post's fields (the post's own save tells the site)", async () => {
    expect(await scenario("acf-post-fields")).toMatchObject({ queued: [], requests: 0 });
    expect(site.deliveries).toEqual([]);
  });
});
