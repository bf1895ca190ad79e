import type { FileLinkView } from "@/lib/content/file-link-view";

interface FileLinkProps {
  /** The link, classed and hinted on the server (lib/content/file-link-view.ts). */
  file: FileLinkView;
  /** What the file is: the link's whole visible text. */
  children: string;
  /** Said to screen readers after the text where the text alone repeats (" of Q1 results"). */
  context?: string;
}

/**
 * A link to a document, recording or slides: classed by file type like links in content
 * (the icon), with the type spoken first ("PDF file: Q1 2025 news release") and shown after.
 */
export function FileLink({ file, children, context }: FileLinkProps) {
  return (
    <a className={`file-link ${file.className}`} href={file.href}>
      {file.hint && <span className="link__hint visually-hidden">{file.hint}: </span>}
      {children}
      {context && <span className="visually-hidden">{context}</span>}
      {file.type && (
        <span className="file-link__type" aria-hidden="true">
          {" "}
          ({file.type})
        </span>
      )}
    </a>
  );
}
