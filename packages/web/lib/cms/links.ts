// Where a URL from the CMS leads on this site. WordPress writes internal links absolute on
// its own home (menu items, ACF link fields): those become site paths, as relative URLs do;
// other origins stay absolute and are marked external. Other schemes than these are refused.

export interface SiteLink {
  /** A site path for internal links, the absolute URL for external ones. */
  href: string;
  external: boolean;
}

const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);

/** The link, or null for a URL that is malformed or of a scheme a visitor should not follow. */
export function siteLink(raw: string, cmsHomeUrl: string): SiteLink | null {
  const homeOrigin = new URL(cmsHomeUrl).origin;
  if (!URL.canParse(raw, homeOrigin)) return null;
  const url = new URL(raw, homeOrigin);
  if (!LINK_PROTOCOLS.has(url.protocol)) return null;
  const external = url.origin !== homeOrigin;
  return {
    href: external ? url.toString() : `${url.pathname}${url.search}${url.hash}`,
    external,
  };
}
