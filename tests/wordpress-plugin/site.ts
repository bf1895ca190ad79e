// The site, as far as the plugin meets it: its publish webhook handler (handleWebhook, the code
// pages/api/revalidate.ts runs) over HTTP on 127.0.0.1, behind CloudFront's origin access
// control as deployed: a body without its own SHA-256 in x-amz-content-sha256 is refused with
// a 403 before the handler sees it, as Lambda refuses it. The handler verifies each delivery's
// signature and parses its body as the site does; what the site then purges is the site's own
// business (packages/web/lib/publish), so the CMS and the CDN here answer nothing.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { carriesContentSha256 } from "@corus/site-rules/content-sha256";
import { noCdn } from "@corus/web/lib/publish/invalidator.ts";
import { handleWebhook } from "@corus/web/lib/publish/webhook/index.ts";
import { memoryReplayGuard } from "@corus/web/lib/storage/replay-guard/memory.ts";

export interface Delivery {
  /** Its X-Webhook-Id: each attempt's own. */
  id: string;
  /** The body's changes, as WordPress signed and sent them. */
  changes: unknown;
  /**
   * What the site's handler answered (503: the site was told to be unavailable), or CloudFront
   * (403: the body's hash missing or wrong, or the CDN told to refuse).
   */
  status: number;
  /** Whether it carried its body's SHA-256, as CloudFront's origin access control requires. */
  bodyHashed: boolean;
  /** The handler's answer (what it purged), when the handler answered. */
  answer?: Record<string, unknown>;
}

export interface Site {
  url: string;
  deliveries: Delivery[];
  /** The site's CMS_WEBHOOK_SECRET. */
  secret: string;
  /** The site answers 503 to this many deliveries before taking them. */
  unavailableFor: number;
  /** While set, every delivery waits for it before it is answered. */
  held: Promise<void> | undefined;
  /** While set, CloudFront refuses every delivery as a misconfigured origin access would. */
  cdnRefuses: boolean;
  close: () => Promise<void>;
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

export async function startSite(secret: string): Promise<Site> {
  const replayGuard = memoryReplayGuard();
  const server = createServer(async (req, res) => {
    await site.held;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.url !== "/api/revalidate/") return void res.writeHead(404).end();
    const body = Buffer.concat(chunks);
    const id = String(req.headers["x-webhook-id"]);
    let changes: unknown;
    try {
      changes = (JSON.parse(body.toString("utf8")) as { changes: unknown }).changes;
    } catch {
      changes = body.toString("utf8");
    }
    const bodyHashed = carriesContentSha256(req.headers, body);
    if (!bodyHashed || site.cdnRefuses) {
      site.deliveries.push({ id, changes, status: 403, bodyHashed });
      res.writeHead(403, { "content-type": "application/json" });
      return void res.end('{"Message":"Forbidden"}');
    }
    if (site.unavailableFor > 0) {
      site.unavailableFor -= 1;
      site.deliveries.push({ id, changes, status: 503, bodyHashed });
      return void res.writeHead(503).end();
    }
    const answer = await handleWebhook(
      { method: req.method ?? "", headers: req.headers, body },
      {
        secret: async () => site.secret,
        purge: () => 0,
        readChangedNodes: async (changes) => changes.map(() => []),
        planInvalidation: async () => ({ paths: [], fallback: null }),
        invalidator: noCdn,
        replayGuard,
        log: quiet,
      },
    );
    site.deliveries.push({ id, changes, status: answer.status, bodyHashed, answer: answer.body });
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const site: Site = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deliveries: [],
    secret,
    unavailableFor: 0,
    held: undefined,
    cdnRefuses: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return site;
}
