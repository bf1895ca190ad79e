// A press release: the post's own text, at its own address only.
import { contentView } from "@/templates/shared/content-view";
import type { TemplateLoader } from "@/templates/shared/types";
import type { PressReleaseProps } from "./PressRelease";

export const loadPressRelease: TemplateLoader<PressReleaseProps> = async ({
  node,
  page,
  mediaOrigin,
}) => {
  if (node.__typename !== "Post" || page !== 1) return null;
  return { post: contentView(node, mediaOrigin) };
};
