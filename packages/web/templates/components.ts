// Template names (from the hierarchy) to the components that render them: what the browser
// bundle holds of templates. Their loaders, server-only, are in loaders.ts under the same
// names; the search page (WordPress's search template, for a search rather than a node) has
// its loader in search/loader.ts. templates/README.md says how to add a template.
import dynamic from "next/dynamic";
import type { ComponentProps, ComponentType } from "react";
// For its next/dynamic blocks to be named in the page (PageBlocks.tsx says why); the templates
// that render blocks import it too.
import "@/components/blocks/PageBlocks";
import type { Brands } from "./brands/Brands";
import type { CategoryArchive } from "./category/CategoryArchive";
import type { DividendHistory } from "./dividends/DividendHistory";
import type { Events } from "./events/Events";
import type { FinancialReports } from "./financial-reports/FinancialReports";
import type { FrontPage } from "./front-page/FrontPage";
import type { Leadership } from "./leadership/Leadership";
import type { DefaultPage } from "./page/DefaultPage";
import type { PressRelease } from "./press-release/PressRelease";
import type { PressReleaseArchive } from "./press-releases/PressReleaseArchive";
import type { Search } from "./search/Search";

/** Each template's component by name: the props it renders, which loaders.ts holds its loader to. */
interface TemplateComponentTypes {
  "front-page": typeof FrontPage;
  "template-press-releases": typeof PressReleaseArchive;
  "template-leadership": typeof Leadership;
  "template-brands": typeof Brands;
  "template-dividend-history": typeof DividendHistory;
  "template-financial-reports": typeof FinancialReports;
  "template-events": typeof Events;
  single: typeof PressRelease;
  category: typeof CategoryArchive;
  page: typeof DefaultPage;
  index: typeof DefaultPage;
  search: typeof Search;
}

export type TemplateName = keyof TemplateComponentTypes;

/** The templates of the nodes the CMS has at a URI. */
export type NodeTemplateName = Exclude<TemplateName, "search">;

/** The props the template `Name` renders, which its loader produces. */
export type TemplateProps<Name extends TemplateName> = ComponentProps<TemplateComponentTypes[Name]>;

const defaultPage = dynamic(() => import("./page/DefaultPage").then((m) => m.DefaultPage));

/**
 * Each template is a chunk of its own (next/dynamic): the server renders the page's template
 * and names its chunk in the page's HTML, which the browser loads before it hydrates, so a
 * page's first load carries its own template and none of the others.
 */
export const templateComponents: {
  [Name in TemplateName]: ComponentType<TemplateProps<Name>>;
} = {
  "front-page": dynamic(() => import("./front-page/FrontPage").then((m) => m.FrontPage)),
  "template-press-releases": dynamic(() =>
    import("./press-releases/PressReleaseArchive").then((m) => m.PressReleaseArchive),
  ),
  "template-leadership": dynamic(() => import("./leadership/Leadership").then((m) => m.Leadership)),
  "template-brands": dynamic(() => import("./brands/Brands").then((m) => m.Brands)),
  "template-dividend-history": dynamic(() =>
    import("./dividends/DividendHistory").then((m) => m.DividendHistory),
  ),
  "template-financial-reports": dynamic(() =>
    import("./financial-reports/FinancialReports").then((m) => m.FinancialReports),
  ),
  "template-events": dynamic(() => import("./events/Events").then((m) => m.Events)),
  single: dynamic(() => import("./press-release/PressRelease").then((m) => m.PressRelease)),
  category: dynamic(() => import("./category/CategoryArchive").then((m) => m.CategoryArchive)),
  page: defaultPage,
  index: defaultPage,
  search: dynamic(() => import("./search/Search").then((m) => m.Search)),
};
