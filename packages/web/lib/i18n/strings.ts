// The site's own words, as opposed to the CMS's: in English and in French, from this one place
// (issue 42; the status pages' are in status.ts, for their own chunks). Each is plain text, so
// that what the browser needs of it travels in the page's props (components/page-shell.ts),
// handed down to the components that say it: the French never ships in an English page's
// JavaScript, whose first load stays within 1.1x the bare Next.js page's (a React context for
// them cost the heaviest page 136 bytes, past that line). French follows Quebec's usage (the
// OQLF's): a non-breaking space before a colon, curly apostrophes.
import type { Locale } from "./locale";
import { statusStrings } from "./status";

const NBSP = "\u00a0";

/** What every page's header, skip link, search box, preview banner and consent dialog say. */
export interface ChromeStrings {
  locale: Locale;
  /** The page's language as <html lang> says it ("fr-CA"). */
  htmlLang: string;
  /** The language's home page ("/fr/"): the logo's link. */
  homePath: string;
  /** The language's search page: the search form's action. */
  searchPath: string;
  skipToContent: string;
  /** After the logo, for screen readers: "Corus Entertainment home page". */
  homePage: string;
  /** The home page's name in a trail of pages (structured data's breadcrumbs). */
  home: string;
  /** The main navigation landmark's name. */
  mainNavigation: string;
  menu: string;
  /** The header search form's landmark name. */
  siteSearch: string;
  searchLabel: string;
  searchButton: string;
  /**
   * The header's link to the other language, worded in that language (`label`, or `home` when
   * the page has no translation and the link goes to that language's home page), with
   * `missing` said before it, in this page's language, in that case.
   */
  languageSwitch: { label: string; home: string; missing: string };
  /** The menus' hidden hints: a submenu's toggle, a link off the site. */
  menuHints: MenuHints;
  preview: { label: string; lead: string; text: string; exit: string };
  consent: {
    acceptAll: string;
    rejectAll: string;
    choose: string;
    ok: string;
    details: string;
    dialogTitle: string;
    alwaysOn: string;
    tools: string;
    save: string;
    close: string;
    /** The privacy policy's link, where the CMS names one. */
    policy: string;
  };
}

/** What menus say to screen readers only. */
export interface MenuHints {
  /** A submenu toggle's name: "{label} submenu". */
  submenu: string;
  /** After an external link's label; the second when it opens a new tab. */
  external: string;
  externalNewTab: string;
  /** A social icon's link: "{site} on {network} (external site)". */
  socialProfile: string;
}

/** The footer's own words (it is rendered on the server only). */
interface FooterLandmarks {
  followUs: string;
  footerNavigation: string;
  secondaryNavigation: string;
}

/** The footer's words: its landmarks', and the header's for the same link and dialog. */
export interface FooterStrings extends FooterLandmarks {
  homePage: string;
  /** Where the logo leads: the language's home page. */
  homePath: string;
  /** The button that opens the consent dialog, named as the dialog is. */
  privacyChoices: string;
  menuHints: MenuHints;
}

interface SiteStrings {
  chrome: ChromeStrings;
  footer: FooterLandmarks;
}

const STRINGS: Readonly<Record<Locale, SiteStrings>> = {
  en: {
    chrome: {
      locale: "en",
      htmlLang: "en-CA",
      homePath: "/",
      searchPath: "/search/",
      skipToContent: statusStrings("en").skipToContent,
      homePage: "home page",
      home: "Home",
      mainNavigation: "Main",
      menu: "Menu",
      siteSearch: "Site",
      searchLabel: "Search pages and press releases",
      searchButton: "Search",
      languageSwitch: {
        label: "Français",
        home: "Accueil en français",
        missing: "This page is not available in French.",
      },
      menuHints: {
        submenu: "{label} submenu",
        external: " (external site)",
        externalNewTab: " (external site, opens in a new tab)",
        socialProfile: "{site} on {network} (external site)",
      },
      preview: {
        label: "Preview",
        lead: "Preview:",
        text: "you are seeing unpublished changes. Visitors see the published page.",
        exit: "Exit preview",
      },
      consent: {
        acceptAll: "Accept all",
        rejectAll: "Reject all",
        choose: "Choose",
        ok: "OK",
        details: "Details",
        dialogTitle: "Privacy choices",
        alwaysOn: "Always on",
        tools: "Tools:",
        save: "Save choices",
        close: "Close",
        policy: "Privacy policy",
      },
    },
    footer: {
      followUs: "Follow us",
      footerNavigation: "Footer",
      secondaryNavigation: "Secondary",
    },
  },
  fr: {
    chrome: {
      locale: "fr",
      htmlLang: "fr-CA",
      homePath: "/fr/",
      searchPath: "/fr/recherche/",
      skipToContent: statusStrings("fr").skipToContent,
      homePage: "page d’accueil",
      home: "Accueil",
      mainNavigation: "Principal",
      menu: "Menu",
      siteSearch: "Site",
      searchLabel: "Rechercher dans les pages et les communiqués",
      searchButton: "Rechercher",
      languageSwitch: {
        label: "English",
        home: "English home page",
        missing: "Cette page n’existe pas en anglais.",
      },
      menuHints: {
        submenu: "Sous-menu {label}",
        external: " (site externe)",
        externalNewTab: " (site externe, s’ouvre dans un nouvel onglet)",
        socialProfile: "{site} sur {network} (site externe)",
      },
      preview: {
        label: "Aperçu",
        lead: `Aperçu${NBSP}:`,
        text: "vous voyez des modifications non publiées. Les visiteurs voient la page publiée.",
        exit: "Quitter l’aperçu",
      },
      consent: {
        acceptAll: "Tout accepter",
        rejectAll: "Tout refuser",
        choose: "Choisir",
        ok: "OK",
        details: "Détails",
        dialogTitle: "Choix en matière de confidentialité",
        alwaysOn: "Toujours actifs",
        tools: `Outils${NBSP}:`,
        save: "Enregistrer mes choix",
        close: "Fermer",
        policy: "Politique de confidentialité",
      },
    },
    footer: {
      followUs: "Suivez-nous",
      footerNavigation: "Pied de page",
      secondaryNavigation: "Secondaire",
    },
  },
};

export const chromeStrings = (locale: Locale): ChromeStrings => STRINGS[locale].chrome;
export const footerStrings = (locale: Locale): FooterStrings => ({
  ...STRINGS[locale].footer,
  homePage: STRINGS[locale].chrome.homePage,
  homePath: STRINGS[locale].chrome.homePath,
  privacyChoices: STRINGS[locale].chrome.consent.dialogTitle,
  menuHints: STRINGS[locale].chrome.menuHints,
});
