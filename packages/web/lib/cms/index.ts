// The server's shared CMS pieces: the shell cache lives as long as the server process.
import { siteSettings } from "../settings";
import { createShellCache } from "./shell";

export const getShell = createShellCache({ ttlMs: siteSettings().shellCacheSeconds * 1000 });
