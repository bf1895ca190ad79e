// JSON-LD (schema.org) for search engines: what the site says about itself and each page,
// built from CMS data on the server. URLs are absolute, on the site's own origin for pages.

export type JsonLd = Record<string, unknown> & {
  "@context": "https://schema.org";
  "@type": string;
};

export interface OrganizationFacts {
  name: string;
  /** The site's public origin. */
  siteUrl: string;
  logoUrl: string | null;
  /** Profiles elsewhere (the CMS's social links). */
  sameAs: string[];
}

export function organization({ name, siteUrl, logoUrl, sameAs }: OrganizationFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name,
    url: `${siteUrl}/`,
    ...(logoUrl ? { logo: logoUrl } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export interface ArticleFacts {
  headline: string;
  url: string;
  /** ISO 8601 instants (the CMS's GMT dates). */
  datePublished: string | null;
  dateModified: string | null;
  imageUrl: string | null;
  siteUrl: string;
  publisherName: string;
  publisherLogoUrl: string | null;
  /** The article's language, as BCP 47 ("fr-CA"). */
  inLanguage: string;
}

export function newsArticle(facts: ArticleFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: facts.headline,
    url: facts.url,
    mainEntityOfPage: facts.url,
    inLanguage: facts.inLanguage,
    ...(facts.datePublished ? { datePublished: facts.datePublished } : {}),
    ...(facts.dateModified ? { dateModified: facts.dateModified } : {}),
    ...(facts.imageUrl ? { image: [facts.imageUrl] } : {}),
    publisher: {
      "@type": "Organization",
      "@id": `${facts.siteUrl}/#organization`,
      name: facts.publisherName,
      ...(facts.publisherLogoUrl ? { logo: facts.publisherLogoUrl } : {}),
    },
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbList(trail: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * The text of a <script type="application/ld+json">: JSON with "<" escaped, so no CMS text
 * (a title holding "</script>") can end the element early.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
