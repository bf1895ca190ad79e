// Pages other templates link to. The CMS's menus and redirects (packages/content-service/content)
// and the browser tests (tests/e2e/site-map.ts) name these paths too, so they stay as they are.

/** The page that lists every press release (the "Press Releases" template in the CMS). */
export const PRESS_RELEASES_PATH = "/media-centre/press-releases/";
/** The "Brands" template's page. */
export const BRANDS_PATH = "/our-brands/";
/** Investor relations pages the front page's snapshot leads to. */
export const DIVIDEND_HISTORY_PATH = "/investor-relations/dividends/history/";
export const FINANCIAL_REPORTS_PATH = "/investor-relations/financial-reports/";
export const EVENTS_PATH = "/investor-relations/events-and-presentations/";
