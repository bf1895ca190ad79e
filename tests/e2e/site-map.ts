// The site's menus and routes, written out: what the tests expect the seed content
// (packages/content-service/content) to render.

export interface ExpectedItem {
  label: string;
  /** A site path, or "external" for the external media-centre site. */
  href: string;
  children?: ExpectedItem[];
}

const item = (label: string, href: string, children?: ExpectedItem[]): ExpectedItem =>
  children ? { label, href, children } : { label, href };

const ir = (path: string) => `/investor-relations/${path}`;
const dei = (path: string) => `/sustainability/diversity-equity-inclusion/${path}`;

export const HEADER_MENU: ExpectedItem[] = [
  item("Home", "/"),
  item("About the company", "/about-corus/", [
    item("Our Company", "/about-corus/overview/"),
    item("Our Values", "/about-corus/our-values/"),
    item("Our Leadership", "/about-corus/leadership/"),
  ]),
  item("Our Brands", "/our-brands/"),
  item("Media Centre", "/media-centre/", [
    item("Press Releases", "/media-centre/press-releases/"),
    item("Media Assets", "external"),
    item("Viewer Relations", "/media-centre/viewer-relations/"),
    item("Publicity Contacts", "/media-centre/publicity-contacts/"),
  ]),
  item("Sustainability", "/sustainability/", [
    item("Overview", "/sustainability-at-corus/"),
    item("People", "/sustainability/people/"),
    item("Diversity Equity & Inclusion", dei(""), [
      item("DEI at Corus", dei("dei-at-corus/")),
      item("By the Numbers", dei("by-the-numbers/")),
      item("Culture of Equity and Inclusion", dei("culture-of-equity-and-inclusion/")),
      item("DEI Action Plan", dei("dei-action-plan/")),
    ]),
    item("Communities", "/sustainability/communities/"),
    item("Industry", "/sustainability/industry/", [
      item("Industry Commitment", "/sustainability/industry/industry-commitment/"),
      item("Scholarship", "/sustainability/industry/scholarship/"),
    ]),
    item("Planet", "/sustainability/environment/"),
    item("Responsibility", "/responsibility/"),
  ]),
  item("Investor Relations", ir(""), [
    item("Overview", ir("overview/")),
    item("Dividends", ir("dividends/"), [
      item("Dividend Information", ir("dividends/information/")),
      item("History", ir("dividends/history/")),
      item("Reinvestment Plan", ir("dividends/reinvestment-plan/")),
      item("Stock Information", ir("dividends/stock-information/")),
    ]),
    item("Financial Reports", ir("financial-reports/")),
    item("Events and Presentations", ir("events-and-presentations/")),
    item("Annual Meetings", ir("annual-meetings/")),
    item("Shareholder Resources", ir("shareholder-resources/"), [
      item("Shareholder Services", ir("shareholder-resources/shareholder-services/")),
      item("Analyst Coverage", ir("shareholder-resources/analyst-coverage/")),
      item("Frequently Asked Questions", ir("shareholder-resources/frequently-asked-questions/")),
      item("Contact", ir("shareholder-resources/contact/")),
    ]),
    item("Governance", ir("governance/"), [
      item("Leadership and Directors", ir("governance/leadership-and-directors/")),
      item("Governance Documents", ir("governance/governance-documents/")),
    ]),
  ]),
  item("Advertising", "/advertising/"),
  item("Careers", "/careers/"),
  item("Proposed Transaction", "/proposed-transaction/"),
];

export const SECONDARY_MENU_PATHS = [
  "/accessibility/",
  "/terms-of-use/",
  "/privacy-policy/",
  "/contact-us/",
  "/regulatory/",
  "/faq/",
  "/technical-specifications/",
  "/terms-conditions/",
];

export const FOOTER_MENU: ExpectedItem[] = [
  item("About the company", "/about-corus/"),
  item("Media Centre", "external"),
  item("Investor Relations", "/investor-relations/"),
  item("Sustainability", "/sustainability/"),
  item("Advertising", "/advertising/"),
  item("Careers", "/careers/"),
];

/** Every site path the header and secondary menus name. */
export function allRoutes(): string[] {
  const paths = new Set<string>();
  const walk = (items: ExpectedItem[]) => {
    for (const entry of items) {
      if (entry.href !== "external") paths.add(entry.href);
      walk(entry.children ?? []);
    }
  };
  walk(HEADER_MENU);
  for (const path of SECONDARY_MENU_PATHS) paths.add(path);
  return [...paths];
}
