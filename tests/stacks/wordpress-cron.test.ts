// The stack's minute-by-minute call to WordPress's cron, against a real HTTP server standing
// in for wp-cron.php: one POST, and a failure said (the next minute's run tries again).
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handler, runWordPressCron } from "../../stacks/functions/wordpress-cron.ts";

const seen: IncomingMessage[] = [];
let status = 200;
const server = createServer((req, res) => {
  seen.push(req);
  res.writeHead(status, { "content-type": "text/html" }).end("");
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wp-cron.php`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the WordPress cron function", () => {
  it("posts to wp-cron.php once, as WordPress's own spawn_cron() does", async () => {
    vi.stubEnv("WORDPRESS_CRON_URL", url);
    const run = await handler();
    expect(run).toMatchObject({ url, status: 200 });
    expect(seen.map((req) => [req.method, req.url])).toEqual([["POST", "/wp-cron.php"]]);
    vi.unstubAllEnvs();
  });

  it("fails loudly when WordPress does not run it", async () => {
    status = 503;
    await expect(runWordPressCron(url)).rejects.toThrow(
      `WordPress's cron at ${url} answered HTTP 503`,
    );
    status = 200;
  });

  it("names the setting it lacks", async () => {
    vi.stubEnv("WORDPRESS_CRON_URL", "");
    await expect(handler()).rejects.toThrow("WORDPRESS_CRON_URL must be set");
    vi.unstubAllEnvs();
  });
});
