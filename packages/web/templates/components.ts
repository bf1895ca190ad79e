// Template names (from the hierarchy) to the components that render them: what the browser
// bundle holds of templates. Their loaders, server-only, are in loaders.ts under the same
// names; the search page (WordPress's search template, for a search rather than a node) has
// its loader in search/loader.ts. templates/README.md says how to add a template.
import type { ComponentProps, ComponentType } from "react";
import { Brands } from "./brands/Brands";
import { CategoryArchive } from "./category/CategoryArchive";
import { DividendHistory } from "./dividends/DividendHistory";
import { Events } from "./events/Events";
import { FinancialReports } from "./financial-reports/FinancialReports";
import { FrontPage } from "./front-page/FrontPage";
import { Leadership } from "./leadership/Leadership";
import { DefaultPage } from "./page/DefaultPage";
import { PressRelease } from "./press-release/PressRelease";
import { PressReleaseArchive } from "./press-releases/PressReleaseArchive";
import { Search } from "./search/Search";

export const templateComponents = {
  "front-page": FrontPage,
  "template-press-releases": PressReleaseArchive,
  "template-leadership": Leadership,
  "template-brands": Brands,
  "template-dividend-history": DividendHistory,
  "template-financial-reports": FinancialReports,
  "template-events": Events,
  single: PressRelease,
  category: CategoryArchive,
  page: DefaultPage,
  index: DefaultPage,
  search: Search,
  // Any props here, so each component keeps its own type (TemplateProps), which loaders.ts
  // holds each loader to.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
} satisfies Record<string, ComponentType<any>>;

export type TemplateName = keyof typeof templateComponents;

/** The templates of the nodes the CMS has at a URI. */
export type NodeTemplateName = Exclude<TemplateName, "search">;

/** The props the template `Name` renders, which its loader produces. */
export type TemplateProps<Name extends TemplateName> = ComponentProps<
  (typeof templateComponents)[Name]
>;
