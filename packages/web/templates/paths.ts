/** The page that lists every press release (the "Press Releases" template in the CMS). */
export const PRESS_RELEASES_PATH = "/media-centre/press-releases/";
