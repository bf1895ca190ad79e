// What a template adds to the page's JSON-LD from its props, beside the organization and
// breadcrumbs every page has (lib/structured-data/page-data.ts): the events page its
// upcoming events.
import type { Shell } from "@/lib/cms/shell";
import type { JsonLd } from "@/lib/structured-data/json-ld";
import type { NodeTemplateName, TemplateProps } from "./components";
import { eventData } from "./events/structured-data";

export interface TemplateDataContext {
  /** The page's absolute URL. */
  pageUrl: string;
  siteOrigin: string;
  shell: Shell;
}

export function templateData(
  name: NodeTemplateName,
  props: object,
  { pageUrl, siteOrigin, shell }: TemplateDataContext,
): JsonLd[] {
  if (name !== "template-events") return [];
  const { upcoming } = props as TemplateProps<"template-events">;
  return upcoming.map((event) =>
    eventData(event, {
      pageUrl,
      siteOrigin,
      organizationName: shell.siteName,
      timeZone: shell.timeZone,
    }),
  );
}
