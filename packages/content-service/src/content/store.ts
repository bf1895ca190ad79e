// The in-memory content the resolvers read: built once from the seed files, then read-only.
import type { CustomPostTypes } from "./custom-post-types.ts";
import type { PageBuilderRecord } from "./page-builder.ts";
import type { menuLocations } from "./schemas.ts";

export type MenuLocation = (typeof menuLocations)[number];

export interface MediaRecord {
  kind: "media";
  databaseId: number;
  file: string;
  title: string;
  altText: string;
  caption: string;
  /** Images only: documents have no pixel size. */
  width: number | null;
  height: number | null;
  mimeType: string;
  sourceUrl: string;
}

interface ContentRecordBase {
  databaseId: number;
  uri: string;
  slug: string;
  title: string;
  date: string;
  modified: string;
  excerpt: string;
  content: string;
  featuredImage: MediaRecord | null;
  seo: { title?: string | undefined; metaDesc?: string | undefined; noindex?: boolean | undefined };
  sourceFile: string;
}

export interface PageRecord extends ContentRecordBase {
  kind: "page";
  template: string;
  menuOrder: number;
  parentDatabaseId: number | null;
  isFrontPage: boolean;
  /** The ACF "Page Builder" group: hero text and flexible-content blocks. */
  pageBuilder: PageBuilderRecord | null;
}

export interface PostRecord extends ContentRecordBase {
  kind: "post";
  categoryIds: number[];
}

export interface CategoryRecord {
  kind: "category";
  databaseId: number;
  name: string;
  slug: string;
  description: string;
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

export interface SiteOptionsRecord {
  headerOptions: { headerLogoImage: MediaRecord; headerNavImage: MediaRecord };
  footerOptions: { footerLogoImage: MediaRecord };
  socialIconsOptions: {
    socialIcons: {
      socialIconTitle: string;
      socialIconLinkUrl: string;
      socialIconImage: MediaRecord;
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

export type UriRecord = PageRecord | PostRecord | CategoryRecord;

export interface ContentStore {
  /** The CMS's own origin (WordPress "home"): absolute URLs and media are built on it. */
  homeUrl: string;
  generalSettings: GeneralSettingsRecord;
  siteOptions: SiteOptionsRecord;
  pages: PageRecord[];
  /** Newest first, as WordPress orders posts by default. */
  posts: PostRecord[];
  categories: CategoryRecord[];
  media: MediaRecord[];
  menus: MenuRecord[];
  /** Flat, in menu order: each menu's items depth-first, as WordPress stores them. */
  menuItems: MenuItemRecord[];
  redirects: RedirectRecord[];
  byUri: Map<string, UriRecord>;
  /** People, brands, dividends, financial reports and investor events. */
  customPosts: CustomPostTypes;
}
