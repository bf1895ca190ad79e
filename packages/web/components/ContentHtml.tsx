import type { CleanHtml } from "@/lib/content/render";

/** CMS HTML that already went through the content pipeline on the server. */
export function ContentHtml({ html }: { html: CleanHtml }) {
  return <div className="entry-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
