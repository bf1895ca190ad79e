// The templates' own words (issue 42), in English and in French, beside the chrome's
// (strings.ts): each loader hands its template its language's, in its props, so a page's
// JavaScript carries neither the other language's nor the other templates'. A "{title}" is a
// blank the template fills (fill.ts). French follows Quebec's usage, as strings.ts says; where
// English would need the title's gender in French ("of the ..."), French names it after a dash.
import type { Locale } from "./locale";

const NBSP = "\u00a0";

/** The "Events" template (templates/events). */
export interface EventsStrings {
  upcoming: string;
  noneUpcoming: string;
  past: string;
  /** After a date without a time. */
  allDay: string;
  /** The CMS's event types (ACF's choices), as the page names them. */
  kinds: Readonly<Record<string, string>>;
  addToCalendar: string;
  /** Read by screen readers after "Add to calendar". */
  calendarContext: string;
  joinWebcast: string;
  /** Read by screen readers after "Join the live webcast". */
  webcastContext: string;
  /** Read by screen readers after a recording's or the slides' link. */
  fileContext: string;
  webcastRecording: string;
  audioRecording: string;
  slides: string;
}

/** The front page (templates/front-page): its sections' headings and the links on. */
export interface FrontPageStrings {
  ourBrands: string;
  allBrands: string;
  latestReleases: string;
  allPressReleases: string;
  investorSnapshot: string;
  ratesCaption: string;
  dividendHistory: string;
  financialReports: string;
  events: string;
}

/** The press-release lists (templates/post-list) and a press release's own page. */
export interface PressReleasesStrings {
  /** The list's heading, for screen readers. */
  listHeading: string;
  pagesLabel: string;
  newer: string;
  currentPage: string;
  older: string;
  categoriesLabel: string;
  allPressReleases: string;
  /** Before a press release's date, on its page. */
  pressRelease: string;
}

interface TemplateStrings {
  events: EventsStrings;
  frontPage: FrontPageStrings;
  pressReleases: PressReleasesStrings;
}

const TEMPLATES: Readonly<Record<Locale, TemplateStrings>> = {
  en: {
    events: {
      upcoming: "Upcoming events",
      noneUpcoming:
        "No event is scheduled at the moment. Dates of results calls and meetings are announced by news release a few weeks ahead.",
      past: "Past events",
      allDay: "all day",
      kinds: {
        earnings_call: "Results conference call",
        annual_meeting: "Annual meeting",
        special_meeting: "Special meeting",
        investor_conference: "Investor conference",
      },
      addToCalendar: "Add to calendar",
      calendarContext: ": the {title} (iCalendar file)",
      joinWebcast: "Join the live webcast",
      webcastContext: " for the {title} (external site)",
      fileContext: " of the {title}",
      webcastRecording: "Webcast recording",
      audioRecording: "Audio recording",
      slides: "Slides",
    },
    frontPage: {
      ourBrands: "Our brands",
      allBrands: "Explore all of our brands",
      latestReleases: "Latest press releases",
      allPressReleases: "All press releases",
      investorSnapshot: "Investor snapshot",
      ratesCaption: "Current dividend per share, in Canadian dollars",
      dividendHistory: "Dividend history",
      financialReports: "Financial reports",
      events: "Events and presentations",
    },
    pressReleases: {
      listHeading: "Press releases, page {page}",
      pagesLabel: "Press release pages",
      newer: "Newer releases",
      currentPage: "Page {page}",
      older: "Older releases",
      categoriesLabel: "Press release categories",
      allPressReleases: "All press releases",
      pressRelease: "Press release",
    },
  },
  fr: {
    events: {
      upcoming: "Événements à venir",
      noneUpcoming:
        "Aucun événement n’est prévu pour le moment. Les dates des conférences téléphoniques sur les résultats et des assemblées sont annoncées par communiqué quelques semaines à l’avance.",
      past: "Événements passés",
      allDay: "toute la journée",
      kinds: {
        earnings_call: "Conférence téléphonique sur les résultats",
        annual_meeting: "Assemblée annuelle",
        special_meeting: "Assemblée extraordinaire",
        investor_conference: "Conférence pour investisseurs",
      },
      addToCalendar: "Ajouter au calendrier",
      calendarContext: `${NBSP}: {title} (fichier iCalendar)`,
      joinWebcast: "Suivre la webdiffusion en direct",
      webcastContext: " — {title} (site externe)",
      fileContext: " — {title}",
      webcastRecording: "Enregistrement de la webdiffusion",
      audioRecording: "Enregistrement audio",
      slides: "Présentation",
    },
    frontPage: {
      ourBrands: "Nos marques",
      allBrands: "Découvrir toutes nos marques",
      latestReleases: "Derniers communiqués",
      allPressReleases: "Tous les communiqués",
      investorSnapshot: "Aperçu pour les investisseurs",
      ratesCaption: "Dividende actuel par action, en dollars canadiens",
      dividendHistory: "Historique des dividendes",
      financialReports: "Rapports financiers",
      events: "Événements et présentations",
    },
    pressReleases: {
      listHeading: "Communiqués, page {page}",
      pagesLabel: "Pages de communiqués",
      newer: "Communiqués plus récents",
      currentPage: "Page {page}",
      older: "Communiqués plus anciens",
      categoriesLabel: "Catégories de communiqués",
      allPressReleases: "Tous les communiqués",
      pressRelease: "Communiqué",
    },
  },
};

export const eventsStrings = (locale: Locale): EventsStrings => TEMPLATES[locale].events;
export const frontPageStrings = (locale: Locale): FrontPageStrings => TEMPLATES[locale].frontPage;
export const pressReleasesStrings = (locale: Locale): PressReleasesStrings =>
  TEMPLATES[locale].pressReleases;
