// A link check over the whole site with linkinator: crawled from the front page and every
// sitemap route, it follows every link on the site's own origin (menus included, their closed
// submenus too, which are in the HTML), and checks each image and image-optimizer variant in
// a srcset, each stylesheet's url(), each script, each document and media file on the CMS's
// host, the URLs in JSON-LD, and each #fragment against the ids of the page it points into.
// Other hosts (social profiles, the external media centre) are listed as not checked: the
// audit runs without the internet.
import { LinkChecker, LinkState, type LinkResult } from "linkinator";

export interface BrokenLink {
  url: string;
  status: number | null;
  /** The page that links to it. */
  parent: string;
  reason: string;
}

export interface LinkReport {
  checked: number;
  broken: BrokenLink[];
  /** Links to other hosts, not fetched. */
  external: string[];
}

function reasonOf(result: LinkResult): string {
  const details = result.failureDetails ?? [];
  const error = details.find((detail): detail is Error => detail instanceof Error);
  return error?.message ?? (result.status ? `HTTP ${result.status}` : "no answer");
}

export async function checkLinks(
  startUrls: string[],
  /** Hosts whose links are fetched: the site's, and the CMS's media host. */
  checkedOrigins: string[],
): Promise<LinkReport> {
  const origins = new Set(checkedOrigins.map((origin) => new URL(origin).origin));
  const external = new Set<string>();
  const checker = new LinkChecker();
  const { links } = await checker.check({
    path: startUrls,
    recurse: true,
    checkFragments: true,
    checkCss: true,
    concurrency: 8,
    timeout: 30_000,
    linksToSkip: async (link) => {
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        return false; // reported as broken by linkinator
      }
      if (url.protocol === "mailto:" || url.protocol === "tel:") return true;
      if (origins.has(url.origin)) return false;
      external.add(link);
      return true;
    },
  });
  const broken = links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => ({
      url: link.url,
      status: link.status ?? null,
      parent: link.parent ?? "",
      reason: reasonOf(link),
    }));
  return {
    checked: links.filter((link) => link.state === LinkState.OK).length,
    broken,
    external: [...external].sort(),
  };
}
