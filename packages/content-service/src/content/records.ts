// Every record the content store holds, and the store itself: types only, importing nothing, so
// that the loaders, the checks, the index and the resolvers all depend on it and never on each
// other. The store is built once from the seed files (load.ts), then read-only. Lists, lookups
// by URI and searches hold only what the public may see (visibility.ts); drafts and pending
// changes are apart, in `editorial`, for editors' previews only.

/** Polylang's languages (content/languages.ts): English, the default, and French. */
export type LanguageCode = "en" | "fr";

/** The theme's menu locations. */
export type ThemeLocation = "PRIMARY" | "SECONDARY" | "FOOTER";
/**
 * A location as WPGraphQL names it: the theme's, which holds the default language's menu, or
 * Polylang's copy of it for another language (`primary___fr`, in GraphQL `PRIMARY___FR`).
 */
export type MenuLocation = ThemeLocation | `${ThemeLocation}___FR`;

/**
 * What Polylang gives each record of a translated post type or taxonomy: its language, and its
 * translation group (pll_get_post_translations): the database id of the group's record in each
 * language, its own included. Linked both ways when the content loads (translations.ts).
 */
export interface Translated {
  language: LanguageCode;
  translations: Partial<Record<LanguageCode, number>>;
}

/**
 * WordPress's post statuses a seed file may use (only "publish" is public); media items
 * inherit their visibility, as attachments do, and revisions are "inherit" too.
 */
export type ContentStatus = "publish" | "draft" | "pending" | "future" | "private" | "inherit";

export interface SeoInput {
  title?: string | undefined;
  metaDesc?: string | undefined;
  noindex?: boolean | undefined;
}

/** What pages, posts and media items (all "posts" in WordPress's one table) share. */
interface ContentRecordBase {
  databaseId: number;
  uri: string;
  slug: string;
  title: string;
  /** First published, in site time (no zone). */
  date: string;
  modified: string;
  excerpt: string;
  content: string;
  status: ContentStatus;
  /** Pending changes shown by an editor's Preview (a revision), not the published version. */
  isPreview?: boolean;
  authorDatabaseId: number | null;
  parentDatabaseId: number | null;
  seo: SeoInput;
  sourceFile: string;
}

/**
 * An attachment: an image in the media library, a content node with its own URI. Polylang
 * translates media (its "Media" setting): every item has a language, the default's unless it is
 * a translation (content/fr/media.yaml), which is an item of its own over the same file.
 */
export interface MediaRecord extends ContentRecordBase, Translated {
  kind: "media";
  file: string;
  altText: string;
  /** The caption, plain text (WordPress's excerpt of an attachment). */
  caption: string;
  /** Images only: documents have no pixel size. */
  width: number | null;
  height: number | null;
  mimeType: string;
  sourceUrl: string;
  fileSize: number;
}

export interface PageRecord extends ContentRecordBase, Translated {
  kind: "page";
  /** Set: the page is password protected (its content hidden from the public). */
  password: string | null;
  template: string;
  menuOrder: number;
  isFrontPage: boolean;
  isPrivacyPage: boolean;
  featuredImage: MediaRecord | null;
  /** The ACF "Page Builder" group: hero text and flexible-content blocks. */
  pageBuilder: PageBuilderRecord | null;
}

export interface PostRecord extends ContentRecordBase, Translated {
  kind: "post";
  /** Set: the post is password protected (its content hidden from the public). */
  password: string | null;
  categoryIds: number[];
  isSticky: boolean;
  featuredImage: MediaRecord | null;
}

export type ContentRecord = PageRecord | PostRecord | MediaRecord;

/** ACF's link field as GraphQL serves it. */
export interface LinkRecord {
  url: string;
  title: string;
  target: string | null;
}

/** A page builder block as GraphQL serves it: the input's fields with media and links resolved. */
export type BlockRecord =
  | { layout: "rich_text"; heading: string | null; text: string }
  | {
      layout: "card_grid";
      heading: string;
      intro: string | null;
      cards: { title: string; text: string; image: MediaRecord | null; link: LinkRecord | null }[];
    }
  | {
      layout: "statistics";
      heading: string;
      intro: string | null;
      statistics: { value: string; label: string; group: string | null }[];
      note: string | null;
    }
  | { layout: "accordion"; heading: string; items: { question: string; answer: string }[] }
  | {
      layout: "document_list";
      heading: string;
      intro: string | null;
      /** A file field not set is null, as WordPress answers it. */
      documents: { title: string; file: MediaRecord | null }[];
    }
  | {
      layout: "contact";
      heading: string;
      text: string | null;
      name: string | null;
      email: string | null;
      phone: string | null;
      address: string | null;
    }
  | { layout: "call_to_action"; heading: string; text: string | null; link: LinkRecord }
  | { layout: "dividend_rates"; heading: string; text: string | null }
  | {
      layout: "key_facts";
      heading: string;
      intro: string | null;
      facts: { label: string; value: string }[];
    }
  | {
      layout: "analyst_coverage";
      heading: string;
      intro: string | null;
      analysts: { firm: string; analyst: string; location: string | null }[];
    }
  | {
      layout: "timeline";
      heading: string;
      steps: { date: string; title: string; text: string; status: string }[];
    };

