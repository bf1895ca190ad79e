// The names a video placeholder's markup (video-placeholder.ts, on the server) and its player
// (video-player.ts, in the browser) share: this module alone, so the browser loads no more.
export const VIDEO = {
  /** On the placeholder: the player to load. */
  player: "data-video",
  title: "data-video-title",
  /** On its play button. */
  play: "data-video-play",
  frame: "video-embed__frame",
} as const;
