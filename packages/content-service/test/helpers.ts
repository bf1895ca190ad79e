// Starts a real content service on a free port and queries it over HTTP, as the site does; and
// plays the site's webhook for tests of what the service sends it.
import { cp, mkdtemp } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { verifyDelivery } from "@corus/site-rules/webhook-signature";
import { CONTENT_DIR } from "../src/paths.ts";
import { startContentService, type ContentService } from "../src/server.ts";

export interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export async function startService(contentDir?: string): Promise<ContentService> {
  return startContentService({ port: 0, host: "127.0.0.1", contentDir });
}

export async function graphql<T>(
  service: ContentService,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(service.graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

/** A writable copy of the seed content, for tests that break or extend it. */
export async function copyOfSeedContent(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "content-"));
  await cp(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

export interface WebhookReceiver {
  /** The site's webhook URL, as the service is told to deliver to it. */
  url: string;
  /** Every delivery, in order: whether its signature verified with the secret, and its body. */
  deliveries: { verified: boolean; body: unknown }[];
  close(): void;
}

/** Plays the site's publish webhook: takes deliveries, checks their signature with `secret`. */
export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const deliveries: WebhookReceiver["deliveries"] = [];
  const receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const verified = verifyDelivery(secret, req.headers, body, Date.now()).ok;
    deliveries.push({ verified, body: JSON.parse(body.toString()) });
    res.writeHead(verified ? 200 : 401).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/revalidate/`,
    deliveries,
    close: () => receiver.close(),
  };
}
