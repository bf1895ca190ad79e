import type { CleanHtml } from "@/lib/content/render";

/** CMS HTML that already went through the content pipeline on the server. */
export function ContentHtml({ html, className }: { html: CleanHtml; className?: string }) {
  return (
    <div
      className={className ? `entry-content ${className}` : "entry-content"}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
