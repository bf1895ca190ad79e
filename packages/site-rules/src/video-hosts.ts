// The one setting for embedded video: content iframes are accepted only from these hosts, over
// https (the site's content pipeline keeps no other). A player then loads only when the visitor
// asks for it (packages/web/lib/content/video-embeds.ts), and from the host's privacy-enhanced
// origin: YouTube's youtube-nocookie.com, Vimeo's player with dnt=1. The Content-Security-Policy
// frames those origins and no other. Adding a host here, and its player there, is the whole
// change to allow a new one.
export const VIDEO_EMBED_HOSTS: readonly string[] = [
  "www.youtube.com",
  "www.youtube-nocookie.com",
  "player.vimeo.com",
];

/** Where players load from once a visitor asks: the privacy-enhanced origins. */
export const VIDEO_PLAYER_ORIGINS: readonly string[] = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
];
