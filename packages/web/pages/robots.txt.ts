// /robots.txt: allows crawling and names the sitemap, or turns every crawler away on stage and
// preview deployments (SITE_ROBOTS=noindex).
import type { GetServerSideProps } from "next";
import { cacheControlFor } from "@/lib/http/cache-control";
import { siteSettings } from "@/lib/settings";
import { robotsTxt } from "@/lib/sitemap/robots";

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const { indexable, sitemapBaseUrl } = siteSettings();
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", cacheControlFor("ok"));
  res.end(robotsTxt({ indexable, baseUrl: sitemapBaseUrl }));
  return { props: {} };
};

/** Never rendered: getServerSideProps has answered with the text. */
export default function Robots() {
  return null;
}
