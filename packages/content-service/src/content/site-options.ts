// The ACF options page "Site Options" (site.yaml's `siteOptions`), in each language: ACF
// Options For Polylang keeps a set of values per language, and a field a translation leaves
// empty answers the default language's value (a repeater's rows field by field, as ACF loads
// each row's sub-fields under its own name). A translation's site.yaml holds only what it says
// differently: the words.
import { z } from "zod";
import type { MediaLibrary } from "./checks.ts";
import { uploadPath } from "./fields.ts";
import { ContentError } from "./read.ts";
import {
  PRIVACY_OPTION_FIELDS,
  type PrivacyOptionField,
  type SiteOptionsRecord,
} from "./records.ts";

const socialIconSchema = z
  .object({
    socialIconTitle: z.string().min(1),
    socialIconLinkUrl: z.url({ protocol: /^https$/ }),
    socialIconImage: uploadPath.optional(),
  })
  .strict();

const groups = {
  // Image fields are optional, as in ACF: one not set is null.
  headerOptions: z
    .object({ headerLogoImage: uploadPath.optional(), headerNavImage: uploadPath.optional() })
    .strict(),
  footerOptions: z.object({ footerLogoImage: uploadPath.optional() }).strict(),
  socialIconsOptions: z.object({ socialIcons: z.array(socialIconSchema) }).strict(),
  globalFormOptions: z.object({ advertiseFormId: z.string() }).strict(),
  siteIconOptions: z.object({ siteIconImage: uploadPath.optional() }).strict(),
  privacyOptions: z
    .object(
      Object.fromEntries(
        PRIVACY_OPTION_FIELDS.map((field) => [field, z.string().min(1).optional()]),
      ) as Record<PrivacyOptionField, z.ZodOptional<z.ZodString>>,
    )
    .strict(),
};

/** The default language's options: every group, with every field ACF requires. */
export const siteOptionsSchema = z
  .object({
    ...groups,
    siteIconOptions: groups.siteIconOptions.default({}),
    privacyOptions: groups.privacyOptions.default({}),
  })
  .strict();

/** A translation's options: any field of any group, the rest the default language's. */
export const translatedSiteOptionsSchema = z
  .object({
    headerOptions: groups.headerOptions.optional(),
    footerOptions: groups.footerOptions.optional(),
    socialIconsOptions: z.object({ socialIcons: z.array(socialIconSchema.partial()) }).optional(),
    globalFormOptions: groups.globalFormOptions.partial().optional(),
    siteIconOptions: groups.siteIconOptions.optional(),
    privacyOptions: groups.privacyOptions.optional(),
  })
  .strict();

export type SiteOptionsInput = z.infer<typeof siteOptionsSchema>;
export type TranslatedSiteOptionsInput = z.infer<typeof translatedSiteOptionsSchema>;

/** A group's fields given a value: ACF's "empty" (unset, or an empty text) falls back. */
const given = <T extends object>(group: T | undefined): Partial<T> =>
  Object.fromEntries(
    Object.entries(group ?? {}).filter(([, value]) => value !== undefined && value !== ""),
  ) as Partial<T>;

/**
 * A translation's options with the default language's where it leaves a field empty. A
 * repeater with rows of its own keeps its own rows, each sub-field left empty the default's
 * row's; a row past the default's needs its own title and link.
 */
export function withDefaultOptions(
  own: TranslatedSiteOptionsInput,
  defaults: SiteOptionsInput,
  siteFile: string,
): SiteOptionsInput {
  const ownIcons = own.socialIconsOptions?.socialIcons ?? [];
  const socialIcons = ownIcons.length
    ? ownIcons.map((icon, index) => {
        const row = { ...defaults.socialIconsOptions.socialIcons[index], ...given(icon) };
        if (row.socialIconTitle === undefined || row.socialIconLinkUrl === undefined) {
          throw new ContentError(
            siteFile,
            `siteOptions.socialIconsOptions.socialIcons[${index}]`,
            "the default language's options have no such row: it needs its socialIconTitle and socialIconLinkUrl",
          );
        }
        return {
          ...row,
          socialIconTitle: row.socialIconTitle,
          socialIconLinkUrl: row.socialIconLinkUrl,
        };
      })
    : defaults.socialIconsOptions.socialIcons;
  return {
    headerOptions: { ...defaults.headerOptions, ...given(own.headerOptions) },
    footerOptions: { ...defaults.footerOptions, ...given(own.footerOptions) },
    socialIconsOptions: { socialIcons },
    globalFormOptions: { ...defaults.globalFormOptions, ...given(own.globalFormOptions) },
    siteIconOptions: { ...defaults.siteIconOptions, ...given(own.siteIconOptions) },
    privacyOptions: { ...defaults.privacyOptions, ...given(own.privacyOptions) },
  };
}

/** The options as the store holds them: images resolved in the media library. */
export function siteOptionsRecord(
  options: SiteOptionsInput,
  { siteFile, media }: { siteFile: string; media: MediaLibrary },
): SiteOptionsRecord {
  /** An image field of the options page: null when not set, as ACF answers it. */
  const optionImage = (file: string | undefined, field: string) =>
    file ? media.findImage(file, siteFile, `siteOptions.${field}`) : null;
  return {
    headerOptions: {
      headerLogoImage: optionImage(
        options.headerOptions.headerLogoImage,
        "headerOptions.headerLogoImage",
      ),
      headerNavImage: optionImage(
        options.headerOptions.headerNavImage,
        "headerOptions.headerNavImage",
      ),
    },
    footerOptions: {
      footerLogoImage: optionImage(
        options.footerOptions.footerLogoImage,
        "footerOptions.footerLogoImage",
      ),
    },
    socialIconsOptions: {
      socialIcons: options.socialIconsOptions.socialIcons.map((icon, index) => ({
        ...icon,
        socialIconImage: optionImage(
          icon.socialIconImage,
          `socialIconsOptions.socialIcons[${index}].socialIconImage`,
        ),
      })),
    },
    globalFormOptions: options.globalFormOptions,
    siteIconOptions: {
      siteIconImage: optionImage(
        options.siteIconOptions.siteIconImage,
        "siteIconOptions.siteIconImage",
      ),
    },
    privacyOptions: Object.fromEntries(
      PRIVACY_OPTION_FIELDS.map((field) => [field, options.privacyOptions[field] ?? null]),
    ) as Record<PrivacyOptionField, string | null>,
  };
}
