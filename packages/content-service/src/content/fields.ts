// Field shapes shared by the seed files' schemas: site-time dates, upload paths, links.
import { z } from "zod";

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