export interface PageBuilderRecord {
  heroTitle: string | null;
  heroText: string | null;
  blocks: BlockRecord[];
}

/**
 * What the custom post types' records share: the posts table's columns, those the types leave
 * as WordPress does without the editor, excerpt or author supports, without a parent, once
 * published.
 */
export interface CustomPostBase {
  databaseId: number;
  slug: string;
  title: string;
  /** Site time, as WordPress stores post_date. */
  date: string;
  modified: string;
  menuOrder: number;
  excerpt: "";
  content: "";
  status: "publish";
  authorDatabaseId: null;
  parentDatabaseId: null;
  sourceFile: string;
}

export interface PersonRecord extends CustomPostBase, Translated {
  kind: "person";
  personFields: {
    role: string;
    group: string;
    photo: MediaRecord | null;
    committees: { committee: string; role: string }[];
    biography: string;
  };
}

export interface BrandRecord extends CustomPostBase, Translated {
  kind: "brand";
  brandFields: {
    category: string;
    description: string;
    website: string;
    logo: MediaRecord | null;
    featured: boolean;
    callSign: string | null;
    market: string | null;
    frequency: string | null;
    province: string | null;
  };
}

export interface DividendRecord extends CustomPostBase {
  kind: "dividend";
  dividendFields: {
    declaredDate: string;
    recordDate: string;
    payableDate: string;
    classAAmount: number;
    classBAmount: number;
  };
}

export interface FinancialReportRecord extends CustomPostBase, Translated {
  kind: "financial_report";
  financialReportFields: {
    reportDate: string;
    kind: string;
    annual: boolean;
    /** Null when not set, as WordPress answers a file field without a file. */
    document: MediaRecord | null;
  };
}

export interface InvestorEventRecord extends CustomPostBase, Translated {
  kind: "investor_event";
  investorEventFields: {
    /** ACF's date-time picker with the return format Y-m-d H:i:s, in site time. */
    startDate: string;
    eventType: string;
    location: string | null;
    description: string | null;
    webcastUrl: string | null;
    webcast: MediaRecord | null;
    audio: MediaRecord | null;
    slides: MediaRecord | null;
  };
}

export type CustomPostRecord =
  PersonRecord | BrandRecord | DividendRecord | FinancialReportRecord | InvestorEventRecord;

export type CustomPostKind = CustomPostRecord["kind"];

export interface CustomPostTypes {
  people: PersonRecord[];
  brands: BrandRecord[];
  dividends: DividendRecord[];
  financialReports: FinancialReportRecord[];
  investorEvents: InvestorEventRecord[];
}

/** Any row of WordPress's posts table the stand-in serves: core and custom post types. */
export type PostObjectRecord = ContentRecord | CustomPostRecord;

export interface CategoryRecord extends Translated {
  kind: "category";
  databaseId: number;
  name: string;
  slug: string;
  description: string;
  parentDatabaseId: number | null;
  uri: string;
}

/** An author. Public only once they have published something, as in WordPress. */
export interface UserRecord {
  kind: "user";
  databaseId: number;
  /** The nicename: the slug in the author archive's URI. */
  slug: string;
  name: string;
  firstName: string;
  lastName: string;
  nickname: string;
  description: string;
  email: string;
  url: string | null;
  uri: string;
}

export interface MenuRecord {
  kind: "menu";
  databaseId: number;
  name: string;
  slug: string;
  locations: MenuLocation[];
}

export interface MenuItemRecord {
  kind: "menuItem";
  databaseId: number;
  menuDatabaseId: number;
  parentDatabaseId: number | null;
  label: string;
  url: string;
  path: string;
  target: string | null;
  title: string | null;
  description: string | null;
  cssClasses: string[];
  order: number;
}

export interface RedirectRecord {
  origin: string;
  target: string;
  code: number;
  enabled: boolean;
}

