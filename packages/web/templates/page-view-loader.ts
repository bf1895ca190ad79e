// A page as its template shows it for this request: the view made once per cached CMS answer
// (content-view.ts), with the blocks that show records filled in from them (dividend rates
// from the dividend records). A rates block with no dividend to show is left out.
import type { PageBlock } from "@/components/blocks/types";
import type { PageNode } from "@/lib/graphql/node-query";
import { pageView } from "./content-view";
import { loadCurrentRates } from "./dividend-rates-loader";
import type { PageView, TemplateContext } from "./types";

export async function loadPageView(
  { cms, shell, mediaOrigin }: Pick<TemplateContext, "cms" | "shell" | "mediaOrigin">,
  node: PageNode,
): Promise<PageView> {
  const view = pageView(node, { cmsHomeUrl: shell.cmsHomeUrl, mediaOrigin });
  if (!view.blocks.some((block) => block.kind === "dividend-rates")) return view;
  const rates = await loadCurrentRates(cms);
  return {
    ...view,
    blocks: view.blocks.flatMap((block): PageBlock[] => {
      if (block.kind !== "dividend-rates") return [block];
      return rates ? [{ ...block, rates }] : [];
    }),
  };
}
