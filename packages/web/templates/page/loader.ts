// Every page without a template of its own: its text and page builder blocks alone.
import { pageTemplate } from "@/templates/shared/page-template";
import type { TemplateLoader } from "@/templates/shared/types";
import type { DefaultPageProps } from "./DefaultPage";

export const loadDefaultPage: TemplateLoader<DefaultPageProps> = pageTemplate(async () => ({}));
