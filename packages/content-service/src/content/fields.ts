// Field shapes shared by the seed files' schemas: site-time dates, upload paths, links,
// statuses, passwords, authors and SEO fields.
import { z } from "zod";
import type { ContentStatus } from "./records.ts";

const dateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/,
    "expected a site-time date like 2025-01-14T07:00:00",
  );

/** YAML reads unquoted dates as Date objects; content files keep them as plain site-time text. */
export const yamlDateTime = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 19) : value),
  dateTime,
);

export const uploadPath = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/._-]*$/, "expected a path under uploads/, like images/hero.jpg");

/** A calendar date (ACF date picker, returned as Y-m-d); YAML may read it as a Date. */
export const yamlDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date like 2024-11-30"),
);

/** A page of this site (root-relative, trailing slash) or an absolute http(s) URL. */
export const linkUrl = z
  .string()
  .regex(
    /^(\/([a-z0-9-]+\/)*|https?:\/\/\S+)$/,
    "expected a site path like /about-corus/ or an absolute http(s) URL",
  );

/**
 * WordPress's post statuses a seed file may use; only "publish" is public. The others are an
 * editor's alone: a draft, one awaiting review, one scheduled, and one published privately.
 */
export const contentStatuses = [
  "publish",
  "draft",
  "pending",
  "future",
  "private",
] as const satisfies readonly ContentStatus[];

/** A post's password: published, yet its content shown only to who gives it (or an editor). */
export const postPassword = z.string().min(1).max(255);

/** The author of a page or post, by their slug in users.yaml. */
export const userSlug = z.string().regex(/^[a-z0-9-]+$/, "expected a user slug from users.yaml");

/** Yoast's fields a page or post may set for itself. */
export const seoSchema = z
  .object({
    title: z.string().min(1).optional(),
    metaDesc: z.string().min(1).max(320).optional(),
    noindex: z.boolean().optional(),
  })
  .strict();

/**
 * A slug made of a title, as WordPress makes one (sanitize_title) for the seed's titles: accents
 * dropped, lower case, anything else a hyphen.
 */
export const slugFromTitle = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * A slug not taken yet: WordPress's own (wp_unique_post_slug), which adds -2, -3 ... to a taken
 * one, as a translation keeping its original's title (or file name) gets: Polylang's free
 * edition shares no slugs between languages.
 */
export function uniqueSlug(slug: string, taken: Set<string>): string {
  if (!taken.has(slug)) return slug;
  let suffix = 2;
  while (taken.has(`${slug}-${suffix}`)) suffix += 1;
  return `${slug}-${suffix}`;
}
