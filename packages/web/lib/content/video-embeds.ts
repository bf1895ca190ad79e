// Embedded video players: an iframe from an allowlisted video host (@corus/site-rules/video-hosts)
// becomes a placeholder that loads nothing from the host until the visitor asks
// (video-placeholder.ts writes it, video-player.ts plays it); any other
// iframe is removed whole. A player is then loaded from the host's privacy-enhanced origin:
// YouTube's youtube-nocookie.com, Vimeo's player with dnt=1 (do not track).
//
// While sanitizing, the iframe becomes a `video-embed` element holding what the placeholder
// needs, checked here; the pipeline then writes the placeholder in its place. CMS markup cannot
// make one itself: a `video-embed` element in the CMS's HTML loses its attributes.
import type { IFrame, Tag, Transformer } from "sanitize-html";
import { VIDEO_EMBED_HOSTS } from "@corus/site-rules/video-hosts";

/** The element a checked iframe becomes while sanitizing (video-placeholder.ts replaces it). */
export const VIDEO_EMBED_TAG = "video-embed";

/** Its attributes, which the allowlist keeps on it alone. */
export const VIDEO_EMBED_ATTRIBUTES = ["data-player", "data-watch", "data-host", "data-title"];

export interface VideoPlayer {
  /** Named to visitors: "YouTube", "Vimeo". */
  host: string;
  /** The privacy-enhanced player, loaded when asked for. */
  player: string;
  /** The video on the host's own site. */
  watch: string;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** The player an embed's src names, on its privacy-enhanced origin; null for anything else. */
export function videoPlayer(src: string): VideoPlayer | null {
  const url = URL.canParse(src) ? new URL(src) : null;
  if (!url || url.protocol !== "https:" || url.username || url.password || url.port) return null;
  if (!VIDEO_EMBED_HOSTS.includes(url.hostname)) return null;
  const [kind, id, ...rest] = url.pathname.split("/").filter(Boolean);
  if (rest.length > 0 || id === undefined || !VIDEO_ID.test(id)) return null;
  if (url.hostname === "player.vimeo.com" && kind === "video" && /^\d+$/.test(id)) {
    const player = new URL(`https://player.vimeo.com/video/${id}`);
    // Vimeo's private link hash, when the video has one.
    const hash = url.searchParams.get("h");
    if (hash && /^[0-9a-f]+$/.test(hash)) player.searchParams.set("h", hash);
    player.searchParams.set("dnt", "1");
    return { host: "Vimeo", player: player.href, watch: `https://vimeo.com/${id}` };
  }
  if (url.hostname !== "player.vimeo.com" && kind === "embed") {
    const player = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
    const list = url.searchParams.get("list");
    const start = url.searchParams.get("start");
    if (list && VIDEO_ID.test(list)) player.searchParams.set("list", list);
    if (start && /^\d+$/.test(start)) player.searchParams.set("start", start);
    const watch =
      id === "videoseries" && list
        ? `https://www.youtube.com/playlist?list=${list}`
        : `https://www.youtube.com/watch?v=${id}`;
    return { host: "YouTube", player: player.href, watch };
  }
  return null;
}

/** An iframe: a checked `video-embed`, or an iframe with nothing left (removed: isRejectedEmbed). */
export const videoEmbedAttributes: Transformer = (_tagName, attribs): Tag => {
  const player = videoPlayer(attribs.src ?? "");
  if (!player) return { tagName: "iframe", attribs: {} };
  return {
    tagName: VIDEO_EMBED_TAG,
    attribs: {
      "data-player": player.player,
      "data-watch": player.watch,
      "data-host": player.host,
      "data-title": attribs.title?.trim() || "Video",
    },
  };
};

/** The CMS's own `video-embed` markup: kept as a plain span, nothing of it believed. */
export const untrustedVideoEmbed: Transformer = () => ({ tagName: "span", attribs: {} });

/**
 * An iframe that did not become a placeholder is removed, with what it holds. (The frame keeps
 * the tag's name as the CMS wrote it; its attributes are the transformer's.)
 */
export function isRejectedEmbed(frame: IFrame): boolean {
  return frame.tag === "iframe" && !frame.attribs["data-player"];
}
