// A press release: the post's own text, at its own address only.
import { templateStrings } from "@/lib/i18n/templates";
import { contentView } from "@/templates/shared/content-view";
import { linkedPages } from "@/templates/shared/linked-pages";
import type { TemplateLoader } from "@/templates/shared/types";
import type { PressReleaseProps } from "./PressRelease";

export const loadPressRelease: TemplateLoader<PressReleaseProps> = async ({
  cms,
  node,
  page,
  mediaOrigin,
  locale,
}) => {
  if (node.__typename !== "Post" || page !== 1) return null;
  const { pressRelease, allPressReleases } = templateStrings("pressReleases", locale);
  return {
    post: contentView(node, mediaOrigin, locale),
    pressReleasesPath: (await linkedPages(cms, locale)).pressReleases,
    text: { pressRelease, allPressReleases },
  };
};
