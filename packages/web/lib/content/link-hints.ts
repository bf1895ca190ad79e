// The accessible hint of a file link ("PDF file"). sanitize-html's hooks see a link's
// content as it streams and never its closing position, so the hint goes first: before
// the link's first text, or into the alt text of an image that comes before any text.
// The visible icon comes from styles/content.css.
import type { Attributes } from "sanitize-html";
import { fileExtensionOf, linkTypeOfExtension } from "./link-types";

const LINK_HINT_CLASS = "link__hint";

/** A link's file type as shown ("PDF"); null for a regular link. */
export function fileTypeOf(href: string | undefined): string | null {
  const extension = href === undefined ? null : fileExtensionOf(href);
  if (extension === null || linkTypeOfExtension(extension) === "regular") return null;
  return extension.toUpperCase();
}

/**
 * "PDF file" for a link to a classed file type, worded by `words` ("{type} file", "fichier
 * {type}"); null for a regular link.
 */
export function linkHintFor(href: string | undefined, words = "{type} file"): string | null {
  const type = fileTypeOf(href);
  return type === null ? null : words.replace("{type}", type);
}

/** Hints are built from the file-type table's extensions only: letters and digits. */
export function hintMarkup(hint: string): string {
  return `<span class="${LINK_HINT_CLASS} visually-hidden">${hint}: </span>`;
}

export function altWithHint(attribs: Attributes, hint: string): Attributes {
  const alt = attribs.alt?.trim();
  return { ...attribs, alt: alt ? `${alt} (${hint})` : hint };
}

/** Follows the open links of one render and hands out each link's hint once. */
export class LinkHints {
  private readonly owed: (string | null)[] = [];

  enter(hint: string | null): void {
    this.owed.push(hint);
  }

  leave(): void {
    this.owed.pop();
  }

  /** The innermost open link's hint the first time it is asked for, then null. */
  take(): string | null {
    const innermost = this.owed.length - 1;
    const hint = this.owed[innermost] ?? null;
    if (hint !== null) this.owed[innermost] = null;
    return hint;
  }
}
