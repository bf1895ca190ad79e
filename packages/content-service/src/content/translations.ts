// Polylang's translation groups, from the seed: each record of a translation (content/fr/) names
// its default-language original in `translationOf` (a databaseId; a category's slug), and once
// every record is loaded the two are linked both ways, as Polylang keeps a group. A translation
// of nothing, of a record of another type, or of a record already translated into its language
// is refused, naming the file and the field.
import { z } from "zod";
import { DEFAULT_LANGUAGE, type Language } from "./languages.ts";
import { ContentError, parseWith } from "./read.ts";
import type { Translated } from "./records.ts";

/** A record a translation may name, of a translated type or not (a dividend). */
interface Original {
  kind: string;
  translations?: Translated["translations"];
}

type Key = number | string;

const KIND_NAMES: Record<string, string> = {
  media: "media item",
  financial_report: "financial report",
  investor_event: "investor event",
};
const kindName = (kind: string) => KIND_NAMES[kind] ?? kind;

export const databaseIdKey = z.number().int().positive();
export const slugKey = z.string().regex(/^[a-z0-9-]+$/, "expected a slug");

/**
 * The language of the seed folder being loaded; for a translation, what each of its records
 * translates is collected in `links` (null for the default language, whose records translate
 * nothing).
 */
export interface SeedLanguage<K extends Key = number> {
  language: Language;
  links: TranslationLinks<K> | null;
}

/** A record's own group before linking: itself, in its language. */
export function ownTranslation(language: Language, databaseId: number): Translated {
  return { language: language.code, translations: { [language.code]: databaseId } };
}

/**
 * A seed entry checked by `schema` (front matter; with `at`, an item of a YAML list); a
 * translation's has `translationOf` besides, linked to the record it becomes by `link`. With
 * `originalOptional`, an entry of the language may have none: written in that language only
 * (a French press release with no English version), it is in no translation group.
 */
export function parseEntry<S extends z.ZodObject>(
  schema: S,
  data: unknown,
  where: string,
  { links }: SeedLanguage,
  at = "",
  { originalOptional = false } = {},
): { value: z.infer<S>; link: (record: LinkedRecord) => void } {
  if (!links) return { value: parseWith(schema, data, where, at), link: () => {} };
  const extended = schema.extend({
    translationOf: originalOptional ? databaseIdKey.optional() : databaseIdKey,
  });
  const value = parseWith(extended, data, where, at) as z.infer<S> & { translationOf?: number };
  const field = `${at}.translationOf`.replace(/^\./, "");
  const original = value.translationOf;
  return {
    value,
    link: (record) => {
      if (original !== undefined) links.add(record, original, where, field);
    },
  };
}

type LinkedRecord = Translated & { kind: string; databaseId: number };

/** The translations loaded, each to link to its original once every record is known. */
export class TranslationLinks<K extends Key> {
  private readonly pending: {
    record: LinkedRecord;
    original: K;
    where: string;
    field: string;
  }[] = [];

  add(record: LinkedRecord, original: K, where: string, field: string) {
    this.pending.push({ record, original, where, field });
  }

  /**
   * Links each translation to its original among `originals` (the default language's records
   * of every type sharing the key's table, published or not), both ways: each holds the
   * group's ids by language.
   */
  link(originals: Map<K, Original & { databaseId: number }>) {
    for (const { record, original, where, field } of this.pending) {
      const found = originals.get(original);
      if (!found) {
        throw new ContentError(
          where,
          field,
          `no ${DEFAULT_LANGUAGE.name} ${kindName(record.kind)} has the ${keyName(original)} ${original}`,
        );
      }
      if (found.kind !== record.kind) {
        throw new ContentError(
          where,
          field,
          `${original} is a ${kindName(found.kind)}, not a ${kindName(record.kind)}: a translation is of its own type`,
        );
      }
      if (!found.translations) {
        throw new ContentError(where, field, `${kindName(found.kind)}s are not translated`);
      }
      const taken = found.translations[record.language];
      if (taken !== undefined) {
        throw new ContentError(
          where,
          field,
          `${kindName(found.kind)} ${original} already has a translation in ${record.language} (databaseId ${taken})`,
        );
      }
      found.translations[record.language] = record.databaseId;
      Object.assign(record.translations, found.translations);
    }
  }
}

const keyName = (key: Key) => (typeof key === "number" ? "databaseId" : "slug");
