// The shape of every seed content file. Validation errors name the file and the field.
import { z } from "zod";
import { uploadPath, yamlDateTime } from "./fields.ts";
import { pageBuilderSchema } from "./page-builder.ts";

export const seoSchema = z
  .object({
    title: z.string().min(1).optional(),
    metaDesc: z.string().min(1).max(320).optional(),
    noindex: z.boolean().optional(),
  })
  .strict();

/** The theme's page templates; each is a GraphQL type Template_<name without spaces>. */
export const pageTemplates = [
  "Default",
  "Press Releases",
  "Leadership",
  "Brands",
  "Dividend History",
  "Financial Reports",
  "Events",
] as const;

/**
 * WordPress's post statuses a seed file may use; only "publish" is public. The others are an
 * editor's alone: a draft, one awaiting review, one scheduled, and one published privately.
 */
export const contentStatuses = ["publish", "draft", "pending", "future", "private"] as const;

/** A post's password: published, yet its content shown only to who gives it (or an editor). */
const postPassword = z.string().min(1).max(255);

const userSlug = z.string().regex(/^[a-z0-9-]+$/, "expected a user slug from users.yaml");

export const pageFrontMatterSchema = z
  .object({
    databaseId: z.number().int().positive(),
    title: z.string().min(1),
    date: yamlDateTime,
    modified: yamlDateTime,
    status: z.enum(contentStatuses).default("publish"),
    password: postPassword.optional(),
    template: z.enum(pageTemplates).default("Default"),
    author: userSlug.optional(),
    pageBuilder: pageBuilderSchema.optional(),
    excerpt: z.string().min(1).optional(),
    featuredImage: uploadPath.optional(),
    seo: seoSchema.optional(),
    menuOrder: z.number().int().nonnegative().default(0),
  })
  .strict();

export const postFrontMatterSchema = z
  .object({
    databaseId: z.number().int().positive(),
    title: z.string().min(1),
    date: yamlDateTime,
    modified: yamlDateTime,
    status: z.enum(contentStatuses).default("publish"),
    password: postPassword.optional(),
    author: userSlug.optional(),
    sticky: z.boolean().default(false),
    categories: z.array(z.string().min(1)).min(1),
    excerpt: z.string().min(1),
    featuredImage: uploadPath.optional(),
    seo: seoSchema.optional(),
  })
  .strict();

export const mediaFileSchema = z.array(
  z
    .object({
      databaseId: z.number().int().positive(),
      file: uploadPath,
      title: z.string().min(1),
      date: yamlDateTime,
      altText: z.string(),
      caption: z.string().default(""),
      description: z.string().default(""),
      /** The page or post the file was uploaded to, by URI: its URI then nests under it. */
      attachedTo: z.string().startsWith("/", "expected the URI of a page or post").optional(),
      width: z.number().int().positive().optional(),
      height: z.number().int().positive().optional(),
    })
    .strict(),
);

export const usersFileSchema = z.array(
  z
    .object({
      databaseId: z.number().int().positive(),
      slug: userSlug,
      name: z.string().min(1),
      firstName: z.string().default(""),
      lastName: z.string().default(""),
      description: z.string().default(""),
      email: z.email(),
      url: z.url({ protocol: /^https$/ }).optional(),
    })
    .strict(),
);

const menuItemSchema: z.ZodType<MenuItemInput> = z.lazy(() =>
  z
    .object({
      label: z.string().min(1),
      path: z
        .string()
        .regex(/^\/([a-z0-9-]+\/)*$/, "expected a site path with a trailing slash, like /about/")
        .optional(),
      url: z.url({ protocol: /^https?$/ }).optional(),
      target: z.enum(["_blank"]).optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      cssClasses: z.array(z.string()).default([]),
      children: z.array(menuItemSchema).default([]),
    })
    .strict()
    .refine((item) => (item.path === undefined) !== (item.url === undefined), {
      message: "a menu item needs exactly one of path (internal) or url (external)",
    }),
);

export interface MenuItemInput {
  label: string;
  path?: string | undefined;
  url?: string | undefined;
  target?: "_blank" | undefined;
  title?: string | undefined;
  description?: string | undefined;
  cssClasses: string[];
  children: MenuItemInput[];
}

export const menuLocations = ["PRIMARY", "SECONDARY", "FOOTER"] as const;

export const menusFileSchema = z.array(
  z
    .object({
      databaseId: z.number().int().positive(),
      name: z.string().min(1),
      slug: z.string().regex(/^[a-z0-9-]+$/),
      locations: z.array(z.enum(menuLocations)),
      items: z.array(menuItemSchema).min(1),
    })
    .strict(),
);

export const redirectCodes = [301, 302, 303, 307, 308] as const;

export const redirectsFileSchema = z.array(
  z
    .object({
      origin: z.string().startsWith("/", "expected a site path starting with /"),
      target: z.string().min(1),
      code: z.union(redirectCodes.map((code) => z.literal(code))),
      enabled: z.boolean().default(true),
    })
    .strict(),
);

export const siteFileSchema = z
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
    categories: z
      .array(
        z
          .object({
            databaseId: z.number().int().positive(),
            name: z.string().min(1),
            slug: z.string().regex(/^[a-z0-9-]+$/),
            description: z.string().default(""),
            parent: z.string().optional(),
          })
          .strict(),
      )
      .min(1),
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
      })
      .strict(),
  })
  .strict();

export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
export type MediaFile = z.infer<typeof mediaFileSchema>;
export type UsersFile = z.infer<typeof usersFileSchema>;
export type MenusFile = z.infer<typeof menusFileSchema>;
export type RedirectsFile = z.infer<typeof redirectsFileSchema>;
export type SiteFile = z.infer<typeof siteFileSchema>;
