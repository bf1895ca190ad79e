// The stand-in's webhook sender against the site's own handler over HTTP, behind CloudFront's
// origin access control as deployed (a body without its SHA-256 is refused before the site): a
// delivery the site cannot take now (503, as when CloudFront refuses "/*" for a while) is sent
// again, signed anew; one it refuses (401) is not.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { carriesContentSha256 } from "@corus/site-rules/content-sha256";
import { noCdn } from "@corus/web/lib/publish/invalidator.ts";
import { tagInvalidationPlan } from "@corus/web/lib/publish/invalidation-tags.ts";
import { handleWebhook } from "@corus/web/lib/publish/webhook/index.ts";
import { memoryReplayGuard } from "@corus/web/lib/storage/replay-guard/memory.ts";
import { publishWebhook } from "../src/editor/publish-webhook.ts";

const SECRET = "content-service-webhook-secret-32+";
const quiet = { log: () => {}, error: () => {} };

let site: Server;
let url: string;
let unavailableFor = 0;
let answers: { status: number; deliveryId: string }[] = [];

beforeAll(async () => {
  const replayGuard = memoryReplayGuard();
  site = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const deliveryId = String(req.headers["x-webhook-id"]);
    if (!carriesContentSha256(req.headers, Buffer.concat(chunks))) {
      answers.push({ status: 403, deliveryId });
      return void res.writeHead(403).end('{"Message":"Forbidden"}');
    }
    if (unavailableFor > 0) {
      unavailableFor -= 1;
      answers.push({ status: 503, deliveryId });
      return void res.writeHead(503, { "retry-after": "60" }).end("{}");
    }
    const answer = await handleWebhook(
      { method: req.method ?? "", headers: req.headers, body: Buffer.concat(chunks) },
      {
        secret: async () => SECRET,
        purge: () => 0,
        // What changed is the site's business (lib/publish/changed-nodes.ts): this test is
        // about the sender.
        readChangedNodes: async (changes) => changes.map(() => []),
        planInvalidation: async (_changes, tags) => tagInvalidationPlan(tags),
        invalidator: noCdn,
        replayGuard,
        log: { info: () => {}, warn: () => {}, error: () => {} },
      },
    );
    answers.push({ status: answer.status, deliveryId });
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate/`;
});
afterAll(() => site.close());
beforeEach(() => {
  answers = [];
  unavailableFor = 0;
});

describe("publishWebhook (the content service telling the site)", () => {
  it("sends a delivery the site cannot take now again, with a new delivery id, until it is taken", async () => {
    unavailableFor = 2;
    const send = publishWebhook({ url, secret: SECRET, retryDelaysMs: [1, 1, 1], log: quiet });
    expect(await send([{ type: "menus" }])).toBe(true);
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 200]);
    expect(new Set(answers.map((answer) => answer.deliveryId)).size).toBe(3);
  });

  it("gives up after its retries", async () => {
    unavailableFor = 10;
    const send = publishWebhook({ url, secret: SECRET, retryDelaysMs: [1, 1], log: quiet });
    expect(await send([{ type: "menus" }])).toBe(false);
    expect(answers).toHaveLength(3);
  });

  it("does not send again what the site refuses (a wrong secret)", async () => {
    const send = publishWebhook({
      url,
      secret: "not-the-secret-the-site-has-at-all",
      retryDelaysMs: [1, 1, 1],
      log: quiet,
    });
    expect(await send([{ type: "menus" }])).toBe(false);
    expect(answers.map((answer) => answer.status)).toEqual([401]);
  });
});
