// Template names (from the hierarchy) to the templates that render them.
import { categoryArchiveTemplate } from "./CategoryArchive";
import { defaultPageTemplate } from "./DefaultPage";
import { frontPageTemplate } from "./FrontPage";
import { pressReleaseTemplate } from "./PressRelease";
import { pressReleaseArchiveTemplate } from "./PressReleaseArchive";
import type { Template } from "./types";

// Each entry keeps its own props type; the registry only needs to find it by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const templates: Record<string, Template<any>> = {
  "front-page": frontPageTemplate,
  "template-press-releases": pressReleaseArchiveTemplate,
  single: pressReleaseTemplate,
  category: categoryArchiveTemplate,
  page: defaultPageTemplate,
  index: defaultPageTemplate,
};

/** The template registered under `name`, or the generic page template. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function templateNamed(name: string): Template<any> {
  return templates[name] ?? defaultPageTemplate;
}
