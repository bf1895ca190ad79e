// The WordPress must-use plugin (packages/wordpress-plugin), run by Debian's php-cli in a small
// in-memory WordPress (test/fake-wordpress.php), delivering to the site's own webhook handler
// over HTTP: its signatures verify in the site, its bodies are what the site documents, the
// editor's save never waits for the site, and a failed delivery is tried again.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PurgeSelector } from "../../packages/web/lib/cms/cache.ts";
import { noCdn } from "../../packages/web/lib/publish/invalidator.ts";
import { createReplayGuard } from "../../packages/web/lib/security/replay-guard.ts";
import { signDelivery } from "../../packages/web/lib/publish/signature.ts";
import { verifyPreviewToken } from "../../packages/web/lib/preview/token.ts";
import { handleWebhook } from "../../packages/web/lib/publish/webhook.ts";

const PLUGIN = path.resolve("packages/wordpress-plugin");
const SECRET = "shared-with-wordpress";
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

let site: Server;
let siteUrl: string;
/** What the site's handler answered and purged, per delivery. */
let answers: { status: number; purged?: PurgeSelector }[];
/** The site answers 503 to this many deliveries before taking them. */
let unavailableFor = 0;

beforeAll(async () => {
  const replayGuard = createReplayGuard();
  site = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (unavailableFor > 0) {
      unavailableFor -= 1;
      answers.push({ status: 503 });
      return void res.writeHead(503).end();
    }
    let purged: PurgeSelector | undefined;
    const answer = await handleWebhook(
      { method: req.method ?? "", headers: req.headers, body: Buffer.concat(chunks) },
      {
        secret: async () => SECRET,
        purge: (selector) => ((purged = selector), 0),
        // Where a change is listed is the site's own business (lib/publish/find-listings.ts).
        findListings: async () => async () => [],
        invalidator: noCdn,
        buildId: () => "b1d",
        replayGuard,
        log: quiet,
      },
    );
    answers.push({ status: answer.status, ...(purged && { purged }) });
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => site.close());
beforeEach(() => {
  answers = [];
  unavailableFor = 0;
});

interface Outcome {
  queued: { hook: string; timestamp: number; args: [object[], number, string] }[];
  requestsAtSave: number;
  requests: number;
  retries: { timestamp: number; args: [object[], number, string] }[];
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

const scenario = async (
  name: string,
  env: Record<string, string> = { CORUS_SITE_URL: siteUrl, CORUS_SITE_WEBHOOK_SECRET: SECRET },
) => JSON.parse(await php(["test/scenario.php", name], env)) as Outcome;

describe("the plugin's signature", () => {
  it("is the site's: the same bytes for the same delivery", async () => {
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
      "X-Webhook-Id": "delivery-0001",
      "X-Webhook-Timestamp": "1790000000",
      "X-Webhook-Signature": signDelivery(SECRET, 1_790_000_000, "delivery-0001", body),
    });
  });
});

