// Links in content: a class by file type (link-types.ts), rel="noopener noreferrer" when
// they leave the site, and no href for a mailto: link whose address is malformed.
//
// New tabs, the one rule: content links open where the visitor clicked. `target` is not on
// the allowlist, so a CMS target="_blank" is dropped; visitors who want a new tab ask their
// browser for one (WCAG 3.2.5: no change of context the visitor did not ask for).
import type { Transformer } from "sanitize-html";
import { isEmail } from "../rules/email";
import {
  fileExtensionOfUrl,
  linkClassName,
  linkTypeOfExtension,
  PLACEHOLDER_ORIGIN,
  resolveHref,
} from "./link-types";

/** An absolute or protocol-relative http(s) URL: another origin, even the CMS's uploads. */
function isExternal(url: URL): boolean {
  return (
    (url.protocol === "https:" || url.protocol === "http:") && url.host !== PLACEHOLDER_ORIGIN.host
  );
}

/** mailto: links name their addresses (comma-separated) before any "?"; each must be one. */
export function hasValidMailtoAddresses(href: string): boolean {
  const addresses = href.trim().slice("mailto:".length).split("?", 1)[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(addresses);
  } catch {
    return false;
  }
  return decoded.split(",").every((address) => isEmail(address.trim()));
}

export const linkAttributes: Transformer = (tagName, attribs) => {
  // class and rel are the pipeline's to set; whatever the CMS wrote there goes.
  const kept = { ...attribs };
  delete kept.class;
  delete kept.rel;
  const href = kept.href;
  if (href === undefined) return { tagName, attribs: kept };
  if (/^\s*mailto:/i.test(href) && !hasValidMailtoAddresses(href)) {
    delete kept.href;
    return { tagName, attribs: kept };
  }
  const url = resolveHref(href);
  kept.class = linkClassName(linkTypeOfExtension(url && fileExtensionOfUrl(url)));
  if (url && isExternal(url)) kept.rel = "noopener noreferrer";
  return { tagName, attribs: kept };
};
