// What every template of a page shares: the page at its own address only (a ?page= past 1 is
// a 404: pages are not paginated), and the page as its template shows it for this request:
// the view made once per cached CMS answer (content-view.ts), with the blocks that show
// records filled in from them (dividend rates from the dividend records). A rates block with
// no dividend to show is left out.
import type { PageBlock } from "@/components/blocks/types";
import type { PageNode } from "@/lib/graphql/node-query";
import { loadCurrentRates } from "@/lib/dividends/rates-loader";
import type { PageView, TemplateContext, TemplateLoader } from "@/templates/shared/types";
import { pageView } from "./content-view";

/** A page template's context: the node is a page. */
export type PageTemplateContext = TemplateContext & { node: PageNode };

/**
 * The loader of a template of pages: `load` reads what the template shows besides the page
 * itself, side by side with the page's own view, which comes first in the props as `page`.
 */
export function pageTemplate<Props extends object>(
  load: (context: PageTemplateContext) => Promise<Props>,
): TemplateLoader<{ page: PageView } & Props> {
  return async (context) => {
    const { node } = context;
    if (node.__typename !== "Page" || context.page !== 1) return null;
    const [page, props] = await Promise.all([
      loadPageView(context, node),
      load({ ...context, node }),
    ]);
    return { page, ...props };
  };
}

async function loadPageView(
  {
    cms,
    shell,
    mediaOrigin,
    locale,
  }: Pick<TemplateContext, "cms" | "shell" | "mediaOrigin" | "locale">,
  node: PageNode,
): Promise<PageView> {
  const view = pageView(node, { cmsHomeUrl: shell.cmsHomeUrl, mediaOrigin, locale });
  if (!view.blocks.some((block) => block.kind === "dividend-rates")) return view;
  const rates = await loadCurrentRates(cms, locale);
  return {
    ...view,
    blocks: view.blocks.flatMap((block): PageBlock[] => {
      if (block.kind !== "dividend-rates") return [block];
      return rates ? [{ ...block, rates }] : [];
    }),
  };
}
