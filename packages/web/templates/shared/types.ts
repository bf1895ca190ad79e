// What every template receives and shows.
import type { PageBlock } from "@/components/blocks/types";
import type { CmsSession } from "@/lib/cms/reader";
import type { Image, Shell } from "@/lib/cms/shell";
import type { CleanHtml } from "@/lib/content/render";
import type { ContentSection } from "@/lib/content/sections";
import type { ShownDate } from "@/lib/dates";
import type { UriNode } from "@/lib/graphql/node-query";
import type { PageQuery } from "@/lib/http/page-query";
import type { PageClock } from "@/lib/page-clock";
import type { Locale } from "@/lib/i18n/locale";

export interface TemplateContext {
  /** The CMS for this request: reads go through the server's cache (unless previewing). */
  cms: CmsSession;
  node: UriNode;
  /** The ?page= number for paginated templates; 1 when absent. */
  page: number;
  /**
   * The query parameters pages read (e.g. ?province=), and only those: the CDN keys its cache
   * by exactly these (lib/http/page-query.ts).
   */
  query: PageQuery;
  /** Menus, site options, the CMS's home and time zone. */
  shell: Shell;
  /**
   * The server's clock, passed in so tests can fix it: read `clock.now`, and say with
   * `clock.changesAt` when what the template shows from it next changes.
   */
  clock: PageClock;
  /** The media host the image optimizer fetches from (settings: CMS_MEDIA_ORIGIN). */
  mediaOrigin: string;
  /** The page's language: its words, its dates, and the records its lists show. */
  locale: Locale;
}

/** A page or post as templates show it: text already through the content pipeline. */
export interface ContentView {
  title: string;
  image: Image | null;
  html: CleanHtml;
  /** The headings of `html`, which carry these ids: the page's list of contents. */
  sections: ContentSection[];
  /** That list's heading, in the page's language. */
  contentsHeading: string;
  date: ShownDate | null;
}

/** A page with its page builder fields: the hero replaces the title as the h1 when set. */
export interface PageView extends ContentView {
  lead: string | null;
  blocks: PageBlock[];
}

export interface PostCard {
  id: string;
  title: string;
  uri: string;
  date: ShownDate | null;
  excerpt: string;
}

/**
 * Gathers a template's props on the server; null means the URL has nothing to show (404).
 * Loaders live apart from the components (templates/loaders.ts) so that the content
 * pipeline (sanitize-html) stays out of the browser bundle.
 */
export type TemplateLoader<Props> = (context: TemplateContext) => Promise<Props | null>;
