// No answer of the site sends a visitor off-site, however a path is spelled. A corpus of path
// tricks (dot segments that resolve to "//host", encoded dots and slashes, backslashes) against
// every route that writes a Location: the preview banner's exit, the CMS's redirect records,
// Next's trailing-slash redirects of pages and page data, and the API routes' own.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { CONTENT_URL, SITE_URL } from "./servers.ts";

const TRICKS = [
  "//evil.example/",
  "///evil.example/",
  "/.//evil.example/",
  "/%2e//evil.example/",
  "/%2E%2E//evil.example/",
  "/a/..//evil.example/",
  "/a/%2e%2e//evil.example/",
  "/././/evil.example/",
  "/\\evil.example/",
  "/%5Cevil.example/",
  "/%2F%2Fevil.example/",
  "/%09/evil.example/",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
];

/** Where a browser goes with the answer's Location, if it has one: must be this site. */
async function expectOnSite(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  const location = response.headers().location;
  if (location === undefined) return;
  const followed = new URL(location, url);
  expect(followed.origin, `${url} -> ${location}`).toBe(new URL(SITE_URL).origin);
}

test("the preview banner's exit returns only to paths on this site", async ({ request }) => {
  for (const trick of TRICKS) {
    await expectOnSite(request, `${SITE_URL}/api/exit-preview/?to=${encodeURIComponent(trick)}`);
    // Sent raw too, as a crafted link would be.
    await expectOnSite(request, `${SITE_URL}/api/exit-preview/?to=${trick}`);
  }
});

test("paths shaped as tricks are redirected, if at all, on this site", async ({ request }) => {
  for (const trick of TRICKS.filter((candidate) => candidate.startsWith("/"))) {
    for (const prefix of ["", "/_next/data/build-id", "/api"]) {
      await expectOnSite(request, `${SITE_URL}${prefix}${trick.replace(/\/$/, "")}`);
    }
  }
});

test.describe("the CMS's redirect records", () => {
  const records = TRICKS.map((target, index) => ({
    origin: `/fixture-trick-${index}/`,
    target,
    code: 301,
  }));

  test.beforeAll(async () => {
    const response = await fetch(`${CONTENT_URL}/__test/redirects`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ records }),
    });
    expect(response.ok).toBe(true);
  });

  test("never send a visitor off-site, whatever their target's spelling", async ({ request }) => {
    for (const record of records) {
      const response = await request.get(`${SITE_URL}${record.origin}`, { maxRedirects: 0 });
      const location = response.headers().location;
      if (/^https?:\/\/evil/.test(record.target)) {
        // An absolute target to another host is the CMS's to choose (a record may send a
        // visitor to a partner site on purpose); every other spelling stays here.
        continue;
      }
      if (location !== undefined) {
        expect(new URL(location, SITE_URL).origin, `${record.target} -> ${location}`).toBe(
          new URL(SITE_URL).origin,
        );
      }
    }
  });
});
