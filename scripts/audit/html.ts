// html-validate on every route of the sitemap (and every audited page), as the server sends
// it, with the documented configuration in html-validate.config.ts.
import { HtmlValidate } from "html-validate";
import { htmlValidateConfig } from "./html-validate.config.ts";

export interface HtmlResult {
  path: string;
  status: number;
  /** `line:column rule: message`, errors only. */
  errors: string[];
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap(([, loc]) => (loc ? [loc] : []));

/** Every page path the sitemap lists, following a sitemap index to its parts. */
export async function sitemapPaths(siteUrl: string): Promise<string[]> {
  const read = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  };
  const root = await read(new URL("/sitemap.xml", siteUrl).toString());
  const pages = root.includes("<sitemapindex")
    ? (await Promise.all(locs(root).map(read))).flatMap(locs)
    : locs(root);
  return pages.map((loc) => {
    const url = new URL(loc);
    return url.pathname + url.search;
  });
}

export interface RouteToValidate {
  path: string;
  /** 200 for a sitemap route; an answer with another status is an error too. */
  expectedStatus: number;
}

export async function validatePages(
  routes: RouteToValidate[],
  siteUrl: string,
): Promise<HtmlResult[]> {
  const validator = new HtmlValidate(htmlValidateConfig);
  const results: HtmlResult[] = [];
  for (const { path, expectedStatus } of routes) {
    const response = await fetch(new URL(path, siteUrl), { redirect: "manual" });
    const html = await response.text();
    const report = await validator.validateString(html, path);
    const errors = report.results.flatMap((result) =>
      result.messages
        .filter((message) => message.severity === 2)
        .map(
          (message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        ),
    );
    if (response.status !== expectedStatus) {
      errors.unshift(`status ${response.status}, expected ${expectedStatus}`);
    }
    results.push({ path, status: response.status, errors });
  }
  return results;
}
