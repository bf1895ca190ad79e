// Link classes by file type: what a link points at, read from the file extension of its URL path.
// Pure and import-free, so browser tests can share the table.

export type FileLinkType = "document" | "presentation" | "audio" | "webcast" | "report";
export type LinkType = FileLinkType | "regular";

export const LINK_TYPES: readonly LinkType[] = [
  "document",
  "presentation",
  "audio",
  "webcast",
  "report",
  "regular",
];

export const FILE_TYPE_BY_EXTENSION: Readonly<Record<string, FileLinkType>> = {
  pdf: "document",
  odf: "document",
  doc: "document",
  docx: "document",
  ppt: "presentation",
  pptx: "presentation",
  wav: "audio",
  mp3: "audio",
  aac: "audio",
  ogg: "audio",
  flac: "audio",
  mp4: "webcast",
  mov: "webcast",
  xls: "report",
  xlsx: "report",
  ods: "report",
};

/** The one spelling of each link class; styles/content.css styles these names. */
export function linkClassName(type: LinkType): `link--${LinkType}` {
  return `link--${type}`;
}

/** The origin relative hrefs are read against: only paths and other hosts matter here. */
export const PLACEHOLDER_ORIGIN = new URL("https://site.invalid/");

/** The href as a browser would read it on this site; null when it is no URL at all. */
export function resolveHref(href: string): URL | null {
  try {
    return new URL(href, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
}

/**
 * The lower-case extension of the URL's last path segment, ignoring query and fragment;
 * null for URLs that are not http(s) (mailto:, tel:, ...) or have no extension.
 */
export function fileExtensionOfUrl(url: URL): string | null {
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf("/") + 1);
  let name: string;
  try {
    name = decodeURIComponent(lastSegment);
  } catch {
    name = lastSegment;
  }
  const dot = name.lastIndexOf(".");
  return dot === -1 ? null : name.slice(dot + 1).toLowerCase();
}

export function fileExtensionOf(href: string): string | null {
  const url = resolveHref(href);
  return url && fileExtensionOfUrl(url);
}

// A Map, so "x.constructor" finds nothing where an object would find its prototype.
const FILE_TYPES = new Map(Object.entries(FILE_TYPE_BY_EXTENSION));

/** The type of a lower-case file extension, as fileExtensionOf gives it. */
export function linkTypeOfExtension(extension: string | null): LinkType {
  return (extension !== null && FILE_TYPES.get(extension)) || "regular";
}

export function linkTypeOf(href: string): LinkType {
  return linkTypeOfExtension(fileExtensionOf(href));
}
