// The one setting for embedded video: content iframes load only from these hosts, over https (the
// site's content pipeline keeps no other iframe, and its Content-Security-Policy frames no other
// origin). Adding a host here is the whole change to allow a new player.
export const VIDEO_EMBED_HOSTS: readonly string[] = [
  "www.youtube.com",
  "www.youtube-nocookie.com",
  "player.vimeo.com",
];
