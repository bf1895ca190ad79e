// Template names (from the hierarchy) to the components that render them. Their loaders,
// server-only, are in loaders.ts under the same names; the search page's (WordPress's
// search template, for a search rather than a node) is search-loader.ts.
import type { ComponentType } from "react";
import { Brands } from "./Brands";
import { CategoryArchive } from "./CategoryArchive";
import { DefaultPage } from "./DefaultPage";
import { DividendHistory } from "./DividendHistory";
import { Events } from "./Events";
import { FinancialReports } from "./FinancialReports";
import { FrontPage } from "./FrontPage";
import { Leadership } from "./Leadership";
import { PressRelease } from "./PressRelease";
import { PressReleaseArchive } from "./PressReleaseArchive";
import { Search } from "./Search";

/** The templates of the nodes the CMS has at a URI. */
export type NodeTemplateName =
  | "front-page"
  | "template-press-releases"
  | "template-leadership"
  | "template-brands"
  | "template-dividend-history"
  | "template-financial-reports"
  | "template-events"
  | "single"
  | "category"
  | "page"
  | "index";

export type TemplateName = NodeTemplateName | "search";

// Each component keeps its own props type; its loader (same name) produced those props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const templateComponents: Record<TemplateName, ComponentType<any>> = {
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
};
