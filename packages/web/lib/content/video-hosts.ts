// The one setting for embedded video: content iframes load only from these hosts, over
// https. Adding a host here is the whole change to allow a new player.
export const VIDEO_EMBED_HOSTS: readonly string[] = [
  "www.youtube.com",
  "www.youtube-nocookie.com",
  "player.vimeo.com",
];
