// Template names (from the hierarchy) to the components that render them. Their loaders,
// server-only, are in loaders.ts under the same names.
import type { ComponentType } from "react";
import { CategoryArchive } from "./CategoryArchive";
import { DefaultPage } from "./DefaultPage";
import { FrontPage } from "./FrontPage";
import { PressRelease } from "./PressRelease";
import { PressReleaseArchive } from "./PressReleaseArchive";

export type TemplateName =
  "front-page" | "template-press-releases" | "single" | "category" | "page" | "index";

// Each component keeps its own props type; its loader (same name) produced those props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const templateComponents: Record<TemplateName, ComponentType<any>> = {
  "front-page": FrontPage,
  "template-press-releases": PressReleaseArchive,
  single: PressRelease,
  category: CategoryArchive,
  page: DefaultPage,
  index: DefaultPage,
};
