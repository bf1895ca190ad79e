// A link to a document as the templates show it (components/FileLink.tsx): classed and
// hinted here, on the server, so the file-type table stays out of the browser's JavaScript
// (the heaviest page's first load sits at the budget's edge).
import { fileTypeOf, linkHintFor } from "./link-hints";
import { linkClassName, linkTypeOf } from "./link-types";

export interface FileLinkView {
  href: string;
  /** The class by file type, as links in content get it: "link--document". */
  className: string;
  /** The file type shown after the text ("PDF"); null for a link to no classed file. */
  type: string | null;
  /** Said before the text, in the page's language ("PDF file"); null with no type. */
  hint: string | null;
}

/** `hintWords` is "{type} file" in the page's language. */
export function fileLinkView(href: string, hintWords: string): FileLinkView {
  return {
    href,
    className: linkClassName(linkTypeOf(href)),
    type: fileTypeOf(href),
    hint: linkHintFor(href, hintWords),
  };
}