/** The ACF options page; an image field not set is null, as WordPress answers it. */
export interface SiteOptionsRecord {
  headerOptions: { headerLogoImage: MediaRecord | null; headerNavImage: MediaRecord | null };
  footerOptions: { footerLogoImage: MediaRecord | null };
  socialIconsOptions: {
    socialIcons: {
      socialIconTitle: string;
      socialIconLinkUrl: string;
      socialIconImage: MediaRecord | null;
    }[];
  };
  globalFormOptions: { advertiseFormId: string };
  siteIconOptions: { siteIconImage: MediaRecord | null };
  /** Text fields, null when not set (as ACF answers them). */
  privacyOptions: Record<PrivacyOptionField, string | null>;
}

export const PRIVACY_OPTION_FIELDS = [
  "privacyPolicyVersion",
  "privacyPolicyUrl",
  "consentBannerTitle",
  "consentBannerText",
  "consentGpcText",
  "necessaryLabel",
  "necessaryDescription",
  "measurementLabel",
  "measurementDescription",
  "sessionReplayLabel",
  "sessionReplayDescription",
  "audienceMeasurementLabel",
  "audienceMeasurementDescription",
] as const;
export type PrivacyOptionField = (typeof PRIVACY_OPTION_FIELDS)[number];

export interface GeneralSettingsRecord {
  title: string;
  description: string;
  url: string;
  language: string;
  timezone: string;
  dateFormat: string;
  timeFormat: string;
  email: string;
}

export interface ReadingSettingsRecord {
  postsPerPage: number;
}

export interface SiteSeoRecord {
  companyName: string;
  companyLogo: MediaRecord | null;
  defaultImage: MediaRecord | null;
  social: {
    facebook: string | null;
    instagram: string | null;
    linkedIn: string | null;
    youTube: string | null;
    twitterUsername: string | null;
  };
}

export type UriRecord = ContentRecord | CategoryRecord | UserRecord;

/**
 * Lookups the resolvers need on every request, built once (content-index.ts): by database id,
 * by parent, by category and by author, so that no request scans the whole store.
 */
export interface ContentIndex {
  /** Pages, posts and media items: they share WordPress's posts table, and its ids. */
  contentById: Map<number, ContentRecord>;
  /** The custom post types' records, in the same table and id sequence. */
  customPostById: Map<number, CustomPostRecord>;
  childrenOf: Map<number, ContentRecord[]>;
  categoryById: Map<number, CategoryRecord>;
  categoryBySlug: Map<string, CategoryRecord>;
  childCategoriesOf: Map<number, CategoryRecord[]>;
  /** Posts filed directly in each category, newest first. */
  postsInCategory: Map<number, PostRecord[]>;
  userById: Map<number, UserRecord>;
  userBySlug: Map<string, UserRecord>;
  contentByAuthor: Map<number, ContentRecord[]>;
}

/** What only an editor sees (editorial.ts): never in a list, a search or the sitemap. */
export interface EditorialContent {
  /** Pages and posts not public (draft, pending, future, private), by database id. */
  drafts: Map<number, PageRecord | PostRecord>;
  /** The same, at the URI their slug gives them: where an editor's nodeByUri finds them. */
  draftsByUri: Map<string, PageRecord | PostRecord>;
  /**
   * The latest pending changes of a published page or post (an autosave revision: its own
   * database id, status `inherit`), by the id of what they change.
   */
  revisions: Map<number, PageRecord | PostRecord>;
}

export interface ContentStore {
  /** The CMS's own origin (WordPress "home"): absolute URLs and media are built on it. */
  homeUrl: string;
  generalSettings: GeneralSettingsRecord;
  readingSettings: ReadingSettingsRecord;
  /** The options page in each language: a translation's empty fields are the default's. */
  siteOptions: Record<LanguageCode, SiteOptionsRecord>;
  seo: SiteSeoRecord;
  /** Every language's: a list without a language filter holds them all, as the bridge lists. */
  pages: PageRecord[];
  /** Newest first, as WordPress orders posts by default. */
  posts: PostRecord[];
  categories: CategoryRecord[];
  media: MediaRecord[];
  /** Authors with published content (the others are private in WordPress). */
  users: UserRecord[];
  /** Every user, public or not: whom an Application Password may belong to (`viewer`). */
  accounts: UserRecord[];
  menus: MenuRecord[];
  /** Flat, in menu order: each menu's items depth-first, as WordPress stores them. */
  menuItems: MenuItemRecord[];
  redirects: RedirectRecord[];
  byUri: Map<string, UriRecord>;
  index: ContentIndex;
  /**
   * People, brands, dividends, financial reports and investor events, every language's (dividends
   * are not translated: they have no language).
   */
  customPosts: CustomPostTypes;
  /** Drafts and pending changes: for editors' previews only (editorial.ts). */
  editorial: EditorialContent;
}
