import { useEffect, useRef } from "react";
import type { CleanHtml } from "@/lib/content/render";
import { VIDEO } from "@/lib/content/video-markup";

/**
 * CMS HTML that already went through the content pipeline on the server. Video placeholders in
 * it play when asked: their code (lib/content/video-player.ts) loads only where there is one.
 */
export function ContentHtml({ html, className }: { html: CleanHtml; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root?.querySelector(`[${VIDEO.player}]`)) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import("@/lib/content/video-player").then(({ playVideosIn }) => {
      if (!gone) stop = playVideosIn(root);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [html]);
  return (
    <div
      ref={ref}
      className={className ? `entry-content ${className}` : "entry-content"}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
