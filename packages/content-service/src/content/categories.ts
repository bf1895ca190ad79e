// Post categories (site.yaml's `categories`): WordPress's hierarchical taxonomy, a child's URI
// nested under its parents', in its language's directory (/fr/category/...): Polylang translates
// categories, each translation a term of its own with its own slug.
import { z } from "zod";
import { uriIn } from "./languages.ts";
import { ContentError } from "./read.ts";
import type { CategoryRecord } from "./records.ts";
import { ownTranslation, slugKey, type SeedLanguage } from "./translations.ts";

const categorySchema = z
  .object({
    databaseId: z.number().int().positive(),
    name: z.string().min(1),
    slug: z.string().regex(/^[a-z0-9-]+$/),
    description: z.string().default(""),
    /** Another category's slug, of the same language. */
    parent: z.string().optional(),
  })
  .strict();

export const categoriesSchema = z.array(categorySchema).min(1);

/** A translation's categories: each names its original by slug. */
export const translatedCategoriesSchema = z.array(
  categorySchema.extend({ translationOf: slugKey }),
);

/**
 * Categories with their parents resolved; a parent missing or a loop is refused. A
 * translation's (with `links`) each name their original, linked once all are loaded.
 */
export function categoryRecords(
  input: (z.infer<typeof categorySchema> & { translationOf?: string })[],
  siteFile: string,
  { language, links }: SeedLanguage<string>,
): CategoryRecord[] {
  const bySlug = new Map(input.map((category) => [category.slug, category]));
  const pathOf = (slug: string, seen: string[], field: string): string[] => {
    const category = bySlug.get(slug);
    if (category?.parent === undefined) return [slug];
    if (!bySlug.has(category.parent)) {
      throw new ContentError(siteFile, field, `no category has the slug ${category.parent}`);
    }
    if (seen.includes(category.parent)) {
      throw new ContentError(
        siteFile,
        field,
        `categories ${seen.join(", ")} are their own ancestors`,
      );
    }
    return [...pathOf(category.parent, [...seen, category.parent], field), slug];
  };
  return input.map((category, index) => {
    const record: CategoryRecord = {
      kind: "category",
      databaseId: category.databaseId,
      ...ownTranslation(language, category.databaseId),
      name: category.name,
      slug: category.slug,
      description: category.description,
      parentDatabaseId:
        category.parent === undefined ? null : (bySlug.get(category.parent)?.databaseId ?? null),
      uri: uriIn(
        language,
        `/category/${pathOf(category.slug, [category.slug], `categories[${index}].parent`).join("/")}/`,
      ),
    };
    if (links && category.translationOf !== undefined) {
      links.add(record, category.translationOf, siteFile, `categories[${index}].translationOf`);
    }
    return record;
  });
}
