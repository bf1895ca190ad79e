// site.yaml: WordPress's general and reading settings, the privacy policy page, Yoast's
// site-wide SEO settings and the ACF "Site Options" page (site-options.ts); its post categories
// are categories.ts's. A translation's site.yaml (content/fr/) holds its categories, its privacy
// policy page and the options it words differently.
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { categoriesSchema, translatedCategoriesSchema } from "./categories.ts";
import type { MediaLibrary } from "./checks.ts";
import { uploadPath } from "./fields.ts";
import { readYamlFile, type SeedFolder } from "./read.ts";
import type {
  GeneralSettingsRecord,
  ReadingSettingsRecord,
  SiteOptionsRecord,
  SiteSeoRecord,
} from "./records.ts";
import {
  siteOptionsRecord,
  siteOptionsSchema,
  translatedSiteOptionsSchema,
} from "./site-options.ts";

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
    siteOptions: siteOptionsSchema,
  })
  .strict();

const translatedSiteFileSchema = z
  .object({
    categories: translatedCategoriesSchema.default([]),
    /** The privacy policy page's translation, by URI. */
    privacyPolicyPage: z.string().startsWith("/", "expected the URI of a page").optional(),
    siteOptions: translatedSiteOptionsSchema.default({}),
  })
  .strict();

export type SiteInput = z.infer<typeof siteFileSchema>;
export type TranslatedSiteInput = z.infer<typeof translatedSiteFileSchema>;

export function readSiteFile({ contentDir, rel }: SeedFolder): Promise<SiteInput> {
  return readYamlFile(path.join(contentDir, SITE_FILE), siteFileSchema, rel);
}

/** A translation's site.yaml; without one, no categories and every option the default's. */
export async function readTranslatedSiteFile({
  contentDir,
  rel,
}: SeedFolder): Promise<TranslatedSiteInput> {
  const file = path.join(contentDir, SITE_FILE);
  return existsSync(file)
    ? readYamlFile(file, translatedSiteFileSchema, rel)
    : translatedSiteFileSchema.parse({});
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
    siteOptions: siteOptionsRecord(site.siteOptions, { siteFile, media }),
  };
}
