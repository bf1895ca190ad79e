// The words the content pipeline adds to the CMS's HTML (lib/content/), in English and in
// French: a file link's hidden hint, a table's region name, and the placeholder an embedded
// video waits behind (docs/privacy.md, "Embedded video"). Blanks are filled by the pipeline:
// {type} with a file type (PDF), {title} with a video's, {host} with its host's name.
import type { Locale } from "./locale";

const NBSP = "\u00a0";

export interface ContentStrings {
  /** A link to a file: "{type} file" ("PDF file"), said before the link's text. */
  fileHint: string;
  /** A table's scrolling region, when the table has no caption to name it. */
  table: string;
  video: {
    /** The play button's text, and its name with the video's title. */
    play: string;
    playTitled: string;
    notice: string;
    watch: string;
  };
}

const CONTENT: Readonly<Record<Locale, ContentStrings>> = {
  en: {
    fileHint: "{type} file",
    table: "Table",
    video: {
      play: "Play video",
      playTitled: "Play video: {title}",
      notice: "Playing it loads {host}'s player, which may set cookies of its own.",
      watch: "Watch on {host}",
    },
  },
  fr: {
    fileHint: "fichier {type}",
    table: "Tableau",
    video: {
      play: "Lire la vidéo",
      playTitled: `Lire la vidéo${NBSP}: {title}`,
      notice: "La lecture charge le lecteur de {host}, qui peut déposer ses propres témoins.",
      watch: "Regarder sur {host}",
    },
  },
};

export const contentStrings = (locale: Locale): ContentStrings => CONTENT[locale];
