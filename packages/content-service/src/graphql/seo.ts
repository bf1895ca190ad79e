// The Yoast SEO fields for a page or post, derived the way Yoast fills them by default.
import type { ContentStore, PageRecord, PostRecord } from "../content/store.ts";

export function seoFor(record: PageRecord | PostRecord, store: ContentStore) {
  const siteName = store.generalSettings.title;
  const link = `${store.homeUrl}${record.uri}`;
  const title = record.seo.title ?? `${record.title} | ${siteName}`;
  const description = record.seo.metaDesc ?? record.excerpt;
  return {
    title,
    metaDesc: description,
    canonical: link,
    metaRobotsNoindex: record.seo.noindex ? "noindex" : "index",
    metaRobotsNofollow: "follow",
    opengraphTitle: title,
    opengraphDescription: description,
    opengraphType: record.kind === "post" ? "article" : "website",
    opengraphUrl: link,
    opengraphSiteName: siteName,
    opengraphImage: record.featuredImage,
    twitterTitle: title,
    twitterDescription: description,
    twitterImage: record.featuredImage,
    breadcrumbs: breadcrumbsFor(record, store),
    schema: {
      raw: JSON.stringify({
        "@context": "https://schema.org",
        "@type": record.kind === "post" ? "NewsArticle" : "WebPage",
        name: record.title,
        url: link,
        datePublished: record.date,
        dateModified: record.modified,
        publisher: { "@type": "Organization", name: siteName },
      }),
    },
  };
}

function breadcrumbsFor(record: PageRecord | PostRecord, store: ContentStore) {
  const trail: { text: string; url: string }[] = [];
  let uri = record.uri;
  while (uri !== "/") {
    const node = store.byUri.get(uri);
    if (node && node.kind !== "category") {
      trail.unshift({ text: node.title, url: `${store.homeUrl}${node.uri}` });
    }
    uri = uri.replace(/[^/]+\/$/, "");
  }
  trail.unshift({ text: "Home", url: `${store.homeUrl}/` });
  return trail;
}
