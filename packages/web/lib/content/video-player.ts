// The browser's part of embedded video (docs/privacy.md, "Embedded video"): a placeholder
// (video-placeholder.ts) becomes its player when the visitor presses play, or, where
// VIDEO_EMBED_CATEGORY names a consent category, once the visitor has granted it. The player
// takes the placeholder's frame, the same size (nothing moves), from the host's privacy-enhanced
// origin the placeholder names. Pressed, it plays at once and takes the focus, so a keyboard
// goes on into it.
import { currentConsent, onConsentChange, videoPlayersCategory } from "../consent/store";
import { VIDEO } from "./video-markup";

/** Plays the videos of `root` when asked; returns what stops listening. */
export function playVideosIn(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element && event.target.closest(`[${VIDEO.play}]`);
    const placeholder = button && button.closest<HTMLElement>(`[${VIDEO.player}]`);
    if (placeholder && root.contains(placeholder)) play(placeholder, true);
  };
  const playGranted = () => {
    const category = videoPlayersCategory();
    if (!category || !currentConsent().granted.has(category)) return;
    for (const placeholder of root.querySelectorAll<HTMLElement>(`[${VIDEO.player}]`)) {
      play(placeholder, false);
    }
  };
  root.addEventListener("click", onClick);
  playGranted();
  const stop = onConsentChange(playGranted);
  return () => {
    root.removeEventListener("click", onClick);
    stop();
  };
}

function play(placeholder: HTMLElement, pressed: boolean) {
  const frame = placeholder.querySelector(`.${VIDEO.frame}`);
  const src = placeholder.getAttribute(VIDEO.player);
  if (!frame || !src || frame.querySelector("iframe")) return;
  const player = new URL(src);
  if (pressed) player.searchParams.set("autoplay", "1");
  const iframe = document.createElement("iframe");
  iframe.src = player.href;
  iframe.title = placeholder.getAttribute(VIDEO.title) ?? "Video";
  iframe.allow = "autoplay; encrypted-media; fullscreen; picture-in-picture";
  iframe.allowFullscreen = true;
  // The player needs the page's origin to play (YouTube refuses without it), nothing more.
  iframe.referrerPolicy = "strict-origin-when-cross-origin";
  // Even a player may not navigate the site's page or open forms on it.
  iframe.setAttribute("sandbox", "allow-scripts allow-same-origin allow-presentation allow-popups");
  frame.replaceChildren(iframe);
  if (pressed) iframe.focus();
}
