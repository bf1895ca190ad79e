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
  const { data } = await client.query({ query: SHELL_QUERY, fetchPolicy: "no-cache" });
  if (!data?.generalSettings?.url) throw new Error("CMS shell answer has no generalSettings.url");
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

export interface ShellCacheOptions {
  ttlMs: number;
  now?: () => number;
}

/** A one-entry cache with a time to live, one load at a time, and the last good value kept. */
export function createShellCache({ ttlMs, now = Date.now }: ShellCacheOptions) {
  let value: Shell | undefined;
  let expiresAt = 0;
  let loading: Promise<Shell> | undefined;

  return async function getShell(load: () => Promise<Shell>): Promise<Shell> {
    if (value && now() < expiresAt) return value;
    loading ??= load()
      .then((fresh) => {
        value = fresh;
        expiresAt = now() + ttlMs;
        return fresh;
      })
      .finally(() => {
        loading = undefined;
      });
    try {
      return await loading;
    } catch (error) {
      if (value) {
        console.error("shell: CMS failed, serving the last good shell:", errorMessage(error));
        return value;
      }
      throw error;
    }
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
