// The templates' own words (issue 42), in English and in French, beside the chrome's
// (strings.ts): each loader hands its template its language's, in its props, so a page's
// JavaScript carries neither the other language's nor the other templates'. A "{title}" is a
// blank the template fills (fill.ts). French follows Quebec's usage, as strings.ts says; where
// English would need the title's gender in French ("of the ..."), French names it after a dash.
import type { Locale } from "./locale";

const NBSP = "\u00a0";

/** The "Events" template (templates/events). */
export interface EventsStrings {
  /** A recording's or slides' link: "{type} file", said before its text. */
  fileHint: string;
  /** The calendar file's: its product name, and its description's webcast line. */
  calendarProduct: string;
  calendarWebcast: string;
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
  /** A category archive's description for search engines, when the CMS has none. */
  categoryDescription: string;
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

/** The dividend rates' table and note (components/DividendRates.tsx), wherever they show. */
export interface DividendRatesStrings {
  caption: string;
  shareClass: string;
  latestDividend: string;
  annualRate: string;
  classA: string;
  classB: string;
  /** The note: "{payable} [date] {record} [date]", then the frequency or a full stop. */
  payable: string;
  record: string;
  paid: string;
  end: string;
  /** How often it is paid, by payments a year. */
  frequencies: Readonly<Record<string, string>>;
}

/** The "Dividend History" template (templates/dividends). */
export interface DividendHistoryStrings {
  currentRates: string;
  declaredHeading: string;
  tableCaption: string;
  declared: string;
  recordDate: string;
  payable: string;
  classA: string;
  classB: string;
}

/** The "Leadership" template (templates/leadership). */
export interface LeadershipStrings {
  executives: string;
  board: string;
  /** A committee the person chairs. */
  chair: string;
  /** Between committees. */
  separator: string;
  biography: string;
  /** Read by screen readers after "Biography". */
  biographyContext: string;
}

/** The "Financial Reports" template (templates/financial-reports). */
export interface FinancialReportsStrings {
  /** A document's link: "{type} file", said before its text. */
  fileHint: string;
  fiscalYear: string;
  currentYear: string;
  annualDocuments: string;
  /** Before a document's release date. */
  released: string;
  /** The quarters' short names: "Q1" to "Q4". */
  quarters: Readonly<Record<string, string>>;
  quarterHeading: string;
  /** A fiscal year without reports yet. */
  emptyYear: string;
}

/** The "Brands" template (templates/brands). */
export interface BrandsStrings {
  /** The brand categories' headings, by the CMS's select field's keys (templates/brands/view.ts). */
  categories: Readonly<Record<string, string>>;
  showingSome: string;
  showingAll: string;
  /** All the stations, when there is one: no plural. */
  showingOne: string;
  noneIn: string;
  visit: string;
  externalSite: string;
  province: string;
  allProvinces: string;
  showStations: string;
}

/** The search page (templates/search) and its title (lib/search/wording.ts). */
export interface SearchStrings {
  /** For the counts, grouped without Intl (numbers.ts). */
  locale: Locale;
  search: string;
  resultsFor: string;
  /** The page's title: "{resultsFor}: {count}{page}", {page} being `pageOf` or nothing. */
  titled: string;
  quoteOpen: string;
  quoteClose: string;
  /** The search form's landmark name on this page. */
  refine: string;
  truncated: string;
  pageOf: string;
  /** What each result is, by its kind. */
  kinds: Readonly<Record<string, string>>;
  pagesLabel: string;
  previous: string;
  currentPage: string;
  next: string;
  noMatch: string;
  tryOther: string;
  countMore: string;
  countNone: string;
  countOne: string;
  countMany: string;
}

export interface TemplateStrings {
  dividendRates: DividendRatesStrings;
  dividendHistory: DividendHistoryStrings;
  events: EventsStrings;
  frontPage: FrontPageStrings;
  pressReleases: PressReleasesStrings;
  leadership: LeadershipStrings;
  financialReports: FinancialReportsStrings;
  brands: BrandsStrings;
  search: SearchStrings;
}

const TEMPLATES: Readonly<Record<Locale, TemplateStrings>> = {
  en: {
    dividendRates: {
      caption: "Dividend per share, in Canadian dollars",
      shareClass: "Share class",
      latestDividend: "Latest dividend",
      annualRate: "Annual rate",
      classA: "Class A voting",
      classB: "Class B non-voting participating",
      payable: "Latest dividend payable",
      record: "to shareholders of record on",
      paid: "; paid {frequency}.",
      end: ".",
      frequencies: { "1": "yearly", "4": "quarterly", "12": "monthly" },
    },
    dividendHistory: {
      currentRates: "Current dividend rates",
      declaredHeading: "Dividends declared",
      tableCaption: "Dividends per share in Canadian dollars, most recent first",
      declared: "Declared",
      recordDate: "Record date",
      payable: "Payable",
      classA: "Class A",
      classB: "Class B",
    },
    events: {
      fileHint: "{type} file",
      calendarProduct: "Investor events",
      calendarWebcast: "Live webcast: {url}",
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
      categoryDescription: "News and press releases from {site} filed under {category}.",
      listHeading: "Press releases, page {page}",
      pagesLabel: "Press release pages",
      newer: "Newer releases",
      currentPage: "Page {page}",
      older: "Older releases",
      categoriesLabel: "Press release categories",
      allPressReleases: "All press releases",
      pressRelease: "Press release",
    },
    leadership: {
      executives: "Executive leadership",
      board: "Board of Directors",
      chair: "Chair, {committee}",
      separator: "; ",
      biography: "Biography",
      biographyContext: " of {name}",
    },
    financialReports: {
      fileHint: "{type} file",
      fiscalYear: "Fiscal {year}",
      currentYear: "current fiscal year",
      annualDocuments: "Annual documents",
      released: "Released",
      quarters: { q1: "Q1", q2: "Q2", q3: "Q3", q4: "Q4" },
      quarterHeading: "{quarter}: {start} to {end}",
      emptyYear:
        "No reports for fiscal {year} yet. The first, for the quarter from {start} to {end}, will be listed here when its results are released.",
    },
    brands: {
      categories: {
        conventional: "Conventional television",
        specialty: "Specialty channels",
        radio: "Radio stations",
        streaming: "Streaming",
        studios: "Studios and publishing",
      },
      showingSome: "Showing {shown} of {total} stations: {province}",
      showingAll: "Showing all {total} stations",
      showingOne: "Showing our one station",
      noneIn: "We have no radio stations in {province}.",
      visit: "Visit {name}",
      externalSite: " (external site)",
      province: "Province",
      allProvinces: "All provinces",
      showStations: "Show stations",
    },
    search: {
      locale: "en",
      search: "Search",
      resultsFor: "Search results for {terms}",
      titled: "Search results for {terms}: {count}{page}",
      quoteOpen: "“",
      quoteClose: "”",
      refine: "Refine",
      truncated: "Your search was longer than {max} characters: only the first {max} were used.",
      pageOf: ", page {page} of {pages}",
      kinds: { page: "Page", "press-release": "Press release" },
      pagesLabel: "Search result pages",
      previous: "Previous results",
      currentPage: "Page {page} of {pages}",
      next: "More results",
      noMatch: "No pages or press releases match {terms}",
      tryOther: "Try fewer words, other words or another spelling, or browse the site by section:",
      countMore: "More than {count} results",
      countNone: "No results",
      countOne: "1 result",
      countMany: "{count} results",
    },
  },
  fr: {
    dividendRates: {
      caption: "Dividende par action, en dollars canadiens",
      shareClass: "Catégorie d’actions",
      latestDividend: "Dernier dividende",
      annualRate: "Taux annuel",
      classA: "Catégorie A avec droit de vote",
      classB: "Catégorie B participantes sans droit de vote",
      payable: "Dernier dividende payable le",
      record: "aux actionnaires inscrits le",
      paid: "\u202f; versé {frequency}.",
      end: ".",
      frequencies: { "1": "annuellement", "4": "trimestriellement", "12": "mensuellement" },
    },
    dividendHistory: {
      currentRates: "Taux de dividende actuels",
      declaredHeading: "Dividendes déclarés",
      tableCaption: "Dividendes par action en dollars canadiens, du plus récent au plus ancien",
      declared: "Déclaré le",
      recordDate: "Date de clôture des registres",
      payable: "Payable le",
      classA: "Catégorie A",
      classB: "Catégorie B",
    },
    events: {
      fileHint: "fichier {type}",
      calendarProduct: "Événements pour les investisseurs",
      calendarWebcast: `Webdiffusion en direct${NBSP}: {url}`,
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
      categoryDescription: "Nouvelles et communiqués de {site} classés sous {category}.",
      listHeading: "Communiqués, page {page}",
      pagesLabel: "Pages de communiqués",
      newer: "Communiqués plus récents",
      currentPage: "Page {page}",
      older: "Communiqués plus anciens",
      categoriesLabel: "Catégories de communiqués",
      allPressReleases: "Tous les communiqués",
      pressRelease: "Communiqué",
    },
    leadership: {
      executives: "Haute direction",
      board: "Conseil d’administration",
      chair: "Présidence — {committee}",
      separator: "\u202f; ",
      biography: "Biographie",
      biographyContext: " — {name}",
    },
    financialReports: {
      fileHint: "fichier {type}",
      fiscalYear: "Exercice {year}",
      currentYear: "exercice en cours",
      annualDocuments: "Documents annuels",
      released: "Publié le",
      quarters: { q1: "T1", q2: "T2", q3: "T3", q4: "T4" },
      quarterHeading: `{quarter}${NBSP}: du {start} au {end}`,
      emptyYear:
        "Aucun rapport pour l’exercice {year} pour l’instant. Le premier, pour le trimestre du {start} au {end}, figurera ici à la publication de ses résultats.",
    },
    brands: {
      categories: {
        conventional: "Télévision traditionnelle",
        specialty: "Chaînes spécialisées",
        radio: "Stations de radio",
        streaming: "Diffusion en continu",
        studios: "Studios et édition",
      },
      showingSome: `{shown} sur {total} stations${NBSP}: {province}`,
      showingAll: "Les {total} stations",
      showingOne: "Notre seule station",
      noneIn: "Nous n’avons aucune station de radio dans cette province ({province}).",
      visit: "Visiter {name}",
      externalSite: " (site externe)",
      province: "Province",
      allProvinces: "Toutes les provinces",
      showStations: "Afficher les stations",
    },
    search: {
      locale: "fr",
      search: "Recherche",
      resultsFor: "Résultats de recherche pour {terms}",
      titled: `Résultats de recherche pour {terms}${NBSP}: {count}{page}`,
      quoteOpen: `«${NBSP}`,
      quoteClose: `${NBSP}»`,
      refine: "Affiner",
      truncated: `Votre recherche dépassait {max} caractères${NBSP}: seuls les {max} premiers ont été utilisés.`,
      pageOf: ", page {page} sur {pages}",
      kinds: { page: "Page", "press-release": "Communiqué" },
      pagesLabel: "Pages de résultats",
      previous: "Résultats précédents",
      currentPage: "Page {page} sur {pages}",
      next: "Plus de résultats",
      noMatch: "Aucune page ni aucun communiqué ne correspond à {terms}",
      tryOther: `Essayez moins de mots, d’autres mots ou une autre orthographe, ou parcourez le site par section${NBSP}:`,
      countMore: "Plus de {count} résultats",
      countNone: "Aucun résultat",
      countOne: "1 résultat",
      countMany: "{count} résultats",
    },
  },
};

/** The catalog's sections: one for each template, and the dividend rates wherever they show. */
export const TEMPLATE_NAMES = Object.keys(TEMPLATES.en) as (keyof TemplateStrings)[];

/** The words of template `name` (a key of the catalog) in `locale`. */
export const templateStrings = <Name extends keyof TemplateStrings>(
  name: Name,
  locale: Locale,
): TemplateStrings[Name] => TEMPLATES[locale][name];
