// Yoast SEO's fields (WPGraphQL Yoast SEO), derived the way Yoast fills them by default: per
// content node, per category, and the site-wide settings of the root `seo` field.
import type { CategoryRecord, ContentRecord, ContentStore } from "../content/records.ts";
import { languageNamed, uriIn } from "../content/languages.ts";
import { siteTimeToGmt } from "../content/site-time.ts";

/** Yoast's reading time: minutes at 200 words a minute, at least one. */
const WORDS_PER_MINUTE = 200;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const isoGmt = (siteTime: string, timeZone: string) => `${siteTimeToGmt(siteTime, timeZone)}+00:00`;

function fullHead(tags: {
  title: string;
  meta: [string, string, string | null][];
  canonical: string;
}) {
  const meta = tags.meta.flatMap(([attribute, name, value]) =>
    value ? [`<meta ${attribute}="${name}" content="${escapeAttribute(value)}" />`] : [],
  );
  return [
    `<title>${escapeAttribute(tags.title)}</title>`,
    `<link rel="canonical" href="${escapeAttribute(tags.canonical)}" />`,
    ...meta,
  ].join("\n");
}

export function seoFor(record: ContentRecord, store: ContentStore) {
  const siteName = store.generalSettings.title;
  const timeZone = store.generalSettings.timezone;
  const link = `${store.homeUrl}${record.uri}`;
  const title = record.seo.title ?? `${record.title} | ${siteName}`;
  const description = record.seo.metaDesc ?? record.excerpt;
  const image = record.kind === "media" ? record : record.featuredImage;
  const publishedTime = record.kind === "post" ? isoGmt(record.date, timeZone) : null;
  const modifiedTime = isoGmt(record.modified, timeZone);
  const robots = record.seo.noindex ? "noindex" : "index";
  const words = record.content
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return {
    title,
    metaDesc: description,
    metaKeywords: null,
    focuskw: null,
    cornerstone: false,
    canonical: link,
    metaRobotsNoindex: robots,
    metaRobotsNofollow: "follow",
    opengraphTitle: title,
    opengraphDescription: description,
    // WPGraphQL Yoast SEO reads each node as a post, the front page too: always an article.
    opengraphType: "article",
    opengraphUrl: link,
    opengraphSiteName: siteName,
    opengraphImage: image,
    opengraphPublishedTime: publishedTime,
    opengraphModifiedTime: modifiedTime,
    // Yoast links an author's and the publisher's Facebook profiles; the seed has none.
    opengraphAuthor: null,
    opengraphPublisher: store.seo.social.facebook,
    twitterTitle: title,
    twitterDescription: description,
    twitterImage: image,
    readingTime: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
    breadcrumbs: breadcrumbsFor(record, store),
    schema: {
      articleType: record.kind === "post" ? ["NewsArticle"] : [],
      pageType: ["WebPage"],
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
    fullHead: fullHead({
      title,
      canonical: link,
      meta: [
        ["name", "description", description],
        ["name", "robots", `${robots}, follow`],
        ["property", "og:type", "article"],
        ["property", "og:title", title],
        ["property", "og:description", description],
        ["property", "og:url", link],
        ["property", "og:site_name", siteName],
        ["property", "article:published_time", publishedTime],
        ["property", "article:modified_time", modifiedTime],
        ["property", "og:image", image?.sourceUrl ?? null],
        ["name", "twitter:card", "summary_large_image"],
      ],
    }),
  };
}

export function taxonomySeoFor(category: CategoryRecord, store: ContentStore) {
  const siteName = store.generalSettings.title;
  const link = `${store.homeUrl}${category.uri}`;
  const title = `${category.name} Archives | ${siteName}`;
  const description = category.description;
  return {
    title,
    metaDesc: description,
    metaKeywords: null,
    focuskw: null,
    cornerstone: false,
    canonical: link,
    metaRobotsNoindex: "index",
    metaRobotsNofollow: "follow",
    opengraphTitle: title,
    opengraphDescription: description,
    opengraphType: "article",
    opengraphUrl: link,
    opengraphSiteName: siteName,
    opengraphImage: null,
    opengraphPublishedTime: null,
    opengraphModifiedTime: null,
    opengraphAuthor: null,
    opengraphPublisher: store.seo.social.facebook,
    twitterTitle: title,
    twitterDescription: description,
    twitterImage: null,
    breadcrumbs: [
      { text: "Home", url: `${store.homeUrl}/` },
      { text: category.name, url: link },
    ],
    schema: {
      raw: JSON.stringify({
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: category.name,
        url: link,
      }),
    },
    fullHead: fullHead({
      title,
      canonical: link,
      meta: [
        ["name", "description", description || null],
        ["name", "robots", "index, follow"],
        ["property", "og:title", title],
        ["property", "og:url", link],
        ["property", "og:site_name", siteName],
      ],
    }),
  };
}

/** The root `seo` field: Yoast's site-wide settings. */
export function siteSeo(store: ContentStore) {
  const { seo, generalSettings } = store;
  const frontPage = store.byUri.get("/");
  const url = (value: string | null) => ({ url: value });
  return {
    breadcrumbs: {
      enabled: true,
      separator: "»",
      homeText: "Home",
      prefix: "",
      archivePrefix: "Archives for",
      searchPrefix: "You searched for",
      notFoundText: "Error 404: Page not found",
      boldLast: false,
      showBlogPage: false,
    },
    openGraph: {
      defaultImage: seo.defaultImage,
      frontPage: {
        title: frontPage && "title" in frontPage ? frontPage.title : generalSettings.title,
        description: generalSettings.description,
        image: seo.defaultImage,
      },
    },
    schema: {
      companyName: seo.companyName,
      companyLogo: seo.companyLogo,
      companyOrPerson: "company",
      logo: seo.companyLogo,
      personName: null,
      personLogo: null,
      homeUrl: `${store.homeUrl}/`,
      siteUrl: `${store.homeUrl}/`,
      siteName: generalSettings.title,
      wordpressSiteName: generalSettings.title,
      inLanguage: generalSettings.language,
    },
    social: {
      facebook: { url: seo.social.facebook, defaultImage: seo.defaultImage },
      instagram: url(seo.social.instagram),
      linkedIn: url(seo.social.linkedIn),
      mySpace: url(null),
      pinterest: { url: null, metaTag: null },
      twitter: { username: seo.social.twitterUsername, cardType: "summary_large_image" },
      wikipedia: url(null),
      youTube: url(seo.social.youTube),
      otherSocials: [seo.social.linkedIn, seo.social.instagram, seo.social.youTube].filter(
        (value): value is string => value !== null,
      ),
    },
    webmaster: { baiduVerify: null, googleVerify: null, msVerify: null, yandexVerify: null },
  };
}

/** The trail to a node, from its language's home (Polylang's home_url: /fr/ for French). */
function breadcrumbsFor(record: ContentRecord, store: ContentStore) {
  const trail: { text: string; url: string }[] = [];
  const home = "language" in record ? uriIn(languageNamed(record.language), "/") : "/";
  // A revision's URI is its page's preview link ("/about-corus/our-values/?preview=true"), an
  // unpublished post's "/?p=1044": the trail follows the path alone.
  let path = new URL(record.uri, "http://localhost").pathname.replace(/([^/])$/, "$1/");
  while (path !== home && path !== "/") {
    const node = store.byUri.get(path);
    if (node && (node.kind === "page" || node.kind === "post" || node.kind === "media")) {
      trail.unshift({ text: node.title, url: `${store.homeUrl}${node.uri}` });
    }
    path = path.replace(/[^/]+\/$/, "");
  }
  trail.unshift({ text: "Home", url: `${store.homeUrl}${home}` });
  return trail;
}
