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
