// robots.txt: an indexable site points crawlers at its sitemap; a stage or preview deployment
// turns every crawler away.
import { sitemapUrl } from "./urls";

export function robotsTxt({ indexable, baseUrl }: { indexable: boolean; baseUrl: string }): string {
  if (!indexable) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl(baseUrl)}\n`;
}
