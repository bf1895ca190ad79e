// The sections of a page's text: its headings (all h3 after the content pipeline) given ids of
// the site's own, so a list of contents can link to them. Works on the pipeline's output, whose
// h3 tags carry at most a lang attribute and whose text and attributes have every < escaped, so
// an h3 tag in it is always a real one. The ids are made here, never taken from the CMS, and
// share one prefix: content still cannot clobber the page's own elements.
import { plainText } from "./plain-text";
import type { CleanHtml } from "./render";

export interface ContentSection {
  id: string;
  /** The heading as plain text. */
  title: string;
}

const H3 = /<h3((?:\s+lang="[^"]*")?)>([\s\S]*?)<\/h3>/g;
export const SECTION_ID_PREFIX = "section-";

function slug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
}

/** `taken`: ids given already on the same page (by earlier calls), which stay unique. */
export function withSectionIds(
  html: CleanHtml,
  taken: readonly ContentSection[] = [],
): { html: CleanHtml; sections: ContentSection[] } {
  const sections: ContentSection[] = [];
  const used = new Set(taken.map((section) => section.id));
  const marked = html.replace(H3, (_tag, attributes: string, inner: string) => {
    const title = plainText(inner);
    const base = `${SECTION_ID_PREFIX}${slug(title) || String(used.size + 1)}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    sections.push({ id, title });
    return `<h3 id="${id}"${attributes}>${inner}</h3>`;
  });
  return { html: marked as CleanHtml, sections };
}
