// The app shell every page shows (settings, menus, site options), built from one CMS answer.
// The answer comes through the server's CMS cache, which shares it across requests and serves
// the last good one while the CMS is out.
import { decodeHTML } from "entities";
import type { ImageFields } from "../graphql/fragments";
import {
  MENU_ITEMS_PAGE_QUERY,
  SHELL_QUERY,
  type MenuLocation,
  type ShellQueryResult,
} from "../graphql/shell-query";
import type { CategoryWording, PrivacyWording } from "../consent/setup";
import { consentWordingDefaults } from "../i18n/consent-wording";
import { buildMenuTree, withMenuHints, type MenuNode } from "./menus";
import { chromeStrings } from "../i18n/strings";
import { mediaItem } from "../graphql/acf-values";
import { SHELL_TAGS } from "./cache-tags";
import { siteLink } from "./links";
import type { CmsSession } from "./reader";
import { languageCode, type Locale } from "../i18n/locale";

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
  /** The consent banner's wording; null when the CMS names no privacy policy version. */
  privacy: PrivacyWording | null;
}

/** One Image per CMS answer's image, so what is worked out per image (CmsImage) is reused. */
const images = new WeakMap<ImageFields, Image>();

export function toImage(image: ImageFields | null | undefined): Image | null {
  if (!image?.sourceUrl) return null;
  let converted = images.get(image);
  if (!converted) {
    converted = {
      src: image.sourceUrl,
      alt: image.altText ?? "",
      width: image.mediaDetails?.width ?? null,
      height: image.mediaDetails?.height ?? null,
    };
    images.set(image, converted);
  }
  return converted;
}

/** The shell built from each shell answer: cached answers are reused, so the shell is too. */
const shells = new WeakMap<object, Promise<Shell>>();

/**
 * The shell of a page in `locale`, built once per CMS answer (a new one after a reload or
 * purge).
 */
export async function loadShell(cms: CmsSession, locale: Locale): Promise<Shell> {
  const language = languageCode(locale);
  // partial: a failing field (a plugin's options group, say) leaves the rest usable; with no
  // settings at all the answer failed (an outage, whose error says so).
  const { data, error } = await cms.query(
    SHELL_QUERY,
    { language },
    { tags: SHELL_TAGS, partial: true },
  );
  if (!data?.generalSettings?.url) {
    throw error ?? new Error("CMS shell answer has no generalSettings.url");
  }
  // Only complete answers are cached and shared; a partial one is built for this request.
  if (error) return buildShell(cms, data, locale);
  let shell = shells.get(data);
  if (!shell) {
    shell = buildShell(cms, data, locale);
    shells.set(data, shell);
    shell.catch(() => shells.delete(data));
  }
  return shell;
}

async function buildShell(cms: CmsSession, data: ShellQueryResult, locale: Locale): Promise<Shell> {
  const language = languageCode(locale);
  const home = data.generalSettings?.url ?? "";
  const allItems = async (location: MenuLocation, first: ShellQueryResult["primaryMenu"]) => {
    const items = [...(first?.nodes ?? [])];
    let pageInfo = first?.pageInfo;
    while (pageInfo?.hasNextPage && pageInfo.endCursor) {
      const next = await cms.query(
        MENU_ITEMS_PAGE_QUERY,
        { location, language, after: pageInfo.endCursor },
        { tags: SHELL_TAGS },
      );
      items.push(...(next.data?.menuItems?.nodes ?? []));
      pageInfo = next.data?.menuItems?.pageInfo;
    }
    return withMenuHints(buildMenuTree(items, home), chromeStrings(locale).menuHints);
  };
  const options = data.siteOptions;
  return {
    siteName: decodeHTML(data.generalSettings?.title ?? ""),
    siteDescription: decodeHTML(data.generalSettings?.description ?? ""),
    cmsHomeUrl: home,
    timeZone: validTimeZone(data.generalSettings?.timezone ?? null),
    siteIcon: toImage(mediaItem(options?.siteIconOptions?.siteIconImage)),
    headerLogo: toImage(mediaItem(options?.headerOptions?.headerLogoImage)),
    headerNavImage: toImage(mediaItem(options?.headerOptions?.headerNavImage)),
    footerLogo: toImage(mediaItem(options?.footerOptions?.footerLogoImage)),
    socialLinks: (options?.socialIconsOptions?.socialIcons ?? []).flatMap((icon) =>
      icon?.socialIconLinkUrl && icon.socialIconTitle
        ? [
            {
              title: icon.socialIconTitle,
              href: icon.socialIconLinkUrl,
              icon: toImage(mediaItem(icon.socialIconImage)),
            },
          ]
        : [],
    ),
    primaryMenu: await allItems("PRIMARY", data.primaryMenu),
    secondaryMenu: await allItems("SECONDARY", data.secondaryMenu),
    footerMenu: await allItems("FOOTER", data.footerMenu),
    privacy: privacyWording(options?.privacyOptions, home, locale),
  };
}

type PrivacyOptions = NonNullable<NonNullable<ShellQueryResult["siteOptions"]>["privacyOptions"]>;

/** The editors' wording, each field not filled in falling back to the site's own. */
function privacyWording(
  options: PrivacyOptions | null | undefined,
  cmsHomeUrl: string,
  locale: Locale,
): PrivacyWording | null {
  const version = options?.privacyPolicyVersion?.trim();
  if (!options || !version) return null;
  const own = consentWordingDefaults(locale);
  const text = (value: string | null | undefined, fallback: string) => value?.trim() || fallback;
  const category = (
    label: string | null | undefined,
    description: string | null | undefined,
    fallback: CategoryWording,
  ) => ({
    label: text(label, fallback.label),
    description: text(description, fallback.description),
  });
  const policyUrl = options.privacyPolicyUrl
    ? (siteLink(options.privacyPolicyUrl, cmsHomeUrl)?.href ?? null)
    : null;
  return {
    policyVersion: version,
    policyUrl,
    bannerTitle: text(options.consentBannerTitle, own.bannerTitle),
    bannerText: text(options.consentBannerText, own.bannerText),
    gpcText: text(options.consentGpcText, own.gpcText),
    necessary: category(options.necessaryLabel, options.necessaryDescription, own.necessary),
    categories: {
      measurement: category(
        options.measurementLabel,
        options.measurementDescription,
        own.categories.measurement,
      ),
      "session-replay": category(
        options.sessionReplayLabel,
        options.sessionReplayDescription,
        own.categories["session-replay"],
      ),
      "audience-measurement": category(
        options.audienceMeasurementLabel,
        options.audienceMeasurementDescription,
        own.categories["audience-measurement"],
      ),
    },
  };
}

/** Zones already checked: building a formatter to check one costs more than the rest of a shell. */
const checkedTimeZones = new Map<string, string>();

/** WordPress's default zone is UTC; a zone this runtime does not know falls back to it. */
function validTimeZone(timeZone: string | null): string {
  if (!timeZone) return "UTC";
  let valid = checkedTimeZones.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en-CA", { timeZone });
      valid = timeZone;
    } catch {
      valid = "UTC";
    }
    checkedTimeZones.set(timeZone, valid);
  }
  return valid;
}
