// Server-side redirects, checked with plain HTTP requests that do not follow redirects.
import { readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR } from "@corus/content-service/src/paths.ts";
import { expect, test } from "@playwright/test";
import YAML from "yaml";
import { CONTENT_URL } from "./servers.ts";

interface SeedRule {
  origin: string;
  target: string;
  code: number;
  enabled?: boolean;
}

const seedRules = (
  YAML.parse(readFileSync(path.join(CONTENT_DIR, "redirects.yaml"), "utf8")) as SeedRule[]
).filter((rule) => rule.enabled !== false);

test.describe("legacy URLs in the seed content", () => {
  for (const rule of seedRules) {
    test(`${rule.origin} answers ${rule.code} to ${rule.target}`, async ({ request }) => {
      const response = await request.get(rule.origin, { maxRedirects: 0 });
      expect(response.status()).toBe(rule.code);
      expect(response.headers().location).toBe(rule.target);
    });
  }
});

// Through CloudFront the redirect handler and the site see the query strings the origin request
// policy forwards, those pages read (stacks/server-cache.ts): a campaign's utm_* stay at
// CloudFront, which keeps them out of every cached page (docs/cms-and-caching.md).
test("a redirect keeps the query strings pages read, not a campaign's", async ({ request }) => {
  const rule = seedRules.find((r) => r.target.startsWith("/"))!;
  const response = await request.get(`${rule.origin}?page=2&utm_source=newsletter`, {
    maxRedirects: 0,
  });
  expect(response.headers().location).toBe(`${rule.target}?page=2`);
});

test("a client-side navigation to a legacy URL lands on its target", async ({ page }) => {
  const rule = seedRules.find((r) => r.target === "/sustainability/industry/")!;
  await page.goto("/");
  // Next's router fetches the page's data; the redirect arrives in that answer.
  await page.evaluate((origin) => {
    const { router } = (window as unknown as { next: { router: { push(url: string): void } } })
      .next;
    router.push(origin);
  }, rule.origin);
  await expect(page).toHaveURL(/\/sustainability\/industry\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Industry");
});

// The origin's lookup (the edge passes page data on): a French legacy URL, asked from a French
// page, lands on its French target.
test("a client-side navigation to a French legacy URL lands on its French target", async ({
  page,
}) => {
  const rule = seedRules.find((r) => r.origin === "/fr/nouvelles/")!;
  await page.goto("/fr/");
  await page.evaluate((origin) => {
    const { router } = (window as unknown as { next: { router: { push(url: string): void } } })
      .next;
    router.push(origin);
  }, rule.origin);
  await expect(page).toHaveURL(new RegExp(`${rule.target}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Communiqués");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
});

test("a page without a record renders normally", async ({ request }) => {
  const response = await request.get("/about-corus/", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers().location).toBeUndefined();
});

test.describe("unsafe records from the CMS are ignored", () => {
  const unsafe = [
    { origin: "/fixture-bad-code/", target: "/about-corus/", code: 200 },
    { origin: "/fixture-not-modified/", target: "/about-corus/", code: 304 },
    { origin: "/fixture-javascript/", target: "javascript:alert(document.domain)", code: 302 },
    { origin: "/fixture-data/", target: "data:text/html,<script>alert(1)</script>", code: 302 },
    { origin: "/fixture-crlf/", target: "/about-corus/\r\nSet-Cookie: pwned=1", code: 301 },
    { origin: "/fixture-protocol-relative/", target: "//evil.example/", code: 301 },
    { origin: "/fixture-self/", target: "/fixture-self/", code: 301 },
  ];

  test.beforeAll(async () => {
    const response = await fetch(`${CONTENT_URL}/__test/redirects`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ records: unsafe }),
    });
    expect(response.ok).toBe(true);
  });

  for (const record of unsafe) {
    test(`${record.origin} renders instead of redirecting`, async ({ request }) => {
      // The CMS does answer the record...
      const lookup = await fetch(`${CONTENT_URL}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: "query ($url: String!) { redirection(url: $url) { target code } }",
          variables: { url: record.origin },
        }),
      });
      const answer = (await lookup.json()) as { data: { redirection: { code: number } | null } };
      expect(answer.data.redirection?.code).toBe(record.code);
      // ...and the site renders the URL (no page there: its 404) without a Location.
      const response = await request.get(record.origin, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers().location).toBeUndefined();
      expect(response.headers()["set-cookie"] ?? "").not.toContain("pwned");
    });
  }
});
