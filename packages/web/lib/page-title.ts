// A page's document title as search results and browser tabs show it. Search results cut
// titles off at about 70 characters, so a title that runs past that loses the site-name
// suffix Yoast's default template adds (`Title | Site`): the page's own name matters more.
// A title still longer than that is the CMS's to shorten (Yoast's SEO title).
export const MAX_TITLE_LENGTH = 70;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function pageTitle(title: string, siteName: string): string {
  if (title.length <= MAX_TITLE_LENGTH || !siteName) return title;
  const suffix = new RegExp(`\\s+[-|–—·•]\\s+${escapeRegExp(siteName)}$`);
  return title.replace(suffix, "");
}
