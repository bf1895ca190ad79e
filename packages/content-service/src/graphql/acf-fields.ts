// ACF field values as WPGraphQL for ACF 2.x answers them (schema/acf-*.graphql, cpt-*.graphql):
// an image or file field is a one-to-one connection whose node is the media item; a select is
// a list, even when one choice is allowed; a date picker is RFC 3339 at midnight UTC, and a
// date-time picker the stored wall time labelled +00:00 (the bridge parses both in PHP's
// default time zone, which WordPress sets to UTC); an unset true/false is false. The seed keeps
// each value as an editor enters it; these resolvers give it the bridge's shape.
import type { MediaRecord } from "../content/records.ts";
import { edgeTo } from "./connection.ts";
import { toGlobalId } from "./ids.ts";

/** An image or file field: the media item as a connection's one edge, or null when unset. */
export const mediaEdge = (media: MediaRecord | null | undefined) =>
  edgeTo(media, toGlobalId("post", media?.databaseId ?? 0));

/** A select field: a list of the chosen values. */
export const selectList = (value: string | null | undefined): string[] | null =>
  value === null || value === undefined || value === "" ? null : [value];

/** A date picker ("2024-01-11"): RFC 3339 at midnight UTC. */
export const acfDate = (value: string | null | undefined): string | null =>
  value ? `${value}T00:00:00+00:00` : null;

/** A date-time picker ("2025-01-14 08:00:00", site time): RFC 3339, labelled +00:00. */
export const acfDateTime = (value: string | null | undefined): string | null =>
  value ? `${value.replace(" ", "T")}+00:00` : null;

/** A true/false field: false when unset. */
export const acfBoolean = (value: boolean | null | undefined): boolean => value === true;

type Fields = Record<string, unknown>;
const field =
  <T>(name: string, shape: (value: never) => T) =>
  (fields: Fields) =>
    shape(fields[name] as never);

/** The resolvers of every ACF type whose values need the bridge's shape. */
export const ACF_FIELD_RESOLVERS = {
  HeaderOptions: {
    headerLogoImage: field("headerLogoImage", mediaEdge),
    headerNavImage: field("headerNavImage", mediaEdge),
  },
  FooterOptions: { footerLogoImage: field("footerLogoImage", mediaEdge) },
  SocialIconsOptionsSocialIcons: { socialIconImage: field("socialIconImage", mediaEdge) },
  SiteIconOptions: { siteIconImage: field("siteIconImage", mediaEdge) },
  PageBuilderBlocksCards: { image: field("image", mediaEdge) },
  PageBuilderBlocksDocuments: { file: field("file", mediaEdge) },
  PageBuilderBlocksSteps: { status: field("status", selectList) },
  PersonFields: { group: field("group", selectList), photo: field("photo", mediaEdge) },
  PersonFieldsCommittees: { role: field("role", selectList) },
  BrandFields: {
    category: field("category", selectList),
    logo: field("logo", mediaEdge),
    featured: field("featured", acfBoolean),
  },
  DividendFields: {
    declaredDate: field("declaredDate", acfDate),
    recordDate: field("recordDate", acfDate),
    payableDate: field("payableDate", acfDate),
  },
  FinancialReportFields: {
    reportDate: field("reportDate", acfDate),
    kind: field("kind", selectList),
    annual: field("annual", acfBoolean),
    document: field("document", mediaEdge),
  },
  InvestorEventFields: {
    startDate: field("startDate", acfDateTime),
    eventType: field("eventType", selectList),
    webcast: field("webcast", mediaEdge),
    audio: field("audio", mediaEdge),
    slides: field("slides", mediaEdge),
  },
};