describe("publishing from WordPress", () => {
  it("sends a post's old and new URIs and listings after the save, and the site takes it", async () => {
    const outcome = await scenario("slug-and-category-change");
    // The save queued a WP-Cron event and made no request.
    expect(outcome.requestsAtSave).toBe(0);
    expect(outcome.queued).toHaveLength(1);
    expect(outcome.queued[0]!.args[0]).toEqual([
      {
        type: "post",
        uris: ["/media-centre/press-releases/new-slug/", "/media-centre/press-releases/old-slug/"],
        listedAt: [
          "/media-centre/press-releases/",
          "/category/financial-results/",
          "/category/corporate/",
        ],
      },
    ]);
    expect(answers).toEqual([
      {
        status: 200,
        purged: {
          uris: [
            "/media-centre/press-releases/new-slug/",
            "/media-centre/press-releases/old-slug/",
          ],
          kinds: ["listings", "sitemap", "search"],
        },
      },
    ]);
    expect(outcome.retries).toEqual([]);
  });

  it.each<[string, object[]]>([
    ["unpublish-page", [{ type: "page", uris: ["/careers/"] }]],
    ["menu-and-options", [{ type: "menus" }, { type: "options" }]],
    ["redirect", [{ type: "redirects" }]],
  ])("%s: sends %j, which the site takes", async (name, changes) => {
    const outcome = await scenario(name);
    expect(outcome.queued.map((event) => event.args[0])).toEqual([changes]);
    expect(answers.map((answer) => answer.status)).toEqual([200]);
  });

  it.each<[string, object[]]>([
    [
      "first-publish",
      [
        {
          type: "post",
          uris: ["/media-centre/press-releases/a-first-release/"],
          listedAt: ["/media-centre/press-releases/", "/category/corporate/"],
        },
      ],
    ],
    [
      "publish-new",
      [
        {
          type: "post",
          uris: ["/media-centre/press-releases/straight-out/"],
          listedAt: ["/media-centre/press-releases/", "/category/financial-results/"],
        },
      ],
    ],
  ])("%s: sends the post's address and listings, which the site takes", async (name, changes) => {
    const outcome = await scenario(name);
    expect(outcome.requestsAtSave).toBe(0);
    expect(outcome.queued.map((event) => event.args[0])).toEqual([changes]);
    expect(answers).toEqual([
      {
        status: 200,
        purged: {
          uris: [(changes[0] as { uris: string[] }).uris[0]],
          kinds: ["listings", "sitemap", "search"],
        },
      },
    ]);
  });

  // Trashed or deleted, the post is gone: what is sent is where it was, read before it went
  // (a trashed post's permalink no longer names its address).
  it.each(["trash-post", "delete-published-post"])(
    "%s: sends the address it had and the listings it was on, which the site takes",
    async (name) => {
      const outcome = await scenario(name);
      expect(outcome.queued.map((event) => event.args[0])).toEqual([
        [
          {
            type: "post",
            uris: ["/media-centre/press-releases/old-slug/"],
            listedAt: ["/media-centre/press-releases/", "/category/corporate/"],
          },
        ],
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200]);
    },
  );

  it("sends nothing when a post already in the trash is deleted (the trash was told)", async () => {
    expect(await scenario("delete-trashed-post")).toMatchObject({ queued: [], requests: 0 });
  });

  it("sends everything for a post listed at more pages than one change may name", async () => {
    const outcome = await scenario("widely-filed-post");
    expect(outcome.queued.map((event) => event.args[0])).toEqual([[{ type: "everything" }]]);
    expect(answers).toEqual([{ status: 200, purged: { all: true } }]);
  });

  it("sends nothing for an edit to a draft", async () => {
    expect(await scenario("draft-edit")).toMatchObject({ queued: [], requests: 0 });
  });

  it("tries again later when the site cannot take the delivery, signing each attempt anew", async () => {
    unavailableFor = 1;
    const outcome = await scenario("redirect");
    expect(answers).toEqual([{ status: 503 }]);
    const [queued] = outcome.queued;
    const [retry] = outcome.retries;
    expect(retry!.args[0]).toEqual([{ type: "redirects" }]);
    expect(retry!.args[1]).toBe(2);
    expect(retry!.timestamp - queued!.timestamp).toBeGreaterThanOrEqual(30);
  });

  it("gives up at once when the site refuses the signature (a retry would not help)", async () => {
    const outcome = await scenario("redirect", {
      CORUS_SITE_URL: siteUrl,
      CORUS_SITE_WEBHOOK_SECRET: "not-what-the-site-has",
    });
    expect(answers).toEqual([{ status: 401 }]);
    expect(outcome.retries).toEqual([]);
  });

  it("queues nothing, and says why, without its settings", async () => {
    expect(await scenario("redirect", {})).toMatchObject({ queued: [], requests: 0 });
  });
});

describe("previews", () => {
  const PREVIEW_SECRET = "preview-shared-with-wordpress";
  const settings = {
    CORUS_SITE_URL: "https://www.example.com",
    CORUS_SITE_PREVIEW_SECRET: PREVIEW_SECRET,
  };
  /** The rewritten Preview link, and what pressing it answered. */
  const press = async (args: string[], env: Record<string, string> = settings) => {
    const [link, answer] = (await php(["test/preview.php", ...args], env)).split("\n");
    return {
      link: link!,
      answer: JSON.parse(answer!) as { status: number | null; location?: string },
    };
  };

  it.each([
    [1044, "post"],
    [102, "page"],
  ])("sends the editor of %i to the site with a token the site takes once", async (id, type) => {
    const { link, answer } = await press([String(id)]);
    expect(link).toMatch(
      /^https:\/\/cms\.example\.com\/wp-admin\/admin-post\.php\?action=corus_site_preview&post=\d+&_wpnonce=/,
    );
    expect(answer.status).toBe(302);
    const location = new URL(answer.location!);
    expect(`${location.origin}${location.pathname}`).toBe("https://www.example.com/api/preview/");
    const token = location.searchParams.get("token") ?? undefined;
    expect(verifyPreviewToken(PREVIEW_SECRET, token, Date.now())).toMatchObject({
      ok: true,
      target: { databaseId: id, postType: type },
    });
    expect(verifyPreviewToken("another-secret", token, Date.now())).toEqual({
      ok: false,
      reason: "signature does not match",
    });
  });

  it.each([
    ["an editor who cannot edit the post", ["102", "cannot-edit"]],
    ["a forged nonce", ["102", "forged-nonce"]],
  ])("refuses %s", async (_, args) => {
    expect((await press(args)).answer).toMatchObject({ status: 403 });
  });

  it("leaves WordPress's own link without its settings, and for what the site does not show", async () => {
    expect((await press(["102"], {})).link).toBe("https://cms.example.com/?p=102&preview=true");
    expect((await press(["7"])).link).toBe("https://cms.example.com/?p=7&preview=true");
  });
});
