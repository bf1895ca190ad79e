// site.yaml: WordPress's general and reading settings, the privacy policy page, Yoast's
// site-wide SEO settings and the ACF "Site Options" page; its post categories are
// categories.ts's.
import path from "node:path";
import { z } from "zod";
import { categoriesSchema } from "./categories.ts";
import type { MediaLibrary } from "./checks.ts";
import { uploadPath } from "./fields.ts";
import { readYamlFile, type SeedFolder } from "./read.ts";
import {
  PRIVACY_OPTION_FIELDS,
  type GeneralSettingsRecord,
  type PrivacyOptionField,
  type ReadingSettingsRecord,
  type SiteOptionsRecord,
  type SiteSeoRecord,
} from "./records.ts";

export const SITE_FILE = "site.yaml";

const siteFileSchema = z
  .object({
    generalSettings: z
      .object({
        title: z.string().min(1),
        description: z.string(),
        language: z.string().min(2),
        timezone: z.string().min(1),
        dateFormat: z.string().min(1),
        timeFormat: z.string().min(1),
        email: z.email(),
      })
      .strict(),
    categories: categoriesSchema,
    readingSettings: z.object({ postsPerPage: z.number().int().positive() }).strict(),
    /** WordPress's privacy policy page (Settings > Privacy), by URI. */
    privacyPolicyPage: z.string().startsWith("/", "expected the URI of a page"),
    seo: z
      .object({
        companyName: z.string().min(1),
        companyLogo: uploadPath.optional(),
        defaultImage: uploadPath.optional(),
        social: z
          .object({
            facebook: z.url({ protocol: /^https$/ }).optional(),
            instagram: z.url({ protocol: /^https$/ }).optional(),
            linkedIn: z.url({ protocol: /^https$/ }).optional(),
            youTube: z.url({ protocol: /^https$/ }).optional(),
            twitterUsername: z
              .string()
              .regex(/^[A-Za-z0-9_]+$/)
              .optional(),
          })
          .strict()
          .default({}),
      })
      .strict(),
    siteOptions: z
      .object({
        // Image fields are optional, as in ACF: one not set is null.
        headerOptions: z
          .object({ headerLogoImage: uploadPath.optional(), headerNavImage: uploadPath.optional() })
          .strict(),
        footerOptions: z.object({ footerLogoImage: uploadPath.optional() }).strict(),
        socialIconsOptions: z
          .object({
            socialIcons: z.array(
              z
                .object({
                  socialIconTitle: z.string().min(1),
                  socialIconLinkUrl: z.url({ protocol: /^https$/ }),
                  socialIconImage: uploadPath.optional(),
                })
                .strict(),
            ),
          })
          .strict(),
        globalFormOptions: z.object({ advertiseFormId: z.string() }).strict(),
        siteIconOptions: z.object({ siteIconImage: uploadPath.optional() }).strict().default({}),
        privacyOptions: z
          .object(
            Object.fromEntries(
              PRIVACY_OPTION_FIELDS.map((field) => [field, z.string().min(1).optional()]),
            ) as Record<PrivacyOptionField, z.ZodOptional<z.ZodString>>,
          )
          .strict()
          .default({}),
      })
      .strict(),
  })
  .strict();

export type SiteInput = z.infer<typeof siteFileSchema>;

export function readSiteFile({ contentDir, rel }: SeedFolder): Promise<SiteInput> {
  return readYamlFile(path.join(contentDir, SITE_FILE), siteFileSchema, rel);
}

export interface SiteSettings {
  generalSettings: GeneralSettingsRecord;
  readingSettings: ReadingSettingsRecord;
  seo: SiteSeoRecord;
  siteOptions: SiteOptionsRecord;
}

/** The settings as the store holds them: images resolved in the media library. */
export function siteSettings(
  site: SiteInput,
  context: { siteFile: string; homeUrl: string; media: MediaLibrary },
): SiteSettings {
  const { siteFile, homeUrl, media } = context;
  const findMedia = (file: string, field: string) => media.findImage(file, siteFile, field);
  const siteOptions = site.siteOptions;
  /** An image field of the options page: null when not set, as ACF answers it. */
  const optionImage = (file: string | undefined, field: string) =>
    file ? findMedia(file, `siteOptions.${field}`) : null;
  const seo = site.seo;
  return {
    generalSettings: { ...site.generalSettings, url: homeUrl },
    readingSettings: site.readingSettings,
    seo: {
      companyName: seo.companyName,
      companyLogo: seo.companyLogo ? findMedia(seo.companyLogo, "seo.companyLogo") : null,
      defaultImage: seo.defaultImage ? findMedia(seo.defaultImage, "seo.defaultImage") : null,
      social: {
        facebook: seo.social.facebook ?? null,
        instagram: seo.social.instagram ?? null,
        linkedIn: seo.social.linkedIn ?? null,
        youTube: seo.social.youTube ?? null,
        twitterUsername: seo.social.twitterUsername ?? null,
      },
    },
    siteOptions: {
      headerOptions: {
        headerLogoImage: optionImage(
          siteOptions.headerOptions.headerLogoImage,
          "headerOptions.headerLogoImage",
        ),
        headerNavImage: optionImage(
          siteOptions.headerOptions.headerNavImage,
          "headerOptions.headerNavImage",
        ),
      },
      footerOptions: {
        footerLogoImage: optionImage(
          siteOptions.footerOptions.footerLogoImage,
          "footerOptions.footerLogoImage",
        ),
      },
      socialIconsOptions: {
        socialIcons: siteOptions.socialIconsOptions.socialIcons.map((icon, index) => ({
          ...icon,
          socialIconImage: optionImage(
            icon.socialIconImage,
            `socialIconsOptions.socialIcons[${index}].socialIconImage`,
          ),
        })),
      },
      globalFormOptions: siteOptions.globalFormOptions,
      siteIconOptions: {
        siteIconImage: optionImage(
          siteOptions.siteIconOptions.siteIconImage,
          "siteIconOptions.siteIconImage",
        ),
      },
      privacyOptions: Object.fromEntries(
        PRIVACY_OPTION_FIELDS.map((field) => [field, siteOptions.privacyOptions[field] ?? null]),
      ) as Record<PrivacyOptionField, string | null>,
    },
  };
}
