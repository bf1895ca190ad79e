// The 404, 500 and 503 pages' words, in English and in French (issue 42): apart from the rest of
// the site's (strings.ts), as these pages' own chunks import them (pages/404.tsx, pages/500.tsx,
// components/RouteStatus.tsx) and only those pages load them.
import type { Locale } from "./locale";

/** The 404, 500 and 503 pages: what happened, and the way on. */
export interface StatusStrings {
  skipToContent: string;
  notFound: { title: string; message: string };
  /** Next's own 404 (paths outside the CMS's route), which has no menus to point to. */
  notFoundBare: { message: string };
  unavailable: { title: string; message: string };
  error: { title: string; message: string };
  homeLink: string;
}

const STATUS: Readonly<Record<Locale, StatusStrings>> = {
  en: {
    skipToContent: "Skip to main content",
    notFound: {
      title: "Page not found",
      message:
        "We could not find the page you asked for. It may have moved, or the address may be mistyped; the menus above lead to every section of the site.",
    },
    notFoundBare: { message: "We could not find the page you asked for." },
    unavailable: {
      title: "This page is briefly unavailable",
      message: "Our content service is not answering right now. Please try again in a minute.",
    },
    error: {
      title: "Something went wrong",
      message:
        "We could not show this page because of an error on our side. Please try again shortly.",
    },
    homeLink: "Go to the home page",
  },
  fr: {
    skipToContent: "Passer au contenu principal",
    notFound: {
      title: "Page introuvable",
      message:
        "Nous n’avons pas trouvé la page demandée. Elle a peut-être été déplacée, ou l’adresse contient une faute de frappe\u202f; les menus ci-dessus mènent à toutes les sections du site.",
    },
    notFoundBare: { message: "Nous n’avons pas trouvé la page demandée." },
    unavailable: {
      title: "Cette page est momentanément indisponible",
      message:
        "Notre service de contenu ne répond pas pour le moment. Veuillez réessayer dans une minute.",
    },
    error: {
      title: "Une erreur s’est produite",
      message:
        "Nous n’avons pas pu afficher cette page en raison d’une erreur de notre côté. Veuillez réessayer sous peu.",
    },
    homeLink: "Aller à la page d’accueil",
  },
};

export const statusStrings = (locale: Locale): StatusStrings => STATUS[locale];

/** What one status page says: the server puts it in the page's props (lib/route/resolve.ts). */
export interface StatusText {
  /** The page's language (its <html lang>, and where its home link goes). */
  locale: Locale;
  title: string;
  message: string;
  homeLink: string;
  skipToContent: string;
}

export function statusText(
  kind: "not-found" | "not-found-bare" | "unavailable" | "error",
  locale: Locale,
): StatusText {
  const strings = STATUS[locale];
  const { homeLink, skipToContent } = strings;
  const page =
    kind === "not-found-bare"
      ? { title: strings.notFound.title, message: strings.notFoundBare.message }
      : kind === "not-found"
        ? strings.notFound
        : strings[kind];
  return { ...page, homeLink, skipToContent, locale };
}
