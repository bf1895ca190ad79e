import { fileTypeOf } from "@/lib/content/link-hints";
import { linkClassName, linkTypeOf } from "@/lib/content/link-types";

interface FileLinkProps {
  href: string;
  /** What the file is: the link's whole visible text. */
  children: string;
  /** Said to screen readers after the text where the text alone repeats (" of Q1 results"). */
  context?: string;
  /** The spoken type's words, in the page's language: "{type} file". */
  hintWords: string;
}

/**
 * A link to a document, recording or slides: classed by file type like links in content
 * (the icon), with the type spoken first ("PDF file: Q1 2025 news release") and shown after.
 */
export function FileLink({ href, children, context, hintWords }: FileLinkProps) {
  const type = fileTypeOf(href);
  const hint = type && hintWords.replace("{type}", type);
  return (
    <a className={`file-link ${linkClassName(linkTypeOf(href))}`} href={href}>
      {hint && <span className="link__hint visually-hidden">{hint}: </span>}
      {children}
      {context && <span className="visually-hidden">{context}</span>}
      {hint && (
        <span className="file-link__type" aria-hidden="true">
          {" "}
          ({type})
        </span>
      )}
    </a>
  );
}
