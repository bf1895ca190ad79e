// The pages the browser tests walk when a check holds for every template: one page of every
// template, and of every kind of block, with the states that render different markup.

/** One page of every template, and of every kind of block. */
export const templatePages = [
  ["front page", "/"],
  ["default page (CMS HTML)", "/about-corus/our-values/"],
  ["default page with an embedded video", "/investor-relations/investor-day/"],
  ["blocks: analyst coverage", "/investor-relations/shareholder-resources/analyst-coverage/"],
  [
    "blocks: key facts, dividend rates, documents",
    "/investor-relations/dividends/stock-information/",
  ],
  ["blocks: timeline, documents, accordion", "/proposed-transaction/"],
  ["blocks: statistics", "/sustainability/diversity-equity-inclusion/by-the-numbers/"],
  ["blocks: contact, call to action", "/investor-relations/shareholder-resources/contact/"],
  ["leadership", "/about-corus/leadership/"],
  ["brands", "/our-brands/"],
  ["brands, filtered by province", "/our-brands/?province=Ontario"],
  ["dividend history", "/investor-relations/dividends/history/"],
  ["financial reports", "/investor-relations/financial-reports/"],
  ["events", "/investor-relations/events-and-presentations/"],
  ["press release archive", "/media-centre/press-releases/"],
  ["category archive", "/category/financial-results/"],
  ["not found", "/no-such-page/"],
  ["search results", "/search/?s=dividend+reinvestment"],
  ["search, no results", "/search/?s=qwxzvbnm"],
  ["search form", "/search/"],
] as const;

/**
 * The French pages of every template and kind of block (issue 42), each with its English
 * translation: the browser tests check the French as they check the English, and switch
 * between the two. Null: a page with no translation (the switch leads to the other home page).
 */
export const frenchTemplatePages = [
  ["French front page", "/fr/", "/"],
  ["French default page", "/fr/a-propos/nos-valeurs/", "/about-corus/our-values/"],
  [
    "French blocks: analyst coverage",
    "/fr/investisseurs/ressources-pour-les-actionnaires/couverture-des-analystes/",
    "/investor-relations/shareholder-resources/analyst-coverage/",
  ],
  [
    "French blocks: key facts, dividend rates, documents",
    "/fr/investisseurs/dividendes/renseignements-sur-les-actions/",
    "/investor-relations/dividends/stock-information/",
  ],
  [
    "French blocks: timeline, documents, accordion",
    "/fr/transaction-proposee/",
    "/proposed-transaction/",
  ],
  [
    "French blocks: statistics",
    "/fr/developpement-durable/diversite-equite-inclusion/en-chiffres/",
    "/sustainability/diversity-equity-inclusion/by-the-numbers/",
  ],
  [
    "French blocks: contact, call to action",
    "/fr/investisseurs/ressources-pour-les-actionnaires/nous-joindre/",
    "/investor-relations/shareholder-resources/contact/",
  ],
  ["French leadership", "/fr/a-propos/direction/", "/about-corus/leadership/"],
  ["French brands", "/fr/nos-marques/", "/our-brands/"],
  [
    "French dividend history",
    "/fr/investisseurs/dividendes/historique/",
    "/investor-relations/dividends/history/",
  ],
  [
    "French financial reports",
    "/fr/investisseurs/rapports-financiers/",
    "/investor-relations/financial-reports/",
  ],
  [
    "French events",
    "/fr/investisseurs/evenements-et-presentations/",
    "/investor-relations/events-and-presentations/",
  ],
  [
    "French press release archive",
    "/fr/centre-des-medias/communiques/",
    "/media-centre/press-releases/",
  ],
  [
    "French press release",
    "/fr/media-centre/press-releases/corus-entertainment-annonce-ses-resultats-du-deuxieme-trimestre-2026/",
    "/media-centre/press-releases/corus-entertainment-reports-second-quarter-2026-results/",
  ],
  ["French category archive", "/fr/category/resultats-financiers/", "/category/financial-results/"],
  ["French not found", "/fr/page-introuvable/", null],
  ["French search results", "/fr/recherche/?s=dividende", "/search/"],
  ["French search form", "/fr/recherche/", "/search/"],
] as const;

/** Every template's page in both languages: the checks that hold for every page walk these. */
export const everyTemplatePage: readonly (readonly [string, string])[] = [
  ...templatePages,
  ...frenchTemplatePages.map(([template, path]) => [template, path] as const),
];
