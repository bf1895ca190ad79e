// Records reused across pages, held as WordPress custom post types with an ACF field group
// each: people, brands, dividends, financial reports and investor events. One YAML file per
// post type; each entry becomes a post whose ACF fields sit under the group's name, as
// WPGraphQL for ACF serves them.
import path from "node:path";
// The site's own province rule: a station the site's filter would not know is refused here,
// at start-up, rather than left out of every filtered list.
import { isProvinceOrTerritory, PROVINCE_AND_TERRITORY_NAMES } from "@corus/site-rules/provinces";
import { z } from "zod";
import type { DatabaseIds, HtmlChecks, MediaLibrary } from "./checks.ts";
import { ContentError, readYamlFile, type SeedFolder } from "./read.ts";
import { uploadPath, yamlDate, yamlDateTime } from "./fields.ts";
import type {
  BrandRecord,
  CustomPostBase,
  CustomPostTypes,
  DividendRecord,
  FinancialReportRecord,
  InvestorEventRecord,
  PersonRecord,
} from "./records.ts";

const text = z.string().trim().min(1);
const province = text.refine(isProvinceOrTerritory, {
  message: `not a Canadian province or territory; one of: ${PROVINCE_AND_TERRITORY_NAMES.join(", ")}`,
});
const httpsUrl = z.url({ protocol: /^https?$/ });

/** Fields every post of every type has, whatever its ACF group. */
const postFields = {
  databaseId: z.number().int().positive(),
  title: text,
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  date: yamlDateTime,
  modified: yamlDateTime.optional(),
  menuOrder: z.number().int().nonnegative().default(0),
};

export const personGroups = ["executive", "board"] as const;
export const committeeRoles = ["chair", "member"] as const;

const peopleFileSchema = z.array(
  z
    .object({
      ...postFields,
      personFields: z
        .object({
          role: text,
          group: z.enum(personGroups),
          photo: uploadPath.optional(),
          committees: z
            .array(z.object({ committee: text, role: z.enum(committeeRoles) }).strict())
            .default([]),
          biography: text,
        })
        .strict(),
    })
    .strict(),
);

export const brandCategories = [
  "conventional",
  "specialty",
  "radio",
  "streaming",
  "studios",
] as const;

const brandsFileSchema = z.array(
  z
    .object({
      ...postFields,
      brandFields: z
        .object({
          category: z.enum(brandCategories),
          description: text,
          website: httpsUrl,
          logo: uploadPath.optional(),
          featured: z.boolean().default(false),
          callSign: text.optional(),
          market: text.optional(),
          frequency: text.optional(),
          province: province.optional(),
        })
        .strict()
        .refine(
          (fields) =>
            fields.category !== "radio" ||
            (fields.callSign && fields.market && fields.frequency && fields.province),
          { message: "a radio station needs callSign, market, frequency and province" },
        ),
    })
    .strict(),
);

/** Dividends are titled and dated by their dates: the file holds only the ACF fields. */
const dividendsFileSchema = z.array(
  z
    .object({
      databaseId: z.number().int().positive(),
      dividendFields: z
        .object({
          declaredDate: yamlDate,
          recordDate: yamlDate,
          payableDate: yamlDate,
          classAAmount: z.number().positive(),
          classBAmount: z.number().positive(),
        })
        .strict(),
    })
    .strict(),
);

export const reportKinds = [
  "news_release",
  "report_to_shareholders",
  "mdna",
  "financial_statements",
  "presentation_slides",
  "annual_report",
  "annual_information_form",
  "management_information_circular",
] as const;

const financialReportsFileSchema = z.array(
  z
    .object({
      ...postFields,
      financialReportFields: z
        .object({
          reportDate: yamlDate,
          kind: z.enum(reportKinds),
          annual: z.boolean().default(false),
          document: uploadPath.optional(),
        })
        .strict(),
    })
    .strict(),
);

export const eventTypes = [
  "earnings_call",
  "annual_meeting",
  "special_meeting",
  "investor_conference",
] as const;

const investorEventsFileSchema = z.array(
  z
    .object({
      ...postFields,
      investorEventFields: z
        .object({
          startDate: yamlDateTime,
          eventType: z.enum(eventTypes),
          location: text.optional(),
          description: text.optional(),
          webcastUrl: httpsUrl.optional(),
          webcast: uploadPath.optional(),
          audio: uploadPath.optional(),
          slides: uploadPath.optional(),
        })
        .strict(),
    })
    .strict(),
);

/**
 * The posts table's columns these post types leave as WordPress does without the editor,
 * excerpt or author supports, without a parent, once published: the post filters and the
 * search read them as they read pages' and posts'.
 */
const UNUSED_COLUMNS = {
  excerpt: "",
  content: "",
  status: "publish",
  authorDatabaseId: null,
  parentDatabaseId: null,
} as const;

export interface CustomPostContext extends SeedFolder {
  ids: DatabaseIds;
  media: MediaLibrary;
  html: HtmlChecks;
}

