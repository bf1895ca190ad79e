// What a visitor gets where content embeds a video: a placeholder that loads nothing from the
// video's host (docs/privacy.md, "Embedded video"): the video's title, the host named, a play
// button, and a link to watch it on the host. No poster: the host's thumbnails are the host's
// (a request to it), and the site keeps none of its own. The same markup for every visitor,
// whatever they chose; the player takes the placeholder's frame, the same size, when asked
// for (video-player.ts). Run on the pipeline's clean output, where a `<video-embed`
// can only be the element video-embeds.ts made (attribute values are escaped).
import { linkClassName } from "./link-types";
import { VIDEO_EMBED_TAG } from "./video-embeds";
import { VIDEO } from "./video-markup";
import { contentStrings, type ContentStrings } from "../i18n/content";
import { fill } from "../i18n/fill";
import { DEFAULT_LOCALE } from "../i18n/locale";

const EMBED = new RegExp(
  // What the iframe held (a fallback) goes with it.
  `<${VIDEO_EMBED_TAG} data-player="([^"]*)" data-watch="([^"]*)" data-host="([^"]*)" data-title="([^"]*)">[\\s\\S]*?</${VIDEO_EMBED_TAG}>`,
  "g",
);
/** What is left of an iframe the CMS put inside another: its tags go, as they mean nothing. */
const LEFT_OVER = new RegExp(`</?${VIDEO_EMBED_TAG}[^>]*>`, "g");

/** The watch link is a content link like any other (link-types.ts). */
const WATCH_CLASS = linkClassName("regular");

/** Each video-embed element of clean HTML as its placeholder, worded by `words`. */
export function withVideoPlaceholders(
  html: string,
  words: ContentStrings["video"] = contentStrings(DEFAULT_LOCALE).video,
): string {
  if (!html.includes(`<${VIDEO_EMBED_TAG} `)) return html;
  // The values are attribute-escaped already: as text they read the same.
  return html
    .replace(
      EMBED,
      (_embed, player: string, watch: string, host: string, title: string) =>
        `<figure class="video-embed" ${VIDEO.player}="${player}" ${VIDEO.title}="${title}">` +
        `<div class="${VIDEO.frame}">` +
        // Named with the title (a page may hold several), starting with what it shows.
        `<button type="button" class="video-embed__play" ${VIDEO.play} aria-label="${fill(words.playTitled, { title })}">` +
        `<span class="video-embed__icon" aria-hidden="true"></span>${words.play}</button></div>` +
        `<figcaption class="video-embed__caption"><span class="video-embed__title">${title}</span> ` +
        `<span class="video-embed__notice">${fill(words.notice, { host })}</span> ` +
        `<a class="${WATCH_CLASS}" href="${watch}" rel="noopener noreferrer">${fill(words.watch, { host })}</a>` +
        `</figcaption></figure>`,
    )
    .replace(LEFT_OVER, "");
}
