// WordPress's Preview button, played by the stand-in: GET /wp-admin/preview?p=<databaseId>
// answers 302 to the site's preview URL with a fresh signed token, as the plugin does when an
// editor's Preview request reaches WordPress (a template_redirect on is_preview(),
// packages/wordpress-plugin/corus-site/preview-link.php). Without `p`, a list of what can be
// previewed: drafts and published pages and posts with pending changes.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { PREVIEW_TOKEN_MAX_SECONDS, signPreviewToken } from "@corus/site-rules/preview-token";
import type { ContentStore } from "../content/records.ts";
import { escapeHtml } from "../graphql/html.ts";

export const PREVIEW_BUTTON_PATH = "/wp-admin/preview";

export interface PreviewSettings {
  /** The site's preview endpoint, e.g. http://127.0.0.1:3000/api/preview/ */
  url: string;
  secret: string;
}

export function previewButton(settings: PreviewSettings | undefined, store: () => ContentStore) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const text = (status: number, body: string) =>
      res
        .writeHead(status, { "content-type": "text/plain", "cache-control": "no-store" })
        .end(body);
    if (req.method !== "GET") return text(405, "Use GET\n");
    if (!settings) {
      return text(
        503,
        "Preview is not set up: set CONTENT_SERVICE_PREVIEW_URL and CONTENT_SERVICE_PREVIEW_SECRET (npm start does)\n",
      );
    }
    const { index, editorial } = store();
    const p = new URL(req.url ?? "/", "http://stand-in").searchParams.get("p");
    if (p === null) return listPreviews(res, store());
    const databaseId = /^\d{1,12}$/.test(p) ? Number(p) : null;
    const record =
      databaseId === null
        ? undefined
        : (editorial.drafts.get(databaseId) ?? index.contentById.get(databaseId));
    if (!record || record.kind === "media") return text(404, `No page or post ${p}\n`);
    // Good for as long as the site allows, and once (a fresh nonce), as the plugin signs it.
    const token = signPreviewToken(
      settings.secret,
      { databaseId: record.databaseId, postType: record.kind },
      Math.floor(Date.now() / 1000) + PREVIEW_TOKEN_MAX_SECONDS,
      randomBytes(16).toString("hex"),
    );
    const location = new URL(settings.url);
    location.searchParams.set("token", token);
    res.writeHead(302, { location: location.toString(), "cache-control": "no-store" }).end();
  };
}

function listPreviews(res: ServerResponse, { editorial }: ContentStore) {
  const item = (id: number, title: string, what: string) =>
    `<li><a href="${PREVIEW_BUTTON_PATH}?p=${id}">${escapeHtml(title)}</a> (${what})</li>`;
  const items = [
    ...[...editorial.drafts.values()].map((r) =>
      item(r.databaseId, r.title, `${r.status} ${r.kind}`),
    ),
    // A revision is a row of its own; the Preview button is pressed on the post it changes.
    ...[...editorial.revisions.entries()].map(([changed, r]) =>
      item(changed, r.title, `${r.kind} with pending changes`),
    ),
  ];
  res
    .writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
    .end(
      `<!doctype html><html lang="en"><head><title>Preview</title></head><body><main><h1>Preview</h1>` +
        `<p>What an editor can preview on the site (each link stands in for WordPress's Preview button):</p>` +
        `<ul>${items.join("")}</ul></main></body></html>\n`,
    );
}
