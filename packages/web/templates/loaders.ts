// What each template needs from the CMS, gathered on the server only (lib/route/resolve.ts):
// the content pipeline runs here, so its HTML parser never reaches the browser. Only the
// server's code imports this map; components.ts is the browser's side of each template.
//
// Adding a template: make its folder (its component, its loader, its query and its tests:
// templates/README.md), then add one line to components.ts and one here, under the name the
// hierarchy gives it (hierarchy.ts). The type below fails until both maps have the name, and
// until the loader produces the props its component takes.
import { loadBrandsPage } from "./brands/loader";
import { loadCategoryArchive } from "./category/loader";
import type { NodeTemplateName, TemplateProps } from "./components";
import { loadDividendHistory } from "./dividends/loader";
import { loadEvents } from "./events/loader";
import { loadFinancialReports } from "./financial-reports/loader";
import { loadFrontPage } from "./front-page/loader";
import { loadLeadership } from "./leadership/loader";
import { loadDefaultPage } from "./page/loader";
import { loadPressRelease } from "./press-release/loader";
import { loadPressReleaseArchive } from "./press-releases/loader";
import type { TemplateLoader } from "./shared/types";

export const templateLoaders: { [Name in NodeTemplateName]: TemplateLoader<TemplateProps<Name>> } =
  {
    "front-page": loadFrontPage,
    "template-press-releases": loadPressReleaseArchive,
    "template-leadership": loadLeadership,
    "template-brands": loadBrandsPage,
    "template-dividend-history": loadDividendHistory,
    "template-financial-reports": loadFinancialReports,
    "template-events": loadEvents,
    single: loadPressRelease,
    category: loadCategoryArchive,
    page: loadDefaultPage,
    index: loadDefaultPage,
  };
