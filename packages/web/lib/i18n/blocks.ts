// The words the page builder's blocks and a page's list of contents say of their own, in
// English and in French: each block carries its language's in its props (templates/shared/
// page-blocks.ts), so no page's JavaScript holds the other language's.
import type { Locale } from "./locale";

const NBSP = "\u00a0";

export interface BlockStrings {
  /** The heading of a page's list of contents. */
  contents: string;
  /** A link to a file: "{type} file" ("PDF file"), said before its text. */
  fileHint: string;
  contact: { contact: string; email: string; telephone: string; mail: string };
  analysts: { caption: string; firm: string; analyst: string; location: string };
  timeline: { complete: string; current: string; upcoming: string };
}

const BLOCKS: Readonly<Record<Locale, BlockStrings>> = {
  en: {
    contents: "On this page",
    fileHint: "{type} file",
    contact: { contact: "Contact", email: "Email", telephone: "Telephone", mail: "Mail" },
    analysts: {
      caption: "Equity research coverage",
      firm: "Firm",
      analyst: "Analyst",
      location: "Location",
    },
    timeline: { complete: "Completed", current: "In progress", upcoming: "Upcoming" },
  },
  fr: {
    contents: "Dans cette page",
    fileHint: "fichier {type}",
    contact: {
      contact: "Personne-ressource",
      email: "Courriel",
      telephone: "Téléphone",
      mail: "Par la poste",
    },
    analysts: {
      caption: "Analystes qui suivent le titre",
      firm: "Société",
      analyst: "Analyste",
      location: "Ville",
    },
    timeline: { complete: "Terminée", current: `En${NBSP}cours`, upcoming: "À venir" },
  },
};

export const blockStrings = (locale: Locale): BlockStrings => BLOCKS[locale];