const slugify = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export async function loadCustomPostTypes(context: CustomPostContext): Promise<CustomPostTypes> {
  const { contentDir, rel, ids, media, html } = context;
  const read = <T extends z.ZodType>(name: string, schema: T) =>
    readYamlFile(path.join(contentDir, name), schema, rel);
  const where = (name: string) => rel(path.join(contentDir, name));

  /** The post fields, its database id claimed and its slug unique within its type. */
  const postsOf = <T extends z.infer<z.ZodObject<typeof postFields>>>(items: T[], file: string) => {
    const slugs = new Set<string>();
    return items.map((item, index) => {
      ids.claim(item.databaseId, file, `[${index}].databaseId`);
      const slug = item.slug ?? slugify(item.title);
      if (slugs.has(slug)) {
        throw new ContentError(file, `[${index}].slug`, `slug ${slug} is already used`);
      }
      slugs.add(slug);
      const base: CustomPostBase = {
        databaseId: item.databaseId,
        slug,
        title: item.title,
        date: item.date,
        modified: item.modified ?? item.date,
        menuOrder: item.menuOrder,
        ...UNUSED_COLUMNS,
        sourceFile: file,
      };
      return { base, item, at: `[${index}]` };
    });
  };

  const peopleFile = where("people.yaml");
  const people = postsOf(await read("people.yaml", peopleFileSchema), peopleFile).map(
    ({ base, item, at }): PersonRecord => ({
      ...base,
      kind: "person",
      personFields: {
        ...item.personFields,
        photo: item.personFields.photo
          ? media.findImage(item.personFields.photo, peopleFile, `${at}.personFields.photo`)
          : null,
        biography: html.prepare(
          item.personFields.biography,
          peopleFile,
          `${at}.personFields.biography`,
        ),
      },
    }),
  );

  const brandsFile = where("brands.yaml");
  const brands = postsOf(await read("brands.yaml", brandsFileSchema), brandsFile).map(
    ({ base, item, at }): BrandRecord => {
      const fields = item.brandFields;
      return {
        ...base,
        kind: "brand",
        brandFields: {
          ...fields,
          logo: fields.logo
            ? media.findImage(fields.logo, brandsFile, `${at}.brandFields.logo`)
            : null,
          callSign: fields.callSign ?? null,
          market: fields.market ?? null,
          frequency: fields.frequency ?? null,
          province: fields.province ?? null,
        },
      };
    },
  );

  const dividendsFile = where("dividends.yaml");
  const dividends = (await read("dividends.yaml", dividendsFileSchema)).map(
    (item, index): DividendRecord => {
      ids.claim(item.databaseId, dividendsFile, `[${index}].databaseId`);
      const fields = item.dividendFields;
      const date = `${fields.declaredDate}T09:00:00`;
      return {
        kind: "dividend",
        databaseId: item.databaseId,
        slug: `dividend-payable-${fields.payableDate}`,
        title: `Dividend payable ${fields.payableDate}`,
        date,
        modified: date,
        menuOrder: 0,
        ...UNUSED_COLUMNS,
        sourceFile: dividendsFile,
        dividendFields: fields,
      };
    },
  );
  const payableDates = new Set<string>();
  dividends.forEach((dividend, index) => {
    const payable = dividend.dividendFields.payableDate;
    if (payableDates.has(payable)) {
      throw new ContentError(
        dividendsFile,
        `[${index}].dividendFields.payableDate`,
        `another dividend is payable on ${payable}`,
      );
    }
    payableDates.add(payable);
  });

  const reportsFile = where("financial-reports.yaml");
  const financialReports = postsOf(
    await read("financial-reports.yaml", financialReportsFileSchema),
    reportsFile,
  ).map(({ base, item, at }): FinancialReportRecord => ({
    ...base,
    kind: "financial_report",
    financialReportFields: {
      ...item.financialReportFields,
      document: item.financialReportFields.document
        ? media.find(
            item.financialReportFields.document,
            reportsFile,
            `${at}.financialReportFields.document`,
          )
        : null,
    },
  }));

  const eventsFile = where("investor-events.yaml");
  const investorEvents = postsOf(
    await read("investor-events.yaml", investorEventsFileSchema),
    eventsFile,
  ).map(({ base, item, at }): InvestorEventRecord => {
    const fields = item.investorEventFields;
    const file = (name: "webcast" | "audio" | "slides") => {
      const value = fields[name];
      return value ? media.find(value, eventsFile, `${at}.investorEventFields.${name}`) : null;
    };
    return {
      ...base,
      kind: "investor_event",
      investorEventFields: {
        startDate: fields.startDate.replace("T", " "),
        eventType: fields.eventType,
        location: fields.location ?? null,
        description: fields.description ?? null,
        webcastUrl: fields.webcastUrl ?? null,
        webcast: file("webcast"),
        audio: file("audio"),
        slides: file("slides"),
      },
    };
  });

  return { people, brands, dividends, financialReports, investorEvents };
}
