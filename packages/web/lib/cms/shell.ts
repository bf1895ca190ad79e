// Loads the app shell (settings, menus, site options) and shares it across requests for a
// short time; when the CMS fails, the last good shell is served rather than an error.
import type { ApolloClient } from "@apollo/client";
import { decodeHTML } from "entities";
import type { ImageFields } from "../graphql/fragments";
import { MENU_ITEMS_PAGE_QUERY, SHELL_QUERY, type MenuLocation } from "../graphql/shell-query";
import { buildMenuTree, type MenuNode } from "../menus";

export interface Image {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface SocialLink {
  title: string;
  href: string;
  icon: Image | null;
}

export interface Shell {
  siteName: string;
  siteDescription: string;
  /** WordPress's home URL: links on it are links within this site. */
  cmsHomeUrl: string;
  /** The CMS's time zone (IANA name): its dates and times are wall-clock times there. */
  timeZone: string;
  /** The square icon for favicons and home-screen icons. */
  siteIcon: Image | null;
  headerLogo: Image | null;
  headerNavImage: Image | null;
  footerLogo: Image | null;
  socialLinks: SocialLink[];
  primaryMenu: MenuNode[];
  secondaryMenu: MenuNode[];
  footerMenu: MenuNode[];
}

export function toImage(image: ImageFields | null | undefined): Image | null {
  if (!image?.sourceUrl) return null;
  return {
    src: image.sourceUrl,
    alt: image.altText ?? "",
    width: image.mediaDetails?.width ?? null,
    height: image.mediaDetails?.height ?? null,
  };
}

export async function fetchShell(client: ApolloClient): Promise<Shell> {
  // no-cache: the shell has its own server-wide cache; it stays out of page state.
  // errorPolicy all: a failing field (a plugin's options group, say) leaves the rest usable;
  // with no settings at all the answer failed (an outage, whose error says so).
  const { data, error } = await client.query({
    query: SHELL_QUERY,
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  if (!data?.generalSettings?.url) {
    throw error ?? new Error("CMS shell answer has no generalSettings.url");
  }
  const home = data.generalSettings.url;

  const allItems = async (location: MenuLocation, first: typeof data.primaryMenu) => {
    const items = [...(first?.nodes ?? [])];
    let pageInfo = first?.pageInfo;
    while (pageInfo?.hasNextPage && pageInfo.endCursor) {
      const next = await client.query({
        query: MENU_ITEMS_PAGE_QUERY,
        variables: { location, after: pageInfo.endCursor },
        fetchPolicy: "no-cache",
      });
      items.push(...(next.data?.menuItems?.nodes ?? []));
      pageInfo = next.data?.menuItems?.pageInfo;
    }
    return buildMenuTree(items, home);
  };

  const options = data.siteOptions;
  return {
    siteName: decodeHTML(data.generalSettings.title ?? ""),
    siteDescription: decodeHTML(data.generalSettings.description ?? ""),
    cmsHomeUrl: home,
    timeZone: validTimeZone(data.generalSettings.timezone),
    siteIcon: toImage(options?.siteIconOptions?.siteIconImage),
    headerLogo: toImage(options?.headerOptions?.headerLogoImage),
    headerNavImage: toImage(options?.headerOptions?.headerNavImage),
    footerLogo: toImage(options?.footerOptions?.footerLogoImage),
    socialLinks: (options?.socialIconsOptions?.socialIcons ?? []).flatMap((icon) =>
      icon?.socialIconLinkUrl && icon.socialIconTitle
        ? [
            {
              title: icon.socialIconTitle,
              href: icon.socialIconLinkUrl,
              icon: toImage(icon.socialIconImage),
            },
          ]
        : [],
    ),
    primaryMenu: await allItems("PRIMARY", data.primaryMenu),
    secondaryMenu: await allItems("SECONDARY", data.secondaryMenu),
    footerMenu: await allItems("FOOTER", data.footerMenu),
  };
}

/** WordPress's default zone is UTC; a zone this runtime does not know falls back to it. */
function validTimeZone(timeZone: string | null): string {
  if (!timeZone) return "UTC";
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

export interface ShellCacheOptions {
  ttlMs: number;
  /** After a failed reload, how long the last good shell is served before trying again. */
  retryAfterFailureMs?: number;
  now?: () => number;
}

/**
 * A one-entry cache: fresh for its time to live, then served stale while one reload runs in
 * the background; a failed reload keeps the last good shell and waits before trying again,
 * so an outage costs visitors neither waiting nor errors once a shell has been loaded.
 */
export function createShellCache({
  ttlMs,
  retryAfterFailureMs = 10_000,
  now = Date.now,
}: ShellCacheOptions) {
  let value: Shell | undefined;
  let freshUntil = 0;
  let loading: Promise<Shell> | undefined;

  const reload = (load: () => Promise<Shell>) => {
    loading ??= load()
      .then(
        (fresh) => {
          value = fresh;
          freshUntil = now() + ttlMs;
          return fresh;
        },
        (error: unknown) => {
          if (!value) throw error;
          console.error("shell: CMS failed, serving the last good shell:", errorMessage(error));
          freshUntil = now() + retryAfterFailureMs;
          return value;
        },
      )
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  return async function getShell(load: () => Promise<Shell>): Promise<Shell> {
    if (value && now() < freshUntil) return value;
    if (value) {
      void reload(load);
      return value;
    }
    return reload(load);
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
