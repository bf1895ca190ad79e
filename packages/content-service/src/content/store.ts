// The in-memory content the resolvers read: built once from the seed files, then read-only.
// Lists, lookups by URI and searches hold only what the public may see (see visibility.ts);
// drafts and pending changes are apart, in `editorial`, for editors' previews only.
import type { ContentIndex } from "./content-index.ts";
import type { CustomPostRecord, CustomPostTypes } from "./custom-post-types.ts";
import type { EditorialContent } from "./editorial.ts";
import type { PageBuilderRecord } from "./page-builder.ts";
import type { contentStatuses, menuLocations } from "./schemas.ts";

export type MenuLocation = (typeof menuLocations)[number];
/** Seed files say publish or draft; media items inherit their visibility, as attachments do. */
export type ContentStatus = (typeof contentStatuses)[number] | "inherit";

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

/** An attachment: an image in the media library, a content node with its own URI. */
export interface MediaRecord extends ContentRecordBase {
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

export interface PageRecord extends ContentRecordBase {
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

export interface PostRecord extends ContentRecordBase {
  kind: "post";
  /** Set: the post is password protected (its content hidden from the public). */
  password: string | null;
  categoryIds: number[];
  isSticky: boolean;
  featuredImage: MediaRecord | null;
}

export type ContentRecord = PageRecord | PostRecord | MediaRecord;

/** Any row of WordPress's posts table the stand-in serves: core and custom post types. */
export type PostObjectRecord = ContentRecord | CustomPostRecord;

export interface CategoryRecord {
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
}

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

export interface ContentStore {
  /** The CMS's own origin (WordPress "home"): absolute URLs and media are built on it. */
  homeUrl: string;
  generalSettings: GeneralSettingsRecord;
  readingSettings: { postsPerPage: number };
  siteOptions: SiteOptionsRecord;
  seo: SiteSeoRecord;
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
  /** People, brands, dividends, financial reports and investor events. */
  customPosts: CustomPostTypes;
  /** Drafts and pending changes: for editors' previews only (editorial.ts). */
  editorial: EditorialContent;
}
